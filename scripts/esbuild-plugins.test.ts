import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { cjsFacadePlugin, fastifyCompressLazyGlobalsPlugin, fastifyStaticLazyGlobPlugin, fileTypeStrtok3Plugin } from './esbuild-plugins.ts';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-esbuild-plugins-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const base: esbuild.BuildOptions = { bundle: true, platform: 'node', format: 'cjs', target: 'node24', write: false, logLevel: 'silent' };

describe('@fastify/compress without the lazy fetch globals', () => {
  it('answers strings, Buffers and Node streams without touching Response or ReadableStream', async () => {
    const file = path.join(root, 'node_modules/@fastify/compress/lib/utils.js');
    const built = await esbuild.build({ ...base, entryPoints: [file], outfile: path.join(tmp, 'utils.js'), packages: 'external', plugins: [fastifyCompressLazyGlobalsPlugin()] });
    // The bundle runs where reading either global is recorded.
    const touched: string[] = [];
    const module = { exports: {} as { isFetchResponse: (x: unknown) => boolean; isWebReadableStream: (x: unknown) => boolean } };
    const context: Record<string, unknown> = { module, exports: module.exports, require: createRequire(file), process, Buffer, ArrayBuffer };
    for (const name of ['Response', 'ReadableStream']) Object.defineProperty(context, name, { get: () => (touched.push(name), Map) });
    vm.runInNewContext(built.outputFiles![0]!.text, context);
    const utils = module.exports;
    for (const payload of ['{"ok":true}', Buffer.from('x'), new Uint8Array(2), { pipe() {} }, null]) {
      expect(utils.isFetchResponse(payload)).toBe(false);
      expect(utils.isWebReadableStream(payload)).toBe(false);
    }
    expect(touched).toEqual([]);
    // Anything else is still asked of the real globals.
    expect(utils.isFetchResponse({})).toBe(false);
    expect(touched).toEqual(['Response']);
  });
});

describe('@fastify/static with glob loaded when used', () => {
  it('does not evaluate glob when the plugin is loaded, and still lists a folder with it when asked', async () => {
    const file = path.join(root, 'node_modules/@fastify/static/index.js');
    const built = await esbuild.build({ ...base, entryPoints: [file], outfile: path.join(tmp, 'static.js'), packages: 'external', plugins: [fastifyStaticLazyGlobPlugin()] });
    const required: string[] = [];
    const real = createRequire(file);
    const tracking = Object.assign((id: string) => (required.push(id), real(id)), real);
    const module = { exports: {} as (app: unknown, opts: unknown) => Promise<void> };
    vm.runInThisContext(`(function (module, exports, require) {${built.outputFiles![0]!.text}\n})`)(module, module.exports, tracking);
    expect(required).not.toContain('glob');
    // A folder served with a route per file (wildcard: false) still finds its files through glob.
    const Fastify = createRequire(path.join(root, 'package.json'))('fastify') as (o?: object) => { register: (p: unknown, o: object) => Promise<void>; inject: (o: object) => Promise<{ statusCode: number; body: string }>; close: () => Promise<void> };
    const dir = fs.mkdtempSync(path.join(tmp, 'static-'));
    fs.writeFileSync(path.join(dir, 'a.txt'), 'file a');
    const app = Fastify();
    await app.register(module.exports, { root: dir, wildcard: false });
    expect((await app.inject({ url: '/a.txt' })).body).toBe('file a');
    expect(required).toContain('glob');
    await app.close();
  });
});

describe('file-type with strtok3 bundled', () => {
  it('bundles the strtok3 that fileTypeFromFile imports, instead of importing it at run time from the build folder', async () => {
    const entry = path.join(tmp, 'file-type-entry.ts');
    fs.writeFileSync(entry, `export { fileTypeFromFile } from ${JSON.stringify(path.join(root, 'node_modules/file-type/source/index.js'))};\n`);
    const without = await esbuild.build({ ...base, entryPoints: [entry], outfile: path.join(tmp, 'ft-without.js'), metafile: true });
    const built = await esbuild.build({ ...base, entryPoints: [entry], outfile: path.join(tmp, 'ft.js'), metafile: true, plugins: [fileTypeStrtok3Plugin()] });
    const fileTokenizer = (m: esbuild.Metafile) => Object.keys(m.inputs).some((i) => i.endsWith('node_modules/strtok3/lib/FileTokenizer.js'));
    expect(fileTokenizer(without.metafile)).toBe(false);
    expect(fileTokenizer(built.metafile)).toBe(true);
    // The bundle finds the type of a file with no node_modules anywhere above it.
    const bundle = path.join(tmp, 'isolated', 'ft.cjs');
    fs.mkdirSync(path.dirname(bundle));
    fs.writeFileSync(bundle, built.outputFiles![0]!.text);
    const png = path.join(tmp, 'isolated', 'x.png');
    fs.writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4330000000049454e44ae426082', 'hex'));
    const { fileTypeFromFile } = createRequire(bundle)(bundle) as { fileTypeFromFile: (f: string) => Promise<{ mime: string } | undefined> };
    expect((await fileTypeFromFile(png))?.mime).toBe('image/png');
  });
});

describe('React as ES modules in the split browser bundle', () => {
  it('builds one copy of React\'s exports for the whole bundle, not one per importing module, and renders the same', async () => {
    // Three modules importing React and its JSX runtime, as the UI's modules do.
    const dir = fs.mkdtempSync(path.join(tmp, 'facade-'));
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(dir, `${name}.jsx`), `import { useState } from 'react';\nexport function ${name.toUpperCase()}() { const [v] = useState('${name}'); return <b>{v}</b>; }\n`);
    fs.writeFileSync(path.join(dir, 'entry.jsx'), "import React from 'react';\nimport { renderToString } from 'react-dom/server';\nimport { A } from './a';\nimport { B } from './b';\nimport { C } from './c';\nexport const html = () => renderToString(<p><A /><B /><C /></p>);\nexport const same = React.useState !== undefined;\n");
    const options: esbuild.BuildOptions = { bundle: true, platform: 'node', format: 'esm', target: 'node24', jsx: 'automatic', splitting: true, write: true, logLevel: 'silent', nodePaths: [path.join(root, 'node_modules')], define: { 'process.env.NODE_ENV': '"production"' } };
    const copies = (dirOut: string) => fs.readdirSync(dirOut).reduce((n, f) => n + (fs.readFileSync(path.join(dirOut, f), 'utf8').match(/__toESM\(require_/g)?.length ?? 0), 0);
    const withoutOut = path.join(dir, 'without');
    const withOut = path.join(dir, 'with');
    await esbuild.build({ ...options, entryPoints: [path.join(dir, 'entry.jsx')], outdir: withoutOut });
    await esbuild.build({ ...options, entryPoints: [path.join(dir, 'entry.jsx')], outdir: withOut, plugins: [cjsFacadePlugin(root, ['react', 'react/jsx-runtime'])] });
    // Without: in each of the four modules, a copy of React and one of its JSX runtime (and one of
    // react-dom/server, left out of the facade here).
    expect(copies(withoutOut)).toBe(9);
    // With: one per package.
    expect(copies(withOut)).toBe(3);
    const mod = (await import(path.join(withOut, 'entry.js'))) as { html: () => string; same: boolean };
    expect(mod.html()).toBe('<p><b>a</b><b>b</b><b>c</b></p>');
    expect(mod.same).toBe(true);
  });
});
