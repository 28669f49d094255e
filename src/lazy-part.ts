import fs from 'node:fs';
import { createRequire, enableCompileCache as enableNodeCompileCache, flushCompileCache } from 'node:module';

// Parts of the server that a start does not need (the server render of pages, the résumé's PDF and
// QR code, the ACME client, the S3 SDK) are built into files of their own (scripts/lazy-parts.ts):
// dist/parts/<name>.cjs beside dist/cli.js, and in the single executable files unpacked with its
// native parts. The source imports each one with `await import()`; in a build, that import loads
// the part's file through `loadLazyPart`, so a start neither parses nor compiles it.

/** The part's file is absent: the build or the unpacked files are incomplete. */
export class MissingPartError extends Error {
  constructor(name: string, file: string) {
    super(
      `Athlete.Site's "${name}" part is missing (${file}). The program and its parts are built together: ` +
        'rebuild (npm run build) or reinstall, and keep the parts folder beside the program.',
    );
    this.name = 'MissingPartError';
  }
}

let cacheAsked = false;

/**
 * Compiled code of the parts is kept on disk (Node's module compile cache), so a part loads without
 * compiling its code again at the next start: in `cacheDir` (the executable's folder of unpacked
 * files), else where NODE_COMPILE_CACHE says, else in Node's default folder (the system's temp folder).
 * A folder that cannot be written only means no cache.
 */
function enableCompileCache(cacheDir: string | undefined): void {
  if (cacheAsked) return;
  cacheAsked = true;
  try {
    enableNodeCompileCache(cacheDir);
  } catch {
    // No cache: the part is compiled at each first use, nothing else changes.
  }
}

/** Loads a part's file (once: `require` keeps it), with a clear error when it is missing. */
export function loadLazyPart(name: string, file: string, cacheDir?: string): unknown {
  if (!fs.existsSync(file)) throw new MissingPartError(name, file);
  enableCompileCache(cacheDir);
  // `createRequire`: inside the single executable, the plain `require` loads built-in modules only.
  const exports: unknown = createRequire(file)(file);
  // Written now rather than at exit: a server stopped by SIGKILL still starts fast the next time.
  flushCompileCache();
  return exports;
}
