import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PackIndex, unpackEntry } from './asset-pack';
import { isNoexecPath } from './mounts';

/** The environment variable that chooses the extraction folder. */
export const CACHE_DIR_ENV = 'ATHLETE_CACHE_DIR';

/** A folder that may hold the extracted files; `explicit` when the user chose it. */
export interface CacheRoot {
  dir: string;
  explicit: boolean;
}

/**
 * Where the executable may unpack its native parts, in order: $ATHLETE_CACHE_DIR (only that one when
 * set), $XDG_CACHE_HOME/athlete-site, ~/.cache/athlete-site, then `<data folder>/.cache` (last,
 * because a copied data folder should not carry 100 MB of cache; backup and restore skip it).
 */
export function cacheRootCandidates(env: NodeJS.ProcessEnv, dataDir: string, homeDir: string = os.homedir()): CacheRoot[] {
  const chosen = env[CACHE_DIR_ENV];
  if (chosen) return [{ dir: path.resolve(chosen), explicit: true }];
  const dirs = [
    env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? path.join(env.XDG_CACHE_HOME, 'athlete-site') : undefined,
    homeDir ? path.join(homeDir, '.cache', 'athlete-site') : undefined,
    path.join(path.resolve(dataDir), '.cache', 'athlete-site'),
  ].filter((d): d is string => Boolean(d));
  return [...new Set(dirs)].map((dir) => ({ dir, explicit: false }));
}

/** The data folder a command line names (`--data DIR`, `--data=DIR`), else $DATA_DIR, else ./data. */
export function dataDirFromArgv(argv: string[], env: NodeJS.ProcessEnv): string {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--data' && argv[i + 1]) return argv[i + 1]!;
    if (a.startsWith('--data=')) return a.slice('--data='.length);
  }
  return env.DATA_DIR ?? './data';
}

/** True when every file of the pack is in `dir` with its size (a cheap check done at every start). */
function isComplete(dir: string, index: PackIndex): boolean {
  try {
    return index.files.every((f) => fs.statSync(path.join(dir, ...f.path.split('/'))).size === f.size);
  } catch {
    return false;
  }
}

/** Unpacks every file into a temp folder (each checked by SHA-256), then renames it to `dir`. */
function unpackInto(dir: string, index: PackIndex, pack: Buffer): void {
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  fs.mkdirSync(tmp, { recursive: true });
  try {
    for (const entry of index.files) {
      const file = path.join(tmp, ...entry.path.split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const fd = fs.openSync(file, 'w', entry.mode);
      try {
        fs.writeSync(fd, unpackEntry(pack, entry));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.chmodSync(file, entry.mode);
    }
    try {
      fs.renameSync(tmp, dir);
    } catch (err) {
      // Another process (a `backup` started beside `serve`) unpacked the same version first.
      const code = (err as NodeJS.ErrnoException).code;
      if ((code === 'ENOTEMPTY' || code === 'EEXIST') && isComplete(dir, index)) fs.rmSync(tmp, { recursive: true, force: true });
      else throw err;
    }
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** What extraction needs; the executable passes its SEA assets, tests pass a small pack. */
export interface ExtractOptions {
  index: PackIndex;
  /** Reads the pack only when something must be unpacked (the common start reads nothing). */
  pack: () => Buffer;
  roots: CacheRoot[];
  mountinfo: () => string;
  warn: (message: string) => void;
}

/** A refusal to extract, with what to do about it. */
export class ExtractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractError';
  }
}

/**
 * Answers the folder holding the unpacked files of this build (`<root>/<version>-<key>`),
 * unpacking them on first use. A root on a `noexec` mount is never used: a chosen one
 * ($ATHLETE_CACHE_DIR) is an error, a default one is skipped with a warning.
 */
export function ensureExtracted(opts: ExtractOptions): string {
  const { index } = opts;
  const problems: string[] = [];
  for (const root of opts.roots) {
    const dir = path.join(root.dir, `${index.version}-${index.key}`);
    let problem: string | undefined;
    try {
      fs.mkdirSync(root.dir, { recursive: true, mode: 0o700 });
      if (isNoexecPath(opts.mountinfo(), fs.realpathSync(root.dir))) {
        problem = `${root.dir} is on a file system mounted noexec: native libraries and ffmpeg cannot run from there`;
      } else {
        if (isComplete(dir, index)) return dir;
        if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true });
        opts.warn(`Unpacking the native parts of Athlete.Site ${index.version} into ${dir} (once per version)…`);
        unpackInto(dir, index, opts.pack());
        return dir;
      }
    } catch (err) {
      problem = `${root.dir} cannot be used: ${(err as Error).message}`;
    }
    if (root.explicit) throw new ExtractError(`${problem}. Set ${CACHE_DIR_ENV} to a writable folder on a file system that allows running programs.`);
    problems.push(problem);
    opts.warn(`${problem}; trying the next folder.`);
  }
  throw new ExtractError(`No folder to unpack the native parts into (${problems.join('; ')}). Set ${CACHE_DIR_ENV} to a writable folder on a file system that allows running programs.`);
}
