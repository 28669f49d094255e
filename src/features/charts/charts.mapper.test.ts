import { describe, expect, it } from 'vitest';
import type { PrRow } from '../prs';
import type { RaceRow } from '../races';
import { DEFAULT_SETTINGS } from '../../shared/settings-defaults';
import type { SiteSettings } from '../settings/settings.schema';
import { graduationYearOf, resultsOf } from './charts.mapper';

const race = (id: number, distance: string, date: string, time_ms: number) => ({ id, distance, date, time_ms, title: `Race ${id}` }) as RaceRow;
const pr = (id: number, distance: string, date: string | null, time_ms: number, race_id: number | null = null, place: string | null = null) => ({ id, distance, date, time_ms, race_id, place }) as PrRow;
const settings = (heroSubtitle: string) => ({ ...DEFAULT_SETTINGS, heroSubtitle }) as unknown as SiteSettings;

describe('progression inputs', () => {
  it('counts a PR once: not again when it is its race, or the same event, day and time', () => {
    const races = [race(1, '5K XC', '2026-11-08', 938_000), race(2, '3200m', '2026-05-10', 582_000)];
    const prs = [
      pr(10, '5K XC', '2026-11-08', 938_000, 1),
      pr(11, '3200m', '2026-05-10', 582_000),
      pr(12, '5K', '2026-11-08', 938_000, 1),
      pr(13, '800m', '2026-04-01', 121_870, null, 'County Relays'),
      pr(14, '1500m', null, 250_000),
      pr(15, 'Long jump', '2026-04-01', 1_000),
    ];
    expect(resultsOf({ races, prs }).map((r) => [r.event, r.title])).toEqual([
      ['5K XC', 'Race 1'],
      ['3200m', 'Race 2'],
      ['5K', 'Personal record'],
      ['800m', 'PR at County Relays'],
    ]);
  });

  it('takes the graduation year from the profile, else from a "Class of" subtitle the athlete wrote, never the placeholder', () => {
    expect(graduationYearOf({ graduationYear: 2028, settings: settings('Class of 2027') })).toBe(2028);
    expect(graduationYearOf({ graduationYear: undefined, settings: settings('Class of 2027 · Distance runner') })).toBe(2027);
    expect(graduationYearOf({ graduationYear: undefined, settings: settings(DEFAULT_SETTINGS.heroSubtitle) })).toBeUndefined();
    expect(graduationYearOf({ graduationYear: undefined, settings: settings('Distance runner') })).toBeUndefined();
  });
});
