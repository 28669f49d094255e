import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { resumeContent } from './resume.content';
import { renderResumeHtml, resumeLines } from './resume.html';
import { renderResumePdf } from './resume.pdf';
import { excerpt, type ResumeData } from './resume.source';

// The fullest résumé the limits allow: eight PRs, five races, four meets, academics, both
// contacts and a long coach note, with long names everywhere.
const LONG = 'A very long title of a meet that goes on and on Invitational Championship';
const FULL: ResumeData = {
  siteUrl: 'https://owen-hartley-running.example.com/',
  name: 'Maximilian Alexander Hartley-Johnson',
  subtitle: 'Class of 2027 · Lincoln High School · Distance runner',
  accent: '#7c3aed',
  profile: {
    graduationYear: 2027,
    highSchool: 'Lincoln High School of Science and Technology',
    city: 'Portland',
    state: 'OR',
    events: ['5K XC', '3200m', '1600m', '800m'],
    height: '5\'10" (178 cm)',
    weight: '139 lb (63 kg)',
    gpa: '3.7 (unweighted), 4.1 weighted',
    testScores: 'SAT 1340 (Math 700, EBRW 640)',
    intendedMajor: 'Kinesiology',
    ncaaId: '2409117352',
    recruitContact: { role: 'parent', name: 'Jordan Hartley-Johnson', email: 'jordan.hartley.johnson@example.com', phone: '+1 (503) 555-0100' },
    coachContact: { name: 'Coach Dana Whitfield', email: 'dana.whitfield@lincoln.example.edu', phone: '+1 (503) 555-0199' },
  },
  prs: ['5K XC', '3200m', '1600m', '800m', '3000m', '1500m', 'Mile', '2 Mile'].map((distance) => ({ distance, timeStr: '15:38.22', date: '2026-11-11', meet: LONG })),
  races: Array.from({ length: 5 }, (_, i) => ({ date: '2026-11-11', title: LONG, distance: '5K XC', timeStr: '15:38.22', finish: `${126 + i}th of 182`, venue: 'Riverbend Golf Course and Country Club' })),
  upcoming: Array.from({ length: 4 }, (_, i) => ({ eventAt: `2026-12-0${i + 4}T15:30:00.000Z`, title: LONG, location: 'Riverbend Sports Center Fieldhouse' })),
  coachNote: { text: excerpt('Owen is the most consistent runner I have coached in nineteen years. He shows up, he listens, and he makes everyone around him better. He asks for feedback and then actually uses it, and his teammates follow his lead in every workout, rain or shine, all season long without a single complaint.', 300), author: 'Coach Dana Whitfield' },
  generatedOn: '2026-11-25',
};

/** The hex strings a PDF's text operators draw, decoded (pdf-lib writes WinAnsi). */
function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      for (const t of body.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) out.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
    } catch {
      // Not a Flate stream (fonts, metadata).
    }
  }
  return out.join('\n');
}

describe('résumé PDF', () => {
  it('keeps the fullest résumé on one page, every section included, on both papers', async () => {
    const c = resumeContent(FULL);
    for (const paper of ['letter', 'a4'] as const) {
      const pdf = await renderResumePdf(c, paper);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      const text = pdfText(pdf);
      for (const part of ['PERSONAL RECORDS', '2 Mile', '130th of 182', 'UPCOMING MEETS', 'Dec 7, 2026', 'Jordan Hartley-Johnson (parent)', 'SAT 1340', 'Coach Dana Whitfield']) expect(text, `${paper}: ${part}`).toContain(part);
    }
  });

  it("writes its fixed words in the site's language", async () => {
    const c = resumeContent({ ...FULL, lang: 'fr' });
    expect(c.prs.title).toBe('Records personnels');
    expect(c.upcoming.head).toEqual(['Date', 'Compétition', 'Lieu']);
    expect(c.upcoming.cols).toEqual(['Date', 'Meet', 'Location']);
    const text = pdfText(await renderResumePdf(c));
    for (const part of ['CV SPORTIF · COURSE DE FOND', 'RECORDS PERSONNELS', 'COMPÉTITIONS À VENIR', '7 déc. 2026', 'Jordan Hartley-Johnson (parent)', 'Promotion', 'mis à jour le']) expect(text, part).toContain(part);
    expect(text).not.toContain('PERSONAL RECORDS');
  });

  it('replaces what the standard fonts cannot write rather than failing', async () => {
    const c = resumeContent({ ...FULL, name: 'Zoë 大谷 🏃', prs: [], races: [], upcoming: [] });
    const text = pdfText(await renderResumePdf(c));
    expect(text).toContain('Zoë ?? ?');
  });
});

/** The PDF as text: its bytes and every Flate stream inflated (pdf-lib packs objects into compressed object streams). */
function pdfSource(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const parts = [raw];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not a Flate stream.
    }
  }
  return parts.join('\n');
}

/** The action of every link annotation of the first page: its type and the URI it opens. */
async function linkActions(pdf: Uint8Array): Promise<Array<{ keys: string[]; uri: string }>> {
  const doc = await PDFDocument.load(pdf);
  const annots = doc.getPage(0).node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  return (annots?.asArray() ?? []).map((ref) => {
    const action = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
    const uri = action.get(PDFName.of('URI'));
    const bytes = uri instanceof PDFHexString || uri instanceof PDFString ? uri.asBytes() : new Uint8Array();
    return { keys: action.keys().map((k) => k.asString()), uri: Buffer.from(bytes).toString('latin1') };
  });
}

describe('résumé PDF links', () => {
  it('writes every link as a URI action whatever its characters: a crafted e-mail cannot add a script action', async () => {
    const evil = 'a)/S/JavaScript/JS(app.alert(1)//@x.co';
    const c = resumeContent({ ...FULL, siteUrl: 'https://x.example/a(b)\\c/', profile: { ...FULL.profile, showRecruitContact: true, recruitContact: { role: 'parent', name: 'Jordan', email: evil } } as ResumeData['profile'] });
    const pdf = await renderResumePdf(c);
    const source = pdfSource(pdf);
    expect(source).not.toContain('/JavaScript');
    expect(source).not.toMatch(/\/JS\b/);
    const actions = await linkActions(pdf);
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) expect(a.keys.sort()).toEqual(['/S', '/Type', '/URI']);
    expect(actions.map((a) => a.uri)).toContain(`mailto:${evil}`);
    expect(actions.map((a) => a.uri)).toContain('https://x.example/a(b)\\c/');
  });
});

describe('résumé page', () => {
  it('prints a full résumé in smaller type, a usual one at full size', () => {
    const full = resumeContent(FULL);
    expect(resumeLines(full)).toBeGreaterThan(34);
    expect(renderResumeHtml(full, { qrSvg: '' })).toContain('<html lang="en" class="dense"');
    const usual = resumeContent({ ...FULL, prs: FULL.prs.slice(0, 4), profile: { highSchool: 'Lincoln High School' } });
    expect(renderResumeHtml(usual, { qrSvg: '' })).toContain('<html lang="en" style=');
  });

  it('leaves out the Place column when no race has a finishing position, and escapes every text', () => {
    const c = resumeContent({ ...FULL, name: '<b>Max</b>', races: FULL.races.map((r) => ({ ...r, finish: undefined })) });
    expect(c.races.head).toEqual(['Date', 'Race', 'Event', 'Time', 'Venue']);
    const html = renderResumeHtml(c, { qrSvg: '' });
    expect(html).toContain('&lt;b&gt;Max&lt;/b&gt;');
    expect(html).not.toContain('<b>Max');
  });

  it("speaks the site's language, its columns still named for the print stylesheet", () => {
    const c = resumeContent({ ...FULL, lang: 'fr' });
    const html = renderResumeHtml(c, { qrSvg: '' });
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<title>Owen Park · CV sportif</title>'.replace('Owen Park', c.name));
    expect(html).toContain('>Télécharger le PDF</a>');
    expect(html).toContain('<h2 id="prs">Records personnels</h2>');
    expect(html).toContain('<col class="col-time">');
    expect(html).toContain('<th scope="col">Temps</th>');
    expect(resumeContent(FULL).footer).toMatch(/^Results, race reports and video: .* · updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(c.footer).toMatch(/^Résultats, récits de course et vidéos : .* · mis à jour le \d{1,2} \S+ \d{4}$/);
  });

  it('cuts a long coach note at a word, with an ellipsis', () => {
    expect(excerpt('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(excerpt('short', 12)).toBe('short');
  });
});
