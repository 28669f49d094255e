import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEMO_TEXTS, FRENCH_DEFAULT_TEXTS, isOwnSettingsText, settingsTextIn, type DefaultTextField } from './settings-defaults';
import { guessTextLanguage, textsInOtherLanguage } from './text-language';

const FIELDS = Object.keys(FRENCH_DEFAULT_TEXTS) as DefaultTextField[];

describe('the texts a site was created with', () => {
  it('are shown in the site’s language, whichever language they were stored in', () => {
    // The hero's second button of the demo ("Race reports"), stored in English, on a French site.
    expect(settingsTextIn('fr', 'heroCta2Label', 'Race reports')).toBe('Récits de course');
    expect(settingsTextIn('fr', 'heroCtaLabel', 'See my PRs')).toBe('Voir mes records');
    expect(settingsTextIn('en', 'heroCtaLabel', 'Voir mes records')).toBe('See my PRs');
    for (const field of FIELDS) {
      expect(settingsTextIn('fr', field, DEFAULT_SETTINGS[field])).toBe(FRENCH_DEFAULT_TEXTS[field]);
      expect(settingsTextIn('en', field, ` ${FRENCH_DEFAULT_TEXTS[field]} `)).toBe(DEFAULT_SETTINGS[field]);
    }
    const demoFields = Object.keys(DEMO_TEXTS.en) as DefaultTextField[];
    expect(Object.keys(DEMO_TEXTS.fr).sort()).toEqual([...demoFields].sort());
    for (const field of demoFields) {
      expect(settingsTextIn('fr', field, DEMO_TEXTS.en[field]!)).toBe(DEMO_TEXTS.fr[field]);
      expect(settingsTextIn('en', field, DEMO_TEXTS.fr[field]!)).toBe(DEMO_TEXTS.en[field]);
    }
  });

  it('leave a family’s own text as typed, and say which texts are its own', () => {
    expect(settingsTextIn('fr', 'titleRaces', 'Race Day Stories')).toBe('Race Day Stories');
    expect(isOwnSettingsText('titleRaces', 'Race Day Stories')).toBe(true);
    expect(isOwnSettingsText('titleRaces', 'Recent Races')).toBe(false);
    expect(isOwnSettingsText('titleRaces', 'Courses récentes')).toBe(false);
    expect(isOwnSettingsText('titleRaces', '  ')).toBe(false);
    expect(isOwnSettingsText('heroCta2Label', 'Race reports')).toBe(false);
  });
});

describe('the language a text seems to be in', () => {
  it.each([
    ['Race Day Stories', 'en'],
    ['Inside the Training', 'en'],
    ['Mes courses', 'fr'],
    ['Récits de course', 'fr'],
    ['Un mot d’encouragement', 'fr'],
    ['Owen Hartley', undefined],
    ['Records', undefined],
    ['Cross-country 2026', undefined],
  ])('%s: %s', (text, language) => {
    expect(guessTextLanguage(text)).toBe(language);
  });

  it('lists the family’s own texts in the other language, never the built-in or demo ones, nor the hero’s name', () => {
    const values = { ...DEFAULT_SETTINGS, heroTitle: 'Owen the Runner', heroCta2Label: 'Race reports', titleRaces: 'Race Day Stories', titlePress: 'Dans la presse', titleUpcoming: 'Mes prochaines courses' };
    expect(textsInOtherLanguage(values, 'fr', FIELDS)).toEqual([{ field: 'titleRaces', text: 'Race Day Stories', language: 'en' }]);
    expect(textsInOtherLanguage(values, 'en', FIELDS)).toEqual([{ field: 'titleUpcoming', text: 'Mes prochaines courses', language: 'fr' }]);
  });
});
