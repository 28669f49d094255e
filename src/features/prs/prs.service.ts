import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { eventKey } from '../../shared/progression';
import { findRaceById, listAllRaces, type RaceRow } from '../races';
import { toAdminPr, toPublicPr } from './prs.mapper';
import { type PrRecord, prRecordsOf } from './prs.records';
import { findPrById, listPrs } from './prs.repository';
import type { AdminPr, Pr } from './prs.schema';

// The PRs as they are read: each event's record computed from the races and the PR rows of the
// moment (prs.records.ts), for the public list, the admin's list, the résumé, the cards and the
// pages' heads alike.

/** Every event's record, with the races by id (the mapper shows a PR's race from them). */
export async function loadPrRecords(db: Kysely<DB>): Promise<{ records: PrRecord[]; races: Map<number, RaceRow> }> {
  const [prs, races] = await Promise.all([listPrs(db), listAllRaces(db)]);
  return { records: prRecordsOf(races, prs), races: new Map(races.map((r) => [r.id, r])) };
}

/** The PRs visitors see: one per event, the best of its published races and of the PRs entered by hand. */
export async function listPublicPrs(db: Kysely<DB>): Promise<Pr[]> {
  const { records, races } = await loadPrRecords(db);
  return records.map((r) => toPublicPr(r, races));
}

/**
 * The PR a link names (`?open=pr-3`, a share card): the PR of that id, else the current PR of the
 * event its row or race is about, so a link made before a faster race shows the new PR.
 */
export async function findPublicPr(db: Kysely<DB>, id: number): Promise<Pr | undefined> {
  const list = await listPublicPrs(db);
  const same = list.find((p) => p.id === id);
  if (same) return same;
  const row = id > 0 ? await findPrById(db, id) : undefined;
  const race = id < 0 ? await findRaceById(db, -id) : undefined;
  const event = row?.distance ?? (race?.published === 1 ? race.distance : undefined);
  return event === undefined ? undefined : list.find((p) => eventKey(p.distance) === eventKey(event));
}

/** Every PR row, with whether visitors see it and, when not, what is better. */
export async function listAdminPrs(db: Kysely<DB>): Promise<AdminPr[]> {
  const [prs, { records }] = await Promise.all([listPrs(db), loadPrRecords(db)]);
  return prs.map((p) => toAdminPr(p, records));
}
