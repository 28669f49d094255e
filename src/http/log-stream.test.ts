import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferedStdout, endsWithinLine, writeAllSync } from './log-stream';

// bufferedStdout writes to the process's standard output: each case runs in a child process and
// reads what it wrote, as the journal would.
const MODULE = path.join(import.meta.dirname, 'log-stream.ts');
const script = (body: string) => `import { bufferedStdout } from ${JSON.stringify(MODULE)};\nconst { stream, stop } = bufferedStdout(100);\n${body}`;
const lines = (out: string) => out.split('\n').filter(Boolean);

describe('bufferedStdout', () => {
  const many = Array.from({ length: 2000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`);
  const writeMany = 'for (let i = 0; i < 2000; i++) stream.write(`line ${i} ${"x".repeat(40)}\\n`);';

  it('writes every line, in order, in blocks, when stopped (the app’s close)', () => {
    for (let run = 0; run < 3; run++) {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', script(`${writeMany}\nawait stop();\nprocess.exit(0);`)], { encoding: 'utf8' });
      expect(child.status).toBe(0);
      expect(lines(child.stdout)).toEqual(many);
    }
  });

  it('writes every line, in order, at an exit without a close', () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script(`${writeMany}\nprocess.exit(0);`)], { encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(lines(child.stdout)).toEqual(many);
  });

  it('writes what a crash leaves gathered before the process dies', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script("stream.write('before the crash\\n');\nsetTimeout(() => { throw new Error('boom'); }, 10);")], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(lines(run.stdout)).toEqual(['before the crash']);
  });

  it('sends a line within the flush interval while the process goes on, and everything on stop', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script("stream.write('first\\n');\nsetTimeout(() => { stream.write('second\\n'); stop(); }, 1500);\nsetTimeout(() => {}, 2000);")]);
    let out = '';
    const firstAt = new Promise<number>((resolve) => {
      const started = Date.now();
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('first')) resolve(Date.now() - started);
      });
    });
    // The interval is 100 ms: the first line arrives long before the second is written.
    expect(await firstAt).toBeLessThan(1400);
    expect(out).not.toContain('second');
    await new Promise((resolve) => child.on('close', resolve));
    expect(lines(out)).toEqual(['first', 'second']);
  });
});

// A standard output that stays full: the write end of a pipe to a stopped `cat`, non-blocking (as
// Node opens its end of a child's standard input), in this process.
describe('a full standard output', () => {
  let cat: ChildProcess | undefined;
  afterEach(() => {
    cat?.kill('SIGKILL');
    cat = undefined;
  });
  const stoppedCat = () => {
    cat = spawn('cat', [], { stdio: ['pipe', 'pipe', 'ignore'] });
    cat.kill('SIGSTOP');
    const fd = (cat.stdin as unknown as { _handle: { fd: number } })._handle.fd;
    return { cat, fd };
  };
  const readUntil = (child: ChildProcess, text: string) =>
    new Promise<string>((resolve) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes(text)) resolve(out);
      });
    });

  it('gives up on a block after a while and says how many bytes it did not write', () => {
    const { fd } = stoppedCat();
    const text = 'x'.repeat(1024 * 1024);
    const started = Date.now();
    const dropped = writeAllSync(fd, text, 250);
    const took = Date.now() - started;
    // The pipe took what it holds (64 KiB on Linux), then stayed full.
    expect(dropped).toBeGreaterThan(0);
    expect(dropped).toBeLessThan(text.length);
    expect(took).toBeGreaterThanOrEqual(200);
    expect(took).toBeLessThan(5000);
    // Without a wait, a full pipe is given up at once.
    const again = Date.now();
    expect(writeAllSync(fd, 'y\n', 0)).toBe(2);
    expect(Date.now() - again).toBeLessThan(500);
  });

  it('keeps the server going while the output stays full, then says what went and goes on', async () => {
    const { cat: reader, fd } = stoppedCat();
    const { stream, stop } = bufferedStdout(60_000, fd);
    const line = (i: number) => `line ${i} ${'x'.repeat(1000)}\n`;
    // 64 KiB a block: the first ones fill the pipe, the next waits 250 ms and goes, the rest go at once.
    const started = Date.now();
    for (let i = 0; i < 400; i++) stream.write(line(i));
    expect(Date.now() - started).toBeLessThan(3000);
    const out = readUntil(reader, 'after\n');
    const drained = readUntil(reader, 'line 0 ');
    reader.kill('SIGCONT');
    // Once `cat` reads again, the pipe has room: the next block goes, after the note.
    await drained;
    await new Promise((resolve) => setTimeout(resolve, 300));
    stream.write('after\n');
    await stop();
    // Each line by its number: the lines that went before the pipe filled, in order; the note;
    // the lines gathered since the last block, and the line written after.
    const got = lines(await out).map((l) => (l.startsWith('line ') ? Number(l.split(' ')[1]) : l));
    const noteAt = got.findIndex((l) => typeof l === 'string' && l.includes('were dropped'));
    const before = got.slice(0, noteAt);
    const after = got.slice(noteAt + 1);
    expect(before.length).toBeGreaterThan(0);
    expect(before).toEqual(Array.from({ length: before.length }, (_, i) => i));
    const first = after[0] as number;
    expect(first).toBeGreaterThan(before.length);
    expect(after).toEqual([...Array.from({ length: 400 - first }, (_, i) => first + i), 'after']);
    const note = JSON.parse(got[noteAt] as string) as { level: number; msg: string };
    expect(note.level).toBe(40);
    expect(note.msg).toMatch(/^\d+ bytes of log lines were dropped: standard output stayed full for 250 ms$/);
    // The bytes of the lines that did not come; the pipe may have taken part of the last one before.
    const missing = Array.from({ length: first - before.length }, (_, i) => line(before.length + i).length).reduce((a, b) => a + b, 0);
    const reported = Number(note.msg.split(' ')[0]);
    expect(reported).toBeGreaterThanOrEqual(missing);
    expect(reported).toBeLessThan(missing + line(first).length);
  });

  it('knows when a block was cut within a line (the note then starts on a line of its own)', () => {
    const block = 'one\ntwo\nthree\n';
    expect(endsWithinLine(block, 0)).toBe(false);
    expect(endsWithinLine(block, 'three\n'.length)).toBe(false);
    expect(endsWithinLine(block, 'ree\n'.length)).toBe(true);
    expect(endsWithinLine(block, block.length)).toBe(false);
    // Bytes, not characters: 'é' is two.
    expect(endsWithinLine('a\né\n', 3)).toBe(false);
    expect(endsWithinLine('a\né\n', 2)).toBe(true);
  });
});
