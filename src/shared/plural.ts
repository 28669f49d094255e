// Plural forms by each language's rules (Unicode CLDR, through Intl.PluralRules), reduced to the two
// forms our texts are written in: 'one' (1 in English; 0 and 1 in French) and 'other'. The UI's
// `plural()` (ui/lib/i18n/i18n.ts) and the server's English texts (the command line) both use it.

/** The rules of each language asked for so far: building them costs about 30 µs, selecting 1-2 µs. */
const RULES = new Map<string, Intl.PluralRules>();

/** The plural form of a count in a language, 'one' or 'other' (CLDR's other forms, such as French millions' 'many', read 'other'). */
export function pluralCategory(n: number, lang: string): 'one' | 'other' {
  let rules = RULES.get(lang);
  if (!rules) RULES.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n) === 'one' ? 'one' : 'other';
}

/** A count and its English noun, "1 tenant" or "3 tenants", for the texts only written in English (the command line). */
export function countOf(n: number, one: string, other = `${one}s`): string {
  return `${n} ${pluralCategory(n, 'en') === 'one' ? one : other}`;
}
