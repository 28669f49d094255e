import { globSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalLink, optionalText, requiredText } from '../../../src/shared/fields';
import { RACE_MESSAGES } from '../../../src/features/races/races.schema';
import { localizeServerMessage, serverMessageKey } from './server-messages';
import { setLocale } from './i18n';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
// Every shared schema, plus the other modules that export the texts of API errors.
const messageModules = [
  ...globSync('src/features/*/*.schema.ts', { cwd: repoRoot }),
  'src/http/storage-full.ts',
  'src/http/unavailable.ts',
  'src/features/press/press-import.routes.ts',
  'src/features/seo/seo.routes.ts',
  'src/shared/result-source.ts',
  'src/shared/marks.ts',
];

/** Every exported `*_MESSAGES` / `*_MESSAGE` text, named `file NAME.key`; functions are called with a sample. */
const serverTexts: Array<[string, string]> = [];

beforeAll(async () => {
  for (const file of messageModules) {
    const mod = (await import(join(repoRoot, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!/_MESSAGES?$/.test(name)) continue;
      if (typeof value === 'string') serverTexts.push([`${file} ${name}`, value]);
      else if (value && typeof value === 'object')
        for (const [key, text] of Object.entries(value)) {
          const sample = typeof text === 'function' ? (text as (v: string) => unknown)('video/x-msvideo') : text;
          if (typeof sample === 'string') serverTexts.push([`${file} ${name}.${key}`, sample]);
        }
    }
  }
});

afterEach(() => setLocale('en'));

describe('server messages', () => {
  it('has a French entry for every exported message of every schema', () => {
    expect(serverTexts.length).toBeGreaterThan(100);
    const missing = serverTexts.filter(([, text]) => !serverMessageKey(text)).map(([name, text]) => `${name}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('keeps every English text as the server wrote it, and says in English the few the API keeps in French', () => {
    const french: Record<string, string> = {
      'Identifiants invalides (401). Vérifie email/mot de passe.': 'Wrong e-mail or password. Check them and try again.',
      'Trop de tentatives. Réessaie dans quelques minutes (429).': 'Too many attempts. Try again in a few minutes.',
      'Fichier trop lourd (> ~2 Go).': 'This file is too large (over about 2 GB).',
      'Type non supporté (video/x-msvideo). Utilise MP4/MOV.': 'This file type (video/x-msvideo) is not supported. Use an MP4 or MOV video.',
    };
    for (const [name, text] of serverTexts) expect(localizeServerMessage(text, 'en'), name).toBe(french[text] ?? text);
    expect(localizeServerMessage('Type non supporté (video/x-msvideo). Utilise MP4/MOV.', 'en')).toBe('This file type (video/x-msvideo) is not supported. Use an MP4 or MOV video.');
    expect(localizeServerMessage('Type non supporté (video/x-msvideo). Utilise MP4/MOV.', 'fr')).toBe('Type non supporté (video/x-msvideo). Utilise MP4/MOV.');
  });

  it('gives the French text when the UI speaks French', () => {
    expect(localizeServerMessage(RACE_MESSAGES.title, 'fr')).toBe('Le titre est obligatoire');
    expect(localizeServerMessage('Race not found.', 'fr')).toBe('Course introuvable.');
    setLocale('fr');
    expect(localizeServerMessage(RACE_MESSAGES.splits)).toBe('30 temps de passage au maximum.');
    setLocale('en');
    expect(localizeServerMessage(RACE_MESSAGES.splits)).toBe('At most 30 splits.');
  });

  it('fills the numbers and names of messages that carry them', () => {
    expect(localizeServerMessage('At most 160 characters.', 'fr')).toBe('160 caractères au maximum.');
    expect(localizeServerMessage('Social link 12 not found.', 'fr')).toBe('Réseau social 12 introuvable.');
    expect(localizeServerMessage('Too many requests. Please try again in 30 seconds.', 'fr')).toBe('Trop de requêtes. Réessayez dans 30 secondes.');
    expect(localizeServerMessage('Could not fetch remote image: not an image', 'fr')).toBe('Impossible de récupérer l’image distante : ce n’est pas une image');
    expect(localizeServerMessage('Could not fetch remote image: The site answered 404.', 'fr')).toBe('Impossible de récupérer l’image distante : Le site a répondu 404.');
  });

  it('leaves unknown texts unchanged', () => {
    expect(localizeServerMessage('Something nobody wrote.', 'fr')).toBe('Something nobody wrote.');
    expect(localizeServerMessage('', 'fr')).toBe('');
  });

  it('covers the inline messages of the shared field helpers', () => {
    const issue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? '';
    const texts = [issue(optionalText(5), 'too long'), issue(requiredText('Title is required.', 3), 'long'), issue(optionalLink(), `https://a.io/${'x'.repeat(2100)}`), issue(optionalLink(), 'javascript:alert(1)')];
    expect(texts).toEqual(['At most 5 characters.', 'At most 3 characters.', 'URL is too long.', 'Please provide a valid http(s) URL.']);
    expect(texts.map((text) => localizeServerMessage(text, 'fr'))).toEqual(['5 caractères au maximum.', '3 caractères au maximum.', 'L’URL est trop longue.', 'Indiquez une URL http(s) valide.']);
  });
});

describe('where server texts reach the screen', () => {
  it('shows API errors and form issues in French when the UI speaks French, unchanged in English', async () => {
    const { ApiError, errorMessage, loadServerMessages } = await import('../api');
    // A failed call loads the table before it rejects (api.ts); these errors are made here.
    await loadServerMessages();
    const { failureDetail, issuesByField, schemaErrors } = await import('../../admin-kit/form-errors');
    const { CreateRaceBody } = await import('../../../src/features/races/races.schema');
    const err = new ApiError(400, 'Title is required', 'validation_failed', [{ path: 'title', message: 'Title is required' }]);
    const notFound = new ApiError(404, 'Race not found.', 'race_not_found');
    const english = [errorMessage(notFound), failureDetail(err), issuesByField(err).title, schemaErrors(CreateRaceBody, { title: '' }).title];
    expect(english).toEqual(['Race not found.', 'Title is required', 'Title is required', 'Title is required']);
    setLocale('fr');
    const french = [errorMessage(notFound), failureDetail(err), issuesByField(err).title, schemaErrors(CreateRaceBody, { title: '' }).title];
    expect(french).toEqual(['Course introuvable.', 'Le titre est obligatoire', 'Le titre est obligatoire', 'Le titre est obligatoire']);
  });
});
