// The parts of the server built into files of their own and loaded on first use (src/lazy-part.ts),
// for scripts/build.ts (dist/parts/<name>.cjs beside dist/cli.js) and scripts/package.ts (files the
// single executable unpacks with its native parts). A start parses, compiles and runs none of them.
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';

/** A lazy part: its name (the file is `<name>.cjs`) and its entry module. */
export interface LazyPart {
  name: string;
  entry: string;
}

export const LAZY_PARTS: readonly LazyPart[] = [
  // react-dom's server renderer and the UI's components: needed by the first page, not by a start.
  { name: 'ssr', entry: 'src/http/page-render.ts' },
  // pdf-lib (with its fonts, pako, upng) and qrcode: the résumé and its PDF.
  { name: 'resume', entry: 'src/features/resume/resume.part.ts' },
  // acme-client with node-forge, axios, @peculiar/x509…: `serve --https` only.
  { name: 'acme', entry: 'src/tls/certificates.ts' },
  // The AWS S3 SDK: media in an S3-compatible bucket only.
  { name: 's3', entry: 'src/media/store/s3-sdk.ts' },
  // libheif in WebAssembly (heic-decode, libheif-js): the first HEIC photo uploaded.
  { name: 'heif', entry: 'src/media/heif-decode.part.ts' },
];

/** Packages that must not be in the main bundle: keeping them out is what the parts are for. */
const ONLY_IN_PARTS = ['react-dom', 'pdf-lib', 'qrcode', 'acme-client', 'node-forge', 'axios', '@peculiar/x509', '@aws-sdk/client-s3', 'heic-decode', 'libheif-js'];
/** Packages a part must not carry: native addons are loaded once, by the main bundle. */
const NEVER_IN_PARTS = ['better-sqlite3', 'sharp'];

/**
 * In the main bundle (and in each part's), `await import()` of a part's entry becomes a call to
 * `loadLazyPart(name, <loadArgs(name)>)` (src/lazy-part.ts): `loadArgs` is the JS of the file's
 * path and, for the executable, of the folder of its code cache. A static import of a part's entry is an
 * error: it would put the part's code in the main bundle again.
 */
export function lazyPartsPlugin(root: string, loadArgs: (name: string) => string): Plugin {
  const loader = path.join(root, 'src/lazy-part.ts');
  const byEntry = new Map(LAZY_PARTS.map((p) => [path.join(root, p.entry), p.name]));
  const stems = LAZY_PARTS.map((p) => path.basename(p.entry, '.ts').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    name: 'lazy-parts',
    setup(build) {
      build.onResolve({ filter: new RegExp(`(^|/)(${stems.join('|')})(\\.ts)?$`) }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'lazy-parts') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'lazy-parts' });
        const name = byEntry.get(resolved.path);
        if (!name) return undefined;
        if (args.kind !== 'dynamic-import') {
          return { errors: [{ text: `${path.relative(root, resolved.path)} is the lazy part "${name}" (scripts/lazy-parts.ts): import it with await import(), or its code is in the main bundle again.` }] };
        }
        return { path: name, namespace: 'lazy-part' };
      });
      build.onLoad({ filter: /.*/, namespace: 'lazy-part' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(loader)}).loadLazyPart(${JSON.stringify(args.path)}, ${loadArgs(args.path)});`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/** The esbuild entry points of the parts (`<outdir>/<name>.cjs` with `outExtension: { '.js': '.cjs' }`). */
export function lazyPartEntries(root: string): Array<{ in: string; out: string }> {
  return LAZY_PARTS.map((p) => ({ in: path.join(root, p.entry), out: p.name }));
}

const packageOf = (input: string) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

/**
 * Checks the bundles' contents (esbuild metafiles): the heavy packages are in no main bundle, and
 * no part carries a native addon. Throws with the offending files.
 */
export function checkLazyParts(main: Metafile, parts: Metafile): void {
  const problems: string[] = [];
  const mainInputs = Object.keys(main.inputs);
  for (const pkg of ONLY_IN_PARTS) {
    const hit = mainInputs.find((i) => packageOf(i) === pkg);
    if (hit) problems.push(`the main bundle contains ${pkg} (${hit}): it belongs in a lazy part`);
  }
  for (const [out, meta] of Object.entries(parts.outputs)) {
    for (const pkg of NEVER_IN_PARTS) {
      const hit = Object.keys(meta.inputs).find((i) => packageOf(i) === pkg);
      if (hit) problems.push(`${path.basename(out)} contains ${pkg} (${hit}): native addons load from the main bundle only`);
    }
  }
  if (problems.length) throw new Error(`Lazy parts (scripts/lazy-parts.ts):\n  ${problems.join('\n  ')}`);
}
