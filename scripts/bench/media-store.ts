// Measures the S3 media store against s3rver on loopback (no other network): range reads of a
// 1 MB file through /media/ from the local folder and from the bucket, and `media migrate` speed.
// s3rver writes to a local folder, so these figures show our overhead plus s3rver's, not a real
// service's latency (which adds a network round trip per request).
// Run: node scripts/ts.ts scripts/bench/media-store.ts [--reads 200] [--files 200]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { migrateMedia } from '../../src/media/store/media-migrate';
import { createTenant } from '../../src/tenants/tenant-admin';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1] || fallback) || fallback;
const reads = arg('reads', 200);
const files = arg('files', 200);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-store-'));
// @ts-expect-error s3rver ships no types; the shape used is the one below.
const { default: S3rver } = (await import('s3rver')) as unknown as { default: new (o: object) => { run(): Promise<{ port: number }>; close(): Promise<void> } };
const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'bench' }] });
const endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
const media = { url: `s3://bench/site?endpoint=${endpoint}&region=us-east-1`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

try {
  const dataDir = path.join(dir, 'data');
  await createTenant(dataDir, 'default');
  const root = path.join(dataDir, 'tenants', 'default', 'media');
  // Migrate: many small files (variants) and a few large ones (videos).
  fs.mkdirSync(path.join(root, 'img'), { recursive: true });
  fs.mkdirSync(path.join(root, 'video'), { recursive: true });
  let total = 0;
  for (let i = 0; i < files; i++) {
    const data = randomBytes(i % 50 === 0 ? 8_000_000 : 60_000);
    total += data.length;
    fs.writeFileSync(path.join(root, i % 50 === 0 ? 'video' : 'img', `${i.toString(16).padStart(24, '0')}-md.${i % 50 === 0 ? 'mp4' : 'webp'}`), data);
  }
  const sum = await migrateMedia(dataDir, media, {}, { log: () => undefined });
  console.log(`migrate: ${sum.copied} files, ${(total / 1e6).toFixed(1)} MB in ${(sum.ms / 1000).toFixed(2)} s = ${(total / 1e6 / (sum.ms / 1000)).toFixed(1)} MB/s, ${(sum.copied / (sum.ms / 1000)).toFixed(0)} files/s`);
  const again = await migrateMedia(dataDir, media, {}, { log: () => undefined });
  console.log(`migrate again (all skipped): ${(again.ms / 1000).toFixed(2)} s`);

  const rel = `video/${(0).toString(16).padStart(24, '0')}-md.mp4`;
  for (const [kind, config] of [['local', {}], ['s3rver', { media }]] as const) {
    const app = await buildApp({ dataDir, logLevel: 'silent', ...config });
    await app.ready();
    const times: number[] = [];
    for (let i = 0; i < reads; i++) {
      const start = (i * 7919) % 7_000_000;
      const t0 = performance.now();
      const res = await app.inject({ url: `/media/${rel}`, headers: { range: `bytes=${start}-${start + 65_535}` } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 206 || res.rawPayload.length !== 65_536) throw new Error(`${kind}: ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    console.log(`range read 64 KiB of 8 MB, ${kind}: median ${times[reads >> 1]!.toFixed(2)} ms, p95 ${times[Math.floor(reads * 0.95)]!.toFixed(2)} ms (${reads} reads)`);
    await app.close();
  }
} finally {
  await s3rver.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
