import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // Jumps and throws are measured, not timed: an optional mark as the athlete typed it (6.45m,
  // 21-02.5). A race or PR with a mark and no time keeps time_ms at 0.
  await db.schema.alterTable('race').addColumn('mark', 'text').execute();
  await db.schema.alterTable('pr').addColumn('mark', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pr').dropColumn('mark').execute();
  await db.schema.alterTable('race').dropColumn('mark').execute();
}
