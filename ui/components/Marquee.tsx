import { useState, type ReactNode } from 'react';
import { useReducedMotion } from '../lib/motion';

/**
 * An auto-scrolling row: the items, then an inert copy so the loop is seamless. It pauses on hover
 * and keyboard focus, has Pause and Faster buttons (moving content must be stoppable), and becomes
 * a plain scrollable row with reduced motion or when there are too few items to loop.
 */
export function Marquee(props: { label: string; items: ReactNode[]; seconds: number; fastSeconds: number; minToLoop?: number }) {
  const reduce = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [fast, setFast] = useState(false);
  const loop = !reduce && props.items.length >= (props.minToLoop ?? 4);
  return (
    <div className={`marquee ${loop ? 'marquee--loop' : 'marquee--static'} ${paused ? 'is-paused' : ''}`} style={{ ['--marquee-duration' as string]: `${fast ? props.fastSeconds : props.seconds}s` }}>
      {loop && (
        <div className="marquee__controls">
          <button type="button" className="chip chip--small" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? 'Play' : 'Pause'}
          </button>
          <button type="button" className="chip chip--small" onClick={() => setFast((f) => !f)} aria-pressed={fast}>
            Faster
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
            <ul className="marquee__group" role="list" aria-hidden="true" inert>
              {props.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
