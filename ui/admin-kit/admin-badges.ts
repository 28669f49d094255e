import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';

/** Bumped when something a badge counts has changed (a message read, a note published). */
const badgesVersion = signal(0);
/** Asks every badge to count again. */
export const badgesChanged = (): void => {
  badgesVersion.value++;
};

/**
 * What needs the admin's attention on a screen (unread messages, notes to review): the number
 * from `load`, again whenever `badgesChanged` is called; undefined while loading or on a failure
 * (a badge is a hint, never an error of its own).
 */
export function useBadgeCount(load: (() => Promise<number>) | undefined): number | undefined {
  useSignals();
  const version = badgesVersion.value;
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!load) return;
    let alive = true;
    load().then(
      (n) => alive && setCount(n),
      () => alive && setCount(undefined),
    );
    return () => {
      alive = false;
    };
  }, [load, version]);
  return count;
}
