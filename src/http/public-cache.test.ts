import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_VERSION_RECHECK_MS, openTenantDatabase } from '../db/database';
import { type CachedAnswer, PublicCache, answerBytes } from './public-cache';
import { dataPaths } from '../tenants/tenant-store';
import { createTestApp, makeTempDir, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
const race = { distance: '5K', date: '2026-10-01', place: 'P', timeMs: 1_000_000 };
const titles = async () => (await t.call({ method: 'GET', url: '/content/public/races' })).json().map((r: { title: string }) => r.title);

// A fresh tenant per test: each one counts races from an empty list.
beforeEach(async () => {
  t = await createTestApp({ tenants: ['default'] });
  token = await t.login();
});
afterEach(() => t.close());

describe('cached public answers', () => {
  it('are sent whole when compressed and large', async () => {
    // Above zlib's stream buffers (~64 KiB), the compressed body is still streaming when the handler returns.
    for (let i = 0; i < 20; i++) await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...race, title: `Long ${i}`, analysis: 'A long analysis. '.repeat(290) } });
    const res = await t.call({ method: 'GET', url: '/content/public/races', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toHaveLength(20);
  });

  it('are refreshed by a write through the API', async () => {
    expect(await titles()).toEqual([]);
    await t.call({ method: 'POST', url: '/content/admin/races', token, payload: { ...race, title: 'First' } });
    expect(await titles()).toEqual(['First']);
  });

  it('are refreshed by a write from another process (SQLite data_version)', async () => {
    await titles();
    const other = await openTenantDatabase(dataPaths(t.dataDir).databaseFile('default'), { create: false });
    await other.db.insertInto('race').values({ title: 'From the CLI', distance: '5K', place: 'P', time_ms: 1_000_000, date: '2026-10-02' }).execute();
    await other.close();
    // Another process's commit is seen within DATA_VERSION_RECHECK_MS: move the clock past it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + DATA_VERSION_RECHECK_MS);
      expect(await titles()).toContain('From the CLI');
    } finally {
      vi.useRealTimers();
    }
  });

  it('are one entry for the public client’s reads, whose `ts=<now>` changes every time', async () => {
    const stored = vi.spyOn(t.app.ctx.publicCache, 'set');
    const first = await t.call({ method: 'GET', url: '/content/public/settings?ts=1001' });
    const second = await t.call({ method: 'GET', url: '/content/public/settings?ts=1002' });
    await t.call({ method: 'GET', url: '/content/public/press?take=30&page=1&ts=1003' });
    await t.call({ method: 'GET', url: '/content/public/press?take=30&page=1&ts=1004' });
    expect(second.body).toBe(first.body);
    expect(stored).toHaveBeenCalledTimes(2);
    // Other parameters still tell answers apart.
    await t.call({ method: 'GET', url: '/content/public/press?take=5&page=1&ts=1005' });
    expect(stored).toHaveBeenCalledTimes(3);
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const first = await t.call({ method: 'GET', url: '/content/public/races' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.call({ method: 'GET', url: '/content/public/races', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never serve one tenant’s answer to another', async () => {
    const t2 = await createTestApp({ tenants: ['default', 'other'] });
    try {
      const tok = await t2.login('default');
      await t2.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token: tok, payload: { ...race, title: 'Default only' } });
      expect((await t2.call({ method: 'GET', url: '/content/public/races', tenant: 'default' })).json()).toHaveLength(1);
      expect((await t2.call({ method: 'GET', url: '/content/public/races', tenant: 'other' })).json()).toHaveLength(0);
    } finally {
      await t2.close();
    }
  });
});

describe('PublicCache', () => {
  // Bodies of one length: every entry counts the same bytes (answerBytes).
  const entry = (body: string): CachedAnswer => ({ body: body.padEnd(12), etag: `"${body}"`, version: '0.1', at: Date.now() });
  const bodyOf = (e: CachedAnswer | undefined) => e?.body.trim();
  const ENTRY = answerBytes(entry('x'));
  const limits = (entries: number, perTenant = entries) => ({ maxBytes: entries * ENTRY, maxBytesPerTenant: perTenant * ENTRY });

  it('drops the entry read or stored longest ago when full, never a hot one', () => {
    const cache = new PublicCache(limits(2));
    cache.set('t', 'home', entry('home v1'));
    cache.set('t', 'races', entry('races'));
    // The home page is read, then stored again after a write: it stays while others come and go.
    expect(bodyOf(cache.get('home', '0.1', 0))).toBe('home v1');
    cache.set('t', 'prs', entry('prs'));
    expect(cache.get('races', '0.1', 0)).toBeUndefined();
    cache.set('t', 'home', entry('home v2'));
    expect(bodyOf(cache.get('prs', '0.1', 0))).toBe('prs');
    cache.set('t', 'press', entry('press'));
    expect(cache.get('home', '0.1', 0)).toBeUndefined();
    expect(bodyOf(cache.get('prs', '0.1', 0))).toBe('prs');
    expect(bodyOf(cache.get('press', '0.1', 0))).toBe('press');
  });

  it('keeps each tenant within its share: one tenant’s many pages never push out another’s', () => {
    const cache = new PublicCache(limits(10, 3));
    cache.set('real', 'real home', entry('home'));
    for (let i = 0; i < 100; i++) cache.set('flood', `flood ${i}`, entry(`page ${i}`));
    expect(bodyOf(cache.get('real home', '0.1', 0))).toBe('home');
    expect(bodyOf(cache.get('flood 99', '0.1', 0))).toBe('page 99');
    expect(cache.get('flood 96', '0.1', 0)).toBeUndefined();
  });

  it('answers an entry only at its version and within its age', () => {
    const cache = new PublicCache(limits(10), 1000);
    cache.set('t', 'home', entry('home'));
    expect(cache.get('home', '0.2', 0)).toBeUndefined();
    cache.set('t', 'old', { ...entry('old'), at: Date.now() - 1001 });
    expect(cache.get('old', '0.1', 0)).toBeUndefined();
    expect(bodyOf(cache.get('home', '0.1', 0))).toBe('home');
  });

  it('answers an entry that shows tallies only while they hold, a page also within its grace', () => {
    const cache = new PublicCache(limits(10), 60_000);
    const now = Date.now();
    cache.set('t', 'races', entry('races'));
    cache.set('t', 'cheers', { ...entry('cheers'), tallies: 3 });
    cache.set('t', 'page', { ...entry('page'), tallies: 3, tallyGraceMs: 5000, at: now - 4000 });
    cache.set('t', 'old page', { ...entry('old page'), tallies: 3, tallyGraceMs: 5000, at: now - 6000 });
    // Tallies as they were: every entry holds.
    for (const key of ['races', 'cheers', 'page', 'old page']) expect(bodyOf(cache.get(key, '0.1', 3))).toBe(key);
    // A like moved them: what shows no tally holds; the page within its grace holds.
    expect(bodyOf(cache.get('races', '0.1', 4))).toBe('races');
    expect(cache.get('cheers', '0.1', 4)).toBeUndefined();
    expect(bodyOf(cache.get('page', '0.1', 4))).toBe('page');
    expect(cache.get('old page', '0.1', 4)).toBeUndefined();
    // Any other change of the data: nothing holds, whatever the grace.
    for (const key of ['races', 'cheers', 'page']) expect(cache.get(key, '0.2', 3)).toBeUndefined();
  });

  it('takes no entry made after now for a current one (the clock was set back)', () => {
    const cache = new PublicCache(limits(10), 60_000);
    cache.set('t', 'races', { ...entry('races'), at: Date.now() + 10_000 });
    cache.set('t', 'page', { ...entry('page'), tallies: 3, tallyGraceMs: 5000, at: Date.now() + 10_000 });
    expect(cache.get('races', '0.1', 3)).toBeUndefined();
    expect(cache.get('page', '0.1', 4)).toBeUndefined();
  });

  it('reads a database opened again as another version, though it counts from the start again', async () => {
    const cache = new PublicCache();
    const dir = makeTempDir();
    try {
      const file = `${dir.dir}/site.db`;
      await (await openTenantDatabase(file, { create: true })).close();
      const first = await openTenantDatabase(file, { create: false });
      const before = cache.versionOfTenant('t', first);
      await first.close();
      const again = await openTenantDatabase(file, { create: false });
      expect(again.dataVersion()).toBe(first.dataVersion());
      expect(cache.versionOfTenant('t', again)).not.toBe(before);
      await again.close();
    } finally {
      dir.cleanup();
    }
  });
});
