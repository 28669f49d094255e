import { globSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PARTS, LOCALES, browserLocale, fillMessage, loadLocale, pageLocale, plural, usableLocale } from './i18n';
import { t } from './common.messages';
import { registerFeatures } from '../../site';

const uiRoot = join(import.meta.dirname, '..', '..');
const repoRoot = join(uiRoot, '..');
// The UI's parts and the server's (src/**: the texts it writes into public pages in the site's language).
const partFiles = [...globSync('ui/**/*.messages.ts', { cwd: repoRoot }), ...globSync('src/**/*.messages.ts', { cwd: repoRoot })];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

beforeAll(async () => {
  // Every part of the catalog, whether or not a test imported its feature.
  for (const file of partFiles) await import(join(repoRoot, file));
  // And the French the public site's parts load on demand, from the loaders the app hands over as it starts.
  registerFeatures();
  await loadLocale('fr');
});

describe('message catalog', () => {
  it('is made of every *.messages.ts part, with namespaces that do not repeat', () => {
    expect(partFiles.length).toBeGreaterThan(0);
    const names = CATALOG_PARTS.map((p) => p.namespace);
    expect(new Set(names).size, `repeated namespace in ${names.join(', ')}`).toBe(names.length);
    expect(CATALOG_PARTS.length, partFiles.map((f) => relative(repoRoot, join(repoRoot, f))).join(', ')).toBeGreaterThanOrEqual(partFiles.length);
    expect(partFiles.some((f) => f.startsWith('src/'))).toBe(true);
  });

  it('has every key in every language, none blank, with the same placeholders', () => {
    for (const { namespace, messages } of CATALOG_PARTS) {
      const keys = Object.keys(messages.en).sort();
      for (const lang of LOCALES) {
        expect(Object.keys(messages[lang]).sort(), `${namespace} ${lang}`).toEqual(keys);
        for (const key of keys) {
          const text = messages[lang][key] ?? '';
          expect(text.trim(), `${namespace} ${lang} ${key}`).not.toBe('');
          expect(placeholders(text), `${namespace} ${lang} ${key}`).toEqual(placeholders(messages.en[key] ?? ''));
        }
      }
    }
  });

  it('fills placeholders and keeps the French messages of the original client', () => {
    expect(t('video.type', { type: 'video/x-msvideo' }, 'en')).toBe('This file type (video/x-msvideo) is not supported. Use an MP4 or MOV video.');
    expect(t('video.type', { type: 'inconnu' }, 'fr')).toBe('Type non supporté (inconnu). Utilise MP4/MOV.');
    expect(t('login.invalid', {}, 'fr')).toBe('E-mail ou mot de passe incorrect. Vérifie-les et réessaie.');
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('elides French before a name with a vowel, and nowhere else', () => {
    expect(fillMessage('la famille de {first}', { first: 'Owen' }, 'fr')).toBe('la famille d’Owen');
    expect(fillMessage('la famille de {first}', { first: 'Lucie' }, 'fr')).toBe('la famille de Lucie');
    expect(fillMessage('plus vite que {name}', { name: 'Émile' }, 'fr')).toBe('plus vite qu’Émile');
    expect(fillMessage('the family of {first}', { first: 'Owen' }, 'en')).toBe('the family of Owen');
    expect(fillMessage('De {first} à {other}', { first: 'Anna', other: 'Inès' }, 'fr')).toBe('D’Anna à Inès');
  });

  it('chooses plural forms per language', () => {
    expect([0, 1, 2].map((n) => plural(n, 'en'))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => plural(n, 'fr'))).toEqual(['one', 'one', 'other']);
  });
});

describe('choosing the language', () => {
  it('keeps a wish only when that language is enabled', () => {
    expect(usableLocale('fr', ['en'])).toBe('en');
    expect(usableLocale('fr', ['en', 'fr'])).toBe('fr');
    expect(usableLocale('en')).toBe('en');
  });

  it('takes the first language of the browser the UI speaks, else English', () => {
    expect(browserLocale(['fr-FR', 'en-US'])).toBe('fr');
    expect(browserLocale(['de-DE', 'fr'])).toBe('fr');
    expect(browserLocale(['de-DE'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('speaks the browser language in the admin and the settings language on the public site', () => {
    const enabled = ['en', 'fr'] as const;
    expect(usableLocale('fr', enabled)).toBe('fr');
    expect(pageLocale('/admin/races', 'en', ['fr-FR'])).toBe(usableLocale('fr'));
    expect(pageLocale('/', 'en', ['fr-FR'])).toBe('en');
    expect(pageLocale('/courses', 'fr', ['en-US'])).toBe(usableLocale('fr'));
  });
});
