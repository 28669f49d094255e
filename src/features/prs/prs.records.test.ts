import { describe, expect, it } from 'vitest';
import type { RaceRow } from '../races';
import { prRecordsOf } from './prs.records';
import type { PrRow } from './prs.table';

// The PR of an event: the best of its published races and of the PRs entered by hand.

const race = (id: number, distance: string, date: string, time_ms: number, extra: Partial<RaceRow> = {}) => ({ id, distance, date, time_ms, mark: null, title: `Race ${id}`, published: 1, ...extra }) as RaceRow;
const pr = (id: number, distance: string, time_ms: number, extra: Partial<PrRow> = {}) => ({ id, distance, time_ms, mark: null, date: null, race_id: null, featured: 0, ...extra }) as PrRow;
const holders = (races: RaceRow[], prs: PrRow[]) => prRecordsOf(races, prs).map((r) => [r.event, r.race ? `race ${r.race.id}` : `pr ${r.entry!.id}`, r.anchor?.id ?? null]);

describe('PR records', () => {
  it('takes the best published race of an event, ahead of a slower PR typed by hand', () => {
    expect(holders([race(1, '3200m', '2026-04-18', 630_000), race(2, '3200m', '2026-05-01', 640_000)], [pr(7, '3200m', 641_500)])).toEqual([['3200m', 'race 1', 7]]);
  });

  it('keeps a faster PR entered by hand (a result that is not on the site), and a tie goes to the race', () => {
    expect(holders([race(1, '3200m', '2026-04-18', 630_000)], [pr(7, '3200m', 620_000)])).toEqual([['3200m', 'pr 7', 7]]);
    expect(holders([race(1, '3200m', '2026-04-18', 630_000)], [pr(7, '3200m', 630_000)])).toEqual([['3200m', 'race 1', 7]]);
  });

  it('ignores unpublished races, and a PR linked to its race follows the race, not the time it was made with', () => {
    const races = [race(1, '5K XC', '2026-11-07', 950_000), race(2, '5K XC', '2026-10-01', 930_000, { published: 0 })];
    // The row still says 15:20 from before the race was corrected to 15:50.
    expect(holders(races, [pr(7, '5K XC', 920_000, { race_id: 1 })])).toEqual([['5K XC', 'race 1', 7]]);
    // Linked to a race of another event (a 5K PR from a 5K XC race), or to an unpublished race, it counts as entered.
    expect(holders(races, [pr(8, '5K', 920_000, { race_id: 1 }), pr(9, '5K XC', 960_000, { race_id: 2 })])).toEqual([
      ['5K', 'pr 8', 8],
      ['5K XC', 'race 1', 9],
    ]);
  });

  it('compares marks of jumps and throws (higher is better) across units, and names an event as its first row does', () => {
    const races = [race(1, 'long jump', '2026-04-01', 0, { mark: '6.10m' }), race(2, 'Long Jump', '2026-05-01', 0, { mark: '20-06' })];
    expect(holders(races, [pr(7, 'Long jump', 0, { mark: '6.20m' })])).toEqual([['Long jump', 'race 2', 7]]);
  });

  it('lists events with a PR row in the rows order, then the events only races made, most recent first', () => {
    const races = [race(1, '1600m', '2026-05-09', 292_800), race(2, '800m', '2026-03-01', 130_000), race(3, '5K XC', '2026-11-07', 938_200)];
    expect(holders(races, [pr(7, '3200m', 641_500)])).toEqual([
      ['3200m', 'pr 7', 7],
      ['5K XC', 'race 3', null],
      ['1600m', 'race 1', null],
      ['800m', 'race 2', null],
    ]);
  });
});
