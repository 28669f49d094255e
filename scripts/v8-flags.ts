// One list of the V8 flags the product runs with, for scripts/package.ts and the Dockerfile.

/**
 * V8 flags of the server, in the executable (its blob is made with the same ones, or V8 would
 * refuse the code cache) and in the Docker image's ENTRYPOINT (scripts/deploy-files.test.ts checks).
 * - A young generation of 2 MiB semi-spaces (V8 grows them to 16 MiB): ~12 MiB less RSS idle and
 *   ~50 MiB less after 3,000 home pages, for a few more scavenges.
 * - Optimising compilers only for what is hot while serving: a function is compiled by Maglev after
 *   20,000 calls instead of 400, by TurboFan after 100,000 instead of 3,000. Start-up code (module
 *   set-up, schemas, route registration) runs a few hundred times at most, so it no longer wakes the
 *   compilers, which are the largest part of the idle memory after the heap (their code and zone
 *   memory: ~12 MiB); a request path crosses the thresholds within seconds of real traffic.
 */
export const V8_FLAGS = [
  '--max-semi-space-size=2',
  '--invocation-count-for-maglev=20000',
  '--invocation-count-for-maglev-osr=5000',
  '--invocation-count-for-maglev-with-delay=30000',
  '--invocation-count-for-early-optimization=2000',
  '--invocation-count-for-turbofan=100000',
  '--invocation-count-for-osr=20000',
];
