import { signal } from '@preact/signals-react';
import { countWithOwn, forget, remember, rememberOwnCount, useRemembered, type MemoryKind } from './memory';

/** What a like call answers: its status (202 = already counted) and maybe the new count. */
export type LikeAnswer = { status: number; body: { likes?: number; likeCount?: number } | undefined };

// Counts changed by this browser, shared by every copy of a card (a marquee shows each twice).
const counts = signal<Record<string, number>>({});
const busy = signal<Record<string, boolean>>({});

function set<T>(s: { value: Record<string, T> }, key: string, v: T | undefined): void {
  const next = { ...s.value };
  if (v === undefined) delete next[key];
  else next[key] = v;
  s.value = next;
}

/**
 * A like that counts once per browser: the count goes up at once and is rolled
 * back if the call fails; the like is remembered locally and the button stays disabled after.
 * A 202 answer means the server had already counted this browser: the server's count stands.
 * Call `useSignals()` in the component that uses it.
 */
export function useLike(kind: MemoryKind, id: number, serverCount: number, send: () => Promise<LikeAnswer>) {
  const key = `${kind}:${id}`;
  const liked = useRemembered(kind).includes(id);
  const shown = counts.value[key] ?? countWithOwn(kind, id, serverCount, liked);
  const isBusy = !!busy.value[key];
  const like = async () => {
    if (liked || isBusy) return;
    const before = shown;
    set(busy, key, true);
    set(counts, key, before + 1);
    remember(kind, id);
    try {
      const res = await send();
      // 202: this browser had already been counted; the answer's count (when given) is the true one.
      const next = res.body?.likes ?? res.body?.likeCount;
      const count = typeof next === 'number' ? next : res.status === 202 ? before : before + 1;
      set(counts, key, count);
      rememberOwnCount(kind, id, count);
    } catch (err) {
      set(counts, key, before);
      forget(kind, id);
      console.warn('like failed', err);
    } finally {
      set(busy, key, undefined);
    }
  };
  return { liked, busy: isBusy, count: shown, like };
}
