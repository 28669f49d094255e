import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { runDemo } from '../../demo/demo';
import { addAdmin } from '../auth';
import { DOCUMENT_HEADERS } from '../../http/document-headers';
import { makeTempDir, TEST_PASSWORD } from '../../test/test-app';
import { createTenant, setTenantHosts } from '../../tenants/tenant-admin';
import { PAPER } from './resume.paper';

const tmp = makeTempDir();
let app: Awaited<ReturnType<typeof buildApp>>;
let demoAdmin: { email: string; password: string };
const HOST = 'owen.example.com';

beforeAll(async () => {
  demoAdmin = (await runDemo(tmp.dir, new Date(), { media: false })).admin!;
  // The sites' names: the résumé's links, QR code and PDF name the site's address, made from them.
  setTenantHosts(tmp.dir, 'default', { add: [HOST] });
  await createTenant(tmp.dir, 'rival', ['rival.example.com', 'pdf-cache.example.com', 'pdf-cache-2.example.com']);
  await addAdmin(tmp.dir, 'rival', 'admin@rival.test', TEST_PASSWORD);
  await createTenant(tmp.dir, 'lucie');
  await addAdmin(tmp.dir, 'lucie', 'admin@lucie.test', TEST_PASSWORD);
  app = await buildApp({ dataDir: tmp.dir, logLevel: 'silent' });
  const token = await login('rival', 'admin@rival.test', TEST_PASSWORD);
  const as = { 'x-tenant-id': 'rival', authorization: `Bearer ${token}` };
  await app.inject({ method: 'PUT', url: '/content/admin/settings', headers: as, payload: { heroTitle: 'Riley Rival', heroSubtitle: 'Class of 2028' } });
  await app.inject({ method: 'PUT', url: '/content/admin/profile', headers: as, payload: { highSchool: 'Rival Academy', graduationYear: 2028, gpa: '3.2', showAcademics: false } });
  await app.inject({ method: 'POST', url: '/content/admin/races', headers: as, payload: { title: 'Rival Mile', distance: '1600m', date: '2026-05-01', place: 'Rival Track', timeMs: 300_000, published: true } });
  // A French site: its résumé speaks French.
  const fr = { 'x-tenant-id': 'lucie', authorization: `Bearer ${await login('lucie', 'admin@lucie.test', TEST_PASSWORD)}` };
  await app.inject({ method: 'PUT', url: '/content/admin/settings', headers: fr, payload: { heroTitle: 'Lucie Martin', language: 'fr' } });
  await app.inject({ method: 'POST', url: '/content/admin/prs', headers: fr, payload: { distance: '3000m', timeMs: 600_000, date: '2026-04-12' } });
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
});

async function login(tenant: string, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'x-tenant-id': tenant }, payload: { email, password } });
  return (res.json() as { token: string }).token;
}

const get = (url: string, tenant?: string) => app.inject({ url, headers: { host: HOST, ...(tenant ? { 'x-tenant-id': tenant } : {}) } });

/** The text a PDF draws: its Flate streams inflated, the hex strings of its text operators decoded (pdf-lib writes WinAnsi). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return texts.join(' ');
}

/** The page's text without its markup (enough to look for names and titles). */
const textOf = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');

describe('GET /resume', () => {
  it('answers the demo athlete\'s one-page résumé as HTML with the page security headers', async () => {
    const res = await get('/resume');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) expect(res.headers[name], name).toBe(value);
    const text = textOf(res.body);
    for (const part of ['Owen Hartley', 'Athlete profile', 'Lincoln High School', 'Personal records', '15:38', 'Last 5 races', '6th of 182', 'Upcoming meets', 'Holiday Classic', 'From the coach', 'Coach Dana Whitfield']) expect(text).toContain(part);
    // The demo keeps weight, academics and contacts switched off: none of them is printed. Its
    // contact form is open: the résumé points to it, which publishes no address of anyone.
    for (const hidden of ['139 lb', 'SAT 1340', '3.7', 'Academics', 'Recruiting contact']) expect(text).not.toContain(hidden);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).toContain('Write to the family');
    expect(res.body).toContain(`href="http://${HOST}/contact"`);
    // One script, the Share button's (#46), which stays hidden without it: the page reads and
    // prints the same without JavaScript.
    expect(res.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/resume/share.js" defer>']);
    expect(res.body).toMatch(/<button type="button" class="btn btn--quiet" id="share" hidden /);
    expect(res.body).toContain('href="/resume.pdf"');
    // Its preview card: title, description, the plain address, the athlete's 1200×630 card.
    expect(res.body).toContain('<meta property="og:title" content="Owen Hartley · Athlete résumé">');
    expect(res.body).toMatch(/<meta property="og:description" content="Owen Hartley: athletic profile/);
    expect(res.body).toContain(`<meta property="og:url" content="http://${HOST}/resume">`);
    expect(res.body).toMatch(new RegExp(`<meta property="og:image" content="http://${HOST.replace('.', '\\.')}/share/home-[\\w-]+\\.jpg">`));
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('serves the Share button\'s script', async () => {
    const res = await get('/resume/share.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('navigator.share');
  });

  it('shows academics once they are switched on', async () => {
    const token = await login('default', demoAdmin.email, demoAdmin.password);
    const as = { authorization: `Bearer ${token}` };
    const profile = (await app.inject({ url: '/content/admin/profile', headers: as })).json();
    await app.inject({ method: 'PUT', url: '/content/admin/profile', headers: as, payload: { ...profile, updatedAt: undefined, showAcademics: true } });
    const text = textOf((await get('/resume')).body);
    expect(text).toContain('Academics');
    expect(text).toContain('SAT 1340');
    await app.inject({ method: 'PUT', url: '/content/admin/profile', headers: as, payload: { ...profile, updatedAt: undefined, showAcademics: false } });
    expect(textOf((await get('/resume')).body)).not.toContain('SAT 1340');
  });

  it('carries a QR code on the page that decodes to the site\'s address', async () => {
    const html = (await get('/resume')).body;
    const svg = /<svg class="qr"[\s\S]*?<\/svg>/.exec(html)?.[0];
    expect(svg).toBeDefined();
    const { data, info } = await sharp(Buffer.from(svg!)).resize(400, 400, { kernel: 'nearest' }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(`http://${HOST}/`);
  });

  it("speaks the site's language: French headings for a French site", async () => {
    const res = await get('/resume', 'lucie');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain('<title>Lucie Martin · CV sportif</title>');
    const text = textOf(res.body);
    for (const part of ['Télécharger le PDF', 'CV sportif · Course de fond', 'Records personnels', '12 avr. 2026', 'Scannez pour les résultats et les vidéos']) expect(text).toContain(part);
    for (const english of ['Download PDF', 'Personal records', 'Athlete résumé']) expect(text).not.toContain(english);
    const pdf = pdfText((await get('/resume.pdf', 'lucie')).rawPayload);
    expect(pdf).toContain('RECORDS PERSONNELS');
    expect(pdf).toContain('12 avr. 2026');
  });

  it('never shows another tenant\'s data', async () => {
    const rival = textOf((await get('/resume', 'rival')).body);
    expect(rival).toContain('Riley Rival');
    expect(rival).toContain('Rival Academy');
    expect(rival).toContain('Rival Mile');
    for (const demo of ['Owen', 'Lincoln High School', 'State XC Championships', 'Holiday Classic', 'Whitfield']) expect(rival).not.toContain(demo);
    // Academics were filled in but not switched on.
    expect(rival).not.toContain('3.2');
    const demo = textOf((await get('/resume')).body);
    for (const other of ['Riley', 'Rival']) expect(demo).not.toContain(other);
  });

  it('is noindex while the site is unpublished, like its other pages', async () => {
    const published = await get('/resume');
    expect(published.headers['x-robots-tag']).toBeUndefined();
    expect(published.body).not.toContain('name="robots"');
    // A new tenant starts unpublished.
    const draft = await get('/resume', 'rival');
    expect(draft.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(draft.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // A cached answer keeps its header.
    expect((await get('/resume', 'rival')).headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe('GET /resume.pdf', () => {
  it('answers a one-page PDF on Letter paper, or A4 when asked', async () => {
    for (const [query, paper] of [['', 'letter'], ['?paper=a4', 'a4']] as const) {
      const res = await get(`/resume.pdf${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="owen-hartley-resume.pdf"');
      expect(res.headers['content-security-policy']).toBe(DOCUMENT_HEADERS['content-security-policy']);
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect([width, height]).toEqual([...PAPER[paper]]);
      expect(pdf.getTitle()).toBe('Owen Hartley · Athlete résumé');
      const text = pdfText(res.rawPayload);
      for (const part of ['Owen Hartley', 'LAST 5 RACES', '6th of 182', 'Holiday Classic', 'Coach Dana Whitfield', HOST]) expect(text).toContain(part);
    }
  });

  it('is made once per paper while the data holds (304 to a client that has it); an edit shows in the next one', async () => {
    const made = vi.spyOn(await import('./resume.part'), 'renderResumePdf');
    // An address of this test's own: no other test has had its PDF made.
    const pdf = (url: string, host = 'pdf-cache.example.com', headers: Record<string, string> = {}) => app.inject({ url, headers: { host, 'x-tenant-id': 'rival', ...headers } });
    try {
      const first = await pdf('/resume.pdf');
      const again = await pdf('/resume.pdf');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(made).toHaveBeenCalledTimes(1);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const cached = await pdf('/resume.pdf', undefined, { 'if-none-match': etag });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      // Another paper, another address: made for each.
      await pdf('/resume.pdf?paper=a4');
      await pdf('/resume.pdf', 'pdf-cache-2.example.com');
      expect(made).toHaveBeenCalledTimes(3);
      const token = await login('rival', 'admin@rival.test', TEST_PASSWORD);
      await app.inject({ method: 'POST', url: '/content/admin/races', headers: { 'x-tenant-id': 'rival', authorization: `Bearer ${token}` }, payload: { title: 'Rival Two Mile', distance: '3200m', date: '2026-06-01', place: 'Rival Track', timeMs: 620_000, published: true } });
      const edited = await pdf('/resume.pdf');
      expect(made).toHaveBeenCalledTimes(4);
      expect(edited.headers.etag).not.toBe(etag);
      expect(pdfText(edited.rawPayload)).toContain('Rival Two Mile');
    } finally {
      made.mockRestore();
    }
  });

  it('refuses an unknown paper size with a clear 400', async () => {
    const res = await get('/resume.pdf?paper=tabloid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', issues: [expect.objectContaining({ path: 'paper', message: 'Paper is letter or a4.' })] });
  });

  it('is the tenant\'s own, and noindex while unpublished', async () => {
    const rival = await get('/resume.pdf', 'rival');
    expect(rival.headers['content-disposition']).toBe('attachment; filename="riley-rival-resume.pdf"');
    expect(rival.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await PDFDocument.load(rival.rawPayload)).getTitle()).toBe('Riley Rival · Athlete résumé');
    const text = pdfText(rival.rawPayload);
    for (const own of ['Riley Rival', 'Rival Academy', 'Rival Mile']) expect(text).toContain(own);
    for (const demo of ['Owen', 'Lincoln High School', 'State XC Championships', 'Whitfield', '3.2']) expect(text).not.toContain(demo);
    expect((await get('/resume.pdf')).headers['x-robots-tag']).toBeUndefined();
  });
});
