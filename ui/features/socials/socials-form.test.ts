import { describe, expect, it } from 'vitest';
import { newSocialRow, rowsToBatch, socialRowProblem, socialsToRows, swapSocialRows, SOCIAL_DROP_MESSAGE } from './socials-form';

const at = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const links = [
  { id: 7, platform: 'strava' as const, url: 'https://www.strava.com/athletes/1', rank: 2, active: true, ...at },
  { id: 3, platform: 'instagram' as const, handle: 'maya', url: 'https://instagram.com/maya', rank: 1, active: true, ...at },
  { id: 9, platform: 'youtube' as const, url: 'https://youtube.com/@maya', rank: 5, active: false, ...at },
];

describe('social links editor', () => {
  it('shows links by rank', () => {
    expect(socialsToRows(links).map((r) => r.id)).toEqual([3, 7, 9]);
  });

  it('moves a row by swapping ranks with its neighbour', () => {
    const rows = socialsToRows(links);
    const moved = swapSocialRows(rows, 2, 1);
    expect(moved.map((r) => [r.id, r.rank])).toEqual([
      [3, 1],
      [9, 2],
      [7, 5],
    ]);
    expect(swapSocialRows(rows, 0, -1)).toBe(rows);
  });

  it('renumbers tied ranks before swapping so the move sticks', () => {
    const rows = socialsToRows(links.map((l) => ({ ...l, rank: 0 })));
    const moved = swapSocialRows(rows, 0, 1);
    const ranks = moved.map((r) => r.rank);
    expect(ranks).toEqual([0, 1, 2]);
    expect(moved.map((r) => r.id)).toEqual([rows[1]!.id, rows[0]!.id, rows[2]!.id]);
  });

  it('marks rows without an http(s) URL as dropped, fixes a link typed without https://, and sends the batch trimmed', () => {
    const rows = [...socialsToRows(links), { ...newSocialRow(socialsToRows(links)), platform: 'tiktok' as const, url: 'tiktok.com/@maya' }];
    expect(rows[3]!.rank).toBe(6);
    expect(socialRowProblem(rows[3]!)).toBeUndefined();
    expect(socialRowProblem({ ...rows[3]!, url: 'javascript:alert(1)' })).toBe(SOCIAL_DROP_MESSAGE);
    expect(socialRowProblem({ ...rows[3]!, url: 'not a link' })).toBe(SOCIAL_DROP_MESSAGE);
    expect(socialRowProblem(rows[0]!)).toBeUndefined();
    expect(socialRowProblem({ ...rows[3]!, url: 'not a link' }, 'fr')).toBe('Seuls les liens http(s) sont enregistrés : cette entrée sera supprimée.');
    expect(socialRowProblem(rows[0]!, 'fr')).toBeUndefined();
    const batch = rowsToBatch(rows.map((r) => ({ ...r, name: ` ${r.name} ` })));
    expect(batch[0]).toEqual({ id: 3, platform: 'instagram', name: undefined, handle: 'maya', url: 'https://instagram.com/maya', gradient: undefined, iconKey: undefined, rank: 1, active: true });
    expect(batch[3]).not.toHaveProperty('id');
    expect(batch[3]!.url).toBe('https://tiktok.com/@maya');
  });
});
