import { describe, expect, it } from 'vitest';
import { CATALOGS, LOCALES, browserLocale, t, usableLocale } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  it('has every key in every language, none blank, with the same placeholders', () => {
    const keys = Object.keys(CATALOGS.en).sort();
    for (const lang of LOCALES) {
      expect(Object.keys(CATALOGS[lang]).sort(), lang).toEqual(keys);
      for (const key of keys as Array<keyof typeof CATALOGS.en>) {
        expect(CATALOGS[lang][key].trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(CATALOGS[lang][key]), `${lang} ${key}`).toEqual(placeholders(CATALOGS.en[key]));
      }
    }
  });

  it('fills placeholders and keeps the French messages of the original client', () => {
    expect(t('video.type', { type: 'video/x-msvideo' }, 'en')).toBe('This file type (video/x-msvideo) is not supported. Use an MP4 or MOV video.');
    expect(t('video.type', { type: 'inconnu' }, 'fr')).toBe('Type non supporté (inconnu). Utilise MP4/MOV.');
    expect(t('login.invalid', {}, 'fr')).toBe('Identifiants invalides (401). Vérifie email/mot de passe.');
  });
});

describe('usableLocale', () => {
  it('keeps a wish only when that language is enabled', () => {
    expect(usableLocale('fr', ['en'])).toBe('en');
    expect(usableLocale('fr', ['en', 'fr'])).toBe('fr');
    expect(usableLocale('en')).toBe('en');
  });
});

describe('browserLocale', () => {
  it('takes the first language the UI speaks, else English', () => {
    expect(browserLocale(['fr-FR', 'en-US'])).toBe('fr');
    expect(browserLocale(['de-DE', 'fr'])).toBe('fr');
    expect(browserLocale(['de-DE'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
