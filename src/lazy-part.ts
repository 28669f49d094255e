import fs from 'node:fs';
import { createRequire, flushCompileCache } from 'node:module';
import path from 'node:path';
import { runCachedScript } from './sea/cached-script';

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

const loaded = new Map<string, unknown>();

/**
 * Loads a part's file (once), with a clear error when it is missing. Its compiled code is kept for
 * the next starts: by the executable in `cacheDir` beside its unpacked files, as a code cache made
 * after the part has run (src/sea/cached-script.ts: it holds what the part's first use compiled,
 * the first page's render for instance); by dist/cli.js in Node's module compile cache (the top
 * level only), which dist/cli.js turns on.
 */
export function loadLazyPart(name: string, file: string, cacheDir?: string): unknown {
  if (loaded.has(file)) return loaded.get(file);
  if (!fs.existsSync(file)) throw new MissingPartError(name, file);
  // `createRequire`: inside the single executable, the plain `require` loads built-in modules only.
  const require = createRequire(file);
  let exports: unknown;
  if (cacheDir) {
    exports = runCachedScript({ file, cacheFile: path.join(cacheDir, `part-${name}.v8cache`), require }).exports;
  } else {
    exports = require(file);
    // Written now rather than at exit: a server stopped by SIGKILL still starts fast the next time.
    flushCompileCache();
  }
  loaded.set(file, exports);
  return exports;
}
