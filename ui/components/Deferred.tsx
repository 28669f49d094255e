import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useInBrowser } from '../lib/hydration';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** One promise per wait, kept, so a part that suspends on it meets the same promise again. */
const idleWaits = new Map<number, Promise<void>>();

/** Resolves once the browser is idle (at most `timeoutMs` later). */
function whenIdle(timeoutMs: number): Promise<void> {
  let wait = idleWaits.get(timeoutMs);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const w = window as IdleWindow;
      if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 200);
    });
    idleWaits.set(timeoutMs, wait);
  }
  return wait;
}

/** Suspends a hydrating part until the browser is idle; renders nothing (and never waits on the server). */
function IdleGate(props: { timeoutMs: number }) {
  if (typeof window !== 'undefined') use(whenIdle(props.timeoutMs));
  return null;
}

/**
 * Renders its children once the browser is idle after the first paint (at most `timeoutMs` later),
 * keeping `minHeight` until then. The sections far below the hero do not make the first render,
 * layout and requests of a phone any longer. The server renders them at once (a reader without
 * JavaScript sees them); a page hydrating that HTML keeps it on screen and hydrates these parts
 * when the browser is idle (a Suspense boundary React hydrates later), so the first hydration
 * costs what the first render cost before.
 */
export function Deferred(props: { children: ReactNode; minHeight: number; timeoutMs?: number }) {
  const timeoutMs = props.timeoutMs ?? 1200;
  const inBrowser = useInBrowser();
  // Fixed at mount: server markup (on the server or hydrated) is there at once.
  const [fromServer] = useState(!inBrowser);
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
  const placeholder = <div style={{ minHeight: props.minHeight }} aria-busy="true" />;
  if (!ready) return placeholder;
  if (!fromServer) return <>{props.children}</>;
  return (
    <Suspense fallback={placeholder}>
      <IdleGate timeoutMs={timeoutMs} />
      {props.children}
    </Suspense>
  );
}
