import { describe, expect, it } from 'vitest';
import { parseDistance } from './marks';
import { gradeOf, progressionOf, progressionsOf, schoolYearOf, type ResultInput } from './progression';

// A long-jump season as a results site lists it: marks in feet and inches and in metres.
const LONG_JUMP: Array<[string, string]> = [
  ['2025-04-05', '19-08'],
  ['2025-04-26', '6.12m'],
  ['2025-05-17', "20' 3\""],
  ['2026-03-28', '6.05'],
  ['2026-04-18', '21-02.5'],
  ['2026-05-09', '6.30 m'],
];
const longJump: ResultInput[] = LONG_JUMP.map(([date, mark], i) => ({ event: 'Long jump', date, value: parseDistance(mark)!, title: `Meet ${i + 1}` }));

describe('school years and grades', () => {
  it('starts a school year on 1 August', () => {
    expect(schoolYearOf('2026-07-31')).toEqual({ label: '2025–26', endYear: 2026 });
    expect(schoolYearOf('2026-08-01')).toEqual({ label: '2026–27', endYear: 2027 });
  });
  it('counts grades 9–12 back from the graduation year, none outside high school or without one', () => {
    expect(gradeOf(2027, 2027)).toBe(12);
    expect(gradeOf(2024, 2027)).toBe(9);
    expect(gradeOf(2023, 2027)).toBeUndefined();
    expect(gradeOf(2027, undefined)).toBeUndefined();
  });
});

describe('progression', () => {
  it('a distance event: longer is better, bests per season and records over time', () => {
    const p = progressionOf('Long jump', longJump, 2027);
    expect(p.kind).toBe('distance');
    expect(p.points.map((x) => x.display)).toEqual(['5.99 m', '6.12 m', '6.17 m', '6.05 m', '6.46 m', '6.30 m']);
    expect(p.points.map((x) => x.record)).toEqual([true, true, true, false, true, false]);
    expect(p.seasons).toEqual([
      { season: '2024–25', grade: 10, date: '2025-05-17', value: 6.172, display: '6.17 m', title: 'Meet 3', raceId: undefined },
      { season: '2025–26', grade: 11, date: '2026-04-18', value: 6.464, display: '6.46 m', title: 'Meet 5', raceId: undefined },
    ]);
  });

  it('a time event: lower is better, in date order whatever the input order', () => {
    const runs: ResultInput[] = [
      { event: '1600m', date: '2026-05-24', value: 261_350, title: 'League', raceId: 3 },
      { event: '1600m', date: '2025-04-12', value: 275_000, title: 'Opener', raceId: 1 },
      { event: '1600m', date: '2025-05-20', value: 268_100, title: 'Districts', raceId: 2 },
      { event: '1600m', date: '2026-04-02', value: 270_000, title: 'Dual meet', raceId: 4 },
    ];
    const p = progressionOf('1600m', runs);
    expect(p.points.map((x) => [x.title, x.record])).toEqual([['Opener', true], ['Districts', true], ['Dual meet', false], ['League', true]]);
    expect(p.seasons.map((s) => [s.season, s.grade, s.display])).toEqual([['2024–25', undefined, '4:28.10'], ['2025–26', undefined, '4:21.35']]);
  });

  it('groups spellings of one event and orders events as the PR list does', () => {
    const list = progressionsOf(
      [
        { event: '3200m', date: '2026-05-10', value: 582_000, title: 'A' },
        { event: '5k  xc', date: '2026-10-01', value: 950_000, title: 'B' },
        { event: '5K XC', date: '2026-11-01', value: 938_000, title: 'C' },
        { event: '800m', date: '2026-04-01', value: 121_870, title: 'D' },
      ],
      ['5K XC', '3200m'],
    );
    expect(list.map((p) => [p.event, p.points.length])).toEqual([['5K XC', 2], ['3200m', 1], ['800m', 1]]);
  });
});
