import { useState, useSyncExternalStore } from 'react';

// The server renders the public pages (ui/ssr.tsx) and the client hydrates that HTML. The first
// client render must then produce exactly what the server did: a part that would show something
// else in a browser (a portal, the viewport's width, the clock) asks here first. React itself
// knows which render is a hydration (also of a part hydrated later, see Deferred), so the answer
// comes from useSyncExternalStore: its server snapshot is used on the server and while hydrating.

// Each component has its own tiny store, false until its turn. Once the whole page has hydrated,
// the components switch a few at a time, one group per task: a single switch of every picture,
// countdown and carousel at once was one long task right after hydration (React re-renders a store
// change synchronously), which a phone felt as a frozen page.

/** False from `hydrationStarts` until the page's hydration has committed (a page without one never waits). */
let pageHydrated = true;
const waiting: Array<() => void> = [];
let draining = false;
/** How many components switch in one task (the first render after hydration is the dearest: React compiles its update paths then). */
export const SWITCH_GROUP = 4;

function drain(): void {
  for (let i = 0; i < SWITCH_GROUP && waiting.length; i++) waiting.shift()!();
  if (waiting.length) setTimeout(drain, 0);
  else draining = false;
}

function scheduleDrain(): void {
  if (draining || !pageHydrated || !waiting.length) return;
  draining = true;
  setTimeout(drain, 0);
}

/** Called before the page hydrates the server's HTML. */
export function hydrationStarts(): void {
  pageHydrated = false;
}

/** Called once the page's hydration has committed. */
export function markPageHydrated(): void {
  pageHydrated = true;
  scheduleDrain();
}

/** True while React hydrates a part of the page after the page itself (HydrateNear says when). */
let partHydrating = false;

/** Called by a part hydrated after the page: when React starts hydrating it, and once it has committed. */
export function setPartHydrating(on: boolean): void {
  partHydrating = on;
}

function browserStore() {
  // A component mounted after the page hydrated renders as a browser at once, unless React is
  // hydrating it in a part of the page hydrated later: that one waits its turn too.
  let on = pageHydrated && !partHydrating;
  return {
    get: () => on,
    subscribe(changed: () => void) {
      if (on) return () => undefined;
      let live = true;
      waiting.push(() => {
        if (!live) return;
        on = true;
        changed();
      });
      scheduleDrain();
      return () => {
        live = false;
      };
    },
  };
}

const onServer = () => false;

/**
 * False on the server and while hydrating, true in any other render in the browser: a component may
 * then switch to what only a browser has in a render after hydration (React re-renders it).
 */
export function useInBrowser(): boolean {
  const [store] = useState(browserStore);
  return useSyncExternalStore(store.subscribe, store.get, onServer);
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
