import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { COLLEGE_STAGES, type AdminCollege, type CollegeCoachInputValue, type CollegeStage } from './colleges.schema';

// The board as a spreadsheet, both ways. Export writes one program a line with fixed English
// headers; import reads what families actually have: any order of columns, English or French
// headers, a comma, semicolon or tab as separator (French spreadsheets write semicolons), the
// stages in either language, and dates as 2026-12-01 or, on a US sheet, 12/1/2026 (a French
// header row reads 1/12/2026 as the first of December). Pure functions: the routes do the writing.

/** The columns of an export, in order (also the template of an import). */
const CSV_COLUMNS = ['name', 'division', 'conference', 'stage', 'next_step', 'next_step_date', 'coaches', 'notes', 'link'] as const;
type Column = (typeof CSV_COLUMNS)[number] | 'coach_email' | 'coach_role';

/** A header as compared: lowercase, accents and punctuation removed. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Each column's names in the headers of family spreadsheets, English and French. */
const HEADER_NAMES: Record<Column, string[]> = {
  name: ['name', 'school', 'college', 'program', 'programme', 'university', 'team', 'nom', 'ecole', 'universite', 'equipe'],
  division: ['division', 'div', 'level', 'niveau'],
  conference: ['conference', 'conf'],
  stage: ['stage', 'status', 'state', 'etape', 'statut', 'etat'],
  next_step: ['next step', 'next', 'next action', 'to do', 'todo', 'action', 'prochaine etape', 'a faire'],
  next_step_date: ['next step date', 'date', 'due', 'due date', 'follow up', 'follow up date', 'echeance', 'date prochaine etape', 'relance', 'date de relance'],
  coaches: ['coaches', 'coach', 'coach name', 'coaches names', 'head coach', 'entraineurs', 'entraineur', 'nom du coach', 'coachs'],
  coach_email: ['coach email', 'coach e mail', 'email', 'e mail', 'courriel', 'adresse e mail', 'mail'],
  coach_role: ['coach role', 'role', 'title', 'fonction'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarques', 'commentaires'],
  link: ['link', 'link code', 'lien', 'code', 'college link'],
};
const FRENCH_HEADERS = new Set(['nom', 'ecole', 'universite', 'equipe', 'niveau', 'etape', 'statut', 'etat', 'prochaine etape', 'a faire', 'echeance', 'date prochaine etape', 'relance', 'date de relance', 'entraineurs', 'entraineur', 'nom du coach', 'coachs', 'courriel', 'adresse e mail', 'fonction', 'remarques', 'commentaires', 'lien']);

/** Each stage's words in spreadsheets, English and French (compared normalized). */
const STAGE_WORDS: Record<CollegeStage, string[]> = {
  researching: ['researching', 'research', 'interested', 'prospect', 'watching', 'a l etude', 'recherche', 'repere', 'interesse'],
  contacted: ['contacted', 'emailed', 'reached out', 'contacte', 'ecrit'],
  talking: ['talking', 'in contact', 'in touch', 'conversation', 'recruiting', 'en discussion', 'discussion', 'echanges', 'en contact'],
  visit: ['visit', 'visiting', 'visited', 'official visit', 'unofficial visit', 'visite', 'visite officielle'],
  offer: ['offer', 'offered', 'scholarship offer', 'offre', 'proposition'],
  committed: ['committed', 'commit', 'signed', 'engage', 'signe'],
  declined: ['declined', 'no', 'rejected', 'not interested', 'closed', 'refuse', 'decline', 'abandonne', 'non'],
};

/** A program as one line of an import gives it: only the columns the file has. */
export interface CsvCollege {
  line: number;
  name: string;
  division?: string;
  conference?: string;
  stage?: CollegeStage;
  nextStep?: string;
  nextStepDate?: string | null;
  coaches?: CollegeCoachInputValue[];
  notes?: string;
  linkCode?: string | null;
}

/** Why an import was refused: the file's line (1 is the header) and what is wrong there. */
export interface CsvProblem {
  line: number;
  problem: 'header' | 'empty' | 'stage' | 'date' | 'name' | 'unreadable' | 'too_many';
  value?: string;
}

/** Coaches written in one cell: `Name <email> (role); Name <email>`; a bare address is a coach too. */
export function parseCoachCell(cell: string): CollegeCoachInputValue[] {
  return cell
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const email = /<([^>]*)>/.exec(part)?.[1]?.trim() ?? /[^\s<>()]+@[^\s<>()]+/.exec(part)?.[0] ?? '';
      const role = /\(([^)]*)\)\s*$/.exec(part)?.[1]?.trim() ?? '';
      const name = part
        .replace(/<[^>]*>/, '')
        .replace(/\([^)]*\)\s*$/, '')
        .replace(email, '')
        .trim();
      return { name: name || email, email, role };
    });
}

/** A program's coaches as one cell (the inverse of parseCoachCell). */
export function coachCell(coaches: ReadonlyArray<{ name: string; email: string; role: string }>): string {
  return coaches.map((c) => `${c.name}${c.email && c.email !== c.name ? ` <${c.email}>` : ''}${c.role ? ` (${c.role})` : ''}`).join('; ');
}

/** The stage a spreadsheet's word means, '' for the default, or undefined when unknown. */
export function stageOfWord(word: string): CollegeStage | '' | undefined {
  const w = normalize(word);
  if (!w) return '';
  for (const stage of COLLEGE_STAGES) if (STAGE_WORDS[stage].includes(w)) return stage;
  return undefined;
}

/** A date cell as `YYYY-MM-DD`: ISO, or day/month/year in the sheet's order; null when blank, undefined when unreadable. */
export function dateOfCell(cell: string, dayFirst: boolean): string | null | undefined {
  const v = cell.trim();
  if (!v) return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  const slash = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(v);
  let y: number, m: number, d: number;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (slash) [y, m, d] = dayFirst ? [Number(slash[3]), Number(slash[2]), Number(slash[1])] : [Number(slash[3]), Number(slash[1]), Number(slash[2])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The separator of a file: the one of comma, semicolon and tab its header line has most of. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** The most programs one import takes. */
const MAX_CSV_ROWS = 500;

/**
 * Reads a spreadsheet of programs. All or nothing: the first problem (its line in the file) is
 * answered instead of any row, so the caller writes nothing.
 */
export function parseCollegesCsv(text: string): { colleges: CsvCollege[] } | { problem: CsvProblem } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with the line it ends on; the package's typings leave that
    // option out. A record starts as many lines earlier as its quoted cells hold line breaks, and
    // that first line is the one a family looks for in their spreadsheet.
    const parsed = parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    records = parsed.map((r) => ({ record: r.record, info: { lines: r.info.lines - r.record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0) } }));
  } catch (err) {
    const line = Number((err as { lines?: number }).lines ?? 1);
    return { problem: { line, problem: 'unreadable', value: (err as Error).message.replace(/^Invalid [^:]*:\s*/, '') } };
  }
  const [head, ...rows] = records;
  if (!head) return { problem: { line: 1, problem: 'header' } };
  const columns = head.record.map((h) => {
    const n = normalize(h);
    return (Object.keys(HEADER_NAMES) as Column[]).find((c) => HEADER_NAMES[c].includes(n));
  });
  if (!columns.includes('name')) return { problem: { line: head.info.lines, problem: 'header' } };
  if (!rows.length) return { problem: { line: head.info.lines, problem: 'empty' } };
  if (rows.length > MAX_CSV_ROWS) return { problem: { line: rows[MAX_CSV_ROWS]!.info.lines, problem: 'too_many' } };
  const dayFirst = head.record.some((h) => FRENCH_HEADERS.has(normalize(h)));
  const has = (c: Column) => columns.includes(c);
  const colleges: CsvCollege[] = [];
  for (const { record, info } of rows) {
    const line = info.lines;
    const cell = (c: Column) => {
      const i = columns.indexOf(c);
      return i < 0 ? '' : importedCell((record[i] ?? '').trim());
    };
    const name = cell('name');
    if (!name) return { problem: { line, problem: 'name' } };
    const college: CsvCollege = { line, name };
    if (has('division')) college.division = cell('division');
    if (has('conference')) college.conference = cell('conference');
    if (has('stage')) {
      const stage = stageOfWord(cell('stage'));
      if (stage === undefined) return { problem: { line, problem: 'stage', value: cell('stage') } };
      if (stage) college.stage = stage;
    }
    if (has('next_step')) college.nextStep = cell('next_step');
    if (has('next_step_date')) {
      const date = dateOfCell(cell('next_step_date'), dayFirst);
      if (date === undefined) return { problem: { line, problem: 'date', value: cell('next_step_date') } };
      college.nextStepDate = date;
    }
    if (has('coaches') || has('coach_email')) {
      const coaches = parseCoachCell(cell('coaches'));
      const email = cell('coach_email');
      const role = cell('coach_role');
      if (email && !coaches.some((c) => c.email.toLowerCase() === email.toLowerCase())) {
        // A sheet with a "Coach" column and a "Coach email" column: one coach, both cells.
        if (coaches.length === 1 && !coaches[0]!.email) coaches[0] = { ...coaches[0]!, email, role: coaches[0]!.role || role };
        else coaches.push({ name: email, email, role });
      } else if (role && coaches.length === 1 && !coaches[0]!.role) coaches[0] = { ...coaches[0]!, role };
      college.coaches = coaches;
    }
    if (has('notes')) college.notes = cell('notes');
    if (has('link')) college.linkCode = cell('link').toLowerCase() || null;
    colleges.push(college);
  }
  return { colleges };
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * first) is written with an apostrophe first, which spreadsheets show as text; an import takes the
 * apostrophe off again.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell as imported: the apostrophe that `safeCell` added is taken off. */
function importedCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** The board as CSV (UTF-8 with a BOM, so a spreadsheet opens accents right), one program a line. */
export function collegesToCsv(colleges: readonly AdminCollege[]): string {
  const rows = colleges.map((c) => [c.name, c.division, c.conference, c.stage, c.nextStep, c.nextStepDate ?? '', coachCell(c.coaches), c.notes, c.link?.code ?? ''].map(safeCell));
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: 'windows' })}`;
}
