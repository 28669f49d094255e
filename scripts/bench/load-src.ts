// Loads a module of src/ from a benchmark: src/ imports without file extensions (bundler style),
// which plain Node cannot resolve, so the module is bundled by esbuild into a temp file first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/** Bundles `src/<rel>` (dependencies stay external) and imports it. */
export async function loadSrc<T>(rel: string): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-src-'));
  const outfile = path.join(dir, 'module.mjs');
  try {
    await esbuild.build({ entryPoints: [path.join(root, 'src', rel)], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node24', packages: 'external', logLevel: 'warning', absWorkingDir: root });
    // The bundle imports packages by name: place it where node_modules resolves.
    const local = path.join(root, 'node_modules', '.cache', `bench-${path.basename(rel, '.ts')}-${process.pid}.mjs`);
    fs.mkdirSync(path.dirname(local), { recursive: true });
    fs.copyFileSync(outfile, local);
    try {
      return (await import(pathToFileURL(local).href)) as T;
    } finally {
      fs.rmSync(local, { force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
