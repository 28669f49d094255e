import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { NewTeamMemberRow, TeamMemberRow, TeamMemberRowUpdate } from './team.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** Active members in display order. */
export function listActiveTeam(db: Kysely<DB>): Promise<TeamMemberRow[]> {
  return db.selectFrom('team_member').selectAll().where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
}

/** Every member in display order. */
export function listAllTeam(db: Kysely<DB>): Promise<TeamMemberRow[]> {
  return db.selectFrom('team_member').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** The order after the last member (0 when there is none). */
export async function nextTeamOrder(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('team_member').select((eb) => eb.fn.max<number | null>('sort_order').as('max')).executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Inserts a member and returns the stored row. */
export function insertTeamMember(db: Kysely<DB>, row: NewTeamMemberRow): Promise<TeamMemberRow> {
  return db.insertInto('team_member').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates a member; undefined when there is no such id. */
export function updateTeamMember(db: Kysely<DB>, id: number, patch: TeamMemberRowUpdate): Promise<TeamMemberRow | undefined> {
  return db.updateTable('team_member').set({ ...patch, updated_at: new Date().toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a member; true when a row was deleted. */
export async function deleteTeamMember(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('team_member').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/**
 * Sets the order of many members in one transaction; the first unknown id is returned and nothing
 * is changed (the transaction rolls back).
 */
export async function reorderTeam(db: Kysely<DB>, items: Array<{ id: number; order: number }>): Promise<{ unknownId?: number }> {
  class UnknownMember extends Error {
    constructor(readonly id: number) {
      super(`unknown team member ${id}`);
    }
  }
  try {
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      for (const { id, order } of items) {
        const r = await trx.updateTable('team_member').set({ sort_order: order, updated_at: now }).where('id', '=', id).executeTakeFirst();
        if (!r.numUpdatedRows) throw new UnknownMember(id);
      }
    });
    return {};
  } catch (err) {
    if (err instanceof UnknownMember) return { unknownId: err.id };
    throw err;
  }
}

/** True when the team has at least one member (shown or not). */
export async function hasTeamMember(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('team_member').select('id').limit(1).executeTakeFirst());
}
