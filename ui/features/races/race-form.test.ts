import { describe, expect, it } from 'vitest';
import { RACE_MESSAGES } from '../../../src/features/races/races.schema';
import { PR_MESSAGES } from '../../../src/features/prs/prs.schema';
import { emptyPrForm, prFormErrors } from '../prs/pr-form';
import { emptyRaceForm, raceFormErrors, raceFormToInput } from './race-form';

describe('race and PR forms, checked by the API schemas', () => {
  it('an empty race form names each required field with the schema message', () => {
    expect(raceFormErrors(emptyRaceForm())).toEqual({
      title: RACE_MESSAGES.title,
      distance: RACE_MESSAGES.distance,
      date: RACE_MESSAGES.date,
      place: RACE_MESSAGES.place,
      time: RACE_MESSAGES.time,
    });
  });

  it('a filled race form is valid and becomes a trimmed body with lines split', () => {
    const form = { ...emptyRaceForm(), title: ' Fall Classic ', distance: '5K XC', date: '2025-10-04', place: 'Park', time: '15:38.5', positives: 'Pacing\n\nKick ', rank: '2' };
    expect(raceFormErrors(form)).toEqual({});
    expect(raceFormToInput(form)).toMatchObject({ title: 'Fall Classic', timeMs: 938_500, positives: ['Pacing', 'Kick'], rank: 2 });
  });

  it('bad links, ranks and times are refused in plain words', () => {
    const form = { ...emptyRaceForm(), title: 'A', distance: 'B', date: '2025-02-30', place: 'C', time: '9:75', rank: 'x', milesplitUrl: 'javascript:alert(1)' };
    expect(raceFormErrors(form)).toEqual({ date: RACE_MESSAGES.date, time: RACE_MESSAGES.time, rank: 'Rank must be an integer.', milesplitUrl: 'Please provide a valid http(s) URL.' });
  });

  it('a PR form needs a distance, a date and a time', () => {
    expect(prFormErrors(emptyPrForm())).toEqual({ distance: PR_MESSAGES.distance, date: PR_MESSAGES.date, time: PR_MESSAGES.time });
    expect(prFormErrors({ ...emptyPrForm(), distance: '3200m', date: '2025-05-01', time: '9:42.50' })).toEqual({});
  });
});
