import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  // Every admin change and sign-in: who (the admin's id and e-mail as they were: an entry outlives
  // its admin), when, what (the kind, the route, the entity and its id, a short summary). Never a
  // password, token, code or secret. Entries older than a year are pruned.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('admin_id', 'integer')
    .addColumn('admin_email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('entity', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
  await db.schema.createIndex('audit_log_admin').on('audit_log').columns(['admin_email', 'id']).execute();
  await db.schema.createIndex('audit_log_kind').on('audit_log').columns(['kind', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
