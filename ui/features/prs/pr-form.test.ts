import { describe, expect, it } from 'vitest';
import { PR_MESSAGES } from '../../../src/features/prs/prs.schema';
import type { AdminRace } from '../../../src/features/races/races.schema';
import { emptyPrForm, prFormErrors, withLinkedRace } from './pr-form';

describe('the PR form, checked by the API schema', () => {
  it('a PR form needs a distance, a date and a time', () => {
    expect(prFormErrors(emptyPrForm())).toEqual({ distance: PR_MESSAGES.distance, date: PR_MESSAGES.date, time: PR_MESSAGES.time });
    expect(prFormErrors({ ...emptyPrForm(), distance: '3200m', date: '2025-05-01', time: '9:42.50' })).toEqual({});
  });

  it('takes a mark instead of a time for a jump or throw', () => {
    expect(prFormErrors({ ...emptyPrForm(), distance: 'Shot put', date: '2026-04-01', mark: '12.10' })).toEqual({});
  });
});

describe('a PR linked to a race', () => {
  const race = (id: number, over: Partial<AdminRace> = {}): AdminRace => ({
    id, title: `Race ${id}`, name: `Race ${id}`, date: '2026-05-10', distance: '3200m', place: 'Lincoln HS', location: 'Lincoln HS', timeMs: 582_500, timeStr: '9:42.50',
    positives: [], learns: [], next: [], rank: 0, published: true, createdAt: '', updatedAt: '', ...over,
  });
  const races = [race(1, { resultUrl: 'https://www.tfrrs.org/results/1' }), race(2, { distance: '1600m', timeMs: 261_350, date: '2026-05-24', place: 'Stadium' })];

  it('takes the event, time, date, venue and result link from the race instead of retyping them', () => {
    const form = withLinkedRace(emptyPrForm(), '1', races);
    expect(form).toMatchObject({ raceId: '1', distance: '3200m', time: '9:42.50', date: '2026-05-10', place: 'Lincoln HS', resultUrl: 'https://www.tfrrs.org/results/1' });
    expect(prFormErrors(form)).toEqual({});
  });

  it('keeps what the admin typed, follows a change of race, and keeps the values when unlinked', () => {
    const typed = withLinkedRace({ ...emptyPrForm(), distance: '2 mile' }, '1', races);
    expect(typed).toMatchObject({ distance: '2 mile', time: '9:42.50' });
    const switched = withLinkedRace(withLinkedRace(emptyPrForm(), '1', races), '2', races);
    expect(switched).toMatchObject({ raceId: '2', distance: '1600m', time: '4:21.35', date: '2026-05-24', place: 'Stadium', resultUrl: '' });
    expect(withLinkedRace(switched, '', races)).toEqual({ ...switched, raceId: '' });
  });
});
