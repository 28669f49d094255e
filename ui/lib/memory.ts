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
