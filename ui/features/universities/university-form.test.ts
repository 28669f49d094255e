import { describe, expect, it } from 'vitest';
import { universityFormErrors, universityFormToInput, emptyUniversityForm } from './university-form';

describe('university form', () => {
  it('requires a name and a logo, rank 0 or more', () => {
    const errors = universityFormErrors(emptyUniversityForm());
    expect(errors).toEqual({ name: 'Name and logo are required.', logoUrl: 'Name and logo are required.' });
    expect(universityFormErrors({ ...emptyUniversityForm(), name: 'Oregon', logoUrl: '/media/o.png', rank: '-1' })).toEqual({ rank: 'Rank must be a whole number of 0 or more.' });
    expect(universityFormToInput({ ...emptyUniversityForm(), name: ' Oregon ', logoUrl: '/media/o.png', rank: '', short: ' ' })).toMatchObject({ name: 'Oregon', short: null, siteUrl: null, rank: 0 });
  });
});
