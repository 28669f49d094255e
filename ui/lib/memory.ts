import { signal, type Signal } from '@preact/signals-react';
import { useInBrowser } from './hydration';
import { currentTenantId } from './tenant';

// Per-browser memory of likes and university picks : a like
// is allowed once per item per browser and the button stays disabled after a reload. Keys are
// scoped by tenant, so two sites served from one origin never share a memory.

function storageKey(kind: string): string {
  return `athlete:${currentTenantId()}:${kind}`;
}

function readIds(kind: string): number[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey(kind)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

function writeIds(kind: string, ids: number[]): void {
  try {
    localStorage.setItem(storageKey(kind), JSON.stringify(ids));
  } catch {
    // Blocked storage: the server still counts once per browser (visitor id cookie).
  }
}

const memories = new Map<string, Signal<number[]>>();

/** The ids remembered under `kind`, as a signal (components re-render when it changes). */
export function remembered(kind: MemoryKind): Signal<number[]> {
  let s = memories.get(kind);
  if (!s) {
    s = signal(typeof window === 'undefined' ? [] : readIds(kind));
    memories.set(kind, s);
  }
  return s;
}

/** The kinds of things a browser remembers. */
export type MemoryKind = 'liked-cheers' | 'liked-athletes' | 'university-picks';

/** Adds an id (kept in pick order); no-op when already there. */
export function remember(kind: MemoryKind, id: number): void {
  const s = remembered(kind);
  if (s.value.includes(id)) return;
  s.value = [...s.value, id];
  writeIds(kind, s.value);
}

/** Removes an id (a failed write is rolled back). */
export function forget(kind: MemoryKind, id: number): void {
  const s = remembered(kind);
  if (!s.value.includes(id)) return;
  s.value = s.value.filter((x) => x !== id);
  writeIds(kind, s.value);
}

if (typeof window !== 'undefined') {
  // Another tab liked or voted: follow it.
  window.addEventListener('storage', (e) => {
    for (const [kind, s] of memories) if (e.key === storageKey(kind)) s.value = readIds(kind);
  });
}

/**
 * The ids remembered under `kind` for a render: none on the server and while hydrating (the
 * server cannot know this browser's memory, and the first render must match its HTML), this
 * browser's from the next render on. Call `useSignals()` in the component.
 */
export function useRemembered(kind: MemoryKind): number[] {
  const inBrowser = useInBrowser();
  const ids = remembered(kind).value;
  return inBrowser ? ids : NONE;
}

const NONE: number[] = [];

/**
 * How long this browser shows the count its own like or vote got rather than a lower one from the
 * server (milliseconds). The server may send a kept page for a few seconds after a like or vote
 * (its PAGE_TALLY_GRACE_MS, 5 s): reloaded at once, the page would show the count from before this
 * browser's own like. Past this, the server's count stands (an admin may have reset counts).
 */
export const OWN_COUNT_MS = 60_000;

type OwnCounts = Record<string, [count: number, at: number]>;

const ownCountsKey = (kind: MemoryKind) => `${storageKey(kind)}:counts`;

function readOwnCounts(kind: MemoryKind): OwnCounts {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(ownCountsKey(kind)) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as OwnCounts) : {};
  } catch {
    return {};
  }
}

/** Keeps the count the server answered for this browser's own like or vote (see OWN_COUNT_MS). */
export function rememberOwnCount(kind: MemoryKind, id: number, count: number, now = Date.now()): void {
  const fresh = Object.entries(readOwnCounts(kind)).filter(([, v]) => Array.isArray(v) && now - v[1] < OWN_COUNT_MS);
  try {
    localStorage.setItem(ownCountsKey(kind), JSON.stringify(Object.fromEntries([...fresh, [String(id), [count, now]]])));
  } catch {
    // Blocked storage: the page shows the server's count.
  }
}

/**
 * The count to show for an item: the server's, or the count this browser's own like or vote got
 * in the last OWN_COUNT_MS when that is higher (the server's may come from a page kept from before it).
 * `own` is false while hydrating and on the server: the first render matches the server's HTML.
 */
export function countWithOwn(kind: MemoryKind, id: number, serverCount: number, own: boolean, now = Date.now()): number {
  if (!own || typeof window === 'undefined') return serverCount;
  const mine = readOwnCounts(kind)[String(id)];
  if (!Array.isArray(mine) || typeof mine[0] !== 'number' || typeof mine[1] !== 'number' || now - mine[1] >= OWN_COUNT_MS || now < mine[1]) return serverCount;
  return Math.max(serverCount, mine[0]);
}
