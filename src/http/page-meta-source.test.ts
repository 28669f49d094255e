import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../test/test-app';

// The HTML the server sends carries the tenant's own name, subtitle, poster and theme.
const pub = makeTempDir('athlete-public-');
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(
    path.join(pub.dir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>',
  );
  // The site's registered name: its pages' absolute addresses are made from it.
  t = await createTestApp({ hosts: { default: ['owen.example.com'] }, config: { publicDir: pub.dir } });
  const token = await t.login('default');
  const saved = await t.call({ method: 'PUT', url: '/content/admin/settings', tenant: 'default', token, payload: { heroTitle: 'Owen Park', heroSubtitle: 'Class of 2027 · 3200m', themeKey: 'fem' } });
  expect(saved.statusCode).toBe(200);
  const race = await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token, payload: { title: 'State XC', distance: '5K', date: '2026-11-08', place: 'Hillcrest Park', timeMs: 938_000 } });
  expect(race.statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

const get = (url: string, tenant = 'default') => t.call({ method: 'GET', url, tenant, headers: { host: 'owen.example.com' } });

describe('page meta from the tenant settings', () => {
  it('puts the athlete in the title, Open Graph and Twitter tags, with the share card as an absolute image', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Owen Park · Class of 2027 · 3200m</title>');
    expect(res.body).toContain('<meta property="og:title" content="Owen Park · Class of 2027 · 3200m">');
    expect(res.body).toContain('<meta property="og:site_name" content="Owen Park">');
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/owen\.example\.com\/share\/home-[0-9a-f]{20}\.jpg">/);
    expect(res.body).toMatch(/<meta name="twitter:image" content="http:\/\/owen\.example\.com\/share\/home-[0-9a-f]{20}\.jpg">/);
    expect(res.body).toContain('<meta property="og:image:width" content="1200">');
    expect(res.body).toContain('data-theme="fem"');
    expect(res.body).toContain('<h1 id="hero-title" class="hero__title">Owen Park</h1>');
    const json = /<script id="initial-settings" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json!).heroTitle).toBe('Owen Park');
  });

  it('titles the other pages, a race by its name, and answers 404 for an unknown path', async () => {
    expect((await get('/team')).body).toContain('<title>Team · Owen Park</title>');
    expect((await get('/training')).body).toContain('<title>Training · Owen Park</title>');
    expect((await get('/courses/1')).body).toContain('<title>State XC · Owen Park</title>');
    expect((await get('/courses/999')).body).toContain('<title>Race · Owen Park</title>');
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    // The app's own 'Not found' page, rendered by the server.
    expect(missing.body).toMatch(/<div id="root">[\s\S]*<h1>Not found<\/h1>/);
  });

  it('keeps tenants apart', async () => {
    const other = await get('/', 'other');
    // The other tenant is fresh: no name yet, and never the built-in placeholders.
    expect(other.body).toContain('<title>Distance runner</title>');
    expect(other.body).toContain('<h1 id="hero-title" class="hero__title">Distance runner</h1>');
    // (The embedded settings JSON carries the defaults for the client; nothing shown does.)
    expect(other.body.replace(/<script id="initial-settings"[\s\S]*?<\/script>/, '')).not.toMatch(/Athlete\.Site|Class of 2026/);
    expect(other.body).not.toContain('Owen Park');
  });
});
