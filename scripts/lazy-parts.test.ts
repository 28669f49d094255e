import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { LAZY_PARTS, checkLazyParts, lazyPartEntries, lazyPartsPlugin } from './lazy-parts.ts';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-lazy-parts-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const base: esbuild.BuildOptions = { bundle: true, platform: 'node', format: 'cjs', target: 'node24', write: false, logLevel: 'silent', define: { __APP_VERSION__: '"test"' } };
const partFile = (name: string) => `"/parts/${name}.cjs"`;

describe('lazy parts (scripts/lazy-parts.ts)', () => {
  it('keeps every part out of the server bundle, each loaded by loadLazyPart on first use', async () => {
    const main = await esbuild.build({ ...base, entryPoints: [path.join(root, 'src/main.ts')], outfile: path.join(tmp, 'cli.js'), external: ['better-sqlite3', 'sharp', '@ffmpeg-installer/linux-x64'], metafile: true, plugins: [lazyPartsPlugin(root, partFile)] });
    const parts = await esbuild.build({ ...base, entryPoints: lazyPartEntries(root), outdir: path.join(tmp, 'parts'), outExtension: { '.js': '.cjs' }, external: ['better-sqlite3', 'sharp'], metafile: true, plugins: [lazyPartsPlugin(root, partFile)] });
    expect(() => checkLazyParts(main.metafile, parts.metafile)).not.toThrow();
    const code = main.outputFiles![0]!.text;
    for (const { name, entry } of LAZY_PARTS) {
      expect(code).toContain(`.loadLazyPart("${name}", "/parts/${name}.cjs")`);
      expect(Object.keys(main.metafile.inputs)).not.toContain(entry);
    }
    // And the check would have caught a part's package in the main bundle.
    const withPdf = { ...main.metafile, inputs: { ...main.metafile.inputs, 'node_modules/pdf-lib/cjs/index.js': { bytes: 1, imports: [] } } };
    expect(() => checkLazyParts(withPdf, parts.metafile)).toThrow(/main bundle contains pdf-lib/);
  });

  it('refuses a static import of a part (its code would be in the main bundle again)', async () => {
    const entry = path.join(tmp, 'static-import.ts');
    fs.writeFileSync(entry, `import { renderPublicPage } from ${JSON.stringify(path.join(root, 'src/http/page-render.ts'))};\nconsole.log(renderPublicPage);\n`);
    await expect(esbuild.build({ ...base, entryPoints: [entry], outfile: path.join(tmp, 'static.js'), plugins: [lazyPartsPlugin(root, partFile)] })).rejects.toThrow(/src\/http\/page-render.ts is the lazy part "ssr"/);
  });
});
