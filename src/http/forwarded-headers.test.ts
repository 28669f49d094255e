import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../test/test-app';

// Behind a trusted proxy, X-Forwarded-Proto and X-Forwarded-Host (and without one, the Host) are
// what the client says. None of it reaches an absolute address the server writes: the protocol is
// http or https, the host one of the tenant's names (site-address.ts).
const pub = makeTempDir('athlete-forwarded-');
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ tenants: ['default'], hosts: { default: ['owen.example.com'] }, config: { publicDir: pub.dir, trustProxy: true } });
  const token = await t.login();
  await t.call({ method: 'PUT', url: '/content/admin/settings', token, payload: { heroTitle: 'Owen Park', published: true } });
  await t.call({ method: 'PUT', url: '/content/admin/profile', token, payload: { recruitContact: { name: 'Pat', email: 'pat@example.org' }, showRecruitContact: true } });
  await t.call({ method: 'POST', url: '/content/admin/upcoming', token, payload: { title: 'State Meet', location: 'Hayward Field', eventAt: '2031-05-02T07:30:00.000Z' } });
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

const FORGED = { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'x%0aalert(document.domain)//', host: 'evil.example' };

/** The text of an answer; of a PDF, its Flate streams inflated and its hex strings (links, drawn text) decoded. */
function textOf(body: Buffer): string {
  const raw = body.toString('latin1');
  const parts = [raw];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not a Flate stream.
    }
  }
  const text = parts.join('\n');
  return [text, ...[...text.matchAll(/<([0-9A-Fa-f]{8,})>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))].join('\n');
}

describe('forwarded headers and the Host', () => {
  it.each(['/resume', '/resume.pdf', '/', '/calendar.ics', '/robots.txt', '/sitemap.xml'])('never put a javascript: link or a foreign host into %s', async (url) => {
    const res = await t.call({ method: 'GET', url, tenant: 'default', headers: FORGED });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    for (const bad of ['javascript', 'alert(', 'evil.example', '%0a']) expect(text.toLowerCase()).not.toContain(bad);
    expect(text).toContain('http://owen.example.com/');
  });

  it('give the address the proxy says when it is the site’s: https and a registered name', async () => {
    const res = await t.call({ method: 'GET', url: '/resume', tenant: 'default', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'owen.example.com' } });
    expect(res.body).toContain('href="https://owen.example.com/"');
  });

  it('make one share card per page, not one per Host', async () => {
    const cardOf = async (host: string) => /<meta property="og:image" content="https?:\/\/[^/]+(\/share\/[^"]+)"/.exec((await t.call({ method: 'GET', url: '/', tenant: 'default', headers: { host } })).body)?.[1];
    const card = await cardOf('owen.example.com');
    expect(card).toMatch(/^\/share\/home-[0-9a-f]{20}\.jpg$/);
    for (let i = 0; i < 5; i++) expect(await cardOf(`forged-${i}.example`)).toBe(card);
    // The card itself, asked for under another Host: the same file, not a redirect to a card of that Host.
    const res = await t.call({ method: 'GET', url: card!, tenant: 'default', headers: { host: 'forged-9.example' } });
    expect(res.statusCode).toBe(200);
    const dir = path.join(t.dataDir, 'cache', 'share', 'default');
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.jpg'))).toHaveLength(1);
  });
});
