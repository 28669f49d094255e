import { globSync } from 'node:fs';
import { join, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { raceMessages as races } from '../../features/races';
import { registerFeatures } from '../../site';
import { loadLocale } from './i18n';

// The public site's French is in parts of their own (each feature's, named by its manifest), loaded
// when a page speaks French: an English page's code carries English only.

const repoRoot = join(import.meta.dirname, '..', '..', '..');

describe('French on demand', () => {
  it('is loaded by loadLocale, once; English needs nothing', async () => {
    registerFeatures();
    // Before: a French lookup of a part whose French is on demand falls back to English.
    expect(races('list.title', {}, 'fr')).toBe(races('list.title', {}, 'en'));
    await loadLocale('en');
    expect(races('list.title', {}, 'fr')).toBe(races('list.title', {}, 'en'));
    const first = loadLocale('fr');
    expect(loadLocale('fr')).toBe(first);
    await first;
    expect(races('list.title', {}, 'fr')).toBe('Courses');
  });

  it('is not in the code the home page loads, and is in parts of its own', async () => {
    const result = await esbuild.build({
      entryPoints: [join(repoRoot, 'ui/main.tsx')],
      absWorkingDir: repoRoot,
      outdir: join(repoRoot, 'dist-french-test'),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
    const [, entry] = outputs.find(([, o]) => o.entryPoint === 'ui/main.tsx')!;
    const loaded = new Set([...entry.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)]);
    const inputsOf = (o: (typeof outputs)[number][1]) => Object.keys(o.inputs);
    const homePage = [...inputsOf(entry), ...outputs.filter(([file]) => loaded.has(file)).flatMap(([, o]) => inputsOf(o))];
    expect(homePage.some((i) => i.endsWith('.messages.ts'))).toBe(true);
    expect(homePage.filter((i) => i.endsWith('.fr.ts'))).toEqual([]);
    // Every French part is in the build, in chunks that hold nothing else.
    const frenchFiles = globSync('ui/**/*.messages.fr.ts', { cwd: repoRoot }).map((f) => f.split(sep).join('/'));
    expect(frenchFiles.length).toBeGreaterThan(10);
    const french = outputs.filter(([, o]) => inputsOf(o).some((i) => i.endsWith('.messages.fr.ts')));
    expect(french.flatMap(([, o]) => inputsOf(o)).sort()).toEqual(frenchFiles.sort());
  });
});
