import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here, never change this file after it lands.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  // One row per signed-in session: a token names its session (`sid`), and the admin guard checks
  // the row on every admin request, so ending a session ends its token at once. The row keeps what
  // the security screen shows of it (the browser summarised as a device, the address's network,
  // how it signed in), never the token or the address itself.
  await db.schema
    .createTable('admin_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('password', 'totp', 'recovery_code', 'passkey')`))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('network', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_session_admin').on('admin_session').columns(['admin_id', 'created_at']).execute();
  await db.schema.createIndex('admin_session_expiry').on('admin_session').columns(['expires_at']).execute();

  // The browsers an admin has signed in from, each known by a random cookie of its own (only its
  // SHA-256 is kept): a sign-in from a browser not in this list is a sign-in from a new device.
  await db.schema
    .createTable('admin_device')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_seen_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('admin_device_admin_hash', ['admin_id', 'device_hash'])
    .execute();

  // Passkeys (WebAuthn credentials), several per admin, each named after its device. `rp_id` is the
  // host name it was made for: it signs in there only. The public key is COSE, base64url.
  await db.schema
    .createTable('admin_passkey')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rp_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('admin_passkey_admin').on('admin_passkey').columns(['admin_id']).execute();

  // Two-factor codes (TOTP, RFC 6238): the shared secret, on once `enabled_at` is set (a set-up not
  // confirmed yet has none). `last_step` is the time step of the last code accepted: a code of that
  // step or an earlier one is refused, so a code is never accepted twice.
  await db.schema
    .createTable('admin_totp')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admin_user.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // One-time recovery codes, ten at a time, kept as SHA-256 (each is 50 random bits: no guessing).
  await db.schema
    .createTable('admin_recovery_code')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('admin_recovery_code_admin').on('admin_recovery_code').columns(['admin_id', 'code_hash']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['admin_recovery_code', 'admin_totp', 'admin_passkey', 'admin_device', 'admin_session']) await db.schema.dropTable(table).execute();
}
