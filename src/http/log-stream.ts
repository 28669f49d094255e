import fs from 'node:fs';
import type pino from 'pino';

/** Lines are written in blocks of about this many characters: one system call per block. */
const BLOCK = 64 * 1024;

/** How long a block waits for a full standard output (a pipe nobody reads) before its lines are dropped. */
const FULL_OUTPUT_WAIT_MS = 250;

/**
 * Where the server's log goes: standard output (the journal under systemd), written in blocks.
 *
 * A line per request written with its own system call was the largest cost of a cached public read
 * left after the fast answers (about half of the app's CPU time per request on the benchmark, see
 * docs/benchmarks.md). Lines are gathered in an array, joined once a block, and the block written
 * at once; whatever is gathered is written at least every `flushMs` (250 ms), so a line reaches the
 * journal at most that much later. On a normal exit, a crash that exits, and the app's close,
 * everything gathered is written first. Only a SIGKILL can lose the last quarter second of lines.
 *
 * The writes are synchronous, as Node writes its own standard output to a file or a pipe on Linux
 * and as pino's destination does by default: the lines stay in order, a block of 64 KiB costs one
 * system call, and no thread of the pool is woken for it. Asynchronous writes through pino's
 * destination (sonic-boom) in 12 KiB blocks cost about 3 µs more a cached read on a 2-core VM (a
 * third of that the blocks going through the thread pool, the rest sonic-boom's own bookkeeping;
 * docs/benchmarks.md). The cost of that choice: a standard output that blocks (the journal's
 * socket, a pipe) and stops being read holds the server until it is read again, as it would hold
 * `console.log`; journald reads its sockets promptly. One marked non-blocking that stays full (a
 * pipe nobody reads) does not stop the server: after 250 ms the block's lines are dropped, later
 * blocks are dropped at once while it stays full, and the first block written again starts with a
 * line saying how many bytes went.
 */
export function bufferedStdout(flushMs = 250, fd = 1): { stream: pino.DestinationStream; stop: () => Promise<void> } {
  let lines: string[] = [];
  let size = 0;
  let dropped = 0;
  /** The last block written stopped within a line: the note starts on a line of its own. */
  let torn = false;
  const pass = () => {
    if (!lines.length) return;
    const block = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    size = 0;
    if (dropped) {
      // Lines went: the output is tried once, without waiting, with a line saying how many bytes
      // (under 4 KiB, so a pipe takes it whole or not at all); still full, this block goes too.
      if (writeAllSync(fd, (torn ? '\n' : '') + droppedLine(dropped), 0)) {
        dropped += Buffer.byteLength(block);
        return;
      }
    }
    dropped = writeAllSync(fd, block, FULL_OUTPUT_WAIT_MS);
    torn = endsWithinLine(block, dropped);
  };
  const stream: pino.DestinationStream = {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= BLOCK) pass();
    },
  };
  const timer = setInterval(pass, flushMs);
  timer.unref();
  // At exit (a crash that exits included), the lines gathered.
  process.on('exit', pass);
  return {
    stream,
    // The app's close: everything gathered is written before it resolves.
    stop: async () => {
      clearInterval(timer);
      process.off('exit', pass);
      pass();
    },
  };
}

/** True when `block` was written but for its last `dropped` bytes, and that cut was within a line. */
export function endsWithinLine(block: string, dropped: number): boolean {
  if (!dropped) return false;
  const bytes = Buffer.from(block);
  return dropped < bytes.length && bytes[bytes.length - dropped - 1] !== 0x0a;
}

/** The line that stands for lines a full standard output made us drop (pino's fields, at `warn`). */
function droppedLine(bytes: number): string {
  return `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: `${bytes} bytes of log lines were dropped: standard output stayed full for ${FULL_OUTPUT_WAIT_MS} ms` })}\n`;
}

/**
 * Writes `text` to `fd` now: all of it, waiting out a full non-blocking pipe (EAGAIN) for up to
 * `maxWaitMs`. Returns how many bytes were not written (dropped: a full output for that long, a
 * closed pipe, any other error).
 */
export function writeAllSync(fd: number, text: string, maxWaitMs: number): number {
  let rest: Buffer | undefined;
  let waited = 0;
  for (;;) {
    try {
      if (!rest) {
        // The usual case: the whole string in one call, no copy to a Buffer of our own.
        const written = fs.writeSync(fd, text);
        const length = Buffer.byteLength(text);
        if (written >= length) return 0;
        rest = Buffer.from(text).subarray(written);
      } else {
        rest = rest.subarray(fs.writeSync(fd, rest));
        if (!rest.length) return 0;
      }
    } catch (err) {
      rest ??= Buffer.from(text);
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN' || waited >= maxWaitMs) return rest.length;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      waited += 10;
    }
  }
}
