// How a finishing position reads, shared by the race and PR overlays (ui/) and the résumé (server).

/** The languages a finishing position is written in (the site's languages). */
type Lang = 'en' | 'fr';

/** An ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… in English; 1er, 2e, 3e… in French. */
export function ordinal(n: number, lang: Lang = 'en'): string {
  if (lang === 'fr') return n === 1 ? '1er' : `${n}e`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A finishing position as a recruiter reads it: "3rd of 120" ("3e sur 120"), or "3rd" without a field size. */
export function finishText(position: number | undefined, fieldSize: number | undefined, lang: Lang = 'en'): string | undefined {
  if (!position) return undefined;
  if (!fieldSize) return ordinal(position, lang);
  return lang === 'fr' ? `${ordinal(position, lang)} sur ${fieldSize}` : `${ordinal(position, lang)} of ${fieldSize}`;
}
