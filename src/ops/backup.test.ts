import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index';
import { buildApp } from '../app';
import { runCli } from '../cli';
import { openRaw } from '../db/database';
import { dataPaths } from '../tenants/tenant-store';
import { makeTempDir } from '../test/test-app';
import { MANIFEST_FILE, parseManifest } from './backup-format';
import { MEDIA_COLUMNS, mediaPathsInText } from './media-references';
import { opsExtensions } from './ops-extensions';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function tempDir(): string {
  const t = makeTempDir('athlete-ops-');
  cleanups.push(t.cleanup);
  return t.dir;
}

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (s) => out.push(s), error: (s) => err.push(s) }, opsExtensions);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A data folder with the demo tenant, a second tenant, and a race whose cover is a media file. */
async function seededData(): Promise<string> {
  const dir = path.join(tempDir(), 'data');
  expect((await cli('demo', '--no-media', '--data', dir)).code).toBe(0);
  expect((await cli('tenant', 'add', 'second', '--data', dir)).code).toBe(0);
  const p = dataPaths(dir);
  fs.mkdirSync(path.join(p.mediaDir('default'), 'img'), { recursive: true });
  fs.writeFileSync(path.join(p.mediaDir('default'), 'img', 'cover-xl.webp'), Buffer.from('RIFF-not-really-webp'));
  fs.mkdirSync(path.join(p.mediaDir('default'), '.tmp'));
  fs.writeFileSync(path.join(p.mediaDir('default'), '.tmp', 'upload-in-progress'), 'partial');
  fs.writeFileSync(p.secretFile, 'c2VjcmV0LWtleS1mb3ItdGVzdHM\n');
  const raw = openRaw(p.databaseFile('default'), { create: false });
  raw.prepare("update race set cover_image = '/media/img/cover-xl.webp', analysis = 'See https://example.org/media/not-ours.jpg' where id = (select min(id) from race)").run();
  raw.close();
  return dir;
}

const rowsOf = (dataDir: string, tenant: string, query: string) => {
  const raw = openRaw(dataPaths(dataDir).databaseFile(tenant), { create: false, readonly: true });
  try {
    return raw.prepare(query).all();
  } finally {
    raw.close();
  }
};

describe('mediaPathsInText', () => {
  it.each([
    ['/media/img/a.webp', ['img/a.webp']],
    ['<img src="/media/img/a-480.webp" srcset="/media/img/a-480.webp 480w, /media/img/a-960.avif 960w">', ['img/a-480.webp', 'img/a-960.avif']],
    ['["/media/x.jpg","/media/y.jpg"]', ['x.jpg', 'y.jpg']],
    ['See /media/video/hero.mp4.', ['video/hero.mp4']],
    ['https://example.org/media/theirs.jpg', []],
    ['/mediafile', []],
    ['/media/../secret.key', []],
    ['/media/.tmp/upload', []],
  ])('%s', (text, expected) => {
    expect(mediaPathsInText(text)).toEqual(expected);
  });
});

describe('backup and restore', () => {
  it('backs up every tenant with a manifest, then restores the same content into a new folder', async () => {
    const data = await seededData();
    const out = path.join(tempDir(), 'backup-1');
    const b = await cli('backup', '--out', out, '--data', data);
    expect(b.err).toBe('');
    expect(b.code).toBe(0);
    expect(b.out).toMatch(/Backed up 2 tenants \(default, second\)/);

    const manifest = parseManifest(fs.readFileSync(path.join(out, MANIFEST_FILE), 'utf8'), 'manifest');
    expect(manifest.tenants.map((t) => t.id)).toEqual(['default', 'second']);
    expect(manifest.tenants[0]).toMatchObject({ mediaFiles: 1, migrations: Object.keys(migrations) });
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['secret.key', 'tenants/default/site.db', 'tenants/default/tenant.json', 'tenants/default/media/img/cover-xl.webp', 'tenants/second/site.db']));
    // Temp entries of uploads in progress are not content.
    expect(paths.some((p) => p.includes('.tmp'))).toBe(false);
    expect(fs.readdirSync(path.dirname(out))).toEqual(['backup-1']);

    const again = await cli('backup', '--out', out, '--data', data);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already exists');

    const restored = path.join(tempDir(), 'restored');
    const r = await cli('restore', out, '--data', restored);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Restored 2 tenants .* checksums verified, integrity ok, 1 media reference all present/);
    const races = 'select id, title, cover_image from race order by id';
    expect(rowsOf(restored, 'default', races)).toEqual(rowsOf(data, 'default', races));
    expect(rowsOf(restored, 'default', 'select email from admin_user')).toEqual(rowsOf(data, 'default', 'select email from admin_user'));
    expect(fs.readFileSync(dataPaths(restored).secretFile, 'utf8')).toBe(fs.readFileSync(dataPaths(data).secretFile, 'utf8'));
    // `.lock` is the data folder's lock (src/ops/data-lock.ts), which restore holds while it works.
    expect(fs.readdirSync(restored).sort()).toEqual(['.lock', 'secret.key', 'tenants']);
    expect((await cli('tenant', 'list', '--data', restored)).out).toBe('default\nsecond');
  });

  it('refuses a non-empty data folder unless --force, which sets the old content aside', async () => {
    const data = await seededData();
    const out = path.join(tempDir(), 'b');
    await cli('backup', '--out', out, '--data', data);
    const target = path.join(tempDir(), 'target');
    await cli('tenant', 'add', 'old', '--data', target);

    const refused = await cli('restore', out, '--data', target);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('is not empty');
    expect((await cli('tenant', 'list', '--data', target)).out).toBe('old');

    const forced = await cli('restore', out, '--force', '--data', target);
    expect(forced.code).toBe(0);
    expect((await cli('tenant', 'list', '--data', target)).out).toBe('default\nsecond');
    const aside = fs.readdirSync(target).find((n) => n.startsWith('.before-restore-'));
    expect(aside).toBeDefined();
    expect(fs.existsSync(path.join(target, aside!, 'tenants', 'old', 'site.db'))).toBe(true);
  });

  it('restores a plain copy of a stopped server data folder (no manifest)', async () => {
    const data = await seededData();
    const copy = path.join(tempDir(), 'copy');
    fs.cpSync(data, copy, { recursive: true });
    const target = path.join(tempDir(), 'target');
    const r = await cli('restore', copy, '--data', target);
    expect(r.err).toBe('');
    expect(r.out).toContain('no manifest (a plain data folder)');
    expect(rowsOf(target, 'default', 'select count(*) as n from race')).toEqual(rowsOf(data, 'default', 'select count(*) as n from race'));
  });

  it('refuses a backup with a damaged file and leaves the data folder untouched', async () => {
    const data = await seededData();
    const out = path.join(tempDir(), 'b');
    await cli('backup', '--out', out, '--data', data);
    fs.appendFileSync(path.join(out, 'tenants/default/media/img/cover-xl.webp'), 'x');
    const target = path.join(tempDir(), 'target');
    const r = await cli('restore', out, '--data', target);
    expect(r.code).toBe(1);
    expect(r.err).toContain('Checksum mismatch for tenants/default/media/img/cover-xl.webp');
    expect(fs.readdirSync(target).filter((n) => n !== '.lock')).toEqual([]);
  });

  it('refuses a backup whose manifest names a path outside the backup', async () => {
    const data = await seededData();
    const out = path.join(tempDir(), 'b');
    await cli('backup', '--out', out, '--data', data);
    const m = JSON.parse(fs.readFileSync(path.join(out, MANIFEST_FILE), 'utf8'));
    m.files[0].path = '../outside';
    fs.writeFileSync(path.join(out, MANIFEST_FILE), JSON.stringify(m));
    const r = await cli('restore', out, '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(1);
    expect(r.err).toContain('unsafe path');
  });

  it('refuses a data folder whose rows name a missing media file', async () => {
    const data = await seededData();
    fs.rmSync(path.join(dataPaths(data).mediaDir('default'), 'img', 'cover-xl.webp'));
    const r = await cli('restore', data, '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/\/media\/img\/cover-xl\.webp \(race\.cover_image, row \d+\)/);
  });

  it('checks the files the media library lists for its ready assets', async () => {
    const data = await seededData();
    const raw = openRaw(dataPaths(data).databaseFile('second'), { create: false });
    raw.prepare("insert into media_asset (kind, status, files) values ('image', 'ready', ?), ('video', 'processing', ?)").run(JSON.stringify(['img/a-master.jpg', 'img/a-xl.webp']), JSON.stringify(['video/not-yet.mp4']));
    raw.close();
    const media = dataPaths(data).mediaDir('second');
    fs.mkdirSync(path.join(media, 'img'));
    fs.writeFileSync(path.join(media, 'img', 'a-master.jpg'), 'jpeg');
    const missing = await cli('restore', data, '--data', path.join(tempDir(), 'target'));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Tenant "second": media files named by its database are missing: /media/img/a-xl.webp (media_asset.files, row 1).');
    fs.writeFileSync(path.join(media, 'img', 'a-xl.webp'), 'webp');
    const out = path.join(tempDir(), 'b');
    expect((await cli('backup', '--out', out, '--data', data)).code).toBe(0);
    const ok = await cli('restore', out, '--data', path.join(tempDir(), 'target2'));
    expect(ok.err).toBe('');
    expect(ok.out).toContain('3 media references all present');
  });

  it('backs up a tenant whose visitors wrote a missing /media/ path: only media columns count', async () => {
    const data = await seededData();
    // One anonymous cheer, posted as any visitor posts it.
    const app = await buildApp({ dataDir: data, logLevel: 'silent' });
    try {
      const cheer = await app.inject({ method: 'POST', url: '/content/public/cheers', headers: { 'x-tenant-id': 'default' }, payload: { name: 'Fan', message: 'Nice! /media/img/deadbeef-missing.jpg' } });
      expect(cheer.statusCode).toBe(201);
    } finally {
      await app.close();
    }
    // A contact message and a coach's draft with the same kind of text.
    const raw = openRaw(dataPaths(data).databaseFile('default'), { create: false });
    raw.prepare("insert into contact_message (name, email, message) values ('Coach', 'coach@example.edu', 'See /media/img/deadbeef-missing.jpg')").run();
    raw.prepare("insert into coach_note (author, about, source) values ('Coach K', 'Photo at /media/img/deadbeef-missing.jpg', 'invite')").run();
    raw.close();

    const out = path.join(tempDir(), 'b');
    const b = await cli('backup', '--out', out, '--data', data);
    expect(b.err).toBe('');
    expect(b.code).toBe(0);
    const r = await cli('restore', out, '--data', path.join(tempDir(), 'target'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  it('backs up a tenant whose media column names a missing file, with a warning naming the row, and restores it the same way', async () => {
    const data = await seededData();
    const raw = openRaw(dataPaths(data).databaseFile('default'), { create: false });
    const id = (raw.prepare("insert into press (title, url, thumb_url, approved) values ('Gone', 'https://example.org/a', '/media/img/gone-xl.webp', 1)").run().lastInsertRowid as number | bigint).toString();
    raw.close();

    const out = path.join(tempDir(), 'b');
    const b = await cli('backup', '--out', out, '--data', data);
    expect(b.code).toBe(0);
    expect(b.out).toMatch(/Backed up 2 tenants/);
    expect(b.err).toBe(`Warning: tenant "default": media files named by its database are missing (backed up without them): /media/img/gone-xl.webp (press.thumb_url, row ${id}).`);
    const manifest = parseManifest(fs.readFileSync(path.join(out, MANIFEST_FILE), 'utf8'), 'manifest');
    expect(manifest.missingMedia).toEqual([{ tenant: 'default', table: 'press', column: 'thumb_url', row: Number(id), path: 'img/gone-xl.webp' }]);

    // The backup restores: the file was already missing when it was taken, and the warning says so again.
    const dry = await cli('restore', out, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.err).toContain('/media/img/gone-xl.webp (press.thumb_url, row');
    const r = await cli('restore', out, '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(0);
    expect(r.err).toContain(`Warning: tenant "default": media files named by its database are missing: /media/img/gone-xl.webp (press.thumb_url, row ${id}).`);
  });

  it('names media columns that every migrated database has', async () => {
    const data = await seededData();
    const raw = openRaw(dataPaths(data).databaseFile('second'), { create: false, readonly: true });
    try {
      for (const [table, columns] of Object.entries(MEDIA_COLUMNS)) {
        const have = (raw.prepare(`select name from pragma_table_info(?)`).all(table) as Array<{ name: string }>).map((c) => c.name);
        for (const column of columns) expect(have, `${table}.${column}`).toContain(column);
      }
    } finally {
      raw.close();
    }
  });

  it('refuses a damaged database (integrity check)', async () => {
    const data = await seededData();
    const db = dataPaths(data).databaseFile('second');
    const raw = openRaw(db, { create: false });
    raw.exec("create table note (body text); create index note_body on note (body);");
    const insert = raw.prepare('insert into note (body) values (?)');
    for (let i = 0; i < 2000; i++) insert.run(`note ${i}`);
    raw.close();
    // Change one value on disk behind SQLite's back: the table and its index now disagree.
    const bytes = fs.readFileSync(db);
    const at = bytes.lastIndexOf('note 1234');
    bytes.write('xxxx 9999', at);
    fs.writeFileSync(db, bytes);
    const r = await cli('restore', data, '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Tenant "second": integrity_check failed: .*missing from index note_body/);
  });

  it('refuses a database written by a newer version, in restore and in every command', async () => {
    const data = await seededData();
    const raw = openRaw(dataPaths(data).databaseFile('second'), { create: false });
    raw.prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2099-01-01T00:00:00.000Z')").run();
    raw.close();
    const before = fs.readFileSync(dataPaths(data).databaseFile('second'));

    const r = await cli('restore', data, '--data', path.join(tempDir(), 'target'));
    expect(r.code).toBe(1);
    expect(r.err).toContain(`Tenant "second": The database tenants/second/site.db of ${data} was written by a newer version of Athlete.Site (migrations 9999_from_the_future are unknown to this one)`);

    const admin = await cli('admin', 'add', '--tenant', 'second', '--email', 'a@example.com', '--data', data);
    expect(admin.code).toBe(1);
    expect(admin.err).toContain('was written by a newer version of Athlete.Site');
    expect(fs.readFileSync(dataPaths(data).databaseFile('second')).equals(before)).toBe(true);
  });

  it('explains what it needs', async () => {
    const empty = tempDir();
    expect((await cli('backup', '--out', path.join(empty, 'b'), '--data', path.join(empty, 'none'))).err).toContain('no tenants');
    expect((await cli('restore', path.join(empty, 'nope'), '--data', path.join(empty, 'd'))).err).toContain('is not a folder');
    expect((await cli('restore', empty, '--data', path.join(tempDir(), 'd'))).err).toContain('neither a backup');
    expect((await cli('restore', empty, '--data', path.join(empty, 'd'))).err).toContain('must not contain each other');
  });
});
