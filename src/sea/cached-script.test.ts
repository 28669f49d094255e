import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/test-app';
import { runCachedScript } from './cached-script';

const require = createRequire(import.meta.url);
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function tempDir(): string {
  const t = makeTempDir('athlete-cached-script-');
  cleanups.push(t.cleanup);
  return t.dir;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('the program run with its code cache', () => {
  it('runs a CommonJS bundle, writes its code cache after the start, and uses it the next time', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.cjs');
    fs.writeFileSync(file, '"use strict";\nconst path = require("node:path");\nfunction twice(n) { return 2 * n; }\nmodule.exports = { twice, base: path.basename(__filename), dir: __dirname, strict: this === undefined };\n');
    const cacheFile = path.join(dir, 'cache', 'app-serve.v8cache');
    const first = runCachedScript({ file, cacheFile, require, saveAfterMs: 0 });
    expect(first.cache).toBe('none');
    const app = first.exports as { twice: (n: number) => number; base: string; dir: string; strict: boolean };
    expect([app.twice(21), app.base, app.dir, app.strict]).toEqual([42, 'app.cjs', dir, true]);
    expect(await waitFor(() => fs.existsSync(cacheFile))).toBe(true);
    expect(fs.readdirSync(path.dirname(cacheFile))).toEqual(['app-serve.v8cache']);
    expect(runCachedScript({ file, cacheFile, require, saveAfterMs: 0 }).cache).toBe('accepted');
  });

  it('compiles without a cache that does not match, and replaces it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.cjs');
    const cacheFile = path.join(dir, 'app.v8cache');
    fs.writeFileSync(file, 'module.exports = 1;\n');
    fs.writeFileSync(cacheFile, 'not a code cache');
    const run = runCachedScript({ file, cacheFile, require, saveAfterMs: 0 });
    expect([run.exports, run.cache]).toEqual([1, 'rejected']);
    expect(await waitFor(() => fs.readFileSync(cacheFile, 'utf8') !== 'not a code cache')).toBe(true);
    expect(runCachedScript({ file, cacheFile, require, saveAfterMs: 0 }).cache).toBe('accepted');
  });

  it('runs without a cache where none can be written', () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.cjs');
    fs.writeFileSync(file, 'module.exports = "ran";\n');
    // A cache "folder" that is a file: nothing can be written under it.
    fs.writeFileSync(path.join(dir, 'blocked'), '');
    const run = runCachedScript({ file, cacheFile: path.join(dir, 'blocked', 'app.v8cache'), require, saveAfterMs: 0 });
    expect(run.exports).toBe('ran');
  });
});
