import { signal } from '@preact/signals-react';
import { en, type MessageKey } from './en';
import { fr } from './fr';

export type { MessageKey };

/** The languages of the UI; English is the default. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Every catalog, by language. */
export const CATALOGS: Record<Locale, Record<MessageKey, string>> = { en, fr };

/**
 * The language the UI speaks now: the public site takes it from the site's settings, the admin
 * from the browser (see `browserLocale`). One signal, so no screen mixes two languages.
 */
export const locale = signal<Locale>('en');

/** Sets the UI's language and the document's `lang` (screen readers and hyphenation follow it). */
export function setLocale(next: Locale): void {
  locale.value = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/**
 * The languages a visitor or an admin can get today. A language joins when every screen reads its
 * messages from the catalog; until then French would mix with English on one screen, so only
 * English is offered (the French catalog is kept complete for the keys that exist).
 */
export const ENABLED_LOCALES: readonly Locale[] = ['en'];

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

/** A message in the current language, with `{name}` placeholders filled in. */
export function t(key: MessageKey, params: Record<string, string | number> = {}, lang: Locale = locale.value): string {
  const text = CATALOGS[lang][key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
