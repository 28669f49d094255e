import { formatTimeMs } from '../../shared/fields';
import { eventKey } from '../../shared/progression';
import { resultLinkFields } from '../../shared/result-source';
import type { AnnouncedItem } from '../followers';
import { type RaceRow, toPublicRace } from '../races';
import type { PrRecord } from './prs.records';
import type { AdminPr, CreatePrInput, Pr, PrHolder, PrRace, UpdatePrInput } from './prs.schema';
import type { NewPrRow, PrRow, PrRowUpdate } from './prs.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A new PR as the followers' e-mail tells of it. */
export function toAnnouncedPr(p: PrRow): AnnouncedItem {
  return { kind: 'pr', id: p.id, distance: p.distance, result: p.mark ?? formatTimeMs(p.time_ms), date: p.date, place: p.place };
}

/** A stored PR's own facts, as entered. */
function toPrFacts(p: PrRow): Omit<AdminPr, 'shown' | 'heldBy'> {
  return {
    id: p.id,
    distance: p.distance,
    timeMs: p.time_ms,
    timeStr: p.mark ?? formatTimeMs(p.time_ms),
    mark: p.mark ?? undefined,
    location: p.place ?? undefined,
    place: p.place ?? undefined,
    date: p.date ?? undefined,
    featured: p.featured === 1,
    raceId: p.race_id ?? undefined,
    resultUrl: p.result_url ?? undefined,
    resultSource: resultLinkFields(p.result_url ?? undefined).resultSource,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

/** A race as the PR overlay shows it. */
function toPrRace(race: RaceRow): PrRace {
  const pub = toPublicRace(race);
  return {
    id: pub.id,
    title: pub.title,
    date: pub.date,
    distance: pub.distance,
    place: pub.place,
    timeStr: pub.timeStr,
    analysis: pub.analysis,
    milesplit: pub.milesplit,
    resultUrl: pub.resultUrl,
    resultSource: pub.resultSource,
    position: pub.position,
    fieldSize: pub.fieldSize,
    published: pub.published,
  };
}

/** A PR entered by hand as visitors see it, with its linked race when that race is published. */
function toPublicEntry(p: PrRow, races: ReadonlyMap<number, RaceRow>): Pr {
  const { createdAt: _c, updatedAt: _u, ...pr } = toPrFacts(p);
  const race = p.race_id ? races.get(p.race_id) : undefined;
  if (!race || race.published !== 1) return { ...pr, raceId: undefined, source: 'entered' };
  return { ...pr, race: toPrRace(race), source: 'entered' };
}

/**
 * An event's PR as visitors see it. Held by a race, it shows that race (its time, day, venue and
 * result link) under the id and featured flag of the event's PR row, if there is one; an event
 * only races made a PR of has no row, and its id is minus the race's.
 */
export function toPublicPr(record: PrRecord, races: ReadonlyMap<number, RaceRow>): Pr {
  if (record.entry) return { ...toPublicEntry(record.entry, races), distance: record.event };
  const race = record.race!;
  const pub = toPublicRace(race);
  return {
    id: record.anchor?.id ?? -race.id,
    distance: record.event,
    timeStr: pub.timeStr,
    timeMs: pub.timeMs,
    mark: pub.mark,
    location: pub.place,
    place: pub.place,
    date: pub.date,
    featured: record.anchor?.featured === 1,
    raceId: race.id,
    resultUrl: pub.resultUrl,
    resultSource: pub.resultSource,
    race: toPrRace(race),
    source: 'race',
  };
}

/** What holds a record, as the admin's list names it. */
function holderOf(record: PrRecord): PrHolder {
  if (record.race) return { raceId: record.race.id, title: record.race.title, date: record.race.date, timeStr: toPublicRace(record.race).timeStr };
  const entry = record.entry!;
  return { title: entry.place ?? entry.distance, date: entry.date ?? undefined, timeStr: entry.mark ?? formatTimeMs(entry.time_ms) };
}

/**
 * A stored PR as the admin edits it, with whether visitors see it: it is shown when it holds its
 * event's PR, itself or through the race it is linked to; otherwise `heldBy` names what is better.
 */
export function toAdminPr(p: PrRow, records: readonly PrRecord[]): AdminPr {
  const record = records.find((r) => eventKey(r.event) === eventKey(p.distance));
  const shown = !!record && (record.entry?.id === p.id || (!!record.race && !record.entry && p.race_id === record.race.id));
  return { ...toPrFacts(p), shown, heldBy: record && !shown ? holderOf(record) : undefined };
}

/**
 * A new PR's body with what it leaves out taken from its race (distance, time or mark, date, venue,
 * result link). A PR given only a mark (a jump or throw) has its time stored as 0.
 */
function prefillFromRace(input: CreatePrInput, race: RaceRow | undefined): CreatePrInput & { timeMs: number } {
  if (!race) return { ...input, timeMs: input.timeMs ?? 0 };
  return {
    ...input,
    distance: input.distance ?? race.distance,
    timeMs: input.timeMs ?? race.time_ms,
    mark: input.mark ?? race.mark ?? undefined,
    date: input.date ?? race.date,
    place: input.place ?? race.place,
    resultUrl: input.resultUrl ?? resultLinkFields(race.result_url ?? undefined).resultUrl,
  };
}

/**
 * The row a create body inserts, what it leaves out taken from the race it names. CreatePrBody asks
 * a PR without a race for its own distance, so a distance is always there.
 */
export function toNewRow(input: CreatePrInput, race: RaceRow | undefined): NewPrRow {
  const own = prefillFromRace(input, race);
  if (own.distance === undefined) throw new Error('A new PR has neither a distance nor a race (CreatePrBody lets none through).');
  return { ...toRow(own), distance: own.distance, time_ms: own.timeMs };
}

/** The columns a create or update body sets (only the fields given). */
export function toRow(input: CreatePrInput | UpdatePrInput): PrRowUpdate {
  const row: PrRowUpdate = {};
  if (input.distance !== undefined) row.distance = input.distance;
  if (input.timeMs !== undefined) row.time_ms = input.timeMs;
  if ('mark' in input) row.mark = input.mark ?? null;
  if (input.date !== undefined) row.date = input.date;
  if ('place' in input) row.place = input.place ?? null;
  if (input.featured !== undefined) row.featured = input.featured ? 1 : 0;
  if ('raceId' in input) row.race_id = input.raceId ?? null;
  if ('resultUrl' in input) row.result_url = input.resultUrl ?? null;
  return row;
}

