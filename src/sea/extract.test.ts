import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-app';
import { buildPack, unpackEntry } from './asset-pack';
import { CACHE_DIR_ENV, ExtractError, cacheRootCandidates, dataDirFromArgv, ensureExtracted } from './extract';
import { findMount, isNoexecPath } from './mounts';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function tempDir(): string {
  const t = makeTempDir('athlete-sea-');
  cleanups.push(t.cleanup);
  return fs.realpathSync(t.dir);
}

const MOUNTINFO = [
  '22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/vda rw',
  '42 22 0:39 / /tmp/no\\040exec rw,nosuid,noexec,relatime - tmpfs tmpfs rw,size=307200k',
  '43 22 0:40 / /var/cache rw,relatime - ext4 /dev/vdb rw',
].join('\n');

describe('mounts', () => {
  it('finds the mount that holds a path, longest mount point first', () => {
    expect(findMount(MOUNTINFO, '/var/cache/athlete-site')?.mountPoint).toBe('/var/cache');
    expect(findMount(MOUNTINFO, '/var/cachet')?.mountPoint).toBe('/');
    expect(isNoexecPath(MOUNTINFO, '/tmp/no exec/athlete')).toBe(true);
    expect(isNoexecPath(MOUNTINFO, '/tmp/no exec')).toBe(true);
    expect(isNoexecPath(MOUNTINFO, '/tmp/elsewhere')).toBe(false);
    expect(isNoexecPath('', '/anything')).toBe(false);
  });
});

describe('cache folder', () => {
  it('uses only $ATHLETE_CACHE_DIR when set, else XDG, home, then the data folder', () => {
    expect(cacheRootCandidates({ [CACHE_DIR_ENV]: '/srv/cache', XDG_CACHE_HOME: '/x' }, './data', '/home/a')).toEqual([{ dir: '/srv/cache', explicit: true }]);
    expect(cacheRootCandidates({ XDG_CACHE_HOME: '/x' }, '/d', '/home/a').map((c) => c.dir)).toEqual(['/x/athlete-site', '/home/a/.cache/athlete-site', '/d/.cache/athlete-site']);
    expect(cacheRootCandidates({ XDG_CACHE_HOME: 'relative' }, '/d', '').map((c) => c.dir)).toEqual(['/d/.cache/athlete-site']);
  });

  it('reads the data folder from the command line like the CLI does', () => {
    expect(dataDirFromArgv(['serve', '--data', '/srv/data'], {})).toBe('/srv/data');
    expect(dataDirFromArgv(['serve', '--data=/srv/d2'], { DATA_DIR: '/env' })).toBe('/srv/d2');
    expect(dataDirFromArgv(['serve'], { DATA_DIR: '/env' })).toBe('/env');
    expect(dataDirFromArgv(['serve'], {})).toBe('./data');
  });
});

function samplePack() {
  return buildPack(
    [
      { path: 'native/lib/addon.node', data: Buffer.alloc(50_000, 7), mode: 0o755 },
      { path: 'public/index.html', data: Buffer.from('<!doctype html><title>x</title>'), mode: 0o644 },
      { path: 'public/index.html.gz', data: Buffer.from([0x1f, 0x8b, 1, 2, 3]), mode: 0o644 },
    ],
    { version: '1.2.3', addons: { x: 'native/lib/addon.node' }, ffmpeg: 'bin/ffmpeg', publicDir: 'public', swaggerUiDir: 'swagger-ui', app: 'app.cjs', partsDir: 'parts', builtins: [] },
  );
}

describe('pack', () => {
  it('round-trips every file, compressing only what is not compressed already', () => {
    const { index, data } = samplePack();
    expect(index.files.map((f) => [f.path, f.encoding])).toEqual([
      ['native/lib/addon.node', 'br'],
      ['public/index.html', 'br'],
      ['public/index.html.gz', 'raw'],
    ]);
    expect(data.length).toBeLessThan(1000);
    expect(unpackEntry(data, index.files[0]!).equals(Buffer.alloc(50_000, 7))).toBe(true);
  });

  it('refuses a damaged file', () => {
    const { index, data } = samplePack();
    const damaged = Buffer.from(data);
    const entry = index.files[2]!;
    damaged[entry.offset] = 0;
    expect(() => unpackEntry(damaged, entry)).toThrow(/damaged/);
  });

  it('changes its key when any file changes', () => {
    const a = samplePack().index.key;
    const b = buildPack([{ path: 'public/index.html', data: Buffer.from('other'), mode: 0o644 }], samplePack().index).index.key;
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(b).not.toBe(a);
  });
});

describe('ensureExtracted', () => {
  const setup = (mountinfo = '') => {
    const { index, data } = samplePack();
    const warnings: string[] = [];
    let packReads = 0;
    const opts = (roots: Array<{ dir: string; explicit: boolean }>) => ({
      index,
      pack: () => {
        packReads++;
        return data;
      },
      roots,
      mountinfo: () => mountinfo,
      warn: (m: string) => warnings.push(m),
    });
    return { index, warnings, opts, reads: () => packReads };
  };

  it('unpacks once into <root>/<version>-<key>, then only checks sizes', () => {
    const root = path.join(tempDir(), 'cache');
    const s = setup();
    const dir = ensureExtracted(s.opts([{ dir: root, explicit: true }]));
    expect(dir).toBe(path.join(root, `1.2.3-${s.index.key}`));
    expect(fs.readFileSync(path.join(dir, 'public/index.html'), 'utf8')).toContain('<title>x</title>');
    expect(fs.statSync(path.join(dir, 'native/lib/addon.node')).mode & 0o777).toBe(0o755);
    expect(fs.readdirSync(root)).toEqual([`1.2.3-${s.index.key}`]);
    expect(ensureExtracted(s.opts([{ dir: root, explicit: true }]))).toBe(dir);
    expect(s.reads()).toBe(1);
    expect(s.warnings).toHaveLength(1);

    // A truncated file (a full disk, a crash) is noticed at the next start and unpacked again.
    fs.truncateSync(path.join(dir, 'native/lib/addon.node'), 10);
    ensureExtracted(s.opts([{ dir: root, explicit: true }]));
    expect(fs.statSync(path.join(dir, 'native/lib/addon.node')).size).toBe(50_000);
    expect(s.reads()).toBe(2);
  });

  it('refuses a chosen folder on a noexec mount, naming the variable', () => {
    const root = path.join(tempDir(), 'cache');
    const s = setup(`1 0 0:1 / / rw - ext4 x rw\n2 1 0:2 / ${path.dirname(root)} rw,noexec - tmpfs t rw`);
    expect(() => ensureExtracted(s.opts([{ dir: root, explicit: true }]))).toThrow(ExtractError);
    expect(() => ensureExtracted(s.opts([{ dir: root, explicit: true }]))).toThrow(/mounted noexec.*Set ATHLETE_CACHE_DIR/);
  });

  it('skips a default folder on a noexec mount with a warning and uses the next', () => {
    const base = tempDir();
    const first = path.join(base, 'noexec', 'cache');
    const second = path.join(base, 'ok', 'cache');
    const s = setup(`1 0 0:1 / / rw - ext4 x rw\n2 1 0:2 / ${path.join(base, 'noexec')} rw,noexec - tmpfs t rw`);
    const dir = ensureExtracted(s.opts([{ dir: first, explicit: false }, { dir: second, explicit: false }]));
    expect(dir.startsWith(second)).toBe(true);
    expect(s.warnings[0]).toContain(`${first} is on a file system mounted noexec`);
  });

  it('explains when no folder can be used', () => {
    const base = tempDir();
    const blocker = path.join(base, 'file');
    fs.writeFileSync(blocker, 'not a folder');
    const s = setup();
    expect(() => ensureExtracted(s.opts([{ dir: path.join(blocker, 'cache'), explicit: false }]))).toThrow(/No folder to unpack the native parts into .*Set ATHLETE_CACHE_DIR/);
  });
});
