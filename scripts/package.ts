// Packages Athlete.Site as one Linux x86-64 executable, dist/athlete-site, with Node's own
// single-executable support. Run with Node 24 (the binary copied into the executable is this
// very `node`, so the blob and the binary always match): node scripts/package.ts [--skip-build]
//
//   1. node scripts/build.ts        the UI (dist/public) and the swagger-ui files
//   2. esbuild                      src/sea/sea-main.ts → dist/sea/sea-main.cjs (the start: unpacking),
//                                   src/sea/sea-app.ts → dist/sea/app.cjs (the program, CommonJS, everything
//                                   bundled but the lazy parts of scripts/lazy-parts.ts → dist/sea/parts/<name>.cjs)
//   3. pack                         native addons, libvips, ffmpeg, UI, program, lazy parts → dist/sea/pack.bin (+ index), brotli
//   4. node --experimental-sea-config dist/sea/sea-config.json → dist/sea/sea-prep.blob
//   5. copy node, strip --strip-all, postject the blob → dist/athlete-site
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { PACK_DATA_ASSET, PACK_INDEX_ASSET, type PackInput, buildPack } from '../src/sea/asset-pack.ts';
import { V8_START_FLAGS, builtinsRequiredBy } from '../src/sea/v8-flags.ts';
import { adminUiStubPlugin, checkAscii, fastifyCompressLazyGlobalsPlugin, fastifyStaticLazyGlobPlugin, fileTypeStrtok3Plugin, seaNativePlugin, swaggerUiStaticPlugin } from './esbuild-plugins.ts';
import { checkLazyParts, lazyPartEntries, lazyPartsPlugin } from './lazy-parts.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const work = path.join(dist, 'sea');
const exe = path.join(dist, 'athlete-site');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const args = new Set(process.argv.slice(2));
const SENTINEL_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

function step(name: string): () => void {
  const t = Date.now();
  return () => console.log(`  ${name}: ${Date.now() - t} ms`);
}

function run(cmd: string, argv: string[], options: { cwd?: string } = {}): void {
  const r = spawnSync(cmd, argv, { cwd: options.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`);
}

/** Every file under `dir`, relative, with forward slashes. */
function walk(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, r) : e.isFile() ? [r] : [];
  });
}

function only(dir: string, pattern: RegExp): string {
  const hits = fs.readdirSync(dir).filter((n) => pattern.test(n));
  if (hits.length !== 1) throw new Error(`Expected one file matching ${pattern} in ${dir}, found ${hits.length}: is node_modules installed (npm ci)?`);
  return hits[0]!;
}

if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error('The executable is built for Linux x86-64 only.');
if (process.versions.node.split('.')[0] !== '24') throw new Error(`Run this with Node 24 (scripts/node.sh puts it first on PATH); this is Node ${process.versions.node}.`);
const started = Date.now();
console.log(`packaging Athlete.Site ${pkg.version} with Node ${process.versions.node} (${process.execPath})`);

// 1. The UI and the server bundle's static files.
if (!args.has('--skip-build')) {
  const done = step('build (UI, dist/static)');
  run(process.execPath, [path.join(root, 'scripts/build.ts')]);
  done();
}
if (!fs.existsSync(path.join(dist, 'public/index.html'))) throw new Error('dist/public is missing: run node scripts/build.ts first.');
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });

// 2. The start (the blob's main script), and the program: one CommonJS file with everything but the
// lazy parts, natives replaced by loaders of the unpacked files. The program and its lazy parts,
// one file each, are unpacked with the natives and run from there with code caches beside them:
// the start's cache (made after a start, src/sea/cached-script.ts) holds the functions a start
// compiles, where the blob's (made at packaging) would hold the top level only.
{
  const done = step('bundle');
  const native = path.join(root, 'src/sea/native.ts');
  const options: esbuild.BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    // The media module looks for this package only as a last resort and copes with its absence.
    external: ['@ffmpeg-installer/linux-x64', '@flydotio/litestream-linux-x64'],
    // React (and any package that asks) in its production build: unset, NODE_ENV made the page
    // renderer React's development build, slower and checking what the tests already check.
    define: { __APP_VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
    plugins: [
      seaNativePlugin(native, root),
      swaggerUiStaticPlugin(`require(${JSON.stringify(native)}).swaggerUiRoot()`),
      adminUiStubPlugin(),
      fastifyCompressLazyGlobalsPlugin(),
      fastifyStaticLazyGlobPlugin(),
      fileTypeStrtok3Plugin(),
      lazyPartsPlugin(root, (name) => `require(${JSON.stringify(native)}).partFile(${JSON.stringify(name)}), require(${JSON.stringify(native)}).compileCacheDir()`),
    ],
    // Half the source V8 keeps in memory (4.5 → 2.2 MB); names kept for plugins and error messages.
    minify: true,
    keepNames: true,
    // One byte a character in V8's heap (see checkAscii).
    charset: 'ascii',
    // Short lines: Node prints the source line of an uncaught error, which must stay readable.
    lineLimit: 160,
    legalComments: 'none',
    // Not in the executable: for reading profiles of it (scripts/bench/start-profile.ts).
    sourcemap: 'external',
    logLevel: 'error',
    metafile: true,
  };
  const start = await esbuild.build({ ...options, entryPoints: [path.join(root, 'src/sea/sea-main.ts')], outfile: path.join(work, 'sea-main.cjs') });
  const program = await esbuild.build({ ...options, entryPoints: [path.join(root, 'src/sea/sea-app.ts')], outfile: path.join(work, 'app.cjs') });
  const parts = await esbuild.build({ ...options, entryPoints: lazyPartEntries(root), outdir: path.join(work, 'parts'), outExtension: { '.js': '.cjs' } });
  checkLazyParts(program.metafile!, parts.metafile!);
  checkAscii([start, program, parts].flatMap((r) => Object.keys(r.metafile!.outputs).filter((f) => !f.endsWith('.map'))));
  // The start must stay small: it is what every run (even --version) compiles before anything else.
  const startBytes = fs.statSync(path.join(work, 'sea-main.cjs')).size;
  if (startBytes > 256 * 1024 || Object.keys(start.metafile!.inputs).some((i) => i.endsWith('src/cli.ts'))) throw new Error(`dist/sea/sea-main.cjs is ${startBytes} bytes or holds the CLI: the start must not import the program (src/sea/sea-main.ts).`);
  done();
}

// 3. The files the executable unpacks at first start.
{
  const done = step('pack');
  const inputs: PackInput[] = [];
  const add = (from: string, to: string, mode: number) => inputs.push({ path: to, data: fs.readFileSync(from), mode });
  const nm = path.join(root, 'node_modules');
  add(path.join(nm, 'better-sqlite3/prebuilds/linux-x64.node'), 'native/better-sqlite3/better_sqlite3.node', 0o755);
  // sharp's addon finds libvips through its RPATH ($ORIGIN/../../sharp-libvips-linux-x64/lib): keep the layout.
  const sharpLib = path.join(nm, '@img/sharp-linux-x64/lib');
  const sharpNode = only(sharpLib, /^sharp-linux-x64-.*\.node$/);
  add(path.join(sharpLib, sharpNode), `native/@img/sharp-linux-x64/lib/${sharpNode}`, 0o755);
  const vipsLib = path.join(nm, '@img/sharp-libvips-linux-x64/lib');
  const vips = only(vipsLib, /^libvips-cpp\.so\./);
  add(path.join(vipsLib, vips), `native/@img/sharp-libvips-linux-x64/lib/${vips}`, 0o755);
  add(path.join(nm, '@ffmpeg-installer/linux-x64/ffmpeg'), 'bin/ffmpeg', 0o755);
  // `serve --replicate` runs Litestream as a child process: carried like ffmpeg.
  add(path.join(nm, '@flydotio/litestream-linux-x64/litestream'), 'bin/litestream', 0o755);
  for (const rel of walk(path.join(dist, 'public'))) add(path.join(dist, 'public', rel), `public/${rel}`, 0o644);
  add(path.join(work, 'app.cjs'), 'app.cjs', 0o644);
  for (const rel of walk(path.join(work, 'parts')).filter((f) => f.endsWith('.cjs'))) add(path.join(work, 'parts', rel), `parts/${rel}`, 0o644);
  const swagger = path.join(nm, '@fastify/swagger-ui/static');
  for (const rel of walk(swagger)) add(path.join(swagger, rel), `swagger-ui/static/${rel}`, 0o644);
  const { index, data } = buildPack(inputs, {
    version: pkg.version,
    addons: { 'better-sqlite3': 'native/better-sqlite3/better_sqlite3.node', sharp: `native/@img/sharp-linux-x64/lib/${sharpNode}` },
    ffmpeg: 'bin/ffmpeg',
    litestream: 'bin/litestream',
    publicDir: 'public',
    swaggerUiDir: 'swagger-ui',
    app: 'app.cjs',
    partsDir: 'parts',
    builtins: builtinsRequiredBy(fs.readFileSync(path.join(work, 'app.cjs'), 'utf8')),
  });
  fs.writeFileSync(path.join(work, PACK_INDEX_ASSET), JSON.stringify(index));
  fs.writeFileSync(path.join(work, PACK_DATA_ASSET), data);
  const raw = index.files.reduce((n, f) => n + f.size, 0);
  console.log(`    ${index.files.length} files, ${(raw / 2 ** 20).toFixed(1)} MiB → ${(data.length / 2 ** 20).toFixed(1)} MiB packed (key ${index.key})`);
  done();
}

// 4. The blob, made by this Node (the same binary that goes into the executable).
{
  const done = step('blob');
  const config = {
    main: path.join(work, 'sea-main.cjs'),
    output: path.join(work, 'sea-prep.blob'),
    disableExperimentalSEAWarning: true,
    useSnapshot: false,
    // Compiled code of the start in the blob (the program has its own cache: step 2).
    useCodeCache: true,
    execArgv: V8_START_FLAGS,
    assets: { [PACK_INDEX_ASSET]: path.join(work, PACK_INDEX_ASSET), [PACK_DATA_ASSET]: path.join(work, PACK_DATA_ASSET) },
  };
  fs.writeFileSync(path.join(work, 'sea-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  run(process.execPath, [...V8_START_FLAGS, '--experimental-sea-config', path.join(work, 'sea-config.json')]);
  done();
}

// 5. A stripped copy of node with the blob injected; renamed into place when complete.
{
  const done = step('inject');
  const tmp = `${exe}.tmp`;
  fs.copyFileSync(process.execPath, tmp);
  fs.chmodSync(tmp, 0o755);
  // Debug symbols are a fifth of node; stripping must happen before injection (it would drop the blob).
  const strip = spawnSync('strip', ['--strip-all', tmp], { encoding: 'utf8' });
  if (strip.error || strip.status !== 0) console.warn(`  warning: strip failed (${strip.error?.message ?? strip.stderr.trim()}): the executable keeps node's symbols and is larger. Install binutils.`);
  run(process.execPath, [path.join(root, 'node_modules/postject/dist/cli.js'), tmp, 'NODE_SEA_BLOB', path.join(work, 'sea-prep.blob'), '--sentinel-fuse', SENTINEL_FUSE]);
  fs.renameSync(tmp, exe);
  done();
}

const size = fs.statSync(exe).size;
console.log(`packaged in ${((Date.now() - started) / 1000).toFixed(1)} s → dist/athlete-site (${(size / 2 ** 20).toFixed(1)} MiB)`);
