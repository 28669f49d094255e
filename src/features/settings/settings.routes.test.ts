import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRoutesDocumented } from '../../test/openapi';
import { DEFAULT_SETTINGS, FEM_PALETTE, FRENCH_DEFAULT_TEXTS } from '../../shared/settings-defaults';
import { clearHeroVideo, getSettingsRow, setHeroVideo } from './settings.repository';
import { SETTINGS_MESSAGES } from './settings.schema';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const PUBLIC_KEYS = [
  'id', 'tenantId', 'createdAt', 'updatedAt', 'themeId', 'themeKey', 'distanceUnit', 'language', 'published', 'homeSections', 'showVoteCounts', 'heroTitle', 'heroSubtitle', 'heroVideoUrl', 'heroVideoPosterUrl', 'heroVideoPlaylist',
  'heroCtaLabel', 'heroCtaUrl', 'heroCta2Label', 'heroCta2Url', 'titlePR', 'titleHighlights', 'titleRaces', 'titleReports', 'titleSupport', 'descSupport',
  'titlePress', 'descPress', 'titleCoachNote', 'titleFavorites', 'titleSocials', 'subtitleSocials', 'titleTraining', 'descTraining', 'titleUpcoming',
  'gradFrom', 'gradVia', 'gradTo', 'glassTint', 'auroraA', 'auroraB',
];

const save = (payload: Record<string, unknown>, tenant = 'default') => t.call({ method: 'PUT', url: '/content/admin/settings', tenant, token, payload });
const publicSettings = async (tenant = 'default') => (await t.call({ method: 'GET', url: '/content/public/settings?ts=123', tenant })).json();
const storedRow = () => withDb(t, (db) => getSettingsRow(db));

describe('public settings', () => {
  it('answers every public settings field, defaults in place of blanks, and no moderation settings', async () => {
    // A fresh tenant: a reset keeps the hero video another test may have set.
    const fresh = await createTestApp({ tenants: ['default'] });
    const res = await fresh.call({ method: 'GET', url: '/content/public/settings' });
    await fresh.close();
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(Object.keys(s).sort()).toEqual([...PUBLIC_KEYS].sort());
    const { themeKey: _k, ...defaults } = DEFAULT_SETTINGS;
    expect(s).toMatchObject({ ...defaults, id: 1, tenantId: 'default', themeKey: 'd1', themeId: null });
    expect(s.heroVideoPosterUrl).toBe('/video/hero-poster.jpeg');
    expect(s.heroTitle).toBe('Athlete.Site');
    expect(s).not.toHaveProperty('cheersAutoApprove');
  });

  it("answers the tenant's own settings", async () => {
    const other = await t.login('other');
    await t.call({ method: 'PUT', url: '/content/admin/settings', tenant: 'other', token: other, payload: { heroTitle: 'Other runner' } });
    expect((await publicSettings('other')).heroTitle).toBe('Other runner');
    expect((await publicSettings('other')).tenantId).toBe('other');
    expect((await publicSettings('default')).heroTitle).not.toBe('Other runner');
  });
});

describe('default texts in the site language', () => {
  it('answers the French defaults for blank texts on a French site, and the English ones again in English', async () => {
    const fresh = await createTestApp({ tenants: ['default'] });
    try {
      const admin = await fresh.login();
      const read = async () => (await fresh.call({ method: 'GET', url: '/content/public/settings' })).json();
      expect(await read()).toMatchObject({ language: 'en', titlePR: 'Personal Records', titleRaces: 'Recent Races', heroSubtitle: 'Class of 2026' });
      const saved = await fresh.call({ method: 'PUT', url: '/content/admin/settings', token: admin, payload: { language: 'fr', titlePress: 'Dans les journaux', titleRaces: '' } });
      expect(saved.json()).toMatchObject({ ...FRENCH_DEFAULT_TEXTS, language: 'fr', titlePress: 'Dans les journaux' });
      expect(await read()).toMatchObject({ ...FRENCH_DEFAULT_TEXTS, language: 'fr', titlePress: 'Dans les journaux', titleRaces: 'Courses récentes', titleUpcoming: 'Courses à venir', heroCtaUrl: '#prs' });
      // The admin form sends back the default texts it showed: they stay defaults, in the site's language.
      await fresh.call({ method: 'PUT', url: '/content/admin/settings', token: admin, payload: { titleTraining: 'Training', descTraining: FRENCH_DEFAULT_TEXTS.descTraining } });
      expect(await read()).toMatchObject({ titleTraining: 'Entraînement', descTraining: FRENCH_DEFAULT_TEXTS.descTraining });
      await fresh.call({ method: 'PUT', url: '/content/admin/settings', token: admin, payload: { language: 'en' } });
      const { themeKey: _k, heroVideoPosterUrl: _p, ...defaults } = DEFAULT_SETTINGS;
      expect(await read()).toMatchObject({ ...defaults, titlePress: 'Dans les journaux' });
    } finally {
      await fresh.close();
    }
  });
});

describe('admin settings', () => {
  it('needs the admin token of this tenant', async () => {
    for (const [method, url] of [['GET', '/content/admin/settings'], ['PUT', '/content/admin/settings'], ['POST', '/content/admin/settings/reset']] as const) {
      const res = await t.call({ method, url, payload: method === 'PUT' ? { heroTitle: 'x' } : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error).toBe('unauthorized');
      const otherTenant = await t.call({ method, url, tenant: 'other', token, payload: method === 'PUT' ? { heroTitle: 'x' } : undefined });
      expect(otherTenant.statusCode, url).toBe(401);
    }
    expect((await publicSettings('other')).heroTitle).not.toBe('x');
  });

  it('saves texts trimmed, answers the admin object, and publishes them', async () => {
    const res = await save({ heroTitle: '  Lucas Moreau ', heroSubtitle: 'Class of 2027', titlePress: 'In the news', cheersAutoApprove: true, gradFrom: '#ABC' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ heroTitle: 'Lucas Moreau', heroSubtitle: 'Class of 2027', titlePress: 'In the news', cheersAutoApprove: true, gradFrom: '#abc', tenantId: 'default', id: 1 });
    const admin = (await t.call({ method: 'GET', url: '/content/admin/settings', token })).json();
    expect(admin).toMatchObject({ heroTitle: 'Lucas Moreau', cheersAutoApprove: true });
    expect(Object.keys(admin).sort()).toEqual([...PUBLIC_KEYS, 'cheersAutoApprove'].sort());
    expect((await publicSettings()).titlePress).toBe('In the news');
  });

  it('falls back to the default for a blank or null text on read', async () => {
    await save({ heroTitle: 'Custom', titleRaces: 'Custom races' });
    await save({ heroTitle: '   ', titleRaces: null });
    const row = await storedRow();
    expect(row.hero_title).toBe('');
    expect(row.title_races).toBe('');
    const s = await publicSettings();
    expect(s.heroTitle).toBe(DEFAULT_SETTINGS.heroTitle);
    expect(s.titleRaces).toBe(DEFAULT_SETTINGS.titleRaces);
  });

  it("keeps the family's order of the home sections and the vote-count switch: hidden and built-in by default, again after a reset", async () => {
    await t.call({ method: 'POST', url: '/content/admin/settings/reset', token });
    expect(await publicSettings()).toMatchObject({ homeSections: [], showVoteCounts: false });
    const order = [
      { id: 'prs', shown: true },
      { id: 'profile', shown: true },
      { id: 'cheers', shown: false },
    ];
    expect((await save({ homeSections: order, showVoteCounts: true })).statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ homeSections: order, showVoteCounts: true });
    const twice = await save({ homeSections: [...order, { id: 'prs', shown: false }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues[0]).toMatchObject({ path: 'homeSections' });
    expect((await save({ homeSections: [{ id: '../x', shown: true }] })).statusCode).toBe(400);
    await t.call({ method: 'POST', url: '/content/admin/settings/reset', token });
    expect(await publicSettings()).toMatchObject({ homeSections: [], showVoteCounts: false });
  });

  it('keeps one distance unit for the site: km by default, mi once chosen, km again after a reset', async () => {
    await t.call({ method: 'POST', url: '/content/admin/settings/reset', token });
    expect((await publicSettings()).distanceUnit).toBe('km');
    const res = await save({ distanceUnit: 'mi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().distanceUnit).toBe('mi');
    expect((await storedRow()).distance_unit).toBe('mi');
    expect((await publicSettings()).distanceUnit).toBe('mi');
    await t.call({ method: 'POST', url: '/content/admin/settings/reset', token });
    expect((await publicSettings()).distanceUnit).toBe('km');
  });

  it('uses the fem palette when the fem theme has no palette of its own', async () => {
    await t.call({ method: 'POST', url: '/content/admin/settings/reset', token });
    await save({ themeKey: 'fem', gradVia: '#123456' });
    const s = await publicSettings();
    expect(s.themeKey).toBe('fem');
    expect(s).toMatchObject({ ...FEM_PALETTE, gradVia: '#123456' });
  });

  it('never writes themeId or the hero video fields on save', async () => {
    await withDb(t, (db) => setHeroVideo(db, { videoUrl: '/media/hero/a.mp4', posterUrl: '/media/hero/a.jpg' }));
    const res = await save({
      heroTitle: 'Kept',
      themeId: 'theme-9',
      heroVideoUrl: 'https://example.com/evil.mp4',
      heroVideoPosterUrl: 'https://example.com/evil.jpg',
      heroVideoPlaylist: ['https://example.com/x.mp4'],
      id: 77,
      tenantId: 'other',
      createdAt: '2000-01-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ heroTitle: 'Kept', themeId: null, heroVideoUrl: '/media/hero/a.mp4', heroVideoPosterUrl: '/media/hero/a.jpg', heroVideoPlaylist: [], id: 1, tenantId: 'default' });
    const row = await storedRow();
    expect(row).toMatchObject({ theme_id: null, hero_video_url: '/media/hero/a.mp4', hero_video_poster_url: '/media/hero/a.jpg', hero_video_playlist: '[]' });
    expect(row.created_at).not.toBe('2000-01-01');
  });

  it('clearHeroVideo empties both URLs and the poster reads as its default', async () => {
    await withDb(t, (db) => clearHeroVideo(db));
    const row = await storedRow();
    expect([row.hero_video_url, row.hero_video_poster_url]).toEqual(['', '']);
    const s = await publicSettings();
    expect(s.heroVideoUrl).toBe('');
    expect(s.heroVideoPosterUrl).toBe('/video/hero-poster.jpeg');
  });

  it('reset restores every default, keeps the hero video and moderates cheers again', async () => {
    await withDb(t, (db) => setHeroVideo(db, { videoUrl: '/media/hero/b.mp4', posterUrl: '/media/hero/b.jpg' }));
    await save({ heroTitle: 'Someone', themeKey: 'fem', cheersAutoApprove: true, auroraA: '#000', heroCtaUrl: '/team' });
    const res = await t.call({ method: 'POST', url: '/content/admin/settings/reset', token });
    expect(res.statusCode).toBe(200);
    const { themeKey: _k, heroVideoUrl: _v, heroVideoPosterUrl: _p, ...defaults } = DEFAULT_SETTINGS;
    expect(res.json()).toMatchObject({ ...defaults, themeKey: 'd1', cheersAutoApprove: false, heroVideoUrl: '/media/hero/b.mp4', heroVideoPosterUrl: '/media/hero/b.jpg' });
    expect(await publicSettings()).toMatchObject({ heroTitle: 'Athlete.Site', heroCtaUrl: '#prs' });
  });

  it('accepts relative, anchor and http(s) call-to-action links', async () => {
    for (const url of ['#recent', '/courses', './team', 'https://example.com/meet', 'http://example.org']) {
      const res = await save({ heroCtaUrl: url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().heroCtaUrl).toBe(url);
    }
  });

  it.each([
    ['a 4-digit colour', { gradFrom: '#abcd' }, 'gradFrom', SETTINGS_MESSAGES.color],
    ['a colour without #', { auroraB: '7c3aed' }, 'auroraB', SETTINGS_MESSAGES.color],
    ['a named colour', { glassTint: 'red' }, 'glassTint', SETTINGS_MESSAGES.color],
    ['an unknown theme', { themeKey: 'dark' }, 'themeKey', SETTINGS_MESSAGES.themeKey],
    ['an unknown distance unit', { distanceUnit: 'furlongs' }, 'distanceUnit', SETTINGS_MESSAGES.distanceUnit],
    ['a javascript: link', { heroCtaUrl: 'javascript:alert(1)' }, 'heroCtaUrl', SETTINGS_MESSAGES.link],
    ['a data: link', { heroCta2Url: 'data:text/html,<script>alert(1)</script>' }, 'heroCta2Url', SETTINGS_MESSAGES.link],
    ['a protocol-relative link', { heroCtaUrl: '//evil.example' }, 'heroCtaUrl', SETTINGS_MESSAGES.link],
    ['a title too long', { heroTitle: 'x'.repeat(121) }, 'heroTitle', 'At most 120 characters.'],
    ['a non-boolean auto-approve', { cheersAutoApprove: 'yes' }, 'cheersAutoApprove', expect.any(String)],
    ['a text that is not a string', { titlePR: 12 }, 'titlePR', expect.any(String)],
  ])('refuses %s with 400 and writes nothing', async (_name, patch, path, message) => {
    const before = await storedRow();
    const res = await save({ heroTitle: 'Should not be saved', ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toBe(body.issues[0].message);
    expect(await storedRow()).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents every route with its request and response schemas', async () => {
    await expectRoutesDocumented(t, [
      ['get', '/content/public/settings'],
      ['get', '/content/admin/settings'],
      ['put', '/content/admin/settings'],
      ['post', '/content/admin/settings/reset'],
    ]);
  });
});

describe('site language', () => {
  it('defaults to English, saves French, and refuses any other language without a change', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const tok = await t2.login();
      expect((await t2.call({ method: 'GET', url: '/content/public/settings' })).json().language).toBe('en');
      const saved = await t2.call({ method: 'PUT', url: '/content/admin/settings', token: tok, payload: { language: 'fr' } });
      expect(saved.statusCode).toBe(200);
      expect((await t2.call({ method: 'GET', url: '/content/public/settings' })).json().language).toBe('fr');
      const bad = await t2.call({ method: 'PUT', url: '/content/admin/settings', token: tok, payload: { language: 'de' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0]).toMatchObject({ path: 'language', message: 'Language must be en or fr.' });
      expect((await t2.call({ method: 'GET', url: '/content/public/settings' })).json().language).toBe('fr');
    } finally {
      await t2.close();
    }
  });
});
