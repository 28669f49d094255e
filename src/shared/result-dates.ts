// Dates as results pages and family spreadsheets write them, read as `YYYY-MM-DD`: ISO, numbers
// with slashes, dots or dashes (month first on a US page, day first on a French one or when the
// first number cannot be a month), and the month's name in English or French, with or without the
// weekday ("Saturday, April 18, 2026", "Apr 18 2026", "samedi 18 avril 2026", "18 avr. 2026").

const MONTHS: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'janvier', 'janv'],
  ['february', 'feb', 'fevrier', 'fev', 'fevr'],
  ['march', 'mar', 'mars'],
  ['april', 'apr', 'avril', 'avr'],
  ['may', 'mai'],
  ['june', 'jun', 'juin'],
  ['july', 'jul', 'juillet', 'juil'],
  ['august', 'aug', 'aout'],
  ['september', 'sep', 'sept', 'septembre'],
  ['october', 'oct', 'octobre'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'decembre'],
];

/** Lowercase without accents: `févr.` and `fevr` are one word. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The month (1–12) a word names, in English or French, in full or cut short. */
function monthOf(word: string): number | undefined {
  const w = foldText(word).replace(/\.$/, '');
  const i = MONTHS.findIndex((names) => names.includes(w));
  return i < 0 ? undefined : i + 1;
}

/** `YYYY-MM-DD` of a real day, else undefined (31 April is not one). */
function isoOf(y: number, m: number, d: number): string | undefined {
  if (y < 1900 || y > 2100) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

const MONTH_WORD = '([A-Za-z\\u00c0-\\u00ff]{3,9}\\.?)';
const NUMERIC = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b|\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/;
const MONTH_FIRST = new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`);
const DAY_FIRST = new RegExp(`\\b(\\d{1,2})(?:er)?\\s+${MONTH_WORD}\\s+(\\d{4})\\b`);

/** A date found in a text, where it is, and its `YYYY-MM-DD`. */
export interface FoundDate {
  iso: string;
  index: number;
  text: string;
}

/**
 * The first date in a text. `dayFirst` reads `4/5/2026` as the 4th of May (a French page); a first
 * number over 12 is a day whatever the page's habit. A two-digit year is of this century.
 */
export function findDate(text: string, dayFirst = false): FoundDate | undefined {
  const found: FoundDate[] = [];
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    let iso: string | undefined;
    if (numeric[1]) iso = isoOf(Number(numeric[1]), Number(numeric[2]), Number(numeric[3]));
    else {
      const a = Number(numeric[4]);
      const b = Number(numeric[5]);
      const y = numeric[6]!.length === 2 ? 2000 + Number(numeric[6]) : Number(numeric[6]);
      iso = dayFirst || a > 12 ? isoOf(y, b, a) : isoOf(y, a, b);
    }
    if (iso) found.push({ iso, index: numeric.index, text: numeric[0] });
  }
  const named = MONTH_FIRST.exec(text);
  const month = named && monthOf(named[1]!);
  if (named && month) {
    const iso = isoOf(Number(named[3]), month, Number(named[2]));
    if (iso) found.push({ iso, index: named.index, text: named[0] });
  }
  const french = DAY_FIRST.exec(text);
  const frMonth = french && monthOf(french[2]!);
  if (french && frMonth) {
    const iso = isoOf(Number(french[3]), frMonth, Number(french[1]));
    if (iso) found.push({ iso, index: french.index, text: french[0] });
  }
  return found.sort((x, y) => x.index - y.index)[0];
}

/** A cell that is only a date, as `YYYY-MM-DD`; undefined when it is not one. */
export function dateOfText(cell: string, dayFirst = false): string | undefined {
  const v = cell.trim();
  const found = findDate(v, dayFirst);
  // Only the date (a weekday before it may stay: "Sat, Apr 18, 2026").
  if (!found) return undefined;
  const rest = (v.slice(0, found.index) + v.slice(found.index + found.text.length)).replace(/[\s,.-]+/g, ' ').trim();
  return rest === '' || /^[A-Za-z\u00c0-\u00ff]{2,9}\.?$/.test(rest) ? found.iso : undefined;
}
