import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('the count of this browser’s own like or vote', () => {
  it('shows over a lower count from the server for a while, then the server’s stands', async () => {
    const { countWithOwn, rememberOwnCount, OWN_COUNT_MS } = await import('./memory');
    const at = Date.parse('2026-11-28T10:00:00Z');
    rememberOwnCount('liked-cheers', 7, 12, at);
    // A page kept from before the like says 11: this browser saw 12.
    expect(countWithOwn('liked-cheers', 7, 11, true, at + 3000)).toBe(12);
    // The server's count is higher (others liked it since): the server's.
    expect(countWithOwn('liked-cheers', 7, 15, true, at + 3000)).toBe(15);
    // Past the while, or for an item this browser did not like, or while hydrating: the server's.
    expect(countWithOwn('liked-cheers', 7, 11, true, at + OWN_COUNT_MS)).toBe(11);
    expect(countWithOwn('liked-cheers', 8, 11, true, at + 3000)).toBe(11);
    expect(countWithOwn('liked-cheers', 7, 11, false, at + 3000)).toBe(11);
    // Kept per kind.
    expect(countWithOwn('liked-athletes', 7, 11, true, at + 3000)).toBe(11);
  });

  it('forgets counts past their while when it keeps a new one, and survives a damaged entry', async () => {
    const { countWithOwn, rememberOwnCount, OWN_COUNT_MS } = await import('./memory');
    const at = Date.parse('2026-11-28T10:00:00Z');
    rememberOwnCount('university-picks', 1, 5, at);
    rememberOwnCount('university-picks', 2, 9, at + OWN_COUNT_MS);
    const key = Object.keys(JSON.parse(localStorage.getItem('athlete:default:university-picks:counts') ?? '{}'));
    expect(key).toEqual(['2']);
    localStorage.setItem('athlete:default:university-picks:counts', '{"2":"nonsense"}');
    expect(countWithOwn('university-picks', 2, 3, true, at + OWN_COUNT_MS)).toBe(3);
    localStorage.setItem('athlete:default:university-picks:counts', 'not json');
    expect(countWithOwn('university-picks', 2, 3, true, at + OWN_COUNT_MS)).toBe(3);
  });
});
