import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index';
import { buildApp } from '../app';
import { runCli } from '../cli';
import { createTenant } from '../tenants/tenant-admin';
import { dataPaths } from '../tenants/tenant-store';
import { createTestApp, makeTempDir } from '../test/test-app';
import { LATEST_MIGRATION, MigrationError, SCHEMA_VERSION, appliedMigrations, openRaw, openTenantDatabase } from './database';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

/** The migrations of an older program: every one but those named. */
function without(...names: string[]): Record<string, Migration> {
  return Object.fromEntries(Object.entries(migrations).filter(([n]) => !names.includes(n)));
}

/** A data folder with tenant "kim" whose database was left by an older program (migrated with `set` only). */
async function tenantAtOldSchema(set: Record<string, Migration>): Promise<{ dataDir: string; file: string }> {
  const t = makeTempDir('athlete-upgrade-');
  cleanups.push(t.cleanup);
  await createTenant(t.dir, 'kim');
  const file = dataPaths(t.dir).databaseFile('kim');
  fs.rmSync(file);
  const raw = openRaw(file, { create: true });
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) });
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => set } }).migrateToLatest();
  if (error) throw error;
  raw.prepare("insert into admin_user (email, password_hash) values ('kim@example.org', 'x')").run();
  await db.destroy();
  return { dataDir: t.dir, file };
}

const columnsOf = (file: string, table: string): string[] => {
  const raw = openRaw(file, { create: false, readonly: true });
  try {
    return (raw.pragma(`table_info(${table})`) as Array<{ name: string }>).map((c) => c.name);
  } finally {
    raw.close();
  }
};

const migrationsOf = (file: string): string[] => {
  const raw = openRaw(file, { create: false, readonly: true });
  try {
    return appliedMigrations(raw);
  } finally {
    raw.close();
  }
};

describe('upgrading a database of the previous schema', () => {
  it('keeps a pre-migration copy, then migrates with the data kept', async () => {
    const previous = without('0040_admin_token_generation');
    const { file } = await tenantAtOldSchema(previous);
    const before = Object.keys(previous).length;
    const handle = await openTenantDatabase(file, { create: false });
    const admins = await handle.db.selectFrom('admin_user').select(['email', 'token_generation']).execute();
    await handle.close();
    expect(admins).toEqual([{ email: 'kim@example.org', token_generation: 0 }]);
    expect(migrationsOf(file)).toHaveLength(SCHEMA_VERSION);
    const copy = path.join(path.dirname(file), `pre-migration-${before}.db`);
    // The copy is the database as the older program left it, whole and readable.
    expect(migrationsOf(copy)).toEqual(Object.keys(previous).sort());
    expect(columnsOf(copy, 'admin_user')).not.toContain('token_generation');
    const raw = openRaw(copy, { create: false, readonly: true });
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(raw.prepare('select email from admin_user').pluck().all()).toEqual(['kim@example.org']);
    raw.close();
    // Opening it again changes nothing and copies nothing.
    await (await openTenantDatabase(file, { create: false })).close();
    expect(fs.readdirSync(path.dirname(file)).filter((n) => n.startsWith('pre-migration-'))).toEqual([`pre-migration-${before}.db`]);
  });

  it('publishes a site that had races before the publish switch existed, and leaves an empty one unpublished', async () => {
    const published = async (withRace: boolean) => {
      const { file } = await tenantAtOldSchema(without('0054_published'));
      if (withRace) {
        const raw = openRaw(file, { create: false });
        raw.prepare("insert into race (title, distance, date, place, time_ms) values ('Champs', '5K', '2026-10-10', 'Park', 960000)").run();
        raw.close();
      }
      const handle = await openTenantDatabase(file, { create: false });
      try {
        return (await handle.db.selectFrom('site_settings').select('published').executeTakeFirstOrThrow()).published;
      } finally {
        await handle.close();
      }
    };
    expect(await published(true)).toBe(1);
    expect(await published(false)).toBe(0);
  });

  it('keeps the last three copies', async () => {
    const { file } = await tenantAtOldSchema(without('0040_admin_token_generation'));
    const dir = path.dirname(file);
    for (const v of [3, 9, 11, 12]) fs.writeFileSync(path.join(dir, `pre-migration-${v}.db`), 'older copy');
    await (await openTenantDatabase(file, { create: false })).close();
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('pre-migration-')).sort()).toEqual(['pre-migration-11.db', 'pre-migration-12.db', `pre-migration-${SCHEMA_VERSION - 1}.db`].sort());
  });

  it('a failed migration leaves the database as it was and names the tenant and the cause', async () => {
    const older = without('0040_admin_token_generation', '0050_distance_unit');
    const { file } = await tenantAtOldSchema(older);
    // Something the next migrations do not expect: 0040 would pass, 0050 fails.
    const raw = openRaw(file, { create: false });
    raw.exec("alter table site_settings add column distance_unit text");
    raw.close();
    const err = await openTenantDatabase(file, { create: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toMatch(/^Tenant "kim": migration 0050_distance_unit failed: .*duplicate column name: distance_unit\. The database was left as it was \(schema \d+ of \d+\)\. A copy from before the upgrade is in .*pre-migration-\d+\.db\.$/);
    // 0040 ran before the failure and was rolled back with it.
    expect(migrationsOf(file)).toEqual(Object.keys(older).sort());
    expect(columnsOf(file, 'admin_user')).not.toContain('token_generation');
  });

  it('--version with --data shows the schema of the program and of each tenant; /healthz the program’s', async () => {
    const { dataDir } = await tenantAtOldSchema(without('0040_admin_token_generation'));
    await createTenant(dataDir, 'sam');
    const out: string[] = [];
    expect(await runCli(['--version', '--data', dataDir], { log: (s) => out.push(s), error: (s) => out.push(s) })).toBe(0);
    expect(out.slice(1)).toEqual([
      `schema ${SCHEMA_VERSION} (latest migration ${LATEST_MIGRATION})`,
      `tenant kim: schema ${SCHEMA_VERSION - 1} (1 migration to apply at its next open)`,
      `tenant sam: schema ${SCHEMA_VERSION}`,
    ]);
    const t = await createTestApp({ tenants: ['default'] });
    const health = (await t.call({ method: 'GET', url: '/healthz' })).json();
    await t.close();
    expect(health).toMatchObject({ ok: true, schemaVersion: SCHEMA_VERSION, latestMigration: LATEST_MIGRATION });

    // Per tenant: as on disk until the tenant opens (and migrates), then the program's.
    const app = await buildApp({ dataDir, logLevel: 'silent' });
    try {
      const before = (await app.inject({ url: '/healthz' })).json();
      expect(before.tenantSchemas).toEqual({ kim: SCHEMA_VERSION - 1, sam: SCHEMA_VERSION });
      expect((await app.inject({ url: '/content/public/races', headers: { 'x-tenant-id': 'kim' } })).statusCode).toBe(200);
      expect((await app.inject({ url: '/healthz' })).json().tenantSchemas).toEqual({ kim: SCHEMA_VERSION, sam: SCHEMA_VERSION });
    } finally {
      await app.close();
    }
  });
});
