import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

// A small cache of public reads, so a section and its page share one answer and the stale times
// of docs/public-site.md (30 s, 60 s) hold. Components read through feature api modules, never fetch.

interface Entry {
  at: number;
  data?: unknown;
  promise?: Promise<unknown>;
}
let cache = new Map<string, Entry>();
// Every mounted reader of a key hears a fresh answer, so a reload in one place updates the others.
const listeners = new Map<string, Set<(data: unknown) => void>>();

function publish(key: string, data: unknown): void {
  for (const fn of listeners.get(key) ?? []) fn(data);
}

/**
 * The cached public reads, by name. Each feature names its own from its api module
 * (`declare module '../../lib/resource' { interface ResourceKeys { races: true } }`), so a new
 * feature touches no list here. A cache key is one of these names, or a name, a colon and a
 * qualifier (`race:12`, `upcoming:3`); writes name what they change, so the compiler catches a
 * typo that would leave a stale answer on screen.
 * @public Exported for the features' `declare module` augmentations, which knip does not see as uses.
 */
export interface ResourceKeys {}
/** The name of a cached read. */
export type ResourceKey = keyof ResourceKeys & string;
/** A cache key: a resource name, optionally qualified after a colon. */
export type ResourceCacheKey = ResourceKey | `${ResourceKey}:${string}`;

/** True when `key` is the cache key of `resource` (itself, or qualified after a colon). */
export function keyOf(resource: ResourceKey, key: string): boolean {
  return key === resource || key.startsWith(`${resource}:`);
}

/**
 * Reads `key` outside a component (the same cache and the same request as useResource), so a
 * question asked before a section mounts does not cost a second request.
 */
export function readResource<T>(key: string, load: () => Promise<T>, staleMs = 30_000): Promise<T> {
  const entry = cache.get(key);
  if (entry?.data !== undefined && Date.now() - entry.at < staleMs) return Promise.resolve(entry.data as T);
  if (entry?.promise) return entry.promise as Promise<T>;
  const promise = load();
  cache.set(key, { at: Date.now(), promise });
  promise.then(
    (data) => {
      cache.set(key, { at: Date.now(), data });
      publish(key, data);
    },
    () => cache.delete(key),
  );
  return promise;
}

/**
 * A server render's reads (ui/ssr.tsx): the answers loaded so far, and the reads the render asked
 * for that are not among them (the server loads those and renders again).
 */
export interface ResourceScope {
  data: Map<string, unknown>;
  wanted: Map<string, () => Promise<unknown>>;
}
let scope: ResourceScope | undefined;

/**
 * Runs a synchronous server render over the scope's answers instead of the page's cache: one
 * process renders many tenants' pages, and none may see another's data.
 */
export function renderInScope<T>(next: ResourceScope, render: () => T): T {
  const saved = cache;
  cache = new Map([...next.data].map(([key, data]) => [key, { at: Date.now(), data }]));
  scope = next;
  try {
    return render();
  } finally {
    cache = saved;
    scope = undefined;
  }
}

/** Puts the answers the server rendered the page with into the cache, so the first render matches its HTML. */
export function seedResources(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) if (data !== undefined) cache.set(key, { at: Date.now(), data });
}

/** Calls `fn` with every fresh answer of `key`, wherever it was read; answers the unsubscribe. */
export function onResource(key: string, fn: (data: unknown) => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

/** The state of one read. */
export type ResourceState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'loaded'; data: T; error?: undefined };

/** Forgets the cached answers of the given resources, qualified keys included (after a write). */
export function invalidate(...resources: ResourceKey[]): void {
  for (const key of [...cache.keys()]) if (resources.some((r) => keyOf(r, key))) cache.delete(key);
}

/** Reads `key` with `load`, reusing an answer younger than `staleMs`. */
export function useResource<T>(key: ResourceCacheKey, load: () => Promise<T>, staleMs = 30_000): ResourceState<T> & { reload: () => void } {
  const fresh = cache.get(key);
  if (scope && !(fresh && 'data' in fresh)) scope.wanted.set(key, load);
  const initial: ResourceState<T> = fresh && 'data' in fresh && fresh.data !== undefined && Date.now() - fresh.at < staleMs ? { status: 'loaded', data: fresh.data as T } : { status: 'loading' };
  const [state, setState] = useState<ResourceState<T>>(initial);
  const [nonce, setNonce] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const fn = (data: unknown) => startTransition(() => setState({ status: 'loaded', data: data as T }));
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
    };
  }, [key]);

  useEffect(() => {
    let alive = true;
    const entry = cache.get(key);
    if (nonce === 0 && entry && entry.data !== undefined && Date.now() - entry.at < staleMs) {
      setState({ status: 'loaded', data: entry.data as T });
      return;
    }
    // A refresh keeps showing the answer it has until the new one arrives (no flash of a spinner).
    if (state.status === 'error') setState({ status: 'loading' });
    let promise = entry?.promise as Promise<T> | undefined;
    if (!promise || nonce > 0) {
      promise = loadRef.current();
      cache.set(key, { at: Date.now(), promise });
    }
    promise.then(
      (data) => {
        cache.set(key, { at: Date.now(), data });
        // A transition: a section filling with its data renders in short slices, never one long task.
        if (alive) startTransition(() => setState({ status: 'loaded', data }));
        publish(key, data);
      },
      (error: unknown) => {
        cache.delete(key);
        if (alive) setState({ status: 'error', error });
      },
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
