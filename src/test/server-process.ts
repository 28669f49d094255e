import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { swaggerUiStaticPlugin } from '../../scripts/esbuild-plugins.ts';

// Tests that need a real server process (locks, SIGKILL, ffmpeg children) run the CLI bundled from
// the sources, as scripts/build.ts bundles it, without needing `npm run build` first.

const root = path.resolve(import.meta.dirname, '../..');
let bundled: Promise<string> | undefined;

/** Bundles src/main.ts once per test file into a temp folder; answers the path of its cli.js. */
function cliBundle(): Promise<string> {
  bundled ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-cli-'));
    const outfile = path.join(dir, 'cli.js');
    await esbuild.build({
      entryPoints: [path.join(root, 'src/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node24',
      external: ['better-sqlite3', 'sharp', '@ffmpeg-installer/linux-x64'],
      nodePaths: [path.join(root, 'node_modules')],
      plugins: [swaggerUiStaticPlugin('__dirname')],
      logLevel: 'warning',
    });
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
    fs.cpSync(path.join(root, 'node_modules/@fastify/swagger-ui/static'), path.join(dir, 'static'), { recursive: true });
    // The externals are resolved from the bundle's folder: point it at the project's packages.
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return outfile;
  })();
  return bundled;
}

/** Runs one CLI command to its end; answers its exit code and its output (stdout and stderr). */
export async function runCliProcess(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; out: string }> {
  const cli = await cliBundle();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** A server process on loopback. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far. */
  log(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  /** Resolves once the log holds `count` matches of `pattern` (its output arrives asynchronously). */
  waitForLog(pattern: RegExp, count?: number): Promise<string>;
}

/** Starts `serve` on a free loopback port and resolves once it listens (rejects if it exits first). */
export async function startServerProcess(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ServerProcess> {
  const cli = await cliBundle();
  const child = spawn(process.execPath, [cli, 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let log = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const waiters = new Set<() => void>();
  const onOutput = (d: Buffer) => {
    log += d;
    for (const w of [...waiters]) w();
  };
  const waitForLog = (pattern: RegExp, count = 1) =>
    new Promise<string>((resolve) => {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      const check = () => {
        if ((log.match(global)?.length ?? 0) < count) return;
        waiters.delete(check);
        resolve(log);
      };
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      onOutput(d);
      const m = /running at http:\/\/[^:]+:(\d+)\//.exec(log);
      if (m) resolve({ child, port: Number(m[1]), log: () => log, exited, waitForLog });
    });
    child.stderr!.on('data', onOutput);
    void exited.then((code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
}
