// The entry of the single executable (dist/athlete-site): its start only. It unpacks the native
// parts first, and only then runs the program (sea-app.ts, unpacked with them): sharp and
// better-sqlite3 load their addons while modules initialise, so the program runs after extraction.
// The program runs with a code cache of its own, kept beside the unpacked files (cached-script.ts):
// one per command, since each command's start compiles different functions.
import path from 'node:path';
import { APP_VERSION } from '../version';
import { BUNDLED_LITESTREAM_ENV } from '../ops/replication/litestream';
import { runCachedScript } from './cached-script';
import { BUNDLED_FFMPEG_ENV, compileCacheDir, extractedFiles, unpackedInThisProcess } from './native';
import { applyTierUpFlags } from './v8-flags';

// `--version` alone answers at once and writes nothing (a check after copying the file anywhere).
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
  process.stdout.write(`${APP_VERSION}\n`);
  process.exit(0);
}

let extracted: ReturnType<typeof extractedFiles>;
try {
  extracted = extractedFiles();
} catch (err) {
  process.stderr.write(`athlete-site: ${(err as Error).message}\n`);
  process.exit(1);
}
// A server that has just unpacked this build (its first start after an install or an upgrade)
// would keep what unpacking cost for as long as it runs: the whole pack read from the executable
// (~40 MiB of its pages resident) and ~135 MiB decompressed through malloc, never given back
// (RSS 286 MiB idle instead of ~130). It replaces itself (execve: the same pid, the files now
// unpacked) and starts clean; other commands end soon anyway.
if (argv[0] === 'serve' && unpackedInThisProcess() && typeof process.execve === 'function') process.execve(process.execPath, [process.argv[0]!, ...argv], process.env);
const { dir, index } = extracted;
// The media module takes FFMPEG_PATH, then a recent ffmpeg on PATH, then this one.
process.env[BUNDLED_FFMPEG_ENV] ??= path.join(dir, ...index.ffmpeg.split('/'));
if (index.litestream) process.env[BUNDLED_LITESTREAM_ENV] ??= path.join(dir, ...index.litestream.split('/'));
const publicDir = process.env.PUBLIC_DIR ?? path.join(dir, ...index.publicDir.split('/'));

// The optimising compilers' thresholds, set here in every start, after the built-in modules the
// program needs (their code cache is made under V8's default flags) and before the program's own.
applyTierUpFlags(index.builtins, require);

let app: typeof import('./sea-app');
try {
  const command = /^[a-z]+$/.test(argv[0] ?? '') ? argv[0] : 'other';
  app = runCachedScript({ file: path.join(dir, ...index.app.split('/')), cacheFile: path.join(compileCacheDir(), `app-${command}.v8cache`), require }).exports as typeof import('./sea-app');
} catch (err) {
  process.stderr.write(`athlete-site: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
}

app.main({ ...app.opsExtensions, publicDir: () => publicDir });
