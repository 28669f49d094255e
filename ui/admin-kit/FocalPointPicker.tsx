import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { mediaUrl } from '../lib/api';
import { focusOf, withFocus, type FocalPoint } from '../../src/shared/focal-point';
import { t } from './admin-kit.messages';

// The focal point of an image shown cropped: the family taps (or clicks) the point to keep in view
// on the whole picture, or moves it with the arrow keys, and sees two crops follow at once, a wide
// one (a laptop's hero, a share card) and a tall one (a phone). The point travels with the image's
// URL (src/shared/focal-point.ts), so `onChange` gets the URL to save.

const CENTRE: FocalPoint = { x: 50, y: 50 };
/** Arrow keys move the point by this many per cent (with Shift, by 1). */
const STEP = 5;
/** Key presses in a row are saved once, when they stop. */
const KEY_SAVE_DELAY_MS = 400;

/** The focal point picker of an image URL; `onChange` gets the URL carrying the new point. */
export function FocalPointPicker(props: { src: string; label: string; onChange: (url: string) => void; disabled?: boolean }) {
  const id = useId();
  const [point, setPoint] = useState<FocalPoint>(() => focusOf(props.src) ?? CENTRE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // Another image, or the saved point read back (the URL carries it): show what is stored.
  useEffect(() => setPoint(focusOf(props.src) ?? CENTRE), [props.src]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (p: FocalPoint) => {
    clearTimeout(timer.current);
    const url = withFocus(props.src, p);
    if (url !== props.src) onChange.current(url);
  };
  const pick = (e: PointerEvent<HTMLDivElement>) => {
    if (props.disabled) return;
    const box = e.currentTarget.getBoundingClientRect();
    const p = { x: Math.round(((e.clientX - box.left) / box.width) * 100), y: Math.round(((e.clientY - box.top) / box.height) * 100) };
    const clamped = { x: Math.min(100, Math.max(0, p.x)), y: Math.min(100, Math.max(0, p.y)) };
    setPoint(clamped);
    e.currentTarget.focus();
    commit(clamped);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (props.disabled) return;
    const step = e.shiftKey ? 1 : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    let next: FocalPoint | undefined;
    if (move) next = { x: Math.min(100, Math.max(0, point.x + move[0])), y: Math.min(100, Math.max(0, point.y + move[1])) };
    else if (e.key === 'Home') next = CENTRE;
    if (!next) return;
    e.preventDefault();
    setPoint(next);
    clearTimeout(timer.current);
    const p = next;
    timer.current = setTimeout(() => commit(p), KEY_SAVE_DELAY_MS);
  };

  const src = mediaUrl(withFocus(props.src, undefined));
  const position = `${point.x}% ${point.y}%`;
  const centred = point.x === 50 && point.y === 50;
  return (
    <div className="focal" role="group" aria-labelledby={`${id}-title`}>
      <p className="field__label" id={`${id}-title`}>
        {t('focal.title', { label: props.label })}
      </p>
      <p className="field__hint" id={`${id}-hint`}>
        {t('focal.hint')}
      </p>
      <div className="focal__body">
        <div
          className={`focal__picture ${props.disabled ? 'is-disabled' : ''}`}
          role="slider"
          tabIndex={props.disabled ? -1 : 0}
          aria-label={t('focal.slider', { label: props.label })}
          aria-describedby={`${id}-hint`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={point.x}
          aria-valuetext={t('focal.value', { x: point.x, y: point.y })}
          aria-disabled={props.disabled || undefined}
          onPointerDown={pick}
          onKeyDown={onKey}
        >
          <img src={src} alt="" draggable={false} />
          <span className="focal__marker" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
        </div>
        <div className="focal__crops" aria-hidden="true">
          <figure className="focal__crop focal__crop--wide">
            <img src={src} alt="" style={{ objectPosition: position }} />
            <figcaption>{t('focal.wide')}</figcaption>
          </figure>
          <figure className="focal__crop focal__crop--tall">
            <img src={src} alt="" style={{ objectPosition: position }} />
            <figcaption>{t('focal.tall')}</figcaption>
          </figure>
        </div>
      </div>
      {!centred && (
        <button type="button" className="btn btn--small btn--ghost" disabled={props.disabled} onClick={() => (setPoint(CENTRE), commit(CENTRE))}>
          {t('focal.centre')}
        </button>
      )}
    </div>
  );
}
