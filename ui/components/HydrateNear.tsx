import { memo, Suspense, use, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { setPartHydrating } from '../lib/hydration';

// A phone that hydrates the whole home page at once spends most of its start-up on sections far
// below the screen. The server's HTML of a part wrapped here stays as it is (readable, its links
// working) until the part comes near the screen or the visitor acts on the page; only then does
// React hydrate it, as a Suspense boundary of its own: in short slices, apart from the rest.
//
// How: while React hydrates, the part suspends on its gate's promise, and React keeps a suspended
// boundary's server HTML and hydrates it once the promise resolves. A gate opens when its marker
// (an empty element just before the part) comes within a screen's height of the viewport, when the
// visitor taps or focuses something in the part, or at any key press, or at once when the part holds
// a dialog the server drew open: React hydrates the boundary
// an event is aimed at at once (the gate is already open when React sees the event, see
// `watchHydrationGates`), then hands it the event, so the first tap on a part still waiting is not
// lost.
//
// Outside a hydration (on the server, a page the app draws itself, a part React has to draw anew)
// nothing waits.

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

/** Marks a promise settled the way React's `use` reads it (its `status`): `use` then returns at once. */
const settled = (promise: Promise<void>): Promise<void> => Object.assign(promise, { status: 'fulfilled', value: undefined });

const READY = settled(Promise.resolve());

const gates = new Map<string, Gate>();

function gate(name: string): Gate {
  let g = gates.get(name);
  if (!g) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    const created: Gate = { open: false, promise, release: () => undefined };
    created.release = () => {
      created.open = true;
      // Settled now, not a microtask later: React may hydrate the part within this very event.
      settled(promise);
      resolve();
    };
    gates.set(name, (g = created));
  }
  return g;
}

const MARKER = 'data-hydrate-near';

/**
 * Before the page hydrates: watches the markers of the server's HTML and the visitor's acts.
 * Returns a function that stops watching (tests).
 */
export function watchHydrationGates(root: ParentNode = document): () => void {
  const markers = [...root.querySelectorAll<HTMLElement>(`[${MARKER}]`)];
  // Gates are made now, open or not, so a part hydrating later finds its own.
  for (const m of markers) gate(m.getAttribute(MARKER)!);
  let left = new Set(markers.map((m) => m.getAttribute(MARKER)!));
  let observer: IntersectionObserver | undefined;
  const release = (name: string) => {
    gate(name).release();
    left.delete(name);
    if (!left.size) stop();
  };
  // A tap or a focus opens the part it lands in (the markers and their parts are siblings, in
  // order: a node belongs to the last marker before it). A key press opens them all: the keyboard
  // may go anywhere next.
  const partOf = (node: EventTarget | null): string | undefined => {
    if (!(node instanceof Node) || !markers[0]?.parentElement?.contains(node)) return undefined;
    let name: string | undefined;
    for (const m of markers) {
      if (m.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) name = m.getAttribute(MARKER)!;
      else break;
    }
    return name;
  };
  const onPoint = (e: Event) => {
    const name = partOf(e.target);
    if (name && left.has(name)) release(name);
  };
  const onKey = () => {
    for (const name of left) gate(name).release();
    left = new Set();
    stop();
  };
  const pointing = ['pointerdown', 'click', 'focusin'] as const;
  function stop() {
    for (const e of pointing) window.removeEventListener(e, onPoint, true);
    window.removeEventListener('keydown', onKey, true);
    observer?.disconnect();
  }
  // Capture on the window: before React's own listeners on the root see the event.
  for (const e of pointing) window.addEventListener(e, onPoint, true);
  window.addEventListener('keydown', onKey, true);
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer!.unobserve(entry.target);
          const name = entry.target.getAttribute(MARKER)!;
          if (left.has(name)) release(name);
        }
      },
      { rootMargin: '100% 0px' },
    );
    for (const m of markers) observer.observe(m);
  } else {
    onKey();
  }
  // A dialog the server drew open (an item's own address, `?open=race-3`) is on the screen whatever
  // the scroll: its part hydrates now, or Back would leave the page (its history entry is made by
  // the dialog's effect), and Escape and the focus trap would wait for a first tap.
  for (const dialog of root.querySelectorAll('[role="dialog"]')) {
    const name = partOf(dialog);
    if (name && left.has(name)) release(name);
  }
  return stop;
}

/** Forgets every gate (tests). */
export function resetHydrationGates(): void {
  gates.clear();
}

const noSubscription = () => () => undefined;
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/** True while React hydrates the server's HTML (its server snapshot is used then), false in any other render in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServerOrHydrating);
}

function Gated({ name, children }: { name: string; children: ReactNode }) {
  const hydrating = useHydrating();
  // Only a gate `watchHydrationGates` made waits: none on the server, nor for a page hydrated without it.
  // Always one `use`, of a settled promise when nothing waits (React wants the same calls each render).
  const g = gates.get(name);
  use(hydrating && g ? g.promise : READY);
  // Its components render first as the server did, then switch a few at a time (ui/lib/hydration.ts).
  if (hydrating && g) setPartHydrating(true);
  useLayoutEffect(() => setPartHydrating(false));
  return <>{children}</>;
}

/**
 * Hydrates `children` once they come near the screen (see above). `name` is unique on the page.
 * Memoised: a parent's render with the same children must not reach the waiting boundary (React
 * would give up its server HTML and draw it anew).
 */
export const HydrateNear = memo(function HydrateNear({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <div {...{ [MARKER]: name }} aria-hidden="true" />
      <Suspense fallback={null}>
        <Gated name={name}>{children}</Gated>
      </Suspense>
    </>
  );
});
