import { describe, expect, it } from 'vitest';
import { TRAINING_DEFAULTS } from '../../../src/features/training/training.schema';
import { trainingYears, yearlyVolumes } from './training-content';

const profile = { ...TRAINING_DEFAULTS, yearlyMileage2023: 900, yearlyMileage2024: 1200, yearlyMileage2025: 640, updatedAt: null };

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

  it('moves on with the calendar', () => {
    expect(yearlyVolumes({ ...profile, yearlyMileage2023: null }, new Date(2030, 0, 2)).map((v) => v.year)).toEqual(['2029', '2030']);
  });
});
