import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CATALOGS, API_LANGUAGES, apiMessages, isMessageCode, issueText, messageTexts, say, sayIn, type MessageCode } from './api-messages';

// The API's catalogs: every message in English and French, and every error the API answers said
// from one of them (src/shared/api-messages.ts).

const repoRoot = join(import.meta.dirname, '..', '..');
/** The server's code (tests left out). */
const sources = globSync('src/**/*.ts', { cwd: repoRoot }).filter((f) => !f.endsWith('.test.ts') && !f.startsWith('src/test/'));
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

beforeAll(async () => {
  // Every feature (its routes, its contract) and the HTTP layer: every catalog the server declares.
  await import('../features');
  await import('../http/errors');
  for (const file of globSync('src/features/*/*.schema.ts', { cwd: repoRoot })) await import(join(repoRoot, file));
});

describe('the API’s catalogs', () => {
  it('are every catalog the code declares, each namespace once, each code once', () => {
    const declared = sources.flatMap((f) => [...read(f).matchAll(/apiMessages\('([\w-]+)'/g)].map((m) => m[1]));
    const loaded = API_CATALOGS.map((c) => c.namespace).filter((n) => n !== 'api-messages-test');
    expect(new Set(loaded)).toEqual(new Set(declared));
    expect(loaded.length, `a namespace declared twice: ${loaded.join(', ')}`).toBe(new Set(loaded).size);
    const codes = API_CATALOGS.filter((c) => c.namespace !== 'api-messages-test').flatMap((c) => Object.keys(c.messages).map((key) => `${c.namespace}.${key}`));
    expect(codes.length).toBe(new Set(codes).size);
    expect(codes.length).toBeGreaterThan(200);
  });

  it('have every message in English and French, none blank, with the same placeholders', () => {
    for (const { namespace, messages } of API_CATALOGS) {
      for (const [key, texts] of Object.entries(messages)) {
        for (const lang of API_LANGUAGES) expect(texts[lang].trim(), `${namespace}.${key} ${lang}`).not.toBe('');
        expect(placeholders(texts.fr), `${namespace}.${key}`).toEqual(placeholders(texts.en));
        // The English is the API's default: it names no HTTP status (the client has it).
        expect(texts.en, `${namespace}.${key}`).not.toMatch(/\(\d{3}\)/);
      }
    }
  });

  it('say every error the API answers from a declared code', () => {
    // The catalog each constant holds, from its declaration (`const RACES = apiMessages('races', …)`).
    const namespaceOf = new Map<string, string>();
    for (const f of sources) for (const m of read(f).matchAll(/const (\w+) = apiMessages\('([\w-]+)'/g)) namespaceOf.set(m[1]!, m[2]!);
    const calls: string[] = [];
    for (const f of sources) {
      const text = read(f);
      for (const m of text.matchAll(/\b(new AppError|notFound|conflict|badRequest|unauthorized|forbidden|sendError)\(/g)) {
        if (f === 'src/http/errors.ts' && /^(export )?const /.test(text.slice(text.lastIndexOf('\n', m.index) + 1))) continue;
        let depth = 0;
        let end = m.index + m[0].length - 1;
        for (; end < text.length; end++) {
          if (text[end] === '(') depth++;
          else if (text[end] === ')' && --depth === 0) break;
        }
        calls.push(`${f}: ${text.slice(m.index, end + 1)}`);
      }
    }
    expect(calls.length).toBeGreaterThan(50);
    const unsaid: string[] = [];
    for (const call of calls) {
      // A raw text does not compile (the message is a MessageCode); what each names must be declared.
      expect(call).not.toMatch(/\b(notFound|conflict)\(\s*'[a-z_]+',\s*['`]/);
      for (const ref of call.matchAll(/\b([A-Z_]+)\.code\.(\w+)/g)) {
        const namespace = namespaceOf.get(ref[1]!);
        if (!namespace || !isMessageCode(`${namespace}.${ref[2]}`)) unsaid.push(`${ref[0]} in ${call}`);
      }
    }
    expect(unsaid).toEqual([]);
  });

  it('are what the schemas say: no zod message is a text', () => {
    // A message given to zod as a text would reach a French client in English.
    const literal = /(\{ error: ['`](?![a-z_]+['`])|\.(min|max|regex|refine|int|positive|finite|length)\([^()]*, ['`])/;
    const found = sources
      .filter((f) => f.startsWith('src/features/') || f.startsWith('src/shared/') || f.startsWith('src/http/'))
      .flatMap((f) => read(f).split('\n').map((line, i) => `${f}:${i + 1}: ${line.trim()}`))
      .filter((line) => literal.test(line) && !/src\/shared\/color\.ts/.test(line));
    expect(found).toEqual([]);
  });
});

describe('saying a message', () => {
  const T = apiMessages('api-messages-test', {
    hello: { en: 'Hello {name}.', fr: 'Bonjour {name}.' },
    why: { en: 'Failed: {reason}', fr: 'Échec : {reason}' },
  });

  it('fills placeholders in the language asked, and a message inside another in the same language', () => {
    expect(sayIn('en', say(T.code.hello, { name: 'Owen' }))).toBe('Hello Owen.');
    expect(sayIn('fr', say(T.code.hello, { name: 'Owen' }))).toBe('Bonjour Owen.');
    expect(sayIn('fr', say(T.code.why, { reason: say(T.code.hello, { name: 'Ana' }) }))).toBe('Échec : Bonjour Ana.');
    expect(sayIn('en', T.code.hello)).toBe('Hello {name}.');
    expect(messageTexts(T.code.hello)).toEqual({ en: 'Hello {name}.', fr: 'Bonjour {name}.' });
    expect(T.en.hello).toBe('Hello {name}.');
  });

  it('says a zod issue from its code with the issue’s values, and zod’s own words in English or a generic French', () => {
    const schema = z.object({ title: z.string().max(3, 'fields.maxChars' as MessageCode), done: z.boolean() });
    const issues = schema.safeParse({ title: 'long', done: 'no' }).error!.issues;
    const title = issues.find((i) => i.path[0] === 'title')!;
    const done = issues.find((i) => i.path[0] === 'done')!;
    expect([issueText(title, 'en'), issueText(title, 'fr')]).toEqual(['At most 3 characters.', '3 caractères au maximum.']);
    expect(issueText(done, 'en')).toBe('Invalid input: expected boolean, received string');
    expect(issueText(done, 'fr')).toBe('Valeur invalide : boolean attendu.');
  });
});
