import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, parseRank, patchItem, patchMany, restoreItems } from './list-edits';

const rows = [
  { id: 1, approved: true, rank: 0 },
  { id: 2, approved: false, rank: 1 },
  { id: 3, approved: false, rank: 2 },
];

describe('optimistic list edits', () => {
  it('patches one row and rolls it back without undoing other changes', () => {
    const { next, before } = patchItem(rows, 2, { approved: true });
    expect(next[1]).toEqual({ id: 2, approved: true, rank: 1 });
    const meanwhile = patchItem(next, 3, { rank: 9 }).next;
    expect(restoreItems(meanwhile, [before!])).toEqual([rows[0], rows[1], { id: 3, approved: false, rank: 9 }]);
  });

  it('patches many rows (bulk) and restores them all', () => {
    const { next, before } = patchMany(rows, new Set([2, 3]), { approved: true });
    expect(next.map((r) => r.approved)).toEqual([true, true, true]);
    expect(restoreItems(next, before)).toEqual(rows);
  });

  it('parses ranks and pages', () => {
    expect(parseRank(' 12 ')).toBe(12);
    expect(parseRank('')).toBe(0);
    expect(parseRank('-3')).toBe(-3);
    expect(parseRank('1.5')).toBeUndefined();
    expect(pageRange(2, 20, 57)).toBe('Showing 21–40 of 57');
    expect(pageRange(1, 20, 0)).toBe('No results');
    expect(pageRange(2, 20, 57, 'fr')).toBe('21–40 sur 57');
    expect(pageRange(1, 20, 0, 'fr')).toBe('Aucun résultat');
    expect(pageCount(20, 57)).toBe(3);
    expect(pageCount(20, 0)).toBe(1);
  });
});
