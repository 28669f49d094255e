import { describe, expect, it } from 'vitest';
import { TRAINING_DEFAULTS } from '../../../src/features/training/training.schema';
import { trainingYears, yearlyVolumes } from './training-content';

const volumes = [
  { year: 2024, km: 900 },
  { year: 2025, km: 1200 },
  { year: 2026, km: 640 },
];
const profile = { ...TRAINING_DEFAULTS, yearlyMileage: volumes, updatedAt: null };

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
