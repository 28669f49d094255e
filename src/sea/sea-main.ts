// The entry of the single executable (dist/athlete-site). It unpacks the native parts first, and
// only then loads the program: sharp and better-sqlite3 load their addons while modules initialise,
// so the CLI is imported after extraction, not beside it.
import path from 'node:path';
import { APP_VERSION } from '../version';
import { BUNDLED_LITESTREAM_ENV } from '../ops/replication/litestream';
import { BUNDLED_FFMPEG_ENV, extractedFiles } from './native';

// `--version` alone answers at once and writes nothing (a check after copying the file anywhere).
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
  process.stdout.write(`${APP_VERSION}\n`);
  process.exit(0);
}

let publicDir: string;
try {
  const { dir, index } = extractedFiles();
  // The media module takes FFMPEG_PATH, then a recent ffmpeg on PATH, then this one.
  process.env[BUNDLED_FFMPEG_ENV] ??= path.join(dir, ...index.ffmpeg.split('/'));
  if (index.litestream) process.env[BUNDLED_LITESTREAM_ENV] ??= path.join(dir, ...index.litestream.split('/'));
  publicDir = process.env.PUBLIC_DIR ?? path.join(dir, ...index.publicDir.split('/'));
} catch (err) {
  process.stderr.write(`athlete-site: ${(err as Error).message}\n`);
  process.exit(1);
}

Promise.all([import('../cli'), import('../ops/ops-extensions')]).then(
  ([{ main }, { opsExtensions }]) => main({ ...opsExtensions, publicDir: () => publicDir }),
  (err: unknown) => {
    process.stderr.write(`athlete-site: ${(err as Error).stack ?? String(err)}\n`);
    process.exit(1);
  },
);
