import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveServeSettings, runCli } from './cli';
import { memoryBudgets } from './memory-budget';
import { createTestApp, makeTempDir } from './test/test-app';

const MiB = 1024 * 1024;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function dataDirWith(config?: unknown): string {
  const t = makeTempDir('athlete-memory-');
  cleanups.push(t.cleanup);
  if (config !== undefined) fs.writeFileSync(path.join(t.dir, 'config.json'), JSON.stringify(config));
  return t.dir;
}

describe('memory budgets', () => {
  it.each([
    // limit, answers, per tenant, page data, SQLite cache (KiB), image cache, open databases, heap
    [256, 16, 4, 8, 512, 8, 8, 128],
    [512, 32, 8, 16, 1024, 16, 16, 256],
    [1024, 64, 16, 32, 2048, 32, 32, 512],
  ])('sizes every cache from a %i MiB limit', (limit, answers, perTenant, pageData, dbKiB, image, open, heap) => {
    const b = memoryBudgets(limit);
    expect(b.answers).toEqual({ maxBytes: answers * MiB, maxBytesPerTenant: perTenant * MiB });
    expect(b.pageData.maxBytes).toBe(pageData * MiB);
    expect(b.databaseCacheKiB).toBe(dbKiB);
    expect(b.imageCacheMiB).toBe(image);
    expect(b.maxOpenTenants).toBe(open);
    expect(b.heapMiB).toBe(heap);
  });

  it('gives the caches of a 1 GiB machine and leaves V8’s heap alone without a limit', () => {
    const b = memoryBudgets(undefined);
    expect(b.answers.maxBytes).toBe(64 * MiB);
    expect(b.maxOpenTenants).toBe(32);
    expect(b.heapMiB).toBeUndefined();
  });

  it('lets each size given in the settings win over the limit’s', () => {
    const b = memoryBudgets(256, { answersMiB: 40, databaseCacheMiB: 4, idleMinutes: 3 }, 50);
    expect(b.answers).toEqual({ maxBytes: 40 * MiB, maxBytesPerTenant: 10 * MiB });
    expect(b.databaseCacheKiB).toBe(4096);
    expect(b.maxOpenTenants).toBe(50);
    expect(b.idleMs).toBe(180_000);
  });

  it('reads --memory-limit and config.json’s memoryLimitMiB and caches, the flag winning', () => {
    const d = dataDirWith({ memoryLimitMiB: 1024, caches: { answersMiB: 20, idleMinutes: 5 } });
    expect(resolveServeSettings(d, {}, {})).toMatchObject({ memoryLimitMiB: 1024, caches: { answersMiB: 20, idleMinutes: 5 } });
    expect(resolveServeSettings(d, { 'memory-limit': '256' }, {})).toMatchObject({ memoryLimitMiB: 256, caches: { answersMiB: 20 } });
    expect(() => resolveServeSettings(d, { 'memory-limit': '64' }, {})).toThrow(/memoryLimitMiB/);
    expect(() => resolveServeSettings(d, { 'memory-limit': 'lots' }, {})).toThrow(/memoryLimitMiB/);
    expect(() => resolveServeSettings(dataDirWith({ caches: { answerMiB: 8 } }), {}, {})).toThrow(/caches/);
  });

  it('lists the flag in serve’s help', async () => {
    const out: string[] = [];
    expect(await runCli(['serve', '--help'], { log: (s) => out.push(s), error: () => undefined })).toBe(0);
    expect(out.join('\n')).toContain('--memory-limit <MiB>');
  });

  it('runs the app with the budgets of its limit', async () => {
    const t = await createTestApp({ config: { memoryLimitMiB: 256 } });
    cleanups.push(() => t.close());
    const raw = (await t.app.ctx.pool.acquire('default'));
    try {
      expect(raw.handle.raw.pragma('cache_size', { simple: true })).toBe(-512);
    } finally {
      raw.release();
    }
  });
});
