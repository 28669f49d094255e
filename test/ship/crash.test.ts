import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTenantDatabase } from '../../src/db/database';
import { createTenant } from '../../src/tenants/tenant-admin';
import { dataPaths } from '../../src/tenants/tenant-store';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 20;
let tmp: string;
let writer: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-crash-'));
  // Bundled beside node_modules so that better-sqlite3 (external) resolves.
  writer = path.join(root, 'dist/ship-test/crash-writer.cjs');
  await esbuild.build({ entryPoints: [path.join(import.meta.dirname, 'crash-writer.ts')], outfile: writer, bundle: true, platform: 'node', format: 'cjs', target: 'node24', external: ['better-sqlite3'], logLevel: 'error' });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the writer until it has acknowledged a few writes, kills it with SIGKILL after a random delay, and answers the ids it printed. */
function writeAndKill(file: string, delayMs: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let armed = false;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      // Armed at the first acknowledged write, not at start-up: on a loaded machine the writer may
      // need longer than the shortest delay to commit anything, and a round must test something.
      if (!armed && /^\d+\n/m.test(out)) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`writer exited on its own (${code}): ${err}`));
      // Only whole lines count: a line cut by the kill was never fully acknowledged.
      const lines = out.slice(0, out.lastIndexOf('\n') + 1).split('\n');
      resolve(lines.filter((l) => /^\d+$/.test(l)).map(Number));
    });
  });
}

describe('crash safety', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs at random moments, and the database stays intact`, async () => {
    const dataDir = path.join(tmp, 'data');
    await createTenant(dataDir, 'crash');
    const file = dataPaths(dataDir).databaseFile('crash');
    const acknowledged: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await writeAndKill(file, 30 + Math.floor(Math.random() * 300));
      expect(ids.length, `round ${round} wrote nothing`).toBeGreaterThan(0);
      acknowledged.push(...ids);

      // Reopen as the server would after a crash (WAL recovery), and check everything.
      const handle = await openTenantDatabase(file, { create: false });
      try {
        expect(handle.raw.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(handle.raw.pragma('foreign_key_check')).toEqual([]);
        const races = new Set((handle.raw.prepare('select id from race').all() as Array<{ id: number }>).map((r) => r.id));
        const lost = acknowledged.filter((id) => !races.has(id));
        expect(lost, `round ${round}: acknowledged writes lost`).toEqual([]);
        // Each transaction wrote a race and its PR: both are there or neither is.
        const orphans = handle.raw.prepare('select count(*) as n from race r where not exists (select 1 from pr p where p.race_id = r.id)').get() as { n: number };
        expect(orphans.n, `round ${round}: a half-applied transaction`).toBe(0);
      } finally {
        await handle.close();
      }
    }
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
  });
});
