import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { backupData } from '../../ops/backup';
import { restoreData } from '../../ops/restore';
import { makeClip, makeJpeg, multipart, watchTranscodes } from '../../test/media-fixtures';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';
import { S3MediaStore } from './s3-media-store';
import { parseMediaUrl } from './media-url';

// The S3 media store end to end, against s3rver (an S3-compatible server from npm) on loopback:
// uploads through the API land in the bucket only, /media/ URLs stream them with ranges, a delete
// removes the objects, and `media migrate` moves a local tenant into the bucket.

type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
const tmp = makeTempDir('s3-media-');
let s3rver: S3rverServer;
let endpoint = '';
// s3rver's fixed test keys, given the way the config file gives real ones.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const mediaUrl = (prefix: string, bucket = 'athlete') => `s3://${bucket}/${prefix}?endpoint=${endpoint}&region=us-east-1`;
const bucketStore = (prefix: string) => new S3MediaStore(tmp.dir, parseMediaUrl(mediaUrl(prefix)), KEYS, {});

beforeAll(async () => {
  // @ts-expect-error s3rver ships no types; the shape used is the one above.
  const { default: S3rver } = (await import('s3rver')) as unknown as { default: new (o: object) => S3rverServer };
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp.dir, 's3'), configureBuckets: [{ name: 'athlete' }] });
  endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
});
afterAll(async () => {
  await s3rver?.close();
  tmp.cleanup();
});

const localFiles = (dataDir: string, tenant: string) => {
  const dir = path.join(dataDir, 'tenants', tenant, 'media');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.startsWith('.tmp') && fs.statSync(path.join(dir, f)).isFile()) : [];
};
const keysOf = async (store: S3MediaStore, tenant: string) => {
  const out: string[] = [];
  for await (const o of store.forTenant(tenant).list()) out.push(o.rel);
  return out.sort();
};

describe('serve --media s3://… (s3rver on loopback)', () => {
  let t: TestApp;
  let token: string;
  const store = () => bucketStore('site');
  const transcodes = watchTranscodes();

  beforeAll(async () => {
    t = await createTestApp({ config: { media: { url: mediaUrl('site'), ...KEYS } } });
    token = await t.login();
  });
  afterAll(async () => {
    transcodes.close();
    await t.close();
  });

  it('/healthz names the store, never a key', async () => {
    const body = (await t.call({ method: 'GET', url: '/healthz' })).json();
    expect(body.media).toEqual({ kind: 's3', location: `s3://athlete/site (endpoint ${endpoint})` });
    expect(JSON.stringify(body)).not.toContain('S3RVER');
  });

  it('an uploaded photo goes to the bucket only and is served with ranges, validators and cache headers', async () => {
    const keysBefore = (await keysOf(store(), 'default')).length;
    const { payload, headers } = multipart({ filename: 'run.jpg', contentType: 'image/jpeg', data: await makeJpeg({ width: 900, height: 600 }) });
    const up = await t.call({ method: 'POST', url: '/upload/image', payload, headers, token });
    expect(up.statusCode).toBe(200);
    const { src, variants } = up.json();
    expect(localFiles(t.dataDir, 'default')).toEqual([]);
    // The original and six variants, whatever the file's other tests stored before.
    expect(await keysOf(store(), 'default')).toHaveLength(keysBefore + 7);

    const full = await t.call({ method: 'GET', url: variants.md.webp });
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({ 'content-type': 'image/webp', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=31536000, immutable', 'content-security-policy': "default-src 'none'; sandbox" });
    expect(full.headers.etag).toMatch(/^"[a-f0-9]+"$/);
    const bytes = full.rawPayload;
    expect(Number(full.headers['content-length'])).toBe(bytes.length);

    const part = await t.call({ method: 'GET', url: variants.md.webp, headers: { range: 'bytes=10-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-99/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(10, 100))).toBe(true);
    const tail = await t.call({ method: 'GET', url: variants.md.webp, headers: { range: 'bytes=-16' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 16))).toBe(true);

    expect((await t.call({ method: 'GET', url: variants.md.webp, headers: { range: `bytes=${bytes.length}-` } })).statusCode).toBe(416);
    expect((await t.call({ method: 'GET', url: variants.md.webp, headers: { 'if-none-match': full.headers.etag as string } })).statusCode).toBe(304);
    // A range for another version of the file answers the whole current file.
    const stale = await t.call({ method: 'GET', url: variants.md.webp, headers: { range: 'bytes=0-9', 'if-range': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(bytes.length);

    const head = await t.call({ method: 'HEAD', url: variants.md.webp });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);

    expect((await t.call({ method: 'GET', url: src })).statusCode).toBe(200);
    // Another tenant asking for the same path gets its own (empty) folder: 404.
    expect((await t.call({ method: 'GET', url: variants.md.webp, tenant: 'other' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/media/img/..%2F..%2Fother%2Fimg%2Fx.webp' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/media/img/000000000000000000000000-md.webp' })).statusCode).toBe(404);
  });

  it('a backup holds the databases without the bucket\'s files, and restores', async () => {
    const io = { log: () => undefined, error: () => undefined };
    // A photo of its own, in the bucket only (whatever the other tests of the file did before).
    const { payload, headers } = multipart({ filename: 'backup.jpg', contentType: 'image/jpeg', data: await makeJpeg({ width: 320, height: 200 }) });
    expect((await t.call({ method: 'POST', url: '/upload/image', payload, headers, token })).statusCode).toBe(200);
    // Without knowing the media are in the bucket, the backup finds the photo's files missing: it
    // goes on without them, and says so.
    const warnings: string[] = [];
    const plain = await backupData(t.dataDir, path.join(tmp.dir, 'backup-plain'), { log: () => undefined, error: (s) => warnings.push(s) });
    expect(warnings.join('\n')).toMatch(/media files named by its database are missing/);
    expect(plain.missingMedia?.length).toBeGreaterThan(0);
    const manifest = await backupData(t.dataDir, path.join(tmp.dir, 'backup'), io, { mediaInBucket: true });
    expect(manifest.mediaInBucket).toBe(true);
    expect(manifest.missingMedia).toBeUndefined();
    expect(manifest.tenants.map((x) => x.id).sort()).toEqual(['default', 'other']);
    await restoreData(path.join(tmp.dir, 'restored'), path.join(tmp.dir, 'backup'), false, io);
    expect(fs.existsSync(path.join(tmp.dir, 'restored', 'tenants', 'default', 'site.db'))).toBe(true);
  });

  it('a hero video is transcoded locally, put in the bucket, streamed with a range, and deleted with its objects', async () => {
    const file = path.join(tmp.dir, 'clip.mp4');
    await makeClip(file, { seconds: 2, size: '320x180' });
    const { payload, headers } = multipart({ filename: 'run.mp4', contentType: 'video/mp4', data: fs.readFileSync(file) });
    const up = await t.call({ method: 'POST', url: '/admin/media/upload', payload, headers, token });
    expect(up.statusCode).toBe(200);
    const started = await t.call({ method: 'POST', url: '/admin/media/transcode', payload: { tmpPath: up.json().tmpPath }, token });
    const id = started.json().assetId as number;
    // The transcode runs in the background; the queue's event says when its row is final.
    await transcodes.settled(id);
    const asset = (await t.call({ method: 'GET', url: `/admin/media/assets/${id}`, token })).json() as { status: string; videoUrl?: string; posterUrl?: string };
    expect(asset.status).toBe('ready');
    const video = asset.videoUrl!;
    expect(localFiles(t.dataDir, 'default').filter((f) => f.startsWith('video'))).toEqual([]);

    const part = await t.call({ method: 'GET', url: video, headers: { range: 'bytes=0-1023' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.length).toBe(1024);
    // An MP4 starts with its ftyp box.
    expect(part.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const rel = video.slice('/media/'.length);
    expect(await store().forTenant('default').stat(rel)).toBeDefined();
    const del = await t.call({ method: 'DELETE', url: `/admin/media/assets/${id}`, token });
    expect(del.statusCode).toBe(200);
    expect(await store().forTenant('default').stat(rel)).toBeUndefined();
    expect(await store().forTenant('default').stat(asset.posterUrl!.slice('/media/'.length))).toBeUndefined();
    expect((await t.call({ method: 'GET', url: video })).statusCode).toBe(404);
  }, 90_000);
});

describe('a failed upload to the bucket', () => {
  it('leaves no row, no object and no temp file', async () => {
    // A bucket that does not exist: every PUT fails.
    const t = await createTestApp({ tenants: ['default'], config: { media: { url: mediaUrl('x', 'no-such-bucket'), ...KEYS } } });
    try {
      const token = await t.login();
      const { payload, headers } = multipart({ filename: 'run.jpg', contentType: 'image/jpeg', data: await makeJpeg({ width: 300, height: 200 }) });
      const up = await t.call({ method: 'POST', url: '/upload/image', payload, headers, token });
      expect(up.statusCode).toBe(500);
      const rows = await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('media_asset').select('id').execute());
      expect(rows).toEqual([]);
      expect(fs.readdirSync(path.join(t.dataDir, 'tenants', 'default', 'media', '.tmp'))).toEqual([]);
      expect(localFiles(t.dataDir, 'default')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('media migrate --to s3://…', () => {
  it('copies a local tenant into the bucket (resumable, verified), then the server serves it from there', async () => {
    const local = await createTestApp({ tenants: ['club'] });
    const token = await local.login('club');
    const { payload, headers } = multipart({ filename: 'run.jpg', contentType: 'image/jpeg', data: await makeJpeg({ width: 640, height: 480 }) });
    const up = await local.call({ method: 'POST', url: '/upload/image', payload, headers, token, tenant: 'club' });
    const { variants } = up.json();
    const before = await local.call({ method: 'GET', url: variants.thumb.avif, tenant: 'club' });
    const dataDir = local.dataDir;
    await local.app.close();
    const files = localFiles(dataDir, 'club').sort();
    expect(files).toHaveLength(7);

    // Keys as an operator gives them: in the data folder's config file.
    fs.writeFileSync(path.join(dataDir, 'config.json'), JSON.stringify({ media: { url: mediaUrl('migrated'), ...KEYS } }));
    const out: string[] = [];
    const io = { log: (s: string) => out.push(s), error: (s: string) => out.push(`ERR ${s}`) };
    expect(await runCli(['media', 'migrate', '--to', mediaUrl('migrated'), '--tenant', 'club', '--data', dataDir], io)).toBe(0);
    expect(out.join('\n')).toMatch(/club: 7\/7 files/);
    expect(out.join('\n')).toMatch(/Done: 7 copied .*0 already there/);
    expect(await keysOf(bucketStore('migrated'), 'club')).toEqual(files.map((f) => f.split(path.sep).join('/')));

    // Again: nothing to copy.
    out.length = 0;
    expect(await runCli(['media', 'migrate', '--to', mediaUrl('migrated'), '--data', dataDir], io)).toBe(0);
    expect(out.join('\n')).toMatch(/Done: 0 copied .*7 already there/);
    // Local files are kept.
    expect(localFiles(dataDir, 'club')).toHaveLength(7);

    // Served from the bucket: the local folder moved away to prove it.
    fs.renameSync(path.join(dataDir, 'tenants', 'club', 'media'), path.join(dataDir, 'media-kept'));
    const { buildApp } = await import('../../app');
    const app = await buildApp({ dataDir, logLevel: 'silent', media: { url: mediaUrl('migrated'), ...KEYS } });
    try {
      const after = await app.inject({ url: variants.thumb.avif, headers: { 'x-tenant-id': 'club' } });
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a bad destination or an unknown tenant with a clear message', async () => {
    const out: string[] = [];
    const io = { log: (s: string) => out.push(s), error: (s: string) => out.push(s) };
    const dir = path.join(tmp.dir, 'empty');
    fs.mkdirSync(dir);
    expect(await runCli(['media', 'migrate', '--to', 'file:///srv', '--data', dir], io)).toBe(2);
    expect(out.join('\n')).toMatch(/only s3:\/\//);
    expect(await runCli(['media', 'migrate', '--to', mediaUrl('x'), '--tenant', 'ghost', '--data', dir], io)).toBe(2);
    expect(out.join('\n')).toMatch(/No tenant "ghost"/);
    expect(await runCli(['media', 'migrate', '--data', dir], io)).toBe(2);
  });
});
