import pino from 'pino';

/**
 * Where the server's log goes: standard output (the journal under systemd), written in blocks.
 *
 * A line per request written with its own system call was the largest cost of a cached public read
 * left after the fast answers (about half of the app's CPU time per request on the benchmark, see
 * docs/benchmarks.md). Lines are gathered up to 4 KiB and written together, and whatever is
 * gathered is written at least every `flushMs` (250 ms), so a line reaches the journal at most that
 * much later. On a normal exit, a crash that exits, and the app's close, everything gathered is
 * written first (pino flushes its destinations on exit; `stop` flushes on close). Only a SIGKILL
 * can lose the last quarter second of lines.
 */
export function bufferedStdout(flushMs = 250): { stream: pino.DestinationStream; stop: () => void } {
  const dest = pino.destination({ dest: 1, minLength: 4096, sync: false });
  const timer = setInterval(() => dest.flush(), flushMs);
  timer.unref();
  return {
    stream: dest,
    stop: () => {
      clearInterval(timer);
      try {
        dest.flushSync();
      } catch {
        // A write still in flight finishes on its own; the exit handler flushes the rest.
      }
    },
  };
}
