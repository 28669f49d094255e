import { describe, expect, it } from 'vitest';
import type { ProgressionAnswer } from './charts.api';
import { filterSeasons } from './season-filter';

const point = (date: string, season: string, grade: number | undefined, value: number) => ({ date, value, display: String(value), title: date, season, grade, record: true });
const progression = (event: string, points: ReturnType<typeof point>[]): ProgressionAnswer => ({
  event,
  kind: 'time',
  chartUrl: `/charts/progression/${encodeURIComponent(event)}.svg`,
  points,
  seasons: points.map(({ record: _r, ...s }) => s),
});
const xc = progression('5K XC', [point('2025-11-01', '2025–26', 11, 961_400), point('2026-11-11', '2026–27', 12, 938_000)]);
const mile = progression('1600m', [point('2026-05-24', '2025–26', 11, 261_350)]);

describe('season table filter', () => {
  it('offers every event and every season, newest first', () => {
    const { events, seasons, shown } = filterSeasons([xc, mile], '', '');
    expect(events).toEqual(['5K XC', '1600m']);
    expect(seasons).toEqual([{ season: '2026–27', grade: 12 }, { season: '2025–26', grade: 11 }]);
    expect(shown).toEqual([xc, mile]);
  });
  it('keeps the events with a result in the chosen season, and the chosen event', () => {
    expect(filterSeasons([xc, mile], '', '2026–27').shown).toEqual([xc]);
    expect(filterSeasons([xc, mile], '1600m', '').shown).toEqual([mile]);
    expect(filterSeasons([xc, mile], '1600m', '2026–27').shown).toEqual([]);
  });
});
