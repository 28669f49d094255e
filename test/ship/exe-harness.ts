import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root and the packaged executable (`npm run package`). */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILT_EXE = path.join(ROOT, 'dist/athlete-site');

/** Packages the executable when it is missing (npm test packages it before the ship tests). */
export function ensureExecutable(): void {
  if (fs.existsSync(BUILT_EXE)) return;
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/package.ts')], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm run package failed: ${r.stdout}${r.stderr}`);
}

/** A finished command: exit code and output. */
export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the executable with exactly `env` (nothing inherited), in `cwd`. */
export function runExe(exe: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(exe, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A server started from the executable. */
export interface ExeServer {
  url: string;
  child: ChildProcess;
  log(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `serve` on a free loopback port and waits until it says where it listens. */
export function startExeServer(exe: string, dataDir: string, opts: { cwd: string; env: NodeJS.ProcessEnv; args?: string[] }): Promise<ExeServer> {
  const child = spawn(exe, ['serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1', ...(opts.args ?? [])], { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${log}`)), 20_000);
    child.stdout!.on('data', (d) => {
      log += d;
      const m = /running at http:\/\/[^:/]+:(\d+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          child,
          log: () => log,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.stderr!.on('data', (d) => (log += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}: ${log}`));
    });
  });
}

/** A JSON request to a server with the tenant header. */
export async function api<T = unknown>(url: string, opts: { method?: string; tenant?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; json: T }> {
  const res = await fetch(url, {
    method: opts.method ?? 'GET',
    headers: {
      'x-tenant-id': opts.tenant ?? 'default',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

/** Signs in as an admin; answers the token. */
export async function login(baseUrl: string, tenant: string, email: string, password: string): Promise<string> {
  const r = await api<{ token: string }>(`${baseUrl}/auth/login`, { method: 'POST', tenant, body: { email, password } });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.token;
}

/** Tries to mount a small noexec tmpfs (needs root); answers false where that is not allowed. */
export function mountNoexecTmpfs(dir: string): boolean {
  fs.mkdirSync(dir, { recursive: true });
  return spawnSync('mount', ['-t', 'tmpfs', '-o', 'noexec,size=200m', 'tmpfs', dir], { stdio: 'ignore' }).status === 0;
}

/** Unmounts what `mountNoexecTmpfs` mounted. */
export function unmount(dir: string): void {
  spawnSync('umount', [dir], { stdio: 'ignore' });
}
