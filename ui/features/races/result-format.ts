import { locale, type Locale } from '../../lib/i18n/i18n';
import { ordinal as ordinalOf } from '../../../src/shared/result-format';
import { t } from './races.messages';

// How a finishing position reads in the UI's language. The server's résumé writes it in the site's
// language with the same rules (src/features/races/result-format.ts).

const ordinalIn = (n: number, lang: Locale): string => ordinalOf(n, lang);

/** An ordinal in the UI's language: 1st, 2nd, 3rd, 11th, 21st… in English; 1er, 2e, 3e… in French. */
export function ordinal(n: number): string {
  return ordinalIn(n, locale.value);
}

/** A finishing position as a recruiter reads it: "3rd of 120" ("3e sur 120"), or "3rd" without a field size. */
export function finishText(position: number | undefined, fieldSize: number | undefined, lang: Locale = locale.value): string | undefined {
  if (!position) return undefined;
  return fieldSize ? t('finish.of', { position: ordinalIn(position, lang), size: fieldSize }, lang) : ordinalIn(position, lang);
}
