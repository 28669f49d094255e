import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';

// A coach who only reads the résumé still shows on the college link: `/resume?via=CODE` and
// `/resume.pdf?via=CODE` count for the link (one visit per visitor per day, whichever pages it
// opens), and the résumé opened so carries the code in its QR code and its PDF link. A made-up
// code is ignored: it neither reaches the page nor keeps a résumé of its own.

const HOST = 'owen.example.com';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const pub = makeTempDir('athlete-resume-via-');
let t: TestApp;
let token: string;

beforeAll(async () => {
  // The app's page (for `/?via=`): a minimal built UI.
  fs.writeFileSync(path.join(pub.dir, 'index.html'), '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ tenants: ['default'], hosts: { default: [HOST] }, config: { publicDir: pub.dir } });
  token = await t.login();
  const link = await t.call({ method: 'POST', url: '/content/admin/links', token, payload: { label: 'Northridge XC', code: 'northridge-xc' } });
  expect(link.statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
  pub.cleanup();
});

/** A visitor's load of a page (a real browser's headers). */
const load = (url: string, ua: string, remoteAddress: string) => t.call({ method: 'GET', url, headers: { host: HOST, 'user-agent': ua, accept: 'text/html,application/pdf' }, remoteAddress });
/** The link's visits, ever. */
const visits = async () => ((await t.call({ method: 'GET', url: '/content/admin/links', token })).json() as Array<{ code: string; total: number }>).find((l) => l.code === 'northridge-xc')!.total;
/** What the résumé's QR code says. */
async function qrOf(html: string): Promise<string | undefined> {
  const svg = /<svg class="qr"[\s\S]*?<\/svg>/.exec(html)?.[0];
  const { data, info } = await sharp(Buffer.from(svg!)).resize(400, 400, { kernel: 'nearest' }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the résumé through a college link', () => {
  it('counts the résumé and its PDF for the link, once per visitor per day', async () => {
    const before = await visits();
    // A coach on a phone: the site, then the résumé, then its PDF, all through the link.
    for (const url of ['/?via=northridge-xc', '/resume?via=northridge-xc', '/resume.pdf?via=northridge-xc']) expect((await load(url, PHONE, '203.0.113.7')).statusCode).toBe(200);
    expect(await visits()).toBe(before + 1);
    // Another coach who only downloads the PDF counts too, once however often.
    for (let i = 0; i < 3; i++) expect((await load('/resume.pdf?via=northridge-xc', LAPTOP, '198.51.100.20')).headers['content-type']).toBe('application/pdf');
    expect(await visits()).toBe(before + 2);
    // Without the code, or with one no link has, nothing counts.
    await load('/resume.pdf', LAPTOP, '198.51.100.21');
    await load('/resume?via=nobody-here', LAPTOP, '198.51.100.22');
    expect(await visits()).toBe(before + 2);
  });

  it('carries the code in the QR code and the PDF link; a made-up code gets the plain résumé', async () => {
    const via = await load('/resume?via=Northridge-XC', PHONE, '203.0.113.50');
    expect(await qrOf(via.body)).toBe(`http://${HOST}/?via=northridge-xc`);
    expect(via.body).toContain('href="/resume.pdf?via=northridge-xc"');
    // The printed address stays the site's own (no query under the QR code or in the footer).
    expect(via.body).not.toMatch(/>[^<]*\?via=/);

    const plain = await load('/resume', PHONE, '203.0.113.51');
    expect(await qrOf(plain.body)).toBe(`http://${HOST}/`);
    expect(plain.body).toContain('href="/resume.pdf"');
    const madeUp = await load('/resume?via=made-up-code', PHONE, '203.0.113.52');
    expect(madeUp.headers.etag).toBe(plain.headers.etag);
    expect(madeUp.body).not.toContain('made-up-code');
  });
});
