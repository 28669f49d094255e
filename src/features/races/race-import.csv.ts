import { parse } from 'csv-parse/sync';
import { dateOfText, foldText } from '../../shared/result-dates';
import { say, type Message } from '../../shared/api-messages';
import { RACE_IMPORT } from './races.schema';

// A family's spreadsheet of races, exported as CSV: a header line naming the columns in any order,
// in English or French, and a race a line. A comma, semicolon or tab separates the cells (French
// spreadsheets write semicolons); dates are ISO, month first on an English sheet and day first on
// a French one. Pure: the import checks each line with the race's own schema and writes.

/** What one line of an import gives, before it is checked as a race. */
export interface ImportLine {
  /** The line in the file (1 is the header) or in the pasted page. */
  line: number;
  title: string;
  distance: string;
  date: string;
  place: string;
  /** The time, or the mark of a jump or throw, as written. */
  result: string;
  position?: string;
  fieldSize?: string;
  resultUrl?: string;
}

/** The problem of a file that is refused whole, and its line. */
export interface ImportProblem {
  line: number;
  message: Message;
}

type Column = 'date' | 'title' | 'distance' | 'result' | 'position' | 'fieldSize' | 'place' | 'resultUrl';

/** A header as compared: lowercase, without accents or punctuation. */
const headerKey = (text: string) => foldText(text).replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Each column's names in family spreadsheets and results exports, English and French. "Place" is
 * the finishing place, as results pages print it; the venue is "venue", "location" or "lieu".
 */
const HEADER_NAMES: Record<Column, readonly string[]> = {
  date: ['date', 'day', 'meet date', 'race date', 'jour', 'date de la course', 'date de la competition'],
  title: ['meet', 'meet name', 'race', 'race name', 'competition', 'title', 'name', 'event name', 'course', 'meeting', 'nom', 'nom de la course', 'titre'],
  distance: ['event', 'distance', 'race distance', 'epreuve', 'discipline'],
  result: ['time', 'result', 'mark', 'finals', 'final time', 'performance', 'perf', 'temps', 'chrono', 'marque', 'resultat'],
  position: ['place', 'position', 'finish', 'rank', 'pl', 'overall', 'clt', 'classement', 'rang', 'position finale'],
  fieldSize: ['field size', 'field', 'finishers', 'entrants', 'runners', 'of', 'out of', 'partants', 'participants', 'classes', 'arrivants', 'nombre de coureurs', 'sur'],
  place: ['venue', 'location', 'site', 'course venue', 'where', 'lieu', 'stade', 'ville', 'endroit'],
  resultUrl: ['result url', 'results url', 'result link', 'results link', 'results', 'url', 'link', 'lien', 'lien des resultats', 'resultats', 'lien resultat'],
};
const FRENCH_HEADERS = new Set(['jour', 'date de la course', 'date de la competition', 'course', 'nom', 'nom de la course', 'titre', 'epreuve', 'temps', 'chrono', 'marque', 'resultat', 'clt', 'classement', 'rang', 'partants', 'participants', 'classes', 'arrivants', 'nombre de coureurs', 'sur', 'lieu', 'stade', 'ville', 'endroit', 'lien', 'lien des resultats', 'resultats']);
const REQUIRED: readonly Column[] = ['date', 'title', 'distance', 'result'];

/** The most races one file takes. */
const MAX_IMPORT_ROWS = 300;

/** The separator of a file: the one of comma, semicolon and tab its header line has most of. */
function delimiterOf(text: string): string {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** A cell a spreadsheet would run as a formula is exported with an apostrophe first; it is taken off. */
const cellText = (v: string | undefined) => (v ?? '').trim().replace(/^'(?=[=+\-@])/, '');

/** The header line's columns, and whether the sheet is French (it then writes the day first). */
function columnsOf(header: readonly string[]): { columns: Array<Column | undefined>; french: boolean } {
  const columns = header.map((h) => {
    const key = headerKey(h);
    return (Object.keys(HEADER_NAMES) as Column[]).find((c) => HEADER_NAMES[c].includes(key));
  });
  return { columns, french: header.some((h) => FRENCH_HEADERS.has(headerKey(h))) };
}

/**
 * Reads a spreadsheet of races. All or nothing: the first problem (its line in the file) is
 * answered instead of any race. A venue left out is the meet's name.
 */
export function parseRacesCsv(text: string): { lines: ImportLine[] } | { problem: ImportProblem } {
  let records: Array<{ record: string[]; line: number }>;
  try {
    // With `info`, each record comes with the line it ends on (the typings leave the option out);
    // a record with line breaks in quoted cells starts that many lines earlier.
    const parsed = parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    records = parsed.map((r) => ({ record: r.record, line: r.info.lines - r.record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0) }));
  } catch (err) {
    return { problem: { line: Number((err as { lines?: number }).lines ?? 1), message: say(RACE_IMPORT.code.unreadable, { reason: (err as Error).message.replace(/^Invalid [^:]*:\s*/, '') }) } };
  }
  const [head, ...rows] = records;
  if (!head) return { problem: { line: 1, message: say(RACE_IMPORT.code.header) } };
  const { columns, french } = columnsOf(head.record);
  if (REQUIRED.some((c) => !columns.includes(c))) return { problem: { line: head.line, message: say(RACE_IMPORT.code.header) } };
  const data = rows.filter((r) => r.record.some((c) => c.trim() !== ''));
  if (!data.length) return { problem: { line: head.line, message: say(RACE_IMPORT.code.empty) } };
  if (data.length > MAX_IMPORT_ROWS) return { problem: { line: data[MAX_IMPORT_ROWS]!.line, message: say(RACE_IMPORT.code.tooMany) } };
  const lines: ImportLine[] = [];
  for (const { record, line } of data) {
    const cell = (c: Column) => {
      const i = columns.indexOf(c);
      return i < 0 ? '' : cellText(record[i]);
    };
    const date = dateOfText(cell('date'), french);
    if (!date) return { problem: { line, message: say(RACE_IMPORT.code.date, { value: cell('date') }) } };
    const title = cell('title');
    const optional = (c: Column) => cell(c) || undefined;
    lines.push({ line, title, distance: cell('distance'), date, place: cell('place') || title, result: cell('result'), position: optional('position'), fieldSize: optional('fieldSize'), resultUrl: optional('resultUrl') });
  }
  return { lines };
}
