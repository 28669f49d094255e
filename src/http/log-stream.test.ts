import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('writes every line at an exit without a close (the block under way at that moment may come last)', () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script(`${writeMany}\nprocess.exit(0);`)], { encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(lines(child.stdout).sort()).toEqual([...many].sort());
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
