import { beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../test/french';
import { setLocale } from '../../lib/i18n/i18n';
import { finishText, ordinal } from './result-format';

// French is loaded on demand (the loaders the manifests name), as the app does before it speaks it.
beforeAll(loadFrench);

describe('finishing position', () => {
  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });
  it('reads "3rd of 120", or the position alone', () => {
    expect(finishText(3, 120)).toBe('3rd of 120');
    expect(finishText(3, undefined)).toBe('3rd');
    expect(finishText(undefined, 120)).toBeUndefined();
  });
});

describe('finishing position in French', () => {
  it('writes French ordinals: 1er, then 2e, 3e…', () => {
    setLocale('fr');
    try {
      expect([1, 2, 3, 11, 21, 101].map(ordinal)).toEqual(['1er', '2e', '3e', '11e', '21e', '101e']);
      expect(finishText(3, 120)).toBe('3e sur 120');
      expect(finishText(1, undefined)).toBe('1er');
    } finally {
      setLocale('en');
    }
    expect(finishText(1, 8, 'fr')).toBe('1er sur 8');
    expect(finishText(1, 8)).toBe('1st of 8');
  });
});
