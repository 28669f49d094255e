import { useSyncExternalStore } from 'react';

// The server renders the public pages (ui/ssr.tsx) and the client hydrates that HTML. The first
// client render must then produce exactly what the server did: a part that would show something
// else in a browser (a portal, a placeholder waiting for idle time) asks here first.

let hydrating = false;
/** The server's clock when it rendered the page: countdowns and relative times hydrate at that time. */
let renderedAt = 0;

/** Sets the time the page is rendered at (the server before rendering, the client from the page's data). */
export function setRenderedAt(ms: number): void {
  renderedAt = ms;
}

/** The clock of a first render: the render's time on the server and while hydrating, else now. */
export function firstRenderNow(): number {
  return isServerMarkup() && renderedAt ? renderedAt : Date.now();
}

/** Marks the start of the hydration of the server's HTML (ui/main.tsx). */
export function startHydration(): void {
  hydrating = true;
}

/** Marks its end: parts mounted later render as in a page the client drew itself. */
export function endHydration(): void {
  hydrating = false;
}

/** True on the server and while the client hydrates the server's HTML. */
export function isServerMarkup(): boolean {
  return typeof window === 'undefined' || hydrating;
}

const subscribeNothing = () => () => undefined;

/**
 * False on the server and during hydration, true once the page runs in the browser: a component
 * may then switch to what only a browser has (a portal to the body) in the render after hydration.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
