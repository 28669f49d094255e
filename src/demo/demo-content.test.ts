import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { COACH_ARTICLE_POLICY, TRAINING_ARTICLE_POLICY, htmlToText } from '../shared/html-policy';
import { executableVectors } from '../test/html-checks';
import { makeTempDir } from '../test/test-app';
import { runDemo } from './demo';

// The demo content of this branch's entities, read back through the public API.

const STATIC = path.resolve(import.meta.dirname, '../../ui/static');
const today = new Date();
let tmp: { dir: string; cleanup: () => void };
let app: FastifyInstance;

beforeAll(async () => {
  tmp = makeTempDir('athlete-demo-');
  await runDemo(tmp.dir, today, { media: false });
  app = await buildApp({ dataDir: tmp.dir, logLevel: 'silent' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** Every relative image URL must be a file the UI ships. */
const expectShipped = (url: string) => expect(fs.existsSync(path.join(STATIC, url)), url).toBe(true);

describe('demo content', () => {
  it('has upcoming races in the future', async () => {
    const list = await get('/content/public/upcoming?take=10');
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const r of list) expect(Date.parse(r.eventAt)).toBeGreaterThan(today.getTime());
  });

  it('has followed athletes whose like counters match their likes', async () => {
    const list = await get('/content/public/followed');
    expect(list.length).toBeGreaterThanOrEqual(5);
    const likes = await app.ctx.pool.with('default', (h) => h.db.selectFrom('followed_like').select(['athlete_id']).execute());
    for (const a of list) {
      expect(a.likeCount).toBe(likes.filter((l) => l.athlete_id === a.id).length);
      expect(a.intro.length).toBeGreaterThan(40);
    }
  });

  it('has https social links and team members with shipped portraits and records', async () => {
    const socials = await get('/content/public/socials');
    expect(socials.map((s: { platform: string }) => s.platform)).toEqual(expect.arrayContaining(['instagram', 'strava', 'youtube', 'tiktok']));
    for (const s of socials) expect(s.url).toMatch(/^https:\/\//);
    const team = await get('/content/public/team-members');
    expect(team.length).toBeGreaterThanOrEqual(6);
    for (const m of team) {
      expectShipped(m.portraitUrl);
      expect(m.records.length).toBeGreaterThan(0);
    }
  });

  it('has a published coach note with a 400–600 word article, and a draft from an invite', async () => {
    const [note, ...rest] = await get('/content/public/coach-notes');
    expect(rest).toEqual([]);
    const words = htmlToText(note.articleHtml).split(' ').length;
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(600);
    expect(note.articleHtml).toContain('<h3>');
    expect(executableVectors(note.articleHtml, COACH_ARTICLE_POLICY)).toEqual([]);
    for (const url of [note.photoUrl, note.heroImageUrl, note.sideImageUrl, ...note.gallery]) expectShipped(url);
    const drafts = await app.ctx.pool.with('default', (h) => h.db.selectFrom('coach_note').selectAll().where('active', '=', 0).execute());
    expect(drafts.map((d) => d.source)).toEqual(['invite']);
    expectShipped(drafts[0]!.photo_url!);
  });

  it('has a training profile with mileage, images and an interview', async () => {
    const p = await get('/content/public/training-profile');
    expect(p.yearlyMileage2024).toBeGreaterThan(1000);
    expect(p.gallery).toHaveLength(4);
    for (const url of [p.heroImageUrl, p.sideImageUrl, ...p.gallery]) expectShipped(url);
    expect(htmlToText(p.articleHtml).split(' ').length).toBeGreaterThan(400);
    expect(executableVectors(p.articleHtml, TRAINING_ARTICLE_POLICY)).toEqual([]);
  });

  it('has profile facts with weight, academics and every contact kept private', async () => {
    const p = await get('/content/public/profile');
    expect(p).toMatchObject({ graduationYear: 2027, highSchool: 'Lincoln High School', events: expect.arrayContaining(['5K XC']) });
    for (const hidden of ['weight', 'gpa', 'testScores', 'recruitContact', 'coachContact']) expect(p).not.toHaveProperty(hidden);
  });

  it('publishes no e-mail address and no phone number', async () => {
    const all = JSON.stringify(await Promise.all(['followed', 'socials', 'team-members', 'coach-notes', 'training-profile', 'upcoming', 'profile'].map((p) => get(`/content/public/${p}`))));
    expect(all.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/g)).toBeNull();
    expect(all.match(/(?:\+\d{1,3}[ .-]?)?\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}/g)).toBeNull();
  });

  it('changes nothing when run again', async () => {
    const count = () => app.ctx.pool.with('default', (h) => h.db.selectFrom('coach_note').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
    const before = await count();
    await runDemo(tmp.dir, today, { media: false });
    expect(await count()).toEqual(before);
  });
});
