import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFirstRenderNow, useInBrowser } from './hydration';

const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion; follows changes of the setting. */
export function useReducedMotion(): boolean {
  // The server cannot know: its HTML and the hydrating render assume motion, the effect then corrects it.
  const inBrowser = useInBrowser();
  const [reduce, setReduce] = useState(() => inBrowser && typeof matchMedia !== 'undefined' && matchMedia(QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const mq = matchMedia(QUERY);
    const on = () => setReduce(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduce;
}

/** True once the element has come near the viewport (and stays true). */
export function useSeen<T extends Element>(ref: RefObject<T | null>, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        io.disconnect();
      }
    }, { rootMargin });
    io.observe(node);
    return () => io.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}

/** Calls `fn` every `ms` while `active`; the latest `fn` is used without restarting the timer. */
export function useInterval(fn: () => void, ms: number, active = true): void {
  const saved = useRef(fn);
  saved.current = fn;
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => saved.current(), ms);
    return () => clearInterval(id);
  }, [ms, active]);
}

/** A wall clock that ticks every `ms` (for countdowns and relative times). */
export function useNow(ms: number): number {
  // A hydrating page starts at the server's time (its HTML says "4 days 3 hours"), then moves to now.
  const [now, setNow] = useState(useFirstRenderNow());
  useEffect(() => setNow(Date.now()), []);
  useInterval(() => setNow(Date.now()), ms);
  return now;
}

/** Counts from 0 up to `target` over `durationMs` (ease-out) once `start` is true; jumps with reduced motion. */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const reduce = useReducedMotion();
  // The server's HTML shows the value itself (a reader without JavaScript never sees 0), and a
  // page hydrating it keeps the value rather than counting again from 0.
  const inBrowser = useInBrowser();
  const [fromServer] = useState(!inBrowser);
  const [value, setValue] = useState(fromServer ? target : 0);
  useEffect(() => {
    if (!start && !fromServer) return;
    if (fromServer || reduce || typeof requestAnimationFrame === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const t0 = performance.now();
    const step = (t: number) => {
      const p = Math.min(1, (t - t0) / durationMs);
      setValue(target * (1 - Math.pow(1 - p, 3)));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, start, reduce, fromServer]);
  return value;
}
