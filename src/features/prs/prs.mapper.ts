import { formatTimeMs } from '../../shared/fields';
import { resultLinkFields } from '../../shared/result-source';
import type { AnnouncedItem } from '../followers';
import { type RaceRow, toPublicRace } from '../races';
import { type AdminPr, type CreatePrInput, type Pr, type UpdatePrInput } from './prs.schema';
import type { NewPrRow, PrRow, PrRowUpdate } from './prs.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A new PR as the followers' e-mail tells of it. */
export function toAnnouncedPr(p: PrRow): AnnouncedItem {
  return { kind: 'pr', id: p.id, distance: p.distance, result: p.mark ?? formatTimeMs(p.time_ms), date: p.date, place: p.place };
}

/** A stored PR as the admin edits it. */
export function toAdminPr(p: PrRow): AdminPr {
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

/** A stored PR as visitors see it, with its linked race when that race is published. */
export function toPublicPr(p: PrRow, races: Map<number, RaceRow>): Pr {
  const { createdAt: _c, updatedAt: _u, ...pr } = toAdminPr(p);
  const race = p.race_id ? races.get(p.race_id) : undefined;
  if (!race || race.published !== 1) return { ...pr, raceId: undefined };
  const pub = toPublicRace(race);
  return {
    ...pr,
    race: {
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
    },
  };
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

