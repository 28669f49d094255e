// esbuild plugins shared by the server bundle (scripts/build.ts) and the single executable
// (scripts/package.ts): they adapt packages that find files relative to their own folder.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inPackage = (pkg: string, file: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${escape(pkg).replace('/', '[\\\\/]')}[\\\\/]${escape(file).replace(/\//g, '[\\\\/]')}$`);

/**
 * @fastify/swagger-ui reads its static files from `<its folder>/static`, which a bundle does not
 * have. This rewrites its `__dirname` to `rootExpr` (a JS expression) so it reads `<root>/static`:
 * the bundle's folder for dist/cli.js (the build copies them to dist/static), the unpacked files
 * for the executable.
 */
export function swaggerUiStaticPlugin(rootExpr: string): Plugin {
  return {
    name: 'swagger-ui-static',
    setup(build) {
      build.onLoad({ filter: inPackage('@fastify/swagger-ui', 'index.js') }, async (args) => {
        const fs = await import('node:fs/promises');
        const source = await fs.readFile(args.path, 'utf8');
        return { contents: source.replaceAll('__dirname', `(${rootExpr})`), loader: 'js', resolveDir: path.dirname(args.path) };
      });
      build.onLoad({ filter: inPackage('@fastify/swagger-ui', 'lib/routes.js') }, async (args) => {
        const fs = await import('node:fs/promises');
        const source = await fs.readFile(args.path, 'utf8');
        // routes.js lives in lib/ and reads `__dirname/../static`.
        return { contents: source.replaceAll('__dirname', `(${rootExpr} + "/lib")`), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * For the single executable, whose `require` loads built-in modules only: sharp's and
 * better-sqlite3's native loaders are replaced by calls into `nativeModule` (src/sea/native.ts),
 * which loads the addons unpacked from the executable; sharp is taken from its CommonJS entry
 * (its ESM entry needs `import.meta.url`, which a CommonJS bundle lacks).
 */
export function seaNativePlugin(nativeModule: string, root: string): Plugin {
  const load = (name: string) => `require(${JSON.stringify(nativeModule)}).loadNativeAddon(${JSON.stringify(name)})`;
  return {
    name: 'sea-native',
    setup(build) {
      build.onResolve({ filter: /^sharp$/ }, () => ({ path: path.join(root, 'node_modules/sharp/dist/index.cjs') }));
      build.onLoad({ filter: inPackage('sharp', 'dist/sharp.cjs') }, (args) => ({
        contents: `module.exports = ${load('sharp')};`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: inPackage('better-sqlite3', 'lib/binding.js') }, (args) => ({
        // A binding passed as an option still wins (better-sqlite3's own rule).
        contents: `exports.getBinding = (nativeBinding) => (nativeBinding && typeof nativeBinding === 'object' ? nativeBinding : ${load('better-sqlite3')});`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/**
 * The server renders only public pages (ui/ssr.tsx), so the parts of the UI that only a signed-in
 * admin ever sees never run on the server: the admin area (ui/admin/AdminApp.tsx), every feature's
 * admin screens (its `admin.ts`, which its manifest imports lazily), the home page's setup checklist
 * and hero video changer, and through them the rich-text editor (tiptap, ProseMirror). The UI imports
 * them lazily; in the server's CommonJS bundle a lazy import is inlined, so without this they would
 * be parsed at every start. Here they become an empty component (an admin part, no screens).
 * The stylesheets the UI's modules import (`import './races.css'`) are nothing on the server either:
 * the page links the browser build's stylesheet (a style read as text, `with { type: 'text' }`, stays).
 */
export function adminUiStubPlugin(): Plugin {
  const sep = '[\\\\/]';
  const adminOnly = new RegExp(`${sep}ui${sep}(admin${sep}AdminApp|features${sep}[^\\\\/]+${sep}admin|features${sep}setup${sep}SetupChecklist|home${sep}HeroVideoModal)$`);
  return {
    name: 'admin-ui-stub',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        if (args.kind !== 'dynamic-import' || !args.importer.includes(`${path.sep}ui${path.sep}`)) return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        return adminOnly.test(target) ? { path: target, namespace: 'admin-ui-stub' } : undefined;
      });
      build.onResolve({ filter: /\.css$/ }, (args) =>
        args.importer.includes(`${path.sep}ui${path.sep}`) && args.with.type !== 'text' ? { path: path.resolve(args.resolveDir, args.path), namespace: 'ui-style' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'ui-style' }, () => ({ contents: '', loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'admin-ui-stub' }, (args) => ({
        contents: /[\\/]admin$/.test(args.path) ? 'export const screens = [];' : 'export default function AdminOnly() { return null; }',
        loader: 'js',
      }));
    },
  };
}

/**
 * The admin area as one lazily loaded part of the browser build, however many files it is loaded
 * from. Its shell (ui/admin/AdminApp.tsx, imported lazily by ui/app.tsx) and each feature's admin
 * part (`ui/features/<x>/admin.ts`, imported lazily by its manifest) are each a dynamic import,
 * and esbuild puts the code that several of them and the home page share into a chunk per
 * combination of importers: the home page's code came apart into 29 chunks (13 more) and 5.6 KiB
 * more gzip. Here each of those imports resolves to a small module that imports every admin part
 * and the public app (ui/app.tsx and the React DOM client, always loaded before the admin area, so
 * importing them runs nothing), then re-exports its target: every admin import reaches the same
 * code, and the public code stays in the chunks the home page loads, as when the shell imported
 * the screens itself. The shell is not among what they import: it waits (top-level await) for the
 * parts, which must not wait for it.
 */
export function adminAreaChunkPlugin(root: string): Plugin {
  const ui = path.join(root, 'ui');
  const features = path.join(ui, 'features');
  const shell = path.join(ui, 'admin', 'AdminApp.tsx');
  const partOf = (dir: string) => path.join(features, dir, 'admin.ts');
  return {
    name: 'admin-area-chunk',
    setup(build) {
      build.onResolve({ filter: /^\.\/admin(\/AdminApp)?$/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        if (args.path === './admin/AdminApp') return args.importer === path.join(ui, 'app.tsx') ? { path: shell, namespace: 'admin-area' } : undefined;
        if (path.basename(args.importer) !== 'index.ts' || path.dirname(args.resolveDir) !== features) return undefined;
        return { path: partOf(path.basename(args.resolveDir)), namespace: 'admin-area' };
      });
      build.onLoad({ filter: /.*/, namespace: 'admin-area' }, (args) => ({
        contents: `import 'admin-area:all';\n${args.path === shell ? 'export { default }' : 'export *'} from ${JSON.stringify(args.path)};\n`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onResolve({ filter: /^admin-area:all$/ }, () => ({ path: 'all', namespace: 'admin-area-all' }));
      build.onLoad({ filter: /.*/, namespace: 'admin-area-all' }, async () => {
        const fs = await import('node:fs');
        const parts = fs.readdirSync(features).map(partOf).filter((f) => fs.existsSync(f));
        const all = [path.join(ui, 'app.tsx'), 'react-dom/client', ...parts];
        return { contents: all.map((f) => `import ${JSON.stringify(f)};`).join('\n'), loader: 'js', resolveDir: ui, watchFiles: parts };
      });
    },
  };
}

/**
 * The public site's other lazily loaded parts (a page of its own, the magazine's reader, the setup
 * checklist, the hero's video changer…) the way adminAreaChunkPlugin keeps the admin area: each
 * dynamic import of a module of ui/ resolves to a small module that imports the public app (ui/app.tsx
 * and the React DOM client, always loaded before any of them, so importing them runs nothing) and
 * re-exports its target. Every lazy part then reaches all of the app's code, and esbuild keeps that
 * code in one chunk instead of a chunk per set of lazy parts that share a piece of it: the home page
 * loaded 16 chunks, each compressed on its own, 9 KiB of gzip more than the same code in one file.
 * The French catalogs (`*.messages.fr.ts`) import no code and stay as they are; the admin area's
 * imports are adminAreaChunkPlugin's (registered before this one).
 */
export function publicLazyChunkPlugin(root: string): Plugin {
  const ui = path.join(root, 'ui');
  return {
    name: 'public-lazy-chunk',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.namespace !== 'file' || !args.importer.startsWith(ui + path.sep) || args.path.endsWith('.messages.fr')) return undefined;
        const target = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir });
        if (target.errors.length) return { errors: target.errors };
        return { path: target.path, namespace: 'public-lazy' };
      });
      build.onLoad({ filter: /.*/, namespace: 'public-lazy' }, async (args) => {
        const fs = await import('node:fs');
        const target = JSON.stringify(args.path);
        const hasDefault = /^export default |^export \{[^}]*\bdefault\b/m.test(fs.readFileSync(args.path, 'utf8'));
        return {
          contents: `import ${JSON.stringify(path.join(ui, 'app.tsx'))};\nimport 'react-dom/client';\nexport * from ${target};\n${hasDefault ? `export { default } from ${target};\n` : ''}`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: [args.path],
        };
      });
    },
  };
}

/** One text replaced in a package's file: `find` must be there (else the package changed and the build fails). */
interface SourcePatch {
  find: string | RegExp;
  replace: string;
  /** Further text that must be in the file for the patch to be right. */
  alsoRequires?: string;
}

/**
 * A plugin that patches one file of a package as esbuild loads it. Each patch's text must be found,
 * or the build fails with `changed`: a package update that moved the code is caught, never bundled
 * unpatched.
 */
function patchPackageSource(name: string, pkg: string, file: string, changed: string, patches: SourcePatch[]): Plugin {
  return {
    name,
    setup(build) {
      build.onLoad({ filter: inPackage(pkg, file) }, async (args) => {
        const fs = await import('node:fs/promises');
        let source = await fs.readFile(args.path, 'utf8');
        for (const patch of patches) {
          const found = typeof patch.find === 'string' ? source.includes(patch.find) : patch.find.test(source);
          if (!found || (patch.alsoRequires && !source.includes(patch.alsoRequires))) throw new Error(`${pkg} changed: ${changed} is no longer in ${args.path} (scripts/esbuild-plugins.ts).`);
          source = source.replace(patch.find, patch.replace);
        }
        return { contents: source, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * @fastify/compress asks of every answer's payload whether it is a fetch `Response` or a web
 * `ReadableStream` with `instanceof`; Node defines both globals lazily, so the very first answer
 * (the first /healthz) loaded undici and the web streams, ~20–50 ms. Payloads are mostly strings,
 * Buffers and Node streams, which are neither: those are answered before the globals are touched.
 */
export function fastifyCompressLazyGlobalsPlugin(): Plugin {
  return patchPackageSource(
    'fastify-compress-lazy-globals',
    '@fastify/compress',
    'lib/utils.js',
    'its "instanceof Response" and "instanceof ReadableStream" tests',
    ['Response', 'ReadableStream'].map((global) => ({
      find: `return obj instanceof ${global}`,
      replace: `return typeof obj === 'object' && obj !== null && !ArrayBuffer.isView(obj) && typeof obj.pipe !== 'function' && obj instanceof ${global}`,
    })),
  );
}

/**
 * @fastify/static loads glob when it is loaded, for its one use: listing the files of a folder
 * served with a route per file (`wildcard: false`), which this server does not do (src/http/spa.ts).
 * Required when first used instead, glob is no longer evaluated at every start.
 */
export function fastifyStaticLazyGlobPlugin(): Plugin {
  return patchPackageSource('fastify-static-lazy-glob', '@fastify/static', 'index.js', 'its "require(\'glob\')"', [
    { find: "const { glob } = require('glob')", replace: "const glob = (...args) => require('glob').glob(...args)" },
  ]);
}

/**
 * file-type loads strtok3's Node entry (for `fileTypeFromFile`) with `import(specifier)`, a name
 * esbuild cannot follow: the bundle then imported the package at run time, from wherever the bundle
 * was built (the executable's main script keeps its build path as its name), so `fileTypeFromFile`
 * (images and videos being stored, the demo's hero clip) failed on any machine without that
 * folder's node_modules. Here the import names strtok3 literally, and esbuild bundles it.
 */
export function fileTypeStrtok3Plugin(): Plugin {
  return patchPackageSource('file-type-strtok3', 'file-type', 'source/index.js', 'its runtime import of strtok3', [
    {
      find: /return import\(\/\* @vite-ignore \*\/ \/\* webpackIgnore: true \*\/ specifier\);/,
      replace: "return specifier === 'strtok3' ? import('strtok3') : import(specifier);",
      alsoRequires: "importAtRuntime('strtok3')",
    },
  ]);
}

/**
 * Throws unless every file is pure ASCII. V8 keeps a script's source for the life of the process,
 * one byte a character when it is all Latin-1, two bytes a character (the whole of it) otherwise:
 * esbuild's `charset: 'ascii'` escapes strings and identifiers, not the characters of a regular
 * expression, so a `/[’′]/` in the sources doubled the bundle's memory. Write those as `\u2019`.
 */
export function checkAscii(files: string[]): void {
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    const at = text.search(/[^\x00-\x7f]/);
    if (at >= 0) {
      const line = text.slice(0, at).split('\n').length;
      throw new Error(`${file}:${line} has a non-ASCII character (${JSON.stringify(text.slice(Math.max(0, at - 40), at + 20))}): write it as a \\u escape in the source, or V8 keeps the whole bundle two bytes a character.`);
    }
  }
}

/**
 * React and react-dom are CommonJS. In a split ESM bundle esbuild gives every module that imports
 * one of them its own copy of the exports (`__toESM(require_react())`: an object with a getter per
 * export), and every hook call goes through a getter. The public home page has some sixty such
 * modules: on a phone, building those copies was a visible part of the start-up. Here an `import`
 * of one of `packages` goes to one small ES module per package that reads the exports once and
 * exports them as constants. A `require` (the packages' own, between each other) is left as it is.
 * The names are the package's exports as Node loads it here; a name a bundle imports that is not
 * among them fails the build.
 */
export function cjsFacadePlugin(root: string, packages: string[]): Plugin {
  const filter = new RegExp(`^(${packages.map(escape).join('|')})$`);
  const load = createRequire(path.join(root, 'package.json'));
  return {
    name: 'cjs-facade',
    setup(build) {
      build.onResolve({ filter }, (args) => (args.kind === 'import-statement' && args.namespace !== 'cjs-facade' ? { path: args.path, namespace: 'cjs-facade' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'cjs-facade' }, (args) => {
        const names = Object.keys(load(args.path) as object).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
        return {
          contents: `import * as m from ${JSON.stringify(args.path)};\nexport default m.default;\nexport const { ${names.join(', ')} } = m;\n`,
          resolveDir: root,
          loader: 'js',
        };
      });
    },
  };
}
