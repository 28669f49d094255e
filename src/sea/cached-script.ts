import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// The executable runs its program (a CommonJS bundle unpacked with its native parts) through V8
// with a code cache made *after* a start: besides the bundle's top level, it holds every function
// that start compiled (module bodies, route set-up, the first requests), which V8 would otherwise
// compile again at every start. A code cache made at packaging time (the blob's `useCodeCache`)
// holds the top level only, as does Node's module compile cache. V8 checks a cache against its
// own version, its flags and the source, and rejects one that does not match; then the start
// compiles as without a cache and writes a new one.

/** When a start writes the code cache: this long after it, or when the process exits if sooner. */
const SAVE_CACHE_AFTER_MS = 10_000;

/** How a run used its code cache. */
export type CacheUse = 'accepted' | 'rejected' | 'none';

export interface CachedScriptOptions {
  /** The CommonJS bundle to run (its `module.exports` is answered). */
  file: string;
  /** Its code cache: read when there, written (atomically) when absent or rejected. */
  cacheFile: string;
  /** The `require` the bundle gets. */
  require: NodeJS.Require;
  saveAfterMs?: number;
}

/** Runs a CommonJS bundle with its code cache; answers its exports and how the cache was used. */
export function runCachedScript(options: CachedScriptOptions): { exports: unknown; cache: CacheUse } {
  const { file, cacheFile } = options;
  const source = fs.readFileSync(file, 'utf8');
  let cachedData: Buffer | undefined;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    // None yet: this start writes it.
  }
  // Node's CommonJS wrapper, on the source's first line so that lines keep their numbers.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    // An `import()` in the bundle loads as it would in any CommonJS module.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cache: CacheUse = !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted';
  if (cache !== 'accepted') saveWhenSettled(script, cacheFile, options.saveAfterMs ?? SAVE_CACHE_AFTER_MS);
  const module = { exports: {} as unknown };
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
  wrapper(module.exports, options.require, module, file, path.dirname(file));
  return { exports: module.exports, cache };
}

/** Writes the script's code cache once: after `afterMs`, or at exit if the process ends first. */
function saveWhenSettled(script: vm.Script, cacheFile: string, afterMs: number): void {
  let saved = false;
  const save = () => {
    if (saved) return;
    saved = true;
    process.removeListener('exit', save);
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    try {
      const data = script.createCachedData();
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      fs.writeFileSync(tmp, data);
      // Atomic: another process starting now reads the old cache or the new one, never half of one.
      fs.renameSync(tmp, cacheFile);
    } catch {
      // A folder that cannot be written: no cache, the next start compiles again.
      try {
        fs.rmSync(tmp, { force: true });
      } catch {
        // Nothing was written.
      }
    }
  };
  setTimeout(save, afterMs).unref();
  process.once('exit', save);
}
