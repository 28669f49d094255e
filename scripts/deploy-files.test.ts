// Checks what can be checked of the deployment files without a Docker engine or a systemd boot:
// the Dockerfile names files that exist and has the instructions a safe image needs; the unit file
// parses (systemd-analyze, when present) and has its hardening and its writable folders.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { V8_FLAGS } from '../src/sea/v8-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function instructions(text: string): Array<{ op: string; args: string }> {
  return text
    .replace(/\\\n(\s*#.*\n)*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op = '', ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const steps = instructions(read('Dockerfile'));
  const all = (op: string) => steps.filter((s) => s.op === op);
  const runtime = steps.slice(steps.map((s) => s.op).lastIndexOf('FROM'));

  it('builds in one stage and runs on Node 24 slim in another', () => {
    expect(all('FROM').map((s) => s.args)).toEqual(['node:24-bookworm-slim AS build', 'node:24-bookworm-slim']);
    expect(steps.some((s) => s.op === 'RUN' && s.args.includes('npm ci'))).toBe(true);
    expect(steps.some((s) => s.op === 'RUN' && s.args.includes('node scripts/build.ts'))).toBe(true);
    expect(runtime.some((s) => s.op === 'RUN' && /apt-get install .*ffmpeg/.test(s.args))).toBe(true);
  });

  it('copies only files and folders that exist (and that .dockerignore lets in)', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const sources = all('COPY')
      .filter((s) => !s.args.startsWith('--from'))
      .flatMap((s) => s.args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(4);
    for (const src of sources) {
      expect(fs.existsSync(path.join(root, src)), `${src} exists`).toBe(true);
      expect(ignored.includes(src.replace(/\/$/, '')), `${src} is not ignored`).toBe(false);
    }
    // What the build reads beyond the copied folders.
    for (const f of ['scripts/build.ts', 'scripts/esbuild-plugins.ts', 'src/main.ts', 'ui/main.tsx', 'ui/index.html', 'migrations/index.ts']) expect(fs.existsSync(path.join(root, f)), f).toBe(true);
    for (const heavy of ['node_modules', 'dist', 'data', '.git', '.tools']) expect(ignored).toContain(heavy);
  });

  it('runs as a non-root user with /data as a volume, a health check on /healthz and serve as the default command', () => {
    const user = runtime.find((s) => s.op === 'USER')?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime.map((s) => `${s.op} ${s.args}`)).toContain('VOLUME /data');
    const health = runtime.find((s) => s.op === 'HEALTHCHECK')?.args ?? '';
    expect(health).toContain('/healthz');
    expect(health).not.toMatch(/\bcurl\b|\bwget\b/);
    // The same V8 flags as the executable (src/sea/v8-flags.ts), then the server bundle.
    expect(JSON.parse(runtime.find((s) => s.op === 'ENTRYPOINT')?.args ?? '[]')).toEqual(['node', ...V8_FLAGS, 'dist/cli.js']);
    expect(runtime.find((s) => s.op === 'CMD')?.args).toBe('["serve", "--data", "/data", "--host", "0.0.0.0"]');
    expect(runtime.find((s) => s.op === 'STOPSIGNAL')?.args).toBe('SIGTERM');
  });
});

describe('systemd unit', () => {
  const unit = read('scripts/athlete-site.service');
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);

  it('runs the executable as its own user, restarts on failure and is hardened', () => {
    expect(values('User')).toEqual(['athlete-site']);
    expect(values('ExecStart')).toEqual(['/usr/local/bin/athlete-site serve']);
    expect(values('Restart')).toEqual(['on-failure']);
    expect(values('NoNewPrivileges')).toEqual(['yes']);
    expect(values('ProtectSystem')).toEqual(['strict']);
    expect(values('WorkingDirectory')).toEqual(['/var/lib/athlete-site']);
    expect(values('Environment')).toEqual(expect.arrayContaining(['DATA_DIR=/var/lib/athlete-site/data', 'ATHLETE_CACHE_DIR=/var/cache/athlete-site']));
    // Ports, proxy and HTTPS come from the data folder's config.json, which environment variables would override.
    expect(values('Environment').filter((e) => /^(HOST|PORT|TRUST_PROXY)=/.test(e ?? ''))).toEqual([]);
    // Only the right to bind ports 80 and 443 (built-in HTTPS) is kept.
    expect(values('AmbientCapabilities')).toEqual(['CAP_NET_BIND_SERVICE']);
    expect(values('CapabilityBoundingSet')).toEqual(['CAP_NET_BIND_SERVICE']);
    // The data and the unpacked native parts are writable; nothing else is.
    expect(values('ReadWritePaths')).toEqual(['/var/lib/athlete-site /var/cache/athlete-site']);
    // V8 needs writable+executable memory, so this protection must stay off.
    expect(values('MemoryDenyWriteExecute')).toEqual([]);
  });

  it('parses without warnings (systemd-analyze verify)', (ctx) => {
    const probe = spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    if (probe.error || probe.status !== 0) return ctx.skip();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-unit-'));
    try {
      // The real binary is not installed here; everything else is checked as written.
      const file = path.join(dir, 'athlete-site.service');
      fs.writeFileSync(file, unit.replace(/^ExecStart=.*$/m, 'ExecStart=/bin/true'));
      const r = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
      expect(`${r.stdout}${r.stderr}`.trim()).toBe('');
      expect(r.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
