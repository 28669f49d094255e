import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, FRENCH_DEFAULT_TEXTS } from '../../src/shared/settings-defaults';
import { withDefaults } from './settings';

describe('withDefaults', () => {
  it('fills blank texts with the defaults of the site language', () => {
    expect(withDefaults(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(withDefaults({ titleRaces: '  ', titlePress: 'In the news' })).toMatchObject({ language: 'en', titleRaces: 'Recent Races', titlePress: 'In the news' });
    const fr = withDefaults({ language: 'fr', titleRaces: '', titlePress: 'Dans les journaux' });
    expect(fr).toMatchObject({ ...FRENCH_DEFAULT_TEXTS, language: 'fr', titlePress: 'Dans les journaux' });
    expect(fr.heroCtaUrl).toBe('#prs');
  });

  it('gives a text still at the default of the other language the default of this one', () => {
    expect(withDefaults({ language: 'fr', titleTraining: 'Training' }).titleTraining).toBe('Entraînement');
    expect(withDefaults({ language: 'en', titleTraining: 'Entraînement' }).titleTraining).toBe('Training');
    expect(withDefaults({ language: 'fr', titleTraining: 'Training days' }).titleTraining).toBe('Training days');
  });
});
