import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SetupStateRow, SetupStateUpdate } from './setup.table';

// Repository functions take `db` first so they also work inside a transaction. A miss is undefined.

/** The stored setup state, if the family ever moved in the setup. */
export function findSetupState(db: Kysely<DB>): Promise<SetupStateRow | undefined> {
  return db.selectFrom('setup_state').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Changes the columns given (the row is made on the first save) and returns the stored row. */
export function saveSetupState(db: Kysely<DB>, patch: SetupStateUpdate): Promise<SetupStateRow> {
  const updated_at = new Date().toISOString();
  return db
    .insertInto('setup_state')
    .values({ ...patch, id: 1, updated_at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...patch, updated_at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
