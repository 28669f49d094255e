// The V8 flags the product runs with: the executable (scripts/package.ts, src/sea/sea-main.ts) and
// the Docker image's ENTRYPOINT (scripts/deploy-files.test.ts checks it).
import { isBuiltin } from 'node:module';
import v8 from 'node:v8';

/**
 * Given at start (the executable's `execArgv`, the blob made with the same): a young generation of
 * 2 MiB semi-spaces (V8 grows them to 16 MiB): ~12 MiB less RSS idle and ~50 MiB less after 3,000
 * home pages, for a few more scavenges. It does not change V8's flag hash for code caches.
 */
export const V8_START_FLAGS = ['--max-semi-space-size=2'];

/**
 * Optimising compilers only for what is hot while serving: a function is compiled by Maglev after
 * 20,000 calls instead of 400, by TurboFan after 100,000 instead of 3,000. Start-up code (module
 * set-up, schemas, route registration) runs a few hundred times at most, so it no longer wakes the
 * compilers, which are the largest part of the idle memory after the heap (their code and zone
 * memory: ~12 MiB); a request path crosses the thresholds within seconds of real traffic.
 *
 * The executable sets these at run time (`applyTierUpFlags`), not at start: they change V8's flag
 * hash, and Node's own modules carry a code cache made under the default flags, which V8 then
 * refuses; every built-in module the program loads was compiled again at every start (~30 ms).
 */
export const V8_TIER_UP_FLAGS = [
  '--invocation-count-for-maglev=20000',
  '--invocation-count-for-maglev-osr=5000',
  '--invocation-count-for-maglev-with-delay=30000',
  '--invocation-count-for-early-optimization=2000',
  '--invocation-count-for-turbofan=100000',
  '--invocation-count-for-osr=20000',
];

/** All of them on a command line (the Docker image: `node` with no code cache of the program's own). */
export const V8_FLAGS = [...V8_START_FLAGS, ...V8_TIER_UP_FLAGS];

/**
 * Loads the built-in modules a program requires while Node's code cache for them is still accepted,
 * then sets the tier-up flags. Run it at the same point of every start, before the program's own
 * code cache is read or made: V8 checks that cache against the flags too.
 */
export function applyTierUpFlags(builtins: readonly string[], load: (id: string) => unknown): void {
  for (const id of builtins) {
    try {
      load(id);
    } catch {
      // A module this Node lacks: the program would fail on it the same way without this.
    }
  }
  v8.setFlagsFromString(V8_TIER_UP_FLAGS.join(' '));
}

/**
 * The built-in modules a CommonJS bundle requires, as `node:` ids, sorted (at packaging time, from
 * the bundle's `require("…")` calls; packages and relative paths are left out).
 */
export function builtinsRequiredBy(source: string): string[] {
  const ids = new Set<string>();
  for (const [, id] of source.matchAll(/\brequire\(\s*["']([^"'\s]+)["']\s*\)/g)) {
    if (id && isBuiltin(id)) ids.add(id.startsWith('node:') ? id : `node:${id}`);
  }
  return [...ids].sort();
}
