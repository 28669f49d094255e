import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantDatabase, openTenantDatabase } from '../db/database';
import { FEATURES } from '../features';
import { insertPr } from '../features/prs';
import { insertRace } from '../features/races';
import { DEFAULT_SETTINGS, FEM_PALETTE, type SiteSettingsValues, defaultSettingsFor } from '../shared/settings-defaults';
import { makeTempDir } from '../test/test-app';
import { type PageMetaInput, absoluteUrl, appPagesOf, buildPageMeta, isKnownRoute, pageContextOf, renderHeroHtml } from './page-meta';
import { describePage } from './page-meta-source';
import { renderIndex, scriptJson } from './spa';

const TEMPLATE = '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>';
const settings = { ...DEFAULT_SETTINGS, heroTitle: 'Lucas Moreau', heroSubtitle: 'Class of 2027', heroVideoPosterUrl: '/media/poster-xl.webp' };
const origin = 'https://lucas.example.com';

// The pages of the features' manifests, described from a real database: a published race (its
// page and its dialog link) and a PR.
const site = appPagesOf(FEATURES);
const tmp = makeTempDir('athlete-page-meta-');
let handle: TenantDatabase;
let raceId: number;
let prId: number;

beforeAll(async () => {
  handle = await openTenantDatabase(path.join(tmp.dir, 'site.db'), { create: true });
  raceId = (await insertRace(handle.db, { title: 'State XC', distance: '5K', date: '2026-11-08', place: 'Hillcrest Park', time_ms: 938_000, cover_image: 'https://cdn.example.org/r.jpg' })).id;
  prId = (await insertPr(handle.db, { distance: '5K', time_ms: 938_000, place: 'Hillcrest' })).id;
});
afterAll(async () => {
  await handle?.close();
  tmp.cleanup();
});

/** The meta of a page (`/prs?open=pr-3` opens a dialog), its text described by its feature. */
async function buildPageMetaAt(input: Omit<PageMetaInput, 'site' | 'page'> & { settings: SiteSettingsValues }): Promise<ReturnType<typeof buildPageMeta>> {
  const [at, open] = input.path.split('?open=');
  const page = pageContextOf(input.settings, { db: handle.db, origin: input.origin, host: new URL(input.origin).hostname });
  const { described } = await describePage(site, page, at!, open);
  return buildPageMeta({ ...input, path: at!, site, page: described });
}

describe('page meta', () => {
  it('knows the app routes and nothing else', () => {
    for (const p of ['/', '/training', '/courses', '/courses/12', '/prs', '/support', '/socials', '/contact', '/team', '/coach', '/admin', '/admin/prs', '/coach/invite/abc']) expect(isKnownRoute(site, p), p).toBe(true);
    for (const p of ['/nope', '/courses/1/2', '/teams', '/coach/x']) expect(isKnownRoute(site, p), p).toBe(false);
  });

  it('titles each page with the athlete, and uses the poster as an absolute preview image', async () => {
    const home = await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings });
    expect(home.title).toBe('Lucas Moreau · Class of 2027');
    expect(home.image).toBe('https://lucas.example.com/media/poster-xl.webp');
    expect(home.url).toBe('https://lucas.example.com/');
    expect(home.status).toBe(200);
    expect(home.prerender).toContain('<h1 id="hero-title" class="hero__title">Lucas Moreau</h1>');
    expect((await buildPageMetaAt({ path: '/team', origin, tenantId: 'default', settings })).title).toBe('Team · Lucas Moreau');
    expect((await buildPageMetaAt({ path: '/training', origin, tenantId: 'default', settings })).title).toBe('Training · Lucas Moreau');
    expect((await buildPageMetaAt({ path: '/team', origin, tenantId: 'default', settings })).prerender).toBeUndefined();
    const race = await buildPageMetaAt({ path: `/courses/${raceId}`, origin, tenantId: 'default', settings });
    expect(race.title).toBe('State XC · Lucas Moreau');
    expect(race.description).toContain('15:38');
    expect(race.image).toBe('https://cdn.example.org/r.jpg');
    const missing = await buildPageMetaAt({ path: '/nope', origin, tenantId: 'default', settings });
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Not found · Lucas Moreau');
  });

  it("writes titles and descriptions in the site's language", async () => {
    const fr = { ...defaultSettingsFor('fr'), heroTitle: 'Lucas Moreau', heroSubtitle: 'Promotion 2027' };
    const meta = async (path: string) => buildPageMetaAt({ path, origin, tenantId: 'default', settings: fr });
    expect((await meta('/')).title).toBe('Lucas Moreau · Promotion 2027');
    expect((await meta('/')).description).toBe('Lucas Moreau : records personnels, courses et entraînement. Promotion 2027');
    expect((await meta('/courses')).title).toBe('Courses · Lucas Moreau');
    expect((await meta('/prs')).title).toBe('Records personnels · Lucas Moreau');
    expect((await meta('/team')).title).toBe('Équipe · Lucas Moreau');
    expect((await meta('/nope')).title).toBe('Page introuvable · Lucas Moreau');
    expect((await meta(`/courses/${raceId}`)).description).toBe('Lucas Moreau a couru State XC en 15:38 (Hillcrest Park, 2026-11-08).');
    expect((await meta(`/prs?open=pr-${prId}`)).title).toBe('Record personnel sur 5K : 15:38 · Lucas Moreau');
    const fresh = await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings: defaultSettingsFor('fr') });
    expect(fresh.title).toBe('Athlète de fond');
    expect(fresh.prerender).toContain('<h1 id="hero-title" class="hero__title">Athlète de fond</h1>');
    // English is unchanged, the item sentences included. The PR entered by hand ties with the race,
    // so the race holds it: its venue and day are the PR's.
    expect((await buildPageMetaAt({ path: `/prs?open=pr-${prId}`, origin, tenantId: 'default', settings: DEFAULT_SETTINGS })).description).toBe("The athlete's personal record over 5K is 15:38 (Hillcrest Park, 2026-11-08).");
    expect((await buildPageMetaAt({ path: '/coach', origin, tenantId: 'default', settings })).description).toBe("What Lucas Moreau's coach says about training, character and potential.");
  });

  it('describes the PR of an event only races made, named by minus its race id', async () => {
    const mile = await insertRace(handle.db, { title: 'League Finals', distance: '1600m', date: '2026-05-09', place: 'Central Stadium', time_ms: 292_800 });
    const meta = await buildPageMetaAt({ path: `/prs?open=pr--${mile.id}`, origin, tenantId: 'default', settings });
    expect(meta.title).toBe('1600m personal record: 4:52.80 · Lucas Moreau');
    expect(meta.description).toContain('(Central Stadium, 2026-05-09)');
  });

  it('uses the fem poster for the fem theme unless a poster was uploaded', async () => {
    const fem = await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings: { ...DEFAULT_SETTINGS, themeKey: 'fem' } });
    expect(fem.image).toBe('https://lucas.example.com/video/hero-poster-fem.jpeg');
    // The built-in poster is drawn in the page, in the theme's colours: nothing to download.
    expect(fem.prerender).toContain('<svg class="hero__poster"');
    expect(fem.prerender).toContain('stop-color="#500724"');
    expect(fem.prerender).not.toContain('<img class="hero__poster"');
    expect((await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings: DEFAULT_SETTINGS })).prerender).toContain('stop-color="#2e1065"');
    // An uploaded poster is a picture.
    expect((await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings })).prerender).toContain('<img class="hero__poster" src="/media/poster-xl.webp"');
    expect((await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings: { ...settings, themeKey: 'fem' } })).image).toBe('https://lucas.example.com/media/poster-xl.webp');
  });

  it('never makes an absolute URL of an unsafe one', () => {
    expect(absoluteUrl(origin, 'javascript:alert(1)')).toBeUndefined();
    expect(absoluteUrl(origin, '//evil.example/x.jpg')).toBeUndefined();
    expect(absoluteUrl(origin, '#x')).toBeUndefined();
    expect(absoluteUrl(origin, 'http://a.example/p.jpg')).toBe('http://a.example/p.jpg');
  });

  it('renders the hero with escaped texts and only safe links', () => {
    const html = renderHeroHtml({ ...settings, heroTitle: '<script>x</script>', heroCtaUrl: 'javascript:alert(1)', heroCta2Url: 'https://other.example/x', heroCta2Label: 'Results' }, origin);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://other.example/x" target="_blank" rel="noopener noreferrer"');
  });

  it('writes the tags, theme, palette, settings and hero into the page', async () => {
    const meta = await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings: { ...settings, ...FEM_PALETTE, themeKey: 'fem', heroSubtitle: 'Runs </script><script>alert(1)</script>' } });
    const html = renderIndex(TEMPLATE, meta);
    expect(html).toContain('<html lang="en" data-theme="fem" style="--grad-from:#ec4899;');
    expect(html).toContain('<meta property="og:image" content="https://lucas.example.com/media/poster-xl.webp">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:title" content="Lucas Moreau · Runs &lt;/script&gt;');
    expect(html).toContain('<div id="root"><main id="main"><section id="hero"');
    // The embedded settings cannot close their script element.
    const json = /<script id="initial-settings" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    expect(JSON.parse(json!).heroSubtitle).toBe('Runs </script><script>alert(1)</script>');
    expect(scriptJson({ a: '<!--' })).toBe('{"a":"\\u003c!--"}');
  });

  it('keeps a colour that is not hex out of the style attribute', () => {
    const html = renderIndex(TEMPLATE, { tenantId: 'default', title: 't', description: 'd', palette: { gradFrom: 'red;background:url(x)', gradTo: '#abc' } });
    expect(html).toContain('style="--grad-to:#abc"');
    expect(html).not.toContain('url(x)');
  });
});

describe('a fresh site', () => {
  it('shows neither placeholder: the title and hero say "Distance runner" until the athlete has a name', async () => {
    const home = await buildPageMetaAt({ path: '/', origin, tenantId: 'default', settings: DEFAULT_SETTINGS });
    expect(home.title).toBe('Distance runner');
    expect(home.siteName).toBeUndefined();
    expect(home.prerender).toContain('<h1 id="hero-title" class="hero__title">Distance runner</h1>');
    expect(home.prerender).not.toContain('hero__subtitle');
    expect(`${home.title} ${home.description} ${home.prerender}`).not.toMatch(/Athlete\.Site|Class of 2026/);
    expect((await buildPageMetaAt({ path: '/team', origin, tenantId: 'default', settings: DEFAULT_SETTINGS })).title).toBe('Team');
  });
});
