import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TenantDatabase } from '../../db/database';
import { runUncounted } from '../../db/direct';
import { batchedWrite } from '../../db/write-batch';
import type { NewTrackedLinkRow, TrackedLinkRow, TrackedLinkVisitRow } from './links.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Every link, oldest first (the order the admin made them). */
export function listLinks(db: Kysely<DB>): Promise<TrackedLinkRow[]> {
  return db.selectFrom('tracked_link').selectAll().orderBy('id').execute();
}

/** The link with this code, if any. */
export function findLinkByCode(db: Kysely<DB>, code: string): Promise<TrackedLinkRow | undefined> {
  return db.selectFrom('tracked_link').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The link of an id, if any. */
export function findLinkById(db: Kysely<DB>, id: number): Promise<TrackedLinkRow | undefined> {
  return db.selectFrom('tracked_link').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a new link. */
export function insertLink(db: Kysely<DB>, row: NewTrackedLinkRow): Promise<TrackedLinkRow> {
  return db.insertInto('tracked_link').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Renames a link; undefined when there is no such id. */
export function renameLink(db: Kysely<DB>, id: number, label: string): Promise<TrackedLinkRow | undefined> {
  return db.updateTable('tracked_link').set({ label, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a link and its counts; true when a row was deleted. */
export async function deleteLink(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('tracked_link').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Every link's total of visits ever, by link id (links never visited are absent). */
export async function visitTotals(db: Kysely<DB>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('tracked_link_visit').select(['link_id', (eb) => eb.fn.sum<number>('count').as('total')]).groupBy('link_id').execute();
  return new Map(rows.map((r) => [r.link_id, Number(r.total)]));
}

/** The per-day counts of every link from `sinceDay` (inclusive, `YYYY-MM-DD`). */
export function visitDaysSince(db: Kysely<DB>, sinceDay: string): Promise<TrackedLinkVisitRow[]> {
  return db.selectFrom('tracked_link_visit').selectAll().where('day', '>=', sinceDay).execute();
}

/** Each link's count of one UTC day (the links visited that day only), most visited first. */
export function visitsOfDay(db: Kysely<DB>, day: string): Promise<Array<{ label: string; count: number }>> {
  return db
    .selectFrom('tracked_link_visit')
    .innerJoin('tracked_link', 'tracked_link.id', 'tracked_link_visit.link_id')
    .select(['tracked_link.label as label', 'tracked_link_visit.count as count'])
    .where('tracked_link_visit.day', '=', day)
    .where('tracked_link_visit.count', '>', 0)
    .orderBy('tracked_link_visit.count', 'desc')
    .orderBy('tracked_link.label')
    .execute();
}

/** One link's counts, per UTC day, newest first. */
export function visitDaysOfLink(db: Kysely<DB>, linkId: number): Promise<TrackedLinkVisitRow[]> {
  return db.selectFrom('tracked_link_visit').selectAll().where('link_id', '=', linkId).orderBy('day', 'desc').execute();
}

/**
 * Counts one visit through the link with `code` on `day`, in one statement: the row of a link that
 * does not exist is never inserted (an unknown code writes nothing), and the upsert adds one inside
 * SQLite, so concurrent visits never lose a count. Answers whether a link matched. Visits arriving
 * together share one commit (see batchedWrite).
 *
 * No public answer shows a visit count, so a visit leaves the tenant's data version alone (the
 * cached pages and answers stay: a college that forwards its link must not re-render the page for
 * everyone at each visit). The statement and that bookkeeping run in one step, on the connection
 * the batch holds: no reading of the version can fall between them and see a version that later
 * comes back.
 */
export function countVisit(tenant: Pick<TenantDatabase, 'db' | 'uncounted'>, code: string, day: string, onFirstVisit?: FirstVisitHook): Promise<boolean> {
  return batchedWrite(tenant.db, async (trx) => {
    const query = trx
      .insertInto('tracked_link_visit')
      .columns(['link_id', 'day', 'count'])
      .expression((eb) => eb.selectFrom('tracked_link').select(['id', sql.val(day).as('day'), sql.lit(1).as('count')]).where('code', '=', code))
      .onConflict((oc) => oc.columns(['link_id', 'day']).doUpdateSet({ count: sql`count + 1` }));
    const direct = runUncounted(tenant, trx, query.compile());
    // A database not opened by openTenantDatabase (no batch of its own): counted as any write.
    const rows = direct ? direct.numAffectedRows : (await query.executeTakeFirst()).numInsertedOrUpdatedRows;
    const counted = Number(rows ?? 0n) > 0;
    if (counted && onFirstVisit) {
      // The link's first visit ever is an event (the family is told, in this write's transaction).
      const link = await trx
        .selectFrom('tracked_link')
        .select(['id', 'label', (eb) => eb.selectFrom('tracked_link_visit').select((v) => v.fn.sum<number>('count').as('n')).whereRef('link_id', '=', 'tracked_link.id').as('total')])
        .where('code', '=', code)
        .executeTakeFirst();
      if (link && Number(link.total) === 1) await onFirstVisit(trx, { id: link.id, label: link.label });
    }
    return counted;
  });
}

/** What runs in a visit's transaction when it is the first visit ever through its link. */
export type FirstVisitHook = (trx: Kysely<DB>, link: { id: number; label: string }) => Promise<void>;
