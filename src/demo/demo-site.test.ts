import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isHexColor } from '../shared/color';
import { isHttpUrl } from '../shared/fields';
import { isLogoUrl } from '../features/universities/universities.schema';
import { makeTempDir } from '../test/test-app';
import { runDemo } from './demo';

const tmp = makeTempDir();
let app: Awaited<ReturnType<typeof buildApp>>;
const get = async (url: string) => (await app.inject({ url })).json();

beforeAll(async () => {
  await runDemo(tmp.dir, new Date('2026-11-20T12:00:00Z'), { media: false });
  // Run twice: nothing is added the second time.
  await runDemo(tmp.dir, new Date('2026-11-21T12:00:00Z'), { media: false });
  app = await buildApp({ dataDir: tmp.dir, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
});

describe('demo content: settings, press, cheers, universities', () => {
  it('names the runner in the hero', async () => {
    expect(await get('/content/public/settings')).toMatchObject({ heroTitle: 'Owen Hartley', heroSubtitle: 'Class of 2027 · Distance runner', themeKey: 'd1', heroVideoPosterUrl: '/video/hero-poster.jpeg' });
  });

  it('has approved press with tags, example.com links and dates in the past', async () => {
    const press = await get('/content/public/press');
    expect(press.length).toBeGreaterThanOrEqual(6);
    expect(press.length).toBeLessThanOrEqual(8);
    expect(new Set(press.map((p: { tag: string }) => p.tag))).toEqual(new Set(['Results', 'Interview', 'Feature']));
    for (const p of press) {
      expect(new URL(p.url).hostname).toBe('example.com');
      expect(p.date < '2026-11-20').toBe(true);
      expect(p.thumb_url).toMatch(/^\/demo\/press-(results|interview|feature)\.svg$/);
    }
  });

  it('has approved cheers with replies, and keeps the pending one off the wall', async () => {
    const cheers = await get('/content/public/cheers');
    expect(cheers.length).toBe(8);
    expect(cheers.filter((c: { reply?: string }) => c.reply)).toHaveLength(2);
    expect(cheers.every((c: { approved: boolean }) => c.approved)).toBe(true);
    expect(cheers.map((c: { message: string }) => c.message)).not.toContain('Can you sign my spikes after the next meet?');
    expect(cheers[0].createdAt > cheers[1].createdAt).toBe(true);
  });

  it('has universities with valid colours, inline logos and https links', async () => {
    const universities = await get('/content/public/universities');
    expect(universities.length).toBe(7);
    for (const u of universities) {
      expect(isHexColor(u.colorA) && isHexColor(u.colorB)).toBe(true);
      expect(u.logoUrl.startsWith('data:image/svg+xml,')).toBe(true);
      expect(isLogoUrl(u.logoUrl)).toBe(true);
      expect(decodeURIComponent(u.logoUrl)).toContain(`>${u.short}</text>`);
      expect(isHttpUrl(u.siteUrl)).toBe(true);
      // The demo, like a new site, hides the vote counts from visitors.
      expect(u).not.toHaveProperty('voteCount');
    }
  });
});
