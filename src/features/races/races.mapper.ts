import { formatTimeMs, opt, parseJsonArray } from '../../shared/fields';
import type { AnnouncedItem } from '../followers';
import { isHttpsUrl, resultLinkFields } from '../../shared/result-source';
import { type AdminRace, type CreateRaceInput, type Race, type Split, type UpdateRaceInput } from './races.schema';
import type { NewRaceRow, RaceRow, RaceRowUpdate } from './races.table';

// Row ↔ API shapes of this feature: the routes map with these (toNewRow and toRow for writes), and
// other features get toPublicRace through the feature's index.

/** The official result link: the new field, else an older MileSplit link when it is https. */
function resultUrlOf(r: Pick<RaceRow, 'result_url' | 'milesplit_url'>): string | undefined {
  if (r.result_url) return r.result_url;
  return r.milesplit_url && isHttpsUrl(r.milesplit_url) ? r.milesplit_url : undefined;
}

/** The stored splits (a JSON array), those of the right shape; undefined when there are none. */
function splitsOf(json: string): Split[] | undefined {
  try {
    const v: unknown = JSON.parse(json);
    const list = Array.isArray(v) ? v.filter((s): s is Split => typeof s?.label === 'string' && typeof s?.time === 'string') : [];
    return list.length ? list : undefined;
  } catch {
    return undefined;
  }
}

/** A stored race as visitors see it. */
export function toPublicRace(r: RaceRow): Race {
  return {
    id: r.id,
    title: r.title,
    date: r.date,
    distance: r.distance,
    place: r.place,
    timeMs: r.time_ms,
    // A jump or throw reads as its mark wherever a time would show.
    timeStr: r.mark ?? formatTimeMs(r.time_ms),
    mark: opt(r.mark),
    photoUrl: opt(r.cover_image),
    quote: opt(r.quote),
    analysis: opt(r.analysis),
    positives: parseJsonArray(r.positives),
    learns: parseJsonArray(r.learns),
    next: parseJsonArray(r.next),
    ...resultLinkFields(resultUrlOf(r), r.milesplit_url),
    position: r.finishing_position ?? undefined,
    fieldSize: r.field_size ?? undefined,
    splits: splitsOf(r.splits),
    published: r.published === 1,
  };
}

/** A published race as the followers' e-mail tells of it. */
export function toAnnouncedRace(r: RaceRow): AnnouncedItem {
  const race = toPublicRace(r);
  return { kind: 'race', id: r.id, title: race.title, date: race.date, distance: race.distance, result: race.timeStr, place: race.place, position: race.position, fieldSize: race.fieldSize };
}

/** A stored race as the admin edits it. */
export function toAdminRace(r: RaceRow): AdminRace {
  const { photoUrl: _p, milesplit: _m, ...pub } = toPublicRace(r);
  return {
    ...pub,
    name: r.title,
    location: r.place,
    milesplitUrl: opt(r.milesplit_url),
    coverImage: opt(r.cover_image),
    rank: r.rank,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The row a create body inserts: the columns it sets, the required ones named. */
export function toNewRow(input: CreateRaceInput): NewRaceRow {
  return { ...toRow(input), title: input.title, distance: input.distance, date: input.date, place: input.place, time_ms: input.timeMs };
}

/** The columns a create or update body sets (only the fields given). */
export function toRow(input: UpdateRaceInput | CreateRaceInput): RaceRowUpdate {
  const row: RaceRowUpdate = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.distance !== undefined) row.distance = input.distance;
  if (input.date !== undefined) row.date = input.date;
  if (input.place !== undefined) row.place = input.place;
  if (input.timeMs !== undefined) row.time_ms = input.timeMs;
  if ('mark' in input) row.mark = input.mark ?? null;
  if ('quote' in input) row.quote = input.quote ?? null;
  if ('analysis' in input) row.analysis = input.analysis ?? null;
  if ('positives' in input) row.positives = JSON.stringify(input.positives ?? []);
  if ('learns' in input) row.learns = JSON.stringify(input.learns ?? []);
  if ('next' in input) row.next = JSON.stringify(input.next ?? []);
  if ('milesplitUrl' in input) row.milesplit_url = input.milesplitUrl ?? null;
  if ('resultUrl' in input) row.result_url = input.resultUrl ?? null;
  if ('position' in input) row.finishing_position = input.position ?? null;
  if ('fieldSize' in input) row.field_size = input.fieldSize ?? null;
  if ('splits' in input) row.splits = JSON.stringify(input.splits ?? []);
  if ('coverImage' in input) row.cover_image = input.coverImage ?? null;
  if (input.rank !== undefined) row.rank = input.rank;
  if (input.published !== undefined) row.published = input.published ? 1 : 0;
  return row;
}
