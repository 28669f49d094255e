import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useInBrowser } from '../lib/hydration';
import { HydrateNear } from './HydrateNear';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Renders its children once the browser is idle after the first paint (at most `timeoutMs` later),
 * keeping `minHeight` until then. The sections far below the hero do not make the first render,
 * layout and requests of a phone any longer. The server renders them at once (a reader without
 * JavaScript sees them), and a page hydrating that HTML keeps them, and hydrates them only when
 * they come near the screen (HydrateNear, under `name`).
 */
export function Deferred(props: { name: string; children: ReactNode; minHeight: number; timeoutMs?: number }) {
  const timeoutMs = props.timeoutMs ?? 1200;
  // Server markup (on the server or hydrated) is shown at once; a later mount waits for idle time.
  const inBrowser = useInBrowser();
  const [ready, setReady] = useState(!inBrowser);
  useEffect(() => {
    if (ready) return;
    const w = window as IdleWindow;
    const show = () => startTransition(() => setReady(true));
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(show, { timeout: timeoutMs });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(show, 200);
    return () => clearTimeout(id);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once shown, it stays
  }, [timeoutMs]);
  return ready ? <HydrateNear name={props.name}>{props.children}</HydrateNear> : <div style={{ minHeight: props.minHeight }} aria-busy="true" />;
}
