import { describe, expect, it } from 'vitest';
import { countOf, pluralCategory } from './plural';

describe('pluralCategory', () => {
  it('says "one" for 1 in English, for 0 and 1 (and what lies between) in French, "other" for the rest', () => {
    const counts = [0, 1, 2, 3, 10, 21, 100, 1_000_000, 0.5, 1.5, 2.5];
    expect(counts.map((n) => pluralCategory(n, 'en'))).toEqual(['other', 'one', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other']);
    // CLDR's French 'many' (a million) is written with the 'other' form.
    expect(counts.map((n) => pluralCategory(n, 'fr'))).toEqual(['one', 'one', 'other', 'other', 'other', 'other', 'other', 'other', 'one', 'one', 'other']);
  });

  it('answers as the hand-written rules it replaces, for every count the UI shows', () => {
    for (let n = 0; n <= 2000; n++) {
      expect(pluralCategory(n, 'en'), `en ${n}`).toBe(n === 1 ? 'one' : 'other');
      expect(pluralCategory(n, 'fr'), `fr ${n}`).toBe(n < 2 ? 'one' : 'other');
    }
  });
});

describe('countOf', () => {
  it('writes a count with its English noun', () => {
    expect([0, 1, 2].map((n) => countOf(n, 'tenant'))).toEqual(['0 tenants', '1 tenant', '2 tenants']);
    expect(countOf(1, 'media reference')).toBe('1 media reference');
    expect(countOf(3, 'child', 'children')).toBe('3 children');
  });
});
