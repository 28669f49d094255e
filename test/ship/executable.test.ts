import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_EXE, ROOT, api, ensureExecutable, login, mountNoexecTmpfs, runExe, startExeServer, unmount, type ExeServer } from './exe-harness';

const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
let tmp: string;
let work: string;
let exe: string;
let home: string;
const servers: ExeServer[] = [];
const mounts: string[] = [];

/** The environment of every run: no Node on purpose, no NODE_PATH, a home for the cache. */
const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ PATH: '/usr/bin:/bin', HOME: home, ...extra });
const run = (args: string[], extra: NodeJS.ProcessEnv = {}) => runExe(exe, args, { cwd: work, env: env(extra) });
const serve = async (dataDir: string, extra: NodeJS.ProcessEnv = {}, args: string[] = []) => {
  const s = await startExeServer(exe, dataDir, { cwd: work, env: env(extra), args });
  servers.push(s);
  return s;
};
const cacheRoot = () => path.join(home, '.cache', 'athlete-site');

beforeAll(() => {
  ensureExecutable();
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-exe-')));
  // The executable alone in an empty folder: no node_modules, no dist/, nothing beside it.
  work = path.join(tmp, 'site');
  fs.mkdirSync(work);
  exe = path.join(work, 'athlete-site');
  fs.copyFileSync(BUILT_EXE, exe);
  fs.chmodSync(exe, 0o755);
  home = path.join(tmp, 'home');
  fs.mkdirSync(home);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  mounts.forEach(unmount);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the single executable, alone in an empty folder', () => {
  it('prints its version without unpacking anything, then its help, unpacking its native parts once into a versioned cache folder', async () => {
    expect(fs.readdirSync(work)).toEqual(['athlete-site']);
    expect(await run(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(fs.readdirSync(home)).toEqual([]);
    const first = await run(['--help']);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain(`Unpacking the native parts of Athlete.Site ${version} into ${cacheRoot()}/${version}-`);
    for (const command of ['serve', 'tenant add', 'tenant list', 'tenant remove', 'admin add', 'backup --out', 'restore', 'demo']) expect(first.stdout).toContain(command);
    const again = await run(['--help']);
    expect(again).toMatchObject({ code: 0, stderr: '' });
    const [folder, ...others] = fs.readdirSync(cacheRoot());
    expect(others).toEqual([]);
    expect(folder).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}-[0-9a-f]{16}$`));
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['tenant', 'list', '--version'])).stdout).toBe(`${version}\n`);
  });

  it('carries an ffmpeg that runs, and uses it when no FFMPEG_PATH and no recent ffmpeg on PATH', async () => {
    const [folder] = fs.readdirSync(cacheRoot());
    const ffmpeg = path.join(cacheRoot(), folder!, 'bin', 'ffmpeg');
    const r = await runExe(ffmpeg, ['-hide_banner', '-version'], { cwd: work, env: env() });
    expect(r.code).toBe(0);
    const version = /^ffmpeg version (\S+)/.exec(r.stdout)?.[1];
    expect(version).toBeDefined();
    // An empty PATH: the choice cannot depend on what this machine has installed.
    const emptyBin = path.join(tmp, 'empty-bin');
    fs.mkdirSync(emptyBin, { recursive: true });
    const data = path.join(tmp, 'ffmpeg-data');
    expect((await run(['tenant', 'add', 'solo', '--data', data])).code).toBe(0);
    const server = await serve(data, { PATH: emptyBin });
    // /healthz reports the ffmpeg the program resolved and the version that `-version` printed from that path.
    const health = await api<{ ffmpeg: { source: string; version: string | null } }>(`${server.url}/healthz`, { tenant: 'solo' });
    expect(health.json.ffmpeg).toEqual({ source: 'ATHLETE_BUNDLED_FFMPEG', version });
    expect(await server.stop()).toBe(0);
  });

  it('carries Litestream and replicates with it when no node_modules is around (serve --replicate)', async () => {
    const [folder] = fs.readdirSync(cacheRoot());
    const litestream = path.join(cacheRoot(), folder!, 'bin', 'litestream');
    const r = await runExe(litestream, ['version'], { cwd: work, env: env() });
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toMatch(/^v0\.3\.\d+/);
    const data = path.join(tmp, 'replica-data');
    expect((await run(['tenant', 'add', 'solo', '--data', data])).code).toBe(0);
    const server = await serve(data, {}, ['--replicate', `file://${path.join(tmp, 'replica')}`]);
    await expect
      .poll(async () => (await api<{ replication?: { running: boolean; tenants: Record<string, { caughtUp: boolean }> } }>(`${server.url}/healthz`, { tenant: 'solo' })).json.replication, { timeout: 15_000 })
      .toMatchObject({ running: true, tenants: { solo: { caughtUp: true } } });
    expect(await server.stop()).toBe(0);
    expect(fs.readdirSync(path.join(tmp, 'replica', 'tenants'))).toEqual(['solo']);
  });

  it('adds tenants and admins, seeds the demo, and serves the API, the pages and the API docs', async () => {
    const data = path.join(work, 'data');
    const added = await run(['tenant', 'add', 'kim', '--host', 'kim.example.org', '--data', data]);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const admin = await run(['admin', 'add', '--tenant', 'kim', '--email', 'kim@example.com', '--data', data]);
    expect(admin.code).toBe(0);
    const kimPassword = /Password \(shown once\): (\S+)/.exec(admin.stdout)?.[1];
    expect(kimPassword).toBeDefined();
    const demo = await run(['demo', '--data', data]);
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain('Created the "default" tenant with demo content.');
    expect((await run(['tenant', 'list', '--data', data])).stdout).toBe('default\nkim\tkim.example.org\n');

    const server = await serve(data);
    const health = await api<{ ok: boolean; version: string; tenants: number }>(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ ok: true, version, tenants: 2 });
    const races = await api<Array<{ title: string }>>(`${server.url}/content/public/races`);
    expect(races.status).toBe(200);
    expect(races.json.length).toBeGreaterThan(2);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<meta name="tenant-id" content="default">');
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    // fetch() will not send another Host header; node:http will.
    const byHost = await new Promise<string>((resolve, reject) => {
      http.get(`${server.url}/`, { headers: { host: 'kim.example.org' } }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect(byHost).toContain('<meta name="tenant-id" content="kim">');
    expect((await fetch(`${server.url}/api/docs/static/index.css`)).status).toBe(200);
    // The lazy parts, unpacked with the native parts: the page's server render, the résumé's QR code and PDF.
    expect(html).toMatch(/<div id="root"><(?!\/div>)/);
    const resume = await fetch(`${server.url}/resume`);
    expect(resume.status).toBe(200);
    expect(await resume.text()).toContain('<svg class="qr"');
    const pdf = await fetch(`${server.url}/resume.pdf?paper=a4`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const token = await login(server.url, 'kim', 'kim@example.com', kimPassword!);
    const created = await api<{ id: number }>(`${server.url}/content/admin/races`, { method: 'POST', tenant: 'kim', token, body: { title: 'First 5K', distance: '5K', date: '2026-03-01', place: 'Park', timeMs: 1_100_000 } });
    expect(created.status).toBe(201);

    expect(await server.stop()).toBe(0);
    // The program's code cache, written by a start of `serve` for the next ones, which accept it:
    // a refused cache is written again when the process ends (V8 checks it against its flags, and
    // the tier-up flags are set during each start, src/sea/v8-flags.ts).
    const [folder] = fs.readdirSync(cacheRoot());
    const codeCache = path.join(cacheRoot(), folder!, 'compile-cache', 'app-serve.v8cache');
    const written = fs.statSync(codeCache);
    const again = await serve(data);
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    expect(fs.statSync(codeCache)).toMatchObject({ ino: written.ino, mtimeMs: written.mtimeMs, size: written.size });
    const removed = await run(['tenant', 'remove', 'kim', '--yes', '--data', data]);
    expect(removed).toMatchObject({ code: 0, stdout: 'Tenant "kim" removed.\n' });
  });

  it('backs up while a writer posts cheers, restores into a new folder, and the restored site serves the same content', async () => {
    const data = path.join(tmp, 'live');
    const demo = await run(['demo', '--data', data]);
    const email = /e-mail:\s+(\S+)/.exec(demo.stdout)![1]!;
    const password = /password:\s+(\S+)/.exec(demo.stdout)![1]!;
    // Behind a proxy (as in the README's set-up): visitors are told apart by X-Forwarded-For.
    const live = await serve(data, { TRUST_PROXY: '1' });
    const token = await login(live.url, 'default', email, password);

    // sharp works from the executable: an upload gives WebP and AVIF variants, which a race then shows.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1e3a8a' } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#10b981"/></svg>'), left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'finish-line.jpg');
    const uploaded = await fetch(`${live.url}/upload/image`, { method: 'POST', headers: { 'x-tenant-id': 'default', authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(200);
    const image = (await uploaded.json()) as { variants: Record<'thumb' | 'md' | 'xl', { webp: string; avif: string; width: number }> };
    const media = async (url: string, base = live.url) => {
      const res = await fetch(`${base}${url}`, { headers: { 'x-tenant-id': 'default' } });
      return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    for (const v of Object.values(image.variants)) {
      const webp = await media(v.webp);
      expect(webp).toMatchObject({ status: 200, type: 'image/webp' });
      expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
      const avif = await media(v.avif);
      expect(avif).toMatchObject({ status: 200, type: 'image/avif' });
      expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', width: v.width });
    }
    const races = await api<Array<{ id: number }>>(`${live.url}/content/admin/races`, { token });
    const covered = races.json[0]!.id;
    expect((await api(`${live.url}/content/admin/races/${covered}`, { method: 'PUT', token, body: { coverImage: image.variants.xl.webp } })).status).toBe(200);

    const writer = spawn(process.execPath, [path.join(import.meta.dirname, 'http-writer.ts'), live.url], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: number[] = [];
    let writerErr = '';
    let partial = '';
    writer.stdout.on('data', (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop() ?? '';
      acked.push(...lines.map(Number));
    });
    writer.stderr.on('data', (d) => (writerErr += d));
    const writerExit = new Promise((r) => writer.once('exit', r));
    const cheersOf = async (url: string) => {
      const r = await api<{ items: Array<{ id: number }> }>(`${url}/content/admin/cheers?status=all&take=500`, { token });
      expect(r.status).toBe(200);
      return r.json.items;
    };
    try {
      while (acked.length < 20) {
        if (writer.exitCode !== null) throw new Error(`writer stopped: ${writerErr}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const before = [...acked];
      const out = path.join(tmp, 'backups', 'nightly');
      const backup = await run(['backup', '--out', out, '--data', data]);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const after = [...acked];
      // The writer kept writing during the backup (this is an online backup).
      expect(writer.exitCode).toBeNull();
      expect(after.length).toBeGreaterThan(before.length);
      writer.kill();
      await writerExit;

      const restoredDir = path.join(tmp, 'restored');
      const restore = await run(['restore', out, '--data', restoredDir]);
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toMatch(/Restored 1 tenant \(default\) .* checksums verified, integrity ok/);
      const restored = await serve(restoredDir, { TRUST_PROXY: '1' });

      // The restored site accepts the same token (the signing key is in the backup).
      const restoredCheers = await cheersOf(restored.url);
      const ids = new Set(restoredCheers.map((c) => c.id));
      const written = restoredCheers.map((c) => c.id).filter((id) => acked.includes(id));
      // Every cheer acknowledged before the backup started is there; nothing that was not
      // acknowledged by its end is; and what is there is a prefix of the writes (a snapshot).
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      expect(written.every((id) => after.includes(id))).toBe(true);
      const newest = Math.max(...written);
      expect(after.filter((id) => id <= newest && !ids.has(id))).toEqual([]);

      // The same content: the live site's answers, limited to the rows of the snapshot.
      expect(restoredCheers).toEqual((await cheersOf(live.url)).filter((c) => ids.has(c.id)));
      const publicCheers = async (url: string) => (await api<Array<{ id: number }>>(`${url}/content/public/cheers?take=200`)).json;
      expect(await publicCheers(restored.url)).toEqual((await publicCheers(live.url)).filter((c) => ids.has(c.id)));
      for (const url of ['/content/public/races', '/content/public/prs', '/content/public/settings', '/content/public/universities', '/content/public/coach-notes']) {
        const [a, b] = await Promise.all([api(`${live.url}${url}`), api(`${restored.url}${url}`)]);
        expect(b.status, url).toBe(a.status);
        expect(b.json, url).toEqual(a.json);
      }
      // The pages, rendered on each server: the same HTML once each server's origin (og:url,
      // og:image) and the name of its data file are masked, and the same data (the answers the page
      // hydrates with) once the render time is masked. The home page also lists the cheers written
      // after the backup, so the pages compared are the races and PRs.
      const page = async (base: string, route: string) => {
        const html = (await (await fetch(`${base}${route}`)).text()).replaceAll(base, 'ORIGIN');
        const file = /href="(\/_page-data\/[^"]+\.json)"/.exec(html)?.[1];
        expect(file, `${route} names its data file`).toBeTruthy();
        const data = (await (await fetch(`${base}${file}`)).text()).replace(/"now":\d+/, '"now":0');
        return { html: html.replaceAll(file!, '/_page-data/FILE.json'), data };
      };
      for (const route of ['/courses', '/prs']) expect(await page(restored.url, route), route).toEqual(await page(live.url, route));
      // The uploaded image and its variants came back, byte for byte.
      for (const v of Object.values(image.variants)) {
        for (const url of [v.webp, v.avif]) expect((await media(url, restored.url)).bytes.equals((await media(url)).bytes)).toBe(true);
      }
    } finally {
      writer.kill();
      await writerExit;
    }
  });

  it('refuses a database written by a newer version, leaving it untouched', async () => {
    const data = path.join(tmp, 'future');
    expect((await run(['tenant', 'add', 'future', '--data', data])).code).toBe(0);
    const file = path.join(data, 'tenants/future/site.db');
    const db = new Database(file);
    db.prepare("insert into kysely_migration (name, timestamp) values ('9999_next_year', '2099-01-01T00:00:00.000Z')").run();
    db.close();
    const bytes = fs.readFileSync(file);
    const r = await run(['admin', 'add', '--tenant', 'future', '--email', 'a@example.com', '--data', data]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('was written by a newer version of Athlete.Site (migrations 9999_next_year are unknown to this one). Upgrade the program; the file was left untouched.');
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('will not unpack onto a noexec mount: a chosen folder is an error naming the variable, a default one is skipped', async (ctx) => {
    const noexec = path.join(tmp, 'noexec');
    if (!mountNoexecTmpfs(noexec)) return ctx.skip();
    mounts.push(noexec);
    const chosen = await run(['--help'], { ATHLETE_CACHE_DIR: path.join(noexec, 'cache') });
    expect(chosen.code).toBe(1);
    expect(chosen.stderr).toContain(`${path.join(noexec, 'cache')} is on a file system mounted noexec`);
    expect(chosen.stderr).toContain('Set ATHLETE_CACHE_DIR to a writable folder on a file system that allows running programs.');

    // A home on a noexec mount: the default folder is skipped with a warning, the data folder is used.
    const data = path.join(tmp, 'fallback-data');
    const fallback = await runExe(exe, ['tenant', 'list', '--data', data], { cwd: work, env: { PATH: '/usr/bin:/bin', HOME: noexec } });
    expect(fallback.code).toBe(0);
    expect(fallback.stderr).toContain('mounted noexec');
    expect(fallback.stderr).toContain(`into ${path.join(data, '.cache', 'athlete-site')}`);
    expect(fallback.stdout).toContain('No tenants yet');
  });
});
