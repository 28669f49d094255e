import { beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../test/french';
import { setLocale } from '../../lib/i18n/i18n';
import { TRAINING_DEFAULTS } from '../../../src/features/training/training.schema';
import { statTiles, trainingMagazine, trainingYears, unitName, yearlyVolumes } from './training-content';

const volumes = [
  { year: 2024, km: 900 },
  { year: 2025, km: 1200 },
  { year: 2026, km: 640 },
];
const profile = { ...TRAINING_DEFAULTS, yearlyMileage: volumes, updatedAt: null };

// French is loaded on demand (the loaders the manifests name), as the app does before it speaks it.
beforeAll(loadFrench);

describe('training years', () => {
  it('reads the years from today, so November 2026 shows 2026 so far', () => {
    const today = new Date(2026, 10, 24);
    expect(trainingYears(today)).toEqual([2024, 2025, 2026]);
    expect(yearlyVolumes(profile, today)).toEqual([
      { year: '2024', km: 900 },
      { year: '2025', km: 1200 },
      { year: '2026', km: 640, toDate: true },
    ]);
  });

  it('moves on with the calendar: a year keeps its own figure, and years without one are left out', () => {
    expect(yearlyVolumes(profile, new Date(2027, 0, 2))).toEqual([
      { year: '2025', km: 1200 },
      { year: '2026', km: 640 },
    ]);
    expect(yearlyVolumes(profile, new Date(2030, 0, 2))).toEqual([]);
  });
});

describe('training texts', () => {
  it('labels the tiles, the unit and the interview in the current language', () => {
    const p = { ...profile, weeklyMileage: '55 km', longestRun: '18 km' };
    expect(statTiles(p)).toEqual([
      { label: 'Weekly volume', value: '55 km' },
      { label: 'Longest run', value: '18 km' },
    ]);
    expect(trainingMagazine(p, 'Mara').title).toBe('Mara on training');
    setLocale('fr');
    try {
      expect(statTiles(p).map((tile) => tile.label)).toEqual(['Volume hebdomadaire', 'Sortie la plus longue']);
      expect(unitName('km')).toBe('Kilomètres');
      expect(trainingMagazine(p, 'Mara')).toMatchObject({ kicker: 'Interview exclusive', title: 'Mara parle de son entraînement' });
    } finally {
      setLocale('en');
    }
  });
});
