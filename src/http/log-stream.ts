import fs from 'node:fs';
import pino from 'pino';

/** Lines are handed to the destination in blocks of about this many characters (below its 16 KiB single write). */
const BLOCK = 12 * 1024;

/**
 * Where the server's log goes: standard output (the journal under systemd), written in blocks.
 *
 * A line per request written with its own system call was the largest cost of a cached public read
 * left after the fast answers (about half of the app's CPU time per request on the benchmark, see
 * docs/benchmarks.md). Lines are gathered and written together, and whatever is gathered is written
 * at least every `flushMs` (250 ms), so a line reaches the journal at most that much later. On a
 * normal exit, a crash that exits, and the app's close, everything gathered is written first. Only
 * a SIGKILL can lose the last quarter second of lines.
 *
 * The lines are gathered here, in an array joined once a block, and the block goes to pino's
 * destination (sonic-boom: partial writes, a full pipe, the synchronous flush at exit). Handing it
 * each line cost 2–5 µs a line (its own buffering); a block costs it one call.
 */
export function bufferedStdout(flushMs = 250): { stream: pino.DestinationStream; stop: () => Promise<void> } {
  const dest = pino.destination({ dest: 1, minLength: 4096, sync: false });
  let lines: string[] = [];
  let size = 0;
  const take = (): string => {
    const block = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    size = 0;
    return block;
  };
  const pass = () => {
    if (lines.length) dest.write(take());
  };
  const stream: pino.DestinationStream = {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= BLOCK) pass();
    },
  };
  // At exit an asynchronous write never completes: what the destination holds is written now, then
  // the lines gathered here, after it. A block whose write was under way at that moment lands in
  // the log out of order (a crash's last quarter second); the app's close (stop) waits for it.
  const flushSync = () => {
    const block = lines.length ? take() : '';
    try {
      dest.flushSync();
    } catch {
      // A write still in flight finishes on its own.
    }
    if (block) writeAllSync(1, block);
  };
  const timer = setInterval(() => {
    pass();
    dest.flush();
  }, flushMs);
  timer.unref();
  // At exit (pino flushes its destination then too), what the destination holds, then these lines.
  process.on('exit', flushSync);
  return {
    stream,
    // The app's close: everything gathered is written, in order, before it resolves (2 s at most).
    stop: async () => {
      clearInterval(timer);
      process.off('exit', flushSync);
      pass();
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, 2000);
        timeout.unref();
        try {
          dest.flush(() => {
            clearTimeout(timeout);
            resolve();
          });
        } catch {
          clearTimeout(timeout);
          resolve();
        }
      });
      flushSync();
    },
  };
}

/** Writes `text` to `fd` now, waiting out a full pipe (EAGAIN) a few times; gives up on any other error. */
function writeAllSync(fd: number, text: string): void {
  let rest = Buffer.from(text);
  for (let waits = 0; rest.length && waits < 20; ) {
    try {
      rest = rest.subarray(fs.writeSync(fd, rest));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      waits++;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}
