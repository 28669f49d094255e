import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MissingPartError, loadLazyPart } from './lazy-part';
import { makeTempDir } from './test/test-app';

// One folder for the whole file: Node's compile cache is enabled once per process, in the first folder given.
const tmp = makeTempDir('athlete-lazy-part-');
afterAll(() => tmp.cleanup());
const cacheDir = path.join(tmp.dir, 'compile-cache');

function writePart(name: string, source: string): string {
  const file = path.join(tmp.dir, 'parts', `${name}.cjs`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  return file;
}

describe('lazy parts', () => {
  it('says which part is missing and where it was looked for', () => {
    const file = path.join(tmp.dir, 'parts', 'absent.cjs');
    expect(() => loadLazyPart('absent', file, cacheDir)).toThrow(MissingPartError);
    expect(() => loadLazyPart('absent', file, cacheDir)).toThrow(`"absent" part is missing (${file})`);
  });

  it('loads a part once and keeps its compiled code for the next start', () => {
    const file = writePart('sample', 'let loads = (globalThis.__sampleLoads ?? 0) + 1; globalThis.__sampleLoads = loads; exports.twice = (n) => 2 * n; exports.loads = loads;');
    const part = loadLazyPart('sample', file, cacheDir) as { twice: (n: number) => number; loads: number };
    expect(part.twice(21)).toBe(42);
    expect(loadLazyPart('sample', file, cacheDir)).toBe(part);
    expect(part.loads).toBe(1);
    // Node's compile cache: <cacheDir>/<node version tag>/<one file per module>.
    const entries = fs.readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(entries.length).toBeGreaterThan(0);
  });
});
