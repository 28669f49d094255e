import { useSyncExternalStore } from 'react';

// The server renders the public pages (ui/ssr.tsx) and the client hydrates that HTML. The first
// client render must then produce exactly what the server did: a part that would show something
// else in a browser (a portal, the viewport's width, the clock) asks here first. React itself
// knows which render is a hydration (also of a part hydrated later, see Deferred), so the answer
// comes from useSyncExternalStore: its server snapshot is used on the server and while hydrating.

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while hydrating, true in any other render in the browser: a component may
 * then switch to what only a browser has in the render after hydration (React re-renders it).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** The server's clock when it rendered the page: countdowns and relative times hydrate at that time. */
let renderedAt = 0;

/** Sets the time the page is rendered at (the server before rendering, the client from the page's data). */
export function setRenderedAt(ms: number): void {
  renderedAt = ms;
}

/** The clock a first render shows: the page's render time on the server and while hydrating, else now. */
export function useFirstRenderNow(): () => number {
  const inBrowser = useInBrowser();
  return () => (!inBrowser && renderedAt ? renderedAt : Date.now());
}
