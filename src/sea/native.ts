import fs from 'node:fs';
import path from 'node:path';
import sea from 'node:sea';
import { PACK_DATA_ASSET, PACK_INDEX_ASSET, type PackIndex } from './asset-pack';
import { CACHE_DIR_ENV, cacheRootCandidates, dataDirFromArgv, ensureExtracted } from './extract';

// The executable's side of native loading. The packaging bundle replaces sharp's and
// better-sqlite3's own loaders with calls to `loadNativeAddon` (scripts/esbuild-plugins.ts),
// because inside a single executable `require` loads built-in modules only.

/** The environment variable through which the media module finds the ffmpeg the executable carries. */
export const BUNDLED_FFMPEG_ENV = 'ATHLETE_BUNDLED_FFMPEG';

/**
 * The unpacked files and the loaded addons, kept on the global object: the executable's start
 * (sea-main.ts) and its program (sea-app.ts) are two bundles, each with its own copy of this
 * module, and must find the files once and load an addon only once.
 */
interface SeaState {
  extracted?: { dir: string; index: PackIndex };
  /** True when this process unpacked the files (the first run of this build). */
  unpackedHere?: boolean;
  addons: Map<string, unknown>;
}
const STATE = Symbol.for('athlete-site.sea');
const state: SeaState = ((globalThis as Record<symbol, SeaState | undefined>)[STATE] ??= { addons: new Map() });

/** True when this process unpacked the build's files (and so holds what unpacking cost it). */
export function unpackedInThisProcess(): boolean {
  return state.unpackedHere === true;
}

/** The folder with this build's unpacked files, unpacking them on first call. */
export function extractedFiles(): { dir: string; index: PackIndex } {
  if (state.extracted) return state.extracted;
  if (!sea.isSea()) throw new Error('Native assets are only packed inside the single executable.');
  const index = JSON.parse(sea.getAsset(PACK_INDEX_ASSET, 'utf8')) as PackIndex;
  const dir = ensureExtracted({
    index,
    // getRawAsset gives the bytes in place, without a copy of the ~60 MB pack.
    pack: () => {
      state.unpackedHere = true;
      return Buffer.from(sea.getRawAsset(PACK_DATA_ASSET));
    },
    roots: cacheRootCandidates(process.env, dataDirFromArgv(process.argv.slice(2), process.env)),
    mountinfo: () => {
      try {
        return fs.readFileSync('/proc/self/mountinfo', 'utf8');
      } catch {
        return '';
      }
    },
    warn: (m) => process.stderr.write(`${m}\n`),
  });
  state.extracted = { dir, index };
  return state.extracted;
}

/** Loads a native addon (by package name) from the unpacked files, once. */
export function loadNativeAddon(name: string): unknown {
  const loaded = state.addons.get(name);
  if (loaded) return loaded;
  const { dir, index } = extractedFiles();
  const rel = index.addons[name];
  if (!rel) throw new Error(`The executable carries no native addon for ${name}.`);
  const file = path.join(dir, ...rel.split('/'));
  const mod = { exports: {} as unknown };
  try {
    process.dlopen(mod, file);
  } catch (err) {
    const message = (err as Error).message;
    const hint = /failed to map segment|operation not permitted/i.test(message)
      ? ` Its folder may be on a noexec file system: set ${CACHE_DIR_ENV} to a folder where programs may run.`
      : '';
    throw new Error(`Cannot load ${name} from ${file}: ${message}.${hint}`, { cause: err });
  }
  state.addons.set(name, mod.exports);
  return mod.exports;
}

/** The file of a lazy part of the program (scripts/lazy-parts.ts), unpacked with the native parts. */
export function partFile(name: string): string {
  const { dir, index } = extractedFiles();
  return path.join(dir, ...index.partsDir.split('/'), `${name}.cjs`);
}

/** Where the code caches of the program and its lazy parts are kept between starts: beside them, so they go with this build. */
export function compileCacheDir(): string {
  return path.join(extractedFiles().dir, 'compile-cache');
}

/** The root under which @fastify/swagger-ui finds its `static/` files (see scripts/esbuild-plugins.ts). */
export function swaggerUiRoot(): string {
  const { dir, index } = extractedFiles();
  return path.join(dir, ...index.swaggerUiDir.split('/'));
}
