import { eventKind } from '../../shared/marks';
import { findDate, foldText } from '../../shared/result-dates';

// A meet's results page as a family copies it from a browser, read for the athlete's line: the
// fixed-width text the common meet software prints (Hy-Tek's Meet Manager: a license line, the
// meet and its date, "Event 14  Girls 3200 Meter Run", a header, one line per finisher), and the
// tables of the results sites, which a browser copies with a tab between cells (Athletic.net's
// "Place / Athlete / Grade / Time / Avg Mile / Team", a French federation listing's "Clt / Athlète /
// Club / Cat. / Perf." with times written 10'30''00). The page is split into events at their
// headings; in the event holding the athlete's line, the finishers are the lines that start with
// a place and hold a result, which gives the field size. Pure: no network, nothing written.

/** One result of the athlete found on the page. */
export interface FoundResult {
  /** The athlete's line in the pasted text (1 is the first). */
  line: number;
  /** The line as it was pasted, for the family to check. */
  text: string;
  /** The event as the site names events: 3200m, 5K XC, Mile, Long jump. */
  event: string;
  /** The time as `m:ss.cc`, or the mark as written for a jump or throw. */
  result: string;
  position: number;
  /** The finishers of that event on the page (a DNF or DQ is not one). */
  fieldSize: number;
}

/** What the page says of its meet, where it says it. */
export interface MeetFacts {
  title?: string;
  date?: string;
  place?: string;
}

/** Why a page gave no race. */
export type ResultsTextProblem = 'no_results' | 'athlete_not_found';

// A time: 10:30.00, 1:02:03.4, 15:38,2; a French listing's 10'30''00, 1h02'03'', 12''34.
const CLOCK = /(?<![\d:.,'])(?:(\d{1,2}):)?(\d{1,3}):(\d{2})(?:[.,](\d{1,3}))?(?![\d:'])/g;
const FRENCH_CLOCK = /(?<![\d'])(?:(\d{1,2})h)?(?:(\d{1,3})')?(\d{1,2})(?:''|")(\d{1,2})?(?![\d'])/g;
// A jump or throw: 6.45m, 6,45 m, 21-02.50 (feet-inches), 21' 2.5".
const MARK = /(?<![\d.,:-])(\d{1,3}[.,]\d{2}\s?m?|\d{1,3}-\d{2}(?:\.\d{1,2})?|\d{1,3}'\s?\d{1,2}(?:\.\d{1,2})?")(?![\d:])/g;
// A sprint's seconds: 12.34 (only for events up to 400 m, where a time has no minutes).
const SECONDS = /(?<![\d.,:])(\d{2})[.,](\d{2})(?![\d:])/g;

/** The results a line holds (time or mark, as the event is measured), in the order written. */
function resultsOnLine(text: string, event: string): string[] {
  const kind = eventKind(event);
  const found: Array<{ index: number; value: string }> = [];
  if (kind === 'distance') {
    for (const m of text.matchAll(MARK)) found.push({ index: m.index, value: m[1]!.replace(/\s/g, '') });
    return found.map((f) => f.value);
  }
  for (const m of text.matchAll(CLOCK)) {
    const [, h, min, s, frac] = m;
    const cs = frac ? frac.padEnd(2, '0').slice(0, 2) : undefined;
    found.push({ index: m.index, value: `${h ? `${h}:${min!.padStart(2, '0')}` : min}:${s}${cs ? `.${cs}` : ''}` });
  }
  for (const m of text.matchAll(FRENCH_CLOCK)) {
    const [, h, min, s, cs] = m;
    if (!min && !cs) continue;
    const minutes = h ? `${h}:${(min ?? '0').padStart(2, '0')}` : min;
    found.push({ index: m.index, value: minutes ? `${minutes}:${s!.padStart(2, '0')}${cs ? `.${cs.padEnd(2, '0')}` : ''}` : `${s}.${(cs ?? '0').padEnd(2, '0')}` });
  }
  if (found.length === 0 && (distanceMetres(event) ?? Infinity) <= 400) {
    for (const m of text.matchAll(SECONDS)) found.push({ index: m.index, value: `${m[1]}.${m[2]}` });
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.value);
}

/** The metres of an event's name (3200m, 5K), when it says them. */
function distanceMetres(event: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(m|K)\b/.exec(event);
  if (!m) return undefined;
  return m[2] === 'K' ? Number(m[1]) * 1000 : Number(m[1]);
}

const FIELD_EVENTS: ReadonlyArray<[RegExp, string]> = [
  [/triple\s*jump|triple\s*saut/, 'Triple jump'],
  [/long\s*jump|saut\s*en\s*longueur|\blongueur\b/, 'Long jump'],
  [/high\s*jump|saut\s*en\s*hauteur|\bhauteur\b/, 'High jump'],
  [/pole\s*vault|\bperche\b/, 'Pole vault'],
  [/shot\s*put|\bpoids\b/, 'Shot put'],
  [/discus|\bdisque\b/, 'Discus'],
  [/javelin|javelot/, 'Javelin'],
  [/hammer|marteau/, 'Hammer'],
];

/**
 * The event a heading names, as the site names events (`3200m`, `5K XC`, `Mile`, `Long jump`), or
 * undefined when the line names none. `xc` is true on a cross-country page: a 5,000 m is `5K XC`.
 */
export function eventOfHeading(heading: string, xc: boolean): string | undefined {
  const h = foldText(heading);
  for (const [re, name] of FIELD_EVENTS) if (re.test(h)) return name;
  const hurdles = /\b(hurdles|haies|steeple(?:chase)?)\b/.exec(h)?.[1];
  const suffix = hurdles ? (hurdles.startsWith('haies') || hurdles === 'hurdles' ? ' hurdles' : ' steeplechase') : '';
  const relay = /\b(\d)\s*x\s*(\d{2,4})\b/.exec(h);
  if (relay) return `${relay[1]}x${relay[2]}m relay`;
  const metres = /(?<![\d.])(\d{1,2}[,\s]\d{3}|\d{2,5})\s*(?:m\b|meters?\b|meter\b|metres?\b|m\s*(?=haies|steeple))/.exec(h);
  if (metres) {
    const n = Number(metres[1]!.replace(/[,\s]/g, ''));
    return xc && n % 1000 === 0 && !suffix ? `${n / 1000}K XC` : `${n}m${suffix}`;
  }
  const km = /(?<![\d.])(\d{1,2}(?:[.,]\d)?)\s*(?:k|km)\b/.exec(h);
  if (km) return `${km[1]!.replace(',', '.')}K${xc ? ' XC' : ''}`;
  if (/\b(?:two|2)\s*miles?\b/.test(h)) return `2 Mile${xc ? ' XC' : ''}`;
  if (/\b(?:one|1)?\s*mile\b/.test(h)) return 'Mile';
  return undefined;
}

/** A finisher's line: a place first (`1`, `1.`, `1er`, `2e`), then a name and a result. */
const RESULT_LINE = /^\s*\*?(\d{1,4})(?:\.|\)|er|re|e|\u00e8me|eme)?(?=\s)/;
/** A header line of a results table or of Hy-Tek's columns. */
const HEADER_LINE = /\b(name|athlete|athl[e\u00e8]te|nom|school|team|club)\b/i;
/** Where an event's finishers end: the team scores that follow them. */
const TEAM_SCORES = /\bteam\s+(scores?|results|standings)\b|classement\s+(par\s+)?[\u00e9e]quipes?|\b[\u00e9e]quipes?\s*:/i;
/** The head of a page that is not the meet: the software's license line, "Results". */
const NOT_THE_MEET = /hy-?tek|site\s+license|meet\s+manager|\bpage\s+\d+|^\s*(official\s+)?(results?|r[\u00e9e]sultats?)\s*$|^\s*=+\s*$/i;
/** Words a French page has. */
const FRENCH_WORDS = /\b(clt|athl[e\u00e8]te|r[\u00e9e]sultats|[\u00e9e]preuve|cadet(te)?s?|minimes?|juniors?|espoirs?|perf|temps|finale|s[\u00e9e]rie|stade|meeting)\b/gi;

/** The result column of a table's header: its rank among the columns that hold times (Seed before Finals). */
function resultColumnOf(header: string): number {
  const words = foldText(header).split(/\s+/).map((w) => w.replace(/\.$/, ''));
  const timed = words.filter((w) => /^(seed|prelims?|finals?|time|temps|perf|performance|mark|marque|result|resultat|avg|pace|moy|allure)$/.test(w));
  const i = timed.findIndex((w) => /^(finals?|time|temps|perf|performance|mark|marque|result|resultat)$/.test(w));
  return Math.max(0, i);
}

/** The words of a name, compared without case or accents. */
const nameWords = (text: string) => foldText(text).split(/[^a-z0-9]+/).filter((w) => w.length > 1);

/** True when a line names the athlete: every word of the name, in any order ("Lindqvist, Maya"). */
function namesAthlete(line: string, name: string): boolean {
  const words = new Set(nameWords(line));
  const wanted = nameWords(name);
  if (wanted.length === 0) return false;
  if (wanted.every((w) => words.has(w))) return true;
  // A middle name the page leaves out: the first and last names are enough.
  return wanted.length > 2 && words.has(wanted[0]!) && words.has(wanted.at(-1)!);
}

/** The meet's name, date and venue from the head of the page (the lines before the first event). */
function meetOf(head: readonly string[], whole: string, dayFirst: boolean): MeetFacts {
  const lines = head.map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l && !NOT_THE_MEET.test(l));
  let dateLine = -1;
  let date: string | undefined;
  for (const [i, l] of lines.entries()) {
    const found = findDate(l, dayFirst);
    if (found) {
      dateLine = i;
      date = found.iso;
      const rest = (l.slice(0, found.index) + l.slice(found.index + found.text.length)).replace(/^[\s,|\u2013-]+|[\s,|\u2013-]+$/g, '').trim();
      lines[i] = rest.replace(/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche),?\s*/i, '');
      break;
    }
  }
  date ??= findDate(whole, dayFirst)?.iso;
  const named = lines.map((l, i) => ({ l, i })).filter(({ l }) => (l.match(/\p{L}/gu)?.length ?? 0) >= 4);
  const title = named[0];
  const place = named.find(({ i }) => title && i > title.i && i !== dateLine) ?? named.find(({ i }) => title && i > title.i);
  return { title: title?.l, date, place: place?.l };
}

interface Section {
  event: string;
  resultColumn: number;
  finishers: Array<{ line: number; text: string; position: number; result: string }>;
  closed: boolean;
}

/**
 * Finds the athlete's results on a pasted results page: each event whose finishers include a line
 * naming `athlete`, with the place, the result and the number of finishers, and the meet's facts.
 */
export function readResultsText(text: string, athlete: string): { meet: MeetFacts; found: FoundResult[] } | { problem: ResultsTextProblem; meet: MeetFacts } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const dayFirst = (text.match(FRENCH_WORDS)?.length ?? 0) >= 2;
  const xc = /\bcross[- ]?country\b|\bxc\b|\bcc\b|\bcross\b/i.test(text);
  const sections: Section[] = [];
  // The lines before the first event: the meet's name, date and venue are there.
  const head: string[] = [];
  let current: Section | undefined;
  for (const [i, raw] of lines.entries()) {
    const place = RESULT_LINE.exec(raw);
    if (place && current && !current.closed) {
      const results = resultsOnLine(raw.slice(place[0].length), current.event);
      if (results.length) current.finishers.push({ line: i + 1, text: raw.trim(), position: Number(place[1]), result: results[Math.min(current.resultColumn, results.length - 1)]! });
      continue;
    }
    if (TEAM_SCORES.test(raw)) {
      if (current) current.closed = true;
      continue;
    }
    const event = place ? undefined : eventOfHeading(raw, xc);
    if (event && !HEADER_LINE.test(raw)) {
      current = { event, resultColumn: 0, finishers: [], closed: false };
      sections.push(current);
      continue;
    }
    if (current && HEADER_LINE.test(raw)) {
      current.resultColumn = resultColumnOf(raw);
      continue;
    }
    if (!current) head.push(raw);
  }
  const meet = meetOf(head, text, dayFirst);
  if (!sections.some((s) => s.finishers.length)) return { problem: 'no_results', meet };
  const found = sections.flatMap((s) =>
    s.finishers.filter((f) => namesAthlete(f.text, athlete)).map((f): FoundResult => ({ line: f.line, text: f.text, event: s.event, result: f.result, position: f.position, fieldSize: s.finishers.length })),
  );
  return found.length ? { meet, found } : { problem: 'athlete_not_found', meet };
}
