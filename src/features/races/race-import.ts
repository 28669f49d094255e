import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type ApiLanguage, type Message, isMessageCode, issueSaid, say, sayIn } from '../../shared/api-messages';
import { formatTimeMs } from '../../shared/fields';
import { eventKind, parseMark } from '../../shared/marks';
import { eventKey, resultValueOf } from '../../shared/progression';
import { dateOfText } from '../../shared/result-dates';
import { type ImportLine, parseRacesCsv } from './race-import.csv';
import { toNewRow } from './races.mapper';
import { insertRace, listAllRaces } from './races.repository';
import { CreateRaceBody, type CreateRaceInput, type ImportRacesInput, type ImportRacesResult, type ImportedRace, RACE_IMPORT, RACES } from './races.schema';
import { readResultsText } from './results-text';

// Races brought in from a spreadsheet or a results page: each line checked with the race's own
// schema (the form's messages, naming the line), the races already on the site left out and
// reported, then every race written in one transaction, or none.

/** A refusal of the whole import, naming the line and the field. */
const lineProblem = (line: number, problem: Message, field?: string) => badRequest(say(RACE_IMPORT.code.line, { line, problem }), [{ path: `line ${line}${field ? `.${field}` : ''}`, message: problem }], 'import_invalid');

/** A place as sheets write it: `6`, `6th`, `1er`, `2e`, or with the field, `6/182`, `6 of 182`, `2 sur 9`. */
function placeOf(cell: string | undefined): { position?: string; fieldSize?: string } {
  if (!cell) return {};
  const m = /^\s*(\d+)\s*(?:st|nd|rd|th|er|re|e|\u00e8me|eme)?\s*(?:(?:\/|of|sur|de)\s*(\d+))?\s*$/i.exec(cell);
  return m ? { position: m[1], fieldSize: m[2] } : { position: cell };
}

/** The create body of an imported line: the result is a time, or a mark for a jump or throw. */
function bodyOf(l: ImportLine): unknown {
  const place = placeOf(l.position);
  const result = l.result.trim();
  const measured = eventKind(l.distance) === 'distance';
  // A time that does not read is sent as is: the schema refuses it with the form's message.
  const timeMs = measured ? undefined : (parseMark(result, 'time')?.value ?? (result || undefined));
  return {
    title: l.title,
    distance: l.distance,
    date: l.date,
    place: l.place,
    ...(measured ? { mark: result } : { timeMs }),
    position: place.position,
    fieldSize: l.fieldSize ?? place.fieldSize,
    resultUrl: l.resultUrl,
    published: true,
  };
}

/** A checked race of a line; the first problem refuses the whole import. */
function checkLine(l: ImportLine): CreateRaceInput {
  const parsed = CreateRaceBody.safeParse(bodyOf(l));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  // A time that did not read fails the schema's number check, whose own words say less than the form's.
  const unreadTime = !isMessageCode(issue.message) && issue.path[0] === 'timeMs';
  throw lineProblem(l.line, unreadTime ? say(RACES.code.time) : issueSaid(issue), issue.path.join('.'));
}

/** The lines of a results page: the athlete's, with the meet's facts (the family's corrections first). */
function resultsTextLines(input: ImportRacesInput, siteName: string): { lines: ImportLine[]; meet: ImportRacesResult['meet']; athleteName: string } {
  const name = input.athleteName?.trim() || siteName;
  if (!name) throw badRequest(RACE_IMPORT.code.noName, [{ path: 'athleteName', message: RACE_IMPORT.code.noName }], 'athlete_name_required');
  const read = readResultsText(input.data, name);
  if ('problem' in read) {
    if (read.problem === 'no_results') throw badRequest(RACE_IMPORT.code.noResults, [{ path: 'data', message: RACE_IMPORT.code.noResults }], 'no_results');
    const message = say(RACE_IMPORT.code.athleteNotFound, { name });
    throw badRequest(message, [{ path: 'athleteName', message }], 'athlete_not_found');
  }
  const typedDate = input.meet?.date ? dateOfText(input.meet.date) : undefined;
  const meet = { title: input.meet?.title || read.meet.title, date: typedDate ?? read.meet.date, place: input.meet?.place || read.meet.place };
  if (!meet.title) throw badRequest(RACE_IMPORT.code.meetTitle, [{ path: 'meet.title', message: RACE_IMPORT.code.meetTitle }], 'meet_incomplete');
  if (!meet.date) throw badRequest(RACE_IMPORT.code.meetDate, [{ path: 'meet.date', message: RACE_IMPORT.code.meetDate }], 'meet_incomplete');
  const chosen = input.lines ? read.found.filter((f) => input.lines!.includes(f.line)) : read.found;
  const lines = chosen.map((f): ImportLine & { text: string } => ({ line: f.line, text: f.text, title: meet.title!, distance: f.event, date: meet.date!, place: meet.place || meet.title!, result: f.result, position: String(f.position), fieldSize: String(f.fieldSize) }));
  return { lines, meet: read.meet, athleteName: name };
}

/** A race as the import answers it. */
function toImported(line: ImportLine & { text?: string }, race: CreateRaceInput, id?: number): ImportedRace {
  return {
    line: line.line,
    text: line.text,
    title: race.title,
    distance: race.distance,
    date: race.date,
    place: race.place,
    timeMs: race.timeMs,
    timeStr: race.mark ?? formatTimeMs(race.timeMs),
    mark: race.mark,
    position: race.position,
    fieldSize: race.fieldSize,
    resultUrl: race.resultUrl,
    id,
  };
}

/** What makes two races the same: the day, the event and the result. */
const sameRaceKey = (r: { date: string; distance: string; time_ms: number; mark: string | null }) => `${r.date}|${eventKey(r.distance)}|${resultValueOf(r.distance, r) ?? ''}`;

/**
 * Imports races (`format` csv or results-text). All or nothing: a bad line refuses the import with
 * a 400 naming it. A race already on the site, or twice in the file, is reported and made once.
 * `siteName` is the athlete's name as the site's title gives it (a results page is searched for it);
 * the problems reported are said in `lang`, the request's.
 */
export async function importRaces(db: Kysely<DB>, input: ImportRacesInput, siteName: string, lang: ApiLanguage = 'en'): Promise<ImportRacesResult> {
  let lines: Array<ImportLine & { text?: string }>;
  let extra: Pick<ImportRacesResult, 'meet' | 'athleteName'> = {};
  if (input.format === 'csv') {
    const parsed = parseRacesCsv(input.data);
    if ('problem' in parsed) throw lineProblem(parsed.problem.line, parsed.problem.message);
    lines = parsed.lines;
  } else {
    const read = resultsTextLines(input, siteName);
    lines = read.lines;
    extra = { meet: read.meet, athleteName: read.athleteName };
  }
  const checked = lines.map((l) => ({ line: l, race: checkLine(l) }));

  const existing = new Map((await listAllRaces(db)).map((r) => [sameRaceKey(r), r]));
  const seen = new Map<string, number>();
  const problems: ImportRacesResult['problems'] = [];
  const toSave = checked.filter(({ line, race }) => {
    const key = sameRaceKey({ date: race.date, distance: race.distance, time_ms: race.timeMs, mark: race.mark ?? null });
    const onSite = existing.get(key);
    if (onSite) {
      problems.push({ line: line.line, code: 'duplicate', raceId: onSite.id, message: sayIn(lang, say(RACE_IMPORT.code.duplicate, { line: line.line, title: onSite.title, date: onSite.date, time: onSite.mark ?? formatTimeMs(onSite.time_ms) })) });
      return false;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line: line.line, code: 'duplicate', message: sayIn(lang, say(RACE_IMPORT.code.duplicateInFile, { line: line.line, other: earlier })) });
      return false;
    }
    seen.set(key, line.line);
    return true;
  });

  if (input.dryRun) return { races: toSave.map(({ line, race }) => toImported(line, race)), problems, ...extra };
  const saved = await db.transaction().execute(async (trx) => {
    const out: ImportedRace[] = [];
    for (const { line, race } of toSave) out.push(toImported(line, race, (await insertRace(trx, toNewRow(race))).id));
    return out;
  });
  return { races: saved, problems, ...extra };
}
