// Runs a TypeScript script that imports the app's sources (extension-less imports, which Node's own
// type stripping cannot resolve): esbuild bundles it to a temp .mjs, packages stay external.
//   node scripts/ts.ts scripts/bench/races.ts [args...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/ts.ts <file.ts> [args...]');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-ts-'));
const outfile = path.join(root, 'node_modules', '.cache', 'ts-run', `${path.basename(entry, '.ts')}-${process.pid}.mjs`);
fs.mkdirSync(path.dirname(outfile), { recursive: true });
await esbuild.build({
  entryPoints: [path.resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
  // Bundled sources may still use CommonJS globals.
  banner: { js: "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; const require = __cr(import.meta.url); const __filename = __fu(import.meta.url); const __dirname = __filename.replace(/\\/[^/]*$/, '');" },
});
fs.rmSync(outDir, { recursive: true, force: true });
const r = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...args], { stdio: 'inherit' });
fs.rmSync(outfile, { force: true });
process.exit(r.status ?? 1);
