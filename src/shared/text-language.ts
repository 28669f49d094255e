import { isOwnSettingsText, type DefaultTextField, type SiteLanguage } from './settings-defaults';

// Which language a short text of the family's (a section title, a button, a lead) seems to be in:
// a small list of common words per language, and French's accented letters. Honest about what it
// is: a hint for the admin ("this title looks English on a French site"), never a gate; a text with
// no telling word (a name, "Cross-country 2026") is in no language.

const ENGLISH = new Set(
  'the and my our your of on in at from with for to by see race races racing reports report recent upcoming next start line lines news coach coaches follow following journey inside training universities university favorite favourite personal best leave cheer cheers word words week weeks runs run runner running day days season results highlights press long miles every what how about me story stories life behind scenes workouts'.split(' '),
);
const FRENCH = new Set(
  'le la les de des du un une mes mon ma nos notre vos votre et au aux pour sur dans avec par voir course courses coureur coureuse récits récit récentes récents prochaines prochaine prochain départ entraînement entraîneur encouragement encouragements encouragez suivre aventure universités université favoris personnels meilleurs mot mots semaine semaines sorties sortie jour jours saison résultats temps forts presse médias coulisses moi histoire vie séances longues chaque'.split(' '),
);
// Words written alike in both ("records", "favorites", "interviews", "media") are in neither list.

/** The language `text` seems to be written in, or undefined when nothing tells (see above). */
export function guessTextLanguage(text: string): SiteLanguage | undefined {
  const words = text.toLowerCase().match(/[a-z\u00e0-\u00ff\u0153]+/g) ?? [];
  let en = 0;
  let fr = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) en++;
    else if (FRENCH.has(word) || /[\u00e0\u00e2\u00e7\u00e8\u00e9\u00ea\u00eb\u00ee\u00ef\u00f4\u00f9\u00fb\u0153]/.test(word)) fr++;
  }
  if (en > fr) return 'en';
  if (fr > en) return 'fr';
  return undefined;
}

/** A text of the family's that seems to be in another language than the site's. */
export interface TextInOtherLanguage {
  field: DefaultTextField;
  text: string;
  language: SiteLanguage;
}

/**
 * The family's own texts (built-in and demo texts follow the site's language by themselves) that
 * seem to be in another language than `language`, in the order of `fields`. The hero's title is a
 * name: never listed.
 */
export function textsInOtherLanguage(values: Partial<Record<DefaultTextField, string>>, language: SiteLanguage, fields: readonly DefaultTextField[]): TextInOtherLanguage[] {
  const found: TextInOtherLanguage[] = [];
  for (const field of fields) {
    const text = values[field]?.trim() ?? '';
    if (field === 'heroTitle' || !isOwnSettingsText(field, text)) continue;
    const seems = guessTextLanguage(text);
    if (seems && seems !== language) found.push({ field, text, language: seems });
  }
  return found;
}
