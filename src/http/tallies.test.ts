import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { runDemo } from '../demo/demo';
import { makeTempDir } from '../test/test-app';
import { PAGE_TALLY_GRACE_MS } from './public-cache';

// A visitor's like or vote (a tally) moves only what shows tallies: the cheers, followed athletes
// and universities answers at once, the pages within PAGE_TALLY_GRACE_MS; every other kept answer
// stays. An admin's write still shows everywhere on the very next request. On the demo's content,
// which has cheers, followed athletes and universities to like and vote for.

const tmp = makeTempDir();
const pub = makeTempDir('athlete-public-');
let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;
const HOST = 'owen.example.com';

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  const demo = await runDemo(tmp.dir, new Date(), { media: false });
  app = await buildApp({ dataDir: tmp.dir, publicDir: pub.dir, logLevel: 'silent' });
  const login = await app.inject({ method: 'POST', url: '/auth/login', headers: { host: HOST }, payload: demo.admin });
  token = login.json<{ token: string }>().token;
  // The demo hides the universities' vote counts; these tests read them.
  await app.inject({ method: 'PUT', url: '/content/admin/settings', headers: { host: HOST, authorization: `Bearer ${token}` }, payload: { showVoteCounts: true } });
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
  pub.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { host: HOST, ...headers } });
const api = async <T>(url: string): Promise<T> => (await get(url)).json<T>();
let visitors = 0;
/** A public write as a new browser (its own visitor id). */
const visit = (url: string) => app.inject({ method: 'POST', url, headers: { host: HOST, 'x-visitor-id': `tally-test-${++visitors}` } });

/** Every public read the OpenAPI document lists that takes no path parameter. */
async function publicReads(): Promise<string[]> {
  const doc = await api<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/json');
  return Object.entries(doc.paths)
    .filter(([p, methods]) => p.startsWith('/content/public/') && !p.includes('{') && 'get' in methods)
    .map(([p]) => p);
}

/** Likes a cheer and a followed athlete and votes for a university, each as a new browser; checks each was counted. */
async function tallyEach(): Promise<{ cheer: number; athlete: number; university: number }> {
  const cheer = (await api<Array<{ id: number }>>('/content/public/cheers'))[0]!.id;
  const athlete = (await api<Array<{ id: number }>>('/content/public/followed'))[0]!.id;
  const university = (await api<Array<{ id: number }>>('/content/public/universities'))[0]!.id;
  for (const url of [`/content/public/cheers/${cheer}/like`, `/content/public/followed/${athlete}/like`, `/content/public/universities/${university}/vote`]) {
    expect((await visit(url)).statusCode, url).toBe(200);
  }
  return { cheer, athlete, university };
}

const likesOf = async (id: number) => (await api<Array<{ id: number; likes: number }>>('/content/public/cheers')).find((c) => c.id === id)?.likes;

describe('a like or a vote', () => {
  it('shows at once in the answers that show the counts', async () => {
    const cheers = await api<Array<{ id: number; likes: number }>>('/content/public/cheers');
    const followed = await api<Array<{ id: number; likeCount: number }>>('/content/public/followed');
    const universities = await api<Array<{ id: number; voteCount: number }>>('/content/public/universities');
    const { cheer, athlete, university } = await tallyEach();
    expect(await likesOf(cheer)).toBe(cheers.find((c) => c.id === cheer)!.likes + 1);
    expect((await api<Array<{ id: number; likeCount: number }>>('/content/public/followed')).find((a) => a.id === athlete)?.likeCount).toBe(followed.find((a) => a.id === athlete)!.likeCount + 1);
    expect((await api<Array<{ id: number; voteCount: number }>>('/content/public/universities')).find((u) => u.id === university)?.voteCount).toBe(universities.find((u) => u.id === university)!.voteCount + 1);
  });

  it('leaves every other kept answer as it was, and each answer is what a fresh read gives', async () => {
    const reads = await publicReads();
    // The list is the API's: a new public read is checked here without a line of its own.
    expect(reads).toEqual(expect.arrayContaining(['/content/public/races', '/content/public/cheers', '/content/public/followed', '/content/public/universities', '/content/public/settings']));
    for (const url of reads) expect((await get(url)).statusCode, url).toBe(200);
    const stored = vi.spyOn(app.ctx.publicCache, 'set');
    try {
      await tallyEach();
      stored.mockClear();
      const after = new Map<string, string>();
      for (const url of reads) after.set(url, (await get(url)).body);
      // Only the answers that show tallies were made again.
      const remade = stored.mock.calls.map(([, key]) => key.split('\u0000')[1]);
      expect(remade.sort()).toEqual(['/content/public/cheers', '/content/public/followed', '/content/public/universities']);
      // And every answer kept through the tallies is the one a read made afresh gives.
      app.ctx.publicCache.bump('default');
      for (const url of reads) expect((await get(url)).body, url).toBe(after.get(url));
    } finally {
      stored.mockRestore();
    }
  });

  it('leaves a kept page for a while; the page after that shows it; an admin’s edit shows at once', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    const { cheer } = await tallyEach();
    const likes = await likesOf(cheer);
    // Within the grace the kept page is sent: its render would hold every visitor of that moment.
    expect((await get('/')).headers.etag).toBe(first.headers.etag);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + PAGE_TALLY_GRACE_MS + 1);
      const later = await get('/');
      expect(later.headers.etag).not.toBe(first.headers.etag);
      // The page's data (which the app renders from) has the new count.
      const dataHref = /<link rel="preload" id="page-data" href="([^"]+)"/.exec(later.body)?.[1];
      const data = JSON.stringify((await get(dataHref!)).json());
      expect(data).toContain(`"id":${cheer}`);
      expect(data).toMatch(new RegExp(`"id":${cheer},[^}]*"likes":${likes}`));
      // Another like: the page just rendered is kept again; an admin's edit is not waited for.
      await tallyEach();
      expect((await get('/')).headers.etag).toBe(later.headers.etag);
      const saved = await app.inject({ method: 'PUT', url: '/content/admin/settings', headers: { host: HOST, authorization: `Bearer ${token}` }, payload: { heroSubtitle: 'Edited while likes come in' } });
      expect(saved.statusCode).toBe(200);
      const edited = await get('/');
      expect(edited.headers.etag).not.toBe(later.headers.etag);
      expect(edited.body).toContain('Edited while likes come in');
    } finally {
      vi.useRealTimers();
    }
  });
});
