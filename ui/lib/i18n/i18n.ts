import { signal } from '@preact/signals-react';
import { pluralCategory } from '../../../src/shared/plural';

// The UI's messages, in one catalog made of one part per feature: each feature declares its
// messages in `<feature>.messages.ts` with `defineMessages`, and gets back a typed `t` for its keys.
// The compiler checks that the French part has every English key; the catalog test (i18n.test.ts)
// loads every part and checks them all (no blank message, the same `{placeholders}`). English is
// the default language.
//
// The public site's parts keep their French in `<feature>.messages.fr.ts`, loaded on demand
// (`loadLocale`), so an English page's code carries English only: each feature's manifest names its
// French (`french: { races: () => import('./races.messages.fr') }`, ui/features/<x>/index.ts) and the
// app hands those loaders here as it starts (`addFrenchParts`, ui/site.ts). The public site loads
// them before it speaks French (ui/main.tsx, ui/app.tsx); the admin area, the coach's form and the
// server load them as they start, since they may write French whatever the page speaks.

/** The languages of the UI; English is the default. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Placeholder values: `{name}` in a message is replaced by `params.name`. */
export type MessageParams = Record<string, string | number>;

/** One feature's part of the catalog, by language. */
export interface CatalogPart {
  namespace: string;
  messages: Record<Locale, Record<string, string>>;
}

/** Every part of the catalog loaded so far (the catalog test loads them all). */
export const CATALOG_PARTS: CatalogPart[] = [];

/** Says a part's French is in its `.messages.fr.ts` file, loaded on demand (see above). */
export const FRENCH_ON_DEMAND = 'on demand';

/** The French of parts that give FRENCH_ON_DEMAND, by namespace: a loader of its `.messages.fr.ts` each. */
export type FrenchParts = Readonly<Record<string, () => Promise<{ default: Record<string, string> }>>>;

/** The French of the parts that load it on demand, by namespace, once loaded. */
const frenchOnDemand: Record<string, Record<string, string>> = {};
const frenchParts = new Map<string, FrenchParts[string]>();
let frenchLoaded: Promise<void> | undefined;

/** Takes the loaders of parts' French (the app's, as it starts); a namespace given again keeps its first loader. */
export function addFrenchParts(parts: FrenchParts): void {
  for (const [namespace, load] of Object.entries(parts)) {
    if (frenchParts.has(namespace)) continue;
    frenchParts.set(namespace, load);
    // The next load takes the new part too.
    frenchLoaded = undefined;
  }
}

/** Loads what the UI needs to speak `lang` (French: the public parts' French). Resolves at once for English or when loaded. */
export function loadLocale(lang: Locale): Promise<void> {
  if (lang !== 'fr') return Promise.resolve();
  frenchLoaded ??= Promise.all(
    [...frenchParts].filter(([namespace]) => !(namespace in frenchOnDemand)).map(([namespace, load]) => load().then((m) => void (frenchOnDemand[namespace] = m.default))),
  ).then(
    () => undefined,
    (err: unknown) => {
      // A failed load may be tried again (the page stays in the language it speaks).
      frenchLoaded = undefined;
      throw err;
    },
  );
  return frenchLoaded;
}

/** The French of a part, typed from its `t`: every key of its English, nothing else. */
export type FrenchOf<T> = T extends Translate<infer K> ? { [P in K]: string } : never;

/**
 * The language the UI speaks now: the public site takes it from the site's settings, the admin
 * from the browser (see `browserLocale`). One signal, so no screen mixes two languages.
 */
export const locale = signal<Locale>('en');

/** Sets the UI's language and the document's `lang` (screen readers and hyphenation follow it). */
export function setLocale(next: Locale): void {
  locale.value = next;
  // Only when it changes: setting it, even to the same value, restyles the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== next) document.documentElement.lang = next;
}

/** The languages a visitor or an admin can get. */
const ENABLED_LOCALES: readonly Locale[] = ['en', 'fr'];

/** The language to use for a wish (settings or browser): itself when enabled, else English. */
export function usableLocale(wish: Locale, enabled: readonly Locale[] = ENABLED_LOCALES): Locale {
  return enabled.includes(wish) ? wish : 'en';
}

/** The first of the browser's languages the UI speaks, else English. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LOCALES as readonly string[]).includes(base ?? '')) return base as Locale;
  }
  return 'en';
}

/** The language of a page: the admin area speaks the browser's language; every other page (the coach's invite form too) the site's. */
export function pageLocale(path: string, siteLanguage: Locale, browserLanguages: readonly string[]): Locale {
  return usableLocale(path.startsWith('/admin') ? browserLocale(browserLanguages) : siteLanguage);
}

/** Fills `{name}` placeholders; an unknown placeholder is left as written. */
export function fillMessage(text: string, params: MessageParams = {}, lang: Locale = 'en'): string {
  const filled = text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  return lang === 'fr' ? elideFrench(text, filled, params) : filled;
}

/**
 * French elision where a value meets `de ` or `que `: "la famille de Owen" is "la famille d’Owen",
 * "plus que Anna" is "plus qu’Anna". Only before a value (a name the family typed), whose first
 * letter is a vowel; the messages' own words are written elided already.
 */
function elideFrench(text: string, filled: string, params: MessageParams): string {
  if (!/\b(de|que) \{\w+\}/i.test(text)) return filled;
  let out = text;
  out = out.replace(/\b(de|que) \{(\w+)\}/gi, (whole, word: string, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    // A vowel, accented or not (its first letter without the accent).
    return /^[AEIOUaeiou]/.test(value.normalize('NFD')) ? `${word.slice(0, -1)}\u2019${value}` : `${word} ${value}`;
  });
  return fillMessage(out, params);
}

/**
 * The plural category of a count in the current language, for keys written as `<key>.one` and
 * `<key>.other`: English says "1 race" and "0 races", French "0 course" and "1 course".
 */
export function plural(n: number, lang: Locale = locale.value): 'one' | 'other' {
  return pluralCategory(n, lang);
}

/** A feature's message lookup: `t('key', { name })` in the current language (or the one given). */
export type Translate<K extends string> = (key: K, params?: MessageParams, lang?: Locale) => string;

/**
 * Declares a feature's messages in English and French (every English key, the compiler checks)
 * and returns its lookup. `namespace` names the part in test failures.
 */
export function defineMessages<const E extends Record<string, string>>(
  namespace: string,
  en: E,
  fr: { [K in keyof E]: string } | typeof FRENCH_ON_DEMAND,
): Translate<Extract<keyof E, string>> {
  // The part's French: its own, or the one loaded on demand (none yet: English stands in).
  const french = (): Record<string, string> | undefined => (fr === FRENCH_ON_DEMAND ? frenchOnDemand[namespace] : fr);
  const messages: Record<Locale, Record<string, string>> = {
    en,
    get fr() {
      return french() ?? {};
    },
  };
  CATALOG_PARTS.push({ namespace, messages });
  return (key, params, lang = locale.value) => {
    const own = lang === 'en' ? undefined : french()?.[key];
    return fillMessage(own ?? en[key] ?? key, params, own === undefined ? 'en' : lang);
  };
}
