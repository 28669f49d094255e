import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MissingPartError, loadLazyPart } from './lazy-part';
import { makeTempDir } from './test/test-app';

const tmp = makeTempDir('athlete-lazy-part-');
afterAll(() => tmp.cleanup());

function writePart(name: string, source: string): string {
  const file = path.join(tmp.dir, 'parts', `${name}.cjs`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  return file;
}

const COUNTING = (key: string) => `const loads = (globalThis.${key} ?? 0) + 1; globalThis.${key} = loads; exports.twice = (n) => 2 * n; exports.loads = loads; exports.dir = __dirname; exports.fs = typeof require('node:fs').readFileSync;`;

describe('lazy parts', () => {
  it('says which part is missing and where it was looked for', () => {
    const file = path.join(tmp.dir, 'parts', 'absent.cjs');
    expect(() => loadLazyPart('absent', file)).toThrow(MissingPartError);
    expect(() => loadLazyPart('absent', file, path.join(tmp.dir, 'cache'))).toThrow(`"absent" part is missing (${file})`);
  });

  it('loads a part once, as a CommonJS module beside its file', () => {
    const file = writePart('plain', COUNTING('__plainLoads'));
    const part = loadLazyPart('plain', file) as { twice: (n: number) => number; loads: number; dir: string; fs: string };
    expect([part.twice(21), part.loads, part.dir, part.fs]).toEqual([42, 1, path.dirname(file), 'function']);
    expect(loadLazyPart('plain', file)).toBe(part);
  });

  it('loads a part once with a code cache of its own when given a folder for it (the executable)', () => {
    const file = writePart('cached', COUNTING('__cachedLoads'));
    const cacheDir = path.join(tmp.dir, 'cache');
    const part = loadLazyPart('cached', file, cacheDir) as { twice: (n: number) => number; loads: number; dir: string; fs: string };
    expect([part.twice(21), part.loads, part.dir, part.fs]).toEqual([42, 1, path.dirname(file), 'function']);
    expect(loadLazyPart('cached', file, cacheDir)).toBe(part);
  });
});
