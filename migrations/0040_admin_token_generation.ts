import { type Kysely } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

export async function up(db: Kysely<any>): Promise<void> {
  // Every admin token carries the generation it was signed under; raising it revokes them all
  // (sign-out, a password change or reset). Tokens signed before this column count as generation 0.
  await db.schema
    .alterTable('admin_user')
    .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_user').dropColumn('token_generation').execute();
}
