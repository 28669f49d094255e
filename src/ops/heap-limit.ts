import sea from 'node:sea';
import v8 from 'node:v8';

/** Set in the environment of the process started again, so that it does not start itself again. */
const HEAP_MARK = 'ATHLETE_SITE_HEAP_MIB';

/**
 * Runs the server with V8's old space limited to `mib`: V8 reads its heap limit when the process
 * starts (v8.setFlagsFromString changes nothing afterwards), so the process replaces itself
 * (execve: the same pid, no second process) with `--max-old-space-size` in NODE_OPTIONS, which
 * both `node dist/cli.js` and the executable honour. Nothing happens when the limit is already
 * V8's, or when the platform cannot replace a process (the server then runs with V8's own limit).
 */
export function restartWithHeapLimit(mib: number): void {
  if (process.env[HEAP_MARK] === String(mib) || typeof process.execve !== 'function') return;
  // Already as small (a NODE_OPTIONS of the operator's own): nothing to gain.
  if (v8.getHeapStatistics().heap_size_limit <= mib * 1024 * 1024) return;
  // The executable's argv repeats its path where node's has the script; its own V8 flags are in its blob.
  const args = sea.isSea() ? [process.argv[0]!, ...process.argv.slice(2)] : [process.argv[0]!, ...process.execArgv, ...process.argv.slice(1)];
  const options = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${mib}`.trim();
  // Two malloc arenas rather than one per thread (unless the operator chose): ~45 MiB less after a
  // burst of traffic (docs/memory.md); glibc reads it only at start, as V8 its heap limit.
  process.execve(process.execPath, args, { MALLOC_ARENA_MAX: '2', ...process.env, NODE_OPTIONS: options, [HEAP_MARK]: String(mib) });
}
