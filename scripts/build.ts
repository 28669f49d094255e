// Builds the server and CLI into dist/server.cjs (CommonJS, one file) with its lazy parts in
// dist/parts/ (scripts/lazy-parts.ts) and its entry dist/cli.js, and the UI into dist/public with
// hashed names, an index.html that names them, and .gz/.br copies for static serving.
// Run with Node 24 (type stripping): node scripts/build.ts [--ui-only|--server-only]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import { BUILT_IN_POSTERS, type PosterColours, posterSvg } from '../src/shared/hero-poster-art.ts';
import { adminAreaChunkPlugin, adminUiStubPlugin, checkAscii, cjsFacadePlugin, fastifyCompressLazyGlobalsPlugin, fastifyStaticLazyGlobPlugin, fileTypeStrtok3Plugin, publicLazyChunkPlugin, swaggerUiStaticPlugin } from './esbuild-plugins.ts';
import { checkLazyParts, lazyPartEntries, lazyPartsPlugin } from './lazy-parts.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const pub = path.join(dist, 'public');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const args = new Set(process.argv.slice(2));

/**
 * dist/cli.js, the entry of `node dist/cli.js`: it turns on Node's module compile cache before the
 * server bundle is compiled, so a start reads the bundle's compiled top level (and its parts') from
 * the cache instead of compiling ~3.7 MB of JavaScript again. The cache is where NODE_COMPILE_CACHE
 * says, else in a folder of the system's temp folder; one that cannot be written means no cache.
 */
const CLI_ENTRY = `'use strict';
// Written by scripts/build.ts: see CLI_ENTRY there.
require('node:module').enableCompileCache();
require('./server.cjs');
`;

/** Native or binary-shipping packages stay outside the bundle (the executable packs them itself). */
export const SERVER_EXTERNALS = ['better-sqlite3', 'sharp', '@ffmpeg-installer/linux-x64'];

async function buildServer(): Promise<void> {
  const options: esbuild.BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: 'linked',
    // The bundle's source stays in the heap for the life of the process: without whitespace and
    // comments (some with non-ASCII characters, which made V8 keep all of it two bytes a character;
    // checkAscii keeps it ASCII) it is 3.4 MB instead of a 9.9 MiB string plus a 1 MiB line table. Names are kept, so stack
    // traces still name their functions (and the linked map gives files and lines).
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    // Short lines: Node prints the source line of an uncaught error, which must stay readable.
    lineLimit: 160,
    external: SERVER_EXTERNALS,
    // React (and any package that asks) in its production build: unset, NODE_ENV made the page
    // renderer React's development build, slower and checking what the tests already check.
    define: { __APP_VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  };
  const plugins = [swaggerUiStaticPlugin('__dirname'), adminUiStubPlugin(), fastifyCompressLazyGlobalsPlugin(), fastifyStaticLazyGlobPlugin(), fileTypeStrtok3Plugin()];
  // A part is loaded from dist/parts/<name>.cjs (its compiled code kept in Node's compile cache).
  const partFile = (dir: string) => (name: string) => `require("node:path").join(__dirname, ${JSON.stringify(`${dir}${name}.cjs`)})`;
  const main = await esbuild.build({ ...options, entryPoints: [path.join(root, 'src/main.ts')], outfile: path.join(dist, 'server.cjs'), plugins: [...plugins, lazyPartsPlugin(root, partFile('parts/'))] });
  fs.writeFileSync(path.join(dist, 'cli.js'), CLI_ENTRY);
  // The bundle was dist/cli.js until the entry took its name.
  fs.rmSync(path.join(dist, 'cli.js.map'), { force: true });
  fs.rmSync(path.join(dist, 'parts'), { recursive: true, force: true });
  const parts = await esbuild.build({
    ...options,
    entryPoints: lazyPartEntries(root),
    outdir: path.join(dist, 'parts'),
    outExtension: { '.js': '.cjs' },
    // Inside a part, __dirname is dist/parts.
    plugins: [...plugins, lazyPartsPlugin(root, partFile(''))],
  });
  checkLazyParts(main.metafile!, parts.metafile!);
  checkAscii([main, parts].flatMap((r) => Object.keys(r.metafile!.outputs).filter((f) => !f.endsWith('.map'))));
  // package.json says "type": "module"; the bundle is CommonJS (a single executable needs it).
  fs.writeFileSync(path.join(dist, 'package.json'), '{ "type": "commonjs" }\n');
  // @fastify/swagger-ui reads its files from `<bundle dir>/static`.
  fs.cpSync(path.join(root, 'node_modules/@fastify/swagger-ui/static'), path.join(dist, 'static'), { recursive: true });
}

function precompress(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|svg|html)$/.test(entry.name)) {
      const data = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

/** The default hero posters (`/video/hero-poster.jpeg`, `-fem.jpeg`), drawn as the hero draws them in place. */
async function buildPoster(file: string, colours: PosterColours): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(posterSvg(colours))).jpeg({ quality: 72, mozjpeg: true }).toFile(file);
}

async function buildUi(): Promise<void> {
  fs.rmSync(pub, { recursive: true, force: true });
  const assets = path.join(pub, 'assets');
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'ui/main.tsx')],
    outdir: assets,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'safari16', 'firefox115'],
    minify: true,
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    // V8 compiles a file with this hint eagerly, while it streams in, off the main thread; without
    // it, React's bundled module body is compiled on the main thread when it first runs, a long
    // task on a phone just as the page becomes interactive.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    plugins: [adminAreaChunkPlugin(root), publicLazyChunkPlugin(root), cjsFacadePlugin(root, ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'])],
    logLevel: 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === 'ui/main.tsx');
  if (!entry) throw new Error('esbuild produced no entry for ui/main.tsx');
  const rel = (p: string) => `/${path.relative(pub, path.join(root, p)).split(path.sep).join('/')}`;
  const js = rel(entry[0]);
  const css = entry[1].cssBundle ? rel(entry[1].cssBundle) : undefined;
  // The chunks the entry imports statically (not the lazily loaded admin area).
  const preloads = entry[1].imports.filter((i) => i.kind === 'import-statement').map((i) => rel(i.path));
  // A tiny boot script starts the app once the browser has painted the server's HTML, and on the
  // home page once the hero's poster (the largest paint) is in: the app's code never competes with
  // the first paint for the network or the main thread. A hidden tab (no frames) starts at once;
  // a poster that takes long never delays the app more than 2.5 s. Each chunk is imported directly,
  // so they download in parallel and are evaluated as separate short tasks.
  const bootCode =
    `const s=${JSON.stringify([js, ...preloads])};let d=0;` +
    `const go=()=>{if(d)return;d=1;for(const h of s)import(h)};` +
    `const later=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,0)));` +
    `const p=document.querySelector('#root img');` +
    `if(document.visibilityState!=='visible')go();` +
    `else if(p&&!p.complete){p.addEventListener('load',later);p.addEventListener('error',later);setTimeout(go,2500)}` +
    `else later();\n`;
  const bootName = `boot-${createHash('sha256').update(bootCode).digest('base64url').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(assets, bootName), bootCode);
  const boot = `/assets/${bootName}`;
  const tags = [css ? `<link rel="stylesheet" href="${css}">` : '', `<script type="module" src="${boot}"></script>`].filter(Boolean).join('\n    ');
  const html = fs.readFileSync(path.join(root, 'ui/index.html'), 'utf8').replace('<!--assets-->', tags);
  fs.writeFileSync(path.join(pub, 'index.html'), html);
  fs.cpSync(path.join(root, 'ui/static'), pub, { recursive: true });
  for (const [url, colours] of Object.entries(BUILT_IN_POSTERS)) await buildPoster(path.join(pub, url), colours);
  fs.writeFileSync(path.join(dist, 'ui-manifest.json'), JSON.stringify({ boot, entry: js, css, preloads }, null, 2));
  precompress(pub);
}

const started = Date.now();
fs.mkdirSync(dist, { recursive: true });
if (!args.has('--ui-only')) await buildServer();
if (!args.has('--server-only')) await buildUi();
console.log(`built in ${Date.now() - started} ms → dist/cli.js (dist/server.cjs, dist/parts/), dist/public/`);
