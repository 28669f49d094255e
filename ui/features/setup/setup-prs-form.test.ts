import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n/i18n';
import { emptyPrRow, isBlankPrRow, prRowBody, prRowErrors } from './setup-prs-form';

afterEach(() => setLocale('en'));

describe("the setup's record rows", () => {
  it('are checked by the PR schema, with the setup asking for a date to be picked', () => {
    expect(prRowErrors({ distance: '1600 m', time: '4:32.10', date: '2026-05-09' })).toEqual({});
    expect(prRowErrors({ distance: ' ', time: '4:75', date: '' })).toEqual({
      distance: 'Distance is required.',
      time: 'Invalid time format. Examples: 9:42 or 9:42.50',
      date: 'Pick the date of the race.',
    });
    expect(prRowErrors({ distance: '800 m', time: '', date: '2026-05-09' })).toEqual({ time: 'Invalid time format. Examples: 9:42 or 9:42.50' });
  });

  it("say their problems in the admin's language", () => {
    setLocale('fr');
    expect(prRowErrors({ distance: '', time: 'vite', date: '' })).toEqual({
      distance: 'La distance est obligatoire.',
      time: 'Format de temps invalide. Exemples : 9:42 ou 9:42.50',
      date: 'Choisis la date de la course.',
    });
  });

  it('leave out a row with nothing typed, and send a filled one as the PR API takes it', () => {
    expect(isBlankPrRow(emptyPrRow())).toBe(true);
    expect(isBlankPrRow({ ...emptyPrRow(), date: '2026-05-09' })).toBe(false);
    expect(prRowBody({ distance: ' 1600 m ', time: '4:32.10', date: '2026-05-09' }, true)).toEqual({ distance: '1600 m', timeMs: 272_100, date: '2026-05-09', place: undefined, resultUrl: undefined, featured: true });
  });
});
