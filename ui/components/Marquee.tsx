import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from '../lib/motion';
import { t } from './components.messages';

/** True inside the marquee's copy (see below). */
const InCopy = createContext(false);

/**
 * The `tabIndex` of a control in a marquee's item: out of the Tab order in the copy. Already so in
 * the server's HTML, which a page shows before its far sections hydrate (and without JavaScript).
 */
export function useMarqueeTabIndex(): -1 | undefined {
  return useContext(InCopy) ? -1 : undefined;
}

/**
 * An auto-scrolling row: the items, then a copy so the loop is seamless (hidden from screen readers
 * and out of the Tab order, but its buttons work for a pointer). It pauses on hover, has Pause and
 * Faster buttons (moving content must be stoppable), stops and shows the start of the row while a
 * keyboard user is inside it, and is a plain scrollable row with reduced motion or too few items.
 */
export function Marquee(props: { label: string; items: ReactNode[]; seconds: number; fastSeconds: number; minToLoop?: number }) {
  const reduce = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [fast, setFast] = useState(false);
  const loop = !reduce && props.items.length >= (props.minToLoop ?? 4);
  const copy = useRef<HTMLUListElement>(null);
  // Items that do not ask useMarqueeTabIndex: their controls in the copy are taken out here.
  useLayoutEffect(() => {
    for (const el of copy.current?.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]') ?? []) if (el.tabIndex !== -1) el.tabIndex = -1;
  });
  return (
    <div className={`marquee ${loop ? 'marquee--loop' : 'marquee--static'} ${paused ? 'is-paused' : ''}`} style={{ ['--marquee-duration' as string]: `${fast ? props.fastSeconds : props.seconds}s` }}>
      {loop && (
        <div className="marquee__controls needs-script">
          <button type="button" className="chip chip--small" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? t('marquee.play') : t('marquee.pause')}
          </button>
          <button type="button" className="chip chip--small" onClick={() => setFast((f) => !f)} aria-pressed={fast}>
            {t('marquee.faster')}
          </button>
        </div>
      )}
      <div className="marquee__viewport" role="region" aria-label={props.label} tabIndex={loop ? undefined : 0}>
        <div className="marquee__track">
          <ul className="marquee__group" role="list">
            {props.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
          {loop && (
            <ul ref={copy} className="marquee__group" role="list" aria-hidden="true">
              <InCopy.Provider value={true}>
                {props.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </InCopy.Provider>
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
