import { PDFDocument, PDFHexString, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Locale } from '../../../ui/lib/i18n/i18n';
import type { ResumeContent, ResumeLine, ResumeTable } from './resume.content';
import { t as msg, type ResumeColumn } from './resume.messages';
import { qrModules, QR_MARGIN } from './resume.qr';
import { PAPER, SPARK_BOX, type Paper } from './resume.paper';

// The résumé as a one-page PDF, drawn with pdf-lib: the same lines as the HTML page, laid out in
// points. pdf-lib carries the metrics of the 14 standard PDF fonts in its code, so nothing is read
// from disk and the bundled single executable needs no font files. Everything is drawn on one page
// by construction: a line that would fall below the bottom margin is left out, never moved to a
// second page.

const MARGIN = 34;
const INK = rgb(0.067, 0.094, 0.153);
const MUTED = rgb(0.294, 0.333, 0.388);
const RULE = rgb(0.82, 0.835, 0.86);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** `#rrggbb` or `#rgb` as a pdf-lib colour. */
function hexColor(hex: string): RGB {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The text with every character the standard fonts cannot encode (WinAnsi) replaced by '?'. */
function encodable(font: PDFFont, text: string): string {
  const chars = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((c) => (chars.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** The text cut with an ellipsis to fit `width` at `size`. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${text.slice(0, mid).trimEnd()}…`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/** The text broken into lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  return out.map((l) => fit(font, l, size, width));
}

/**
 * A URI as a PDF string: hex-encoded (`<6d61696c…>`), so no character of it can end the string
 * and start PDF syntax. A literal string `(…)` written as is (pdf-lib's PDFString.of escapes
 * nothing) let an e-mail such as `a)/S/JavaScript/JS(…@x.co` turn the link into a script action.
 * A URI is 7-bit ASCII: anything else is percent-encoded (UTF-8).
 */
function pdfUri(url: string): PDFHexString {
  const ascii = [...url].map((c) => (/^[\x21-\x7e]$/.test(c) ? c : [...Buffer.from(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''))).join('');
  return PDFHexString.of(Buffer.from(ascii, 'latin1').toString('hex'));
}

/** A clickable area opening `url`. */
function addLink(page: PDFPage, url: string, x: number, y: number, w: number, h: number): void {
  const ctx = page.doc.context;
  const annot = ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [x, y, x + w, y + h], Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: pdfUri(url) } }));
  page.node.addAnnot(annot);
}

/** Draws the page top-down; `y` is the baseline of the next line. */
class Pen {
  y: number;
  /** True once a line was left out for want of room (the page is then drawn again in smaller type). */
  dropped = false;
  constructor(
    readonly page: PDFPage,
    readonly f: Fonts,
    readonly accent: RGB,
    /** The scale of the body's type and line spacing (below the header). */
    readonly k: number,
  ) {
    this.y = page.getHeight() - MARGIN;
  }

  /** The lowest baseline a line may take: the footer sits below it. */
  get bottom(): number {
    return MARGIN + 18;
  }

  text(s: string, x: number, y: number, size: number, font: PDFFont, color: RGB = INK, width?: number): number {
    const t = encodable(font, s);
    const shown = width ? fit(font, t, size, width) : t;
    this.page.drawText(shown, { x, y, size, font, color });
    return font.widthOfTextAtSize(shown, size);
  }

  heading(title: string, x: number, y: number): void {
    this.text(title.toUpperCase(), x, y, 8 * this.k, this.f.bold, this.accent);
  }

  rule(x: number, y: number, w: number, thickness = 0.6, color: RGB = RULE): void {
    this.page.drawLine({ start: { x, y }, end: { x: x + w, y }, thickness, color });
  }
}

function drawQr(pen: Pen, url: string, x: number, top: number, size: number): void {
  const grid = qrModules(url);
  const n = grid.length + QR_MARGIN * 2;
  const cell = size / n;
  pen.page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  grid.forEach((row, r) => {
    // Runs of dark modules as one rectangle each: fewer operators, no hairline seams between them.
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      if ((!dark || c === row.length - 1) && start >= 0) {
        const end = dark ? c + 1 : c;
        pen.page.drawRectangle({ x: x + (QR_MARGIN + start) * cell, y: top - (QR_MARGIN + r + 1) * cell, width: (end - start) * cell, height: cell, color: rgb(0, 0, 0) });
        start = -1;
      }
    });
  });
}

/** Label and value lines; answers the y below them. */
function drawLines(pen: Pen, items: ResumeLine[], x: number, y: number, width: number, labelWidth: number): number {
  const k = pen.k;
  for (const l of items) {
    if (y < pen.bottom) {
      pen.dropped = true;
      break;
    }
    pen.text(l.label, x, y, 9.5 * k, pen.f.regular, MUTED, labelWidth - 6);
    pen.text(l.value, x + labelWidth, y, 9.5 * k, pen.f.bold, INK, width - labelWidth);
    if (l.href) addLink(pen.page, l.href, x + labelWidth, y - 2, width - labelWidth, 11 * k);
    y -= 13.5 * k;
  }
  return y;
}

/** A table with its heading; columns share the width by their weight (by column id, 1 when not named). Answers the y below it. */
function drawTable(pen: Pen, t: ResumeTable, lang: Locale, x: number, y: number, width: number, weights: Partial<Record<ResumeColumn, number>>, sparks: Array<string | undefined> = []): number {
  if (!t.rows.length) return y;
  // The progression sparklines (resume.source.ts) as a last column, drawn as vector paths.
  if (sparks.some(Boolean)) t = { ...t, cols: [...t.cols, 'Progression'], head: [...t.head, msg('col.Progression', {}, lang)], rows: t.rows.map((r) => [...r, '']) };
  const k = pen.k;
  if (y < pen.bottom + 40 * k) {
    pen.dropped = true;
    return y;
  }
  pen.heading(t.title, x, y);
  y -= 13 * k;
  const shares = t.cols.map((h) => weights[h] ?? 1);
  const total = shares.reduce((a, b) => a + b, 0);
  const cols = shares.map((w) => (w / total) * width);
  const draw = (cells: string[], font: (i: number) => PDFFont, size: number, color: RGB) => {
    let cx = x;
    cells.forEach((c, i) => {
      pen.text(c, cx, y, size, font(i), color, (cols[i] ?? 0) - 6);
      cx += cols[i] ?? 0;
    });
  };
  draw(t.head, () => pen.f.bold, 8 * k, MUTED);
  pen.rule(x, y - 4 * k, width, 0.9, INK);
  y -= 15 * k;
  for (const [n, row] of t.rows.entries()) {
    if (y < pen.bottom) {
      pen.dropped = true;
      break;
    }
    draw(row, (i) => (i === 0 || t.cols[i] === 'Time' ? pen.f.bold : pen.f.regular), 9.5 * k, INK);
    const spark = sparks[n];
    if (spark) pen.page.drawSvgPath(spark, { x: x + width - (cols[cols.length - 1] ?? 0), y: y + 8 * k, scale: (10 * k) / SPARK_BOX.height, borderColor: pen.accent, borderWidth: 3 }); // the width is scaled with the path
    pen.rule(x, y - 4.5 * k, width);
    y -= 16 * k;
  }
  return y - 8 * k;
}

/**
 * The one-page PDF of the résumé: drawn at full size, and drawn again in smaller type when
 * something did not fit (a full profile with eight PRs), so nothing is left out but in extremes.
 */
export async function renderResumePdf(c: ResumeContent, paper: Paper = 'letter', now: Date = new Date()): Promise<Uint8Array> {
  const full = await drawResume(c, paper, now, 1);
  return full.dropped ? (await drawResume(c, paper, now, 0.84)).bytes : full.bytes;
}

async function drawResume(c: ResumeContent, paper: Paper, now: Date, k: number): Promise<{ bytes: Uint8Array; dropped: boolean }> {
  const doc = await PDFDocument.create();
  doc.setTitle(msg('title', { name: c.name }, c.lang));
  doc.setAuthor(c.name);
  doc.setSubject(msg('pdfSubject', {}, c.lang));
  doc.setCreator('Athlete.Site');
  doc.setProducer('Athlete.Site (pdf-lib)');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const [w, h] = PAPER[paper];
  const page = doc.addPage([w, h]);
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), italic: await doc.embedFont(StandardFonts.HelveticaOblique) };
  const pen = new Pen(page, fonts, hexColor(c.accent), k);
  const inner = w - MARGIN * 2;
  const qrSize = 84;

  // Header: who, and the QR code to the site at the right.
  let y = pen.y - 8;
  pen.heading(msg('eyebrow', {}, c.lang), MARGIN, y);
  y -= 24;
  pen.text(c.name, MARGIN, y, 22, fonts.bold, INK, inner - qrSize - 16);
  if (c.subtitle) {
    y -= 16;
    pen.text(c.subtitle, MARGIN, y, 10.5, fonts.regular, MUTED, inner - qrSize - 16);
  }
  y -= 16;
  const siteWidth = pen.text(c.siteLabel, MARGIN, y, 10, fonts.bold, pen.accent);
  addLink(page, c.siteUrl, MARGIN, y - 2, siteWidth, 13);
  const qrTop = h - MARGIN;
  drawQr(pen, c.siteUrl, w - MARGIN - qrSize, qrTop, qrSize);
  const caption = msg('scan', {}, c.lang);
  pen.text(caption, w - MARGIN - qrSize / 2 - fonts.regular.widthOfTextAtSize(caption, 6.5) / 2, qrTop - qrSize - 8, 6.5, fonts.regular, MUTED);
  y = Math.min(y, qrTop - qrSize - 12) - 6;
  pen.rule(MARGIN, y, inner, 2, pen.accent);
  y -= 18 * k;

  // Two columns: the facts at the left; academics, contacts and the coach's words at the right.
  const gap = 22;
  const leftW = inner * 0.53;
  const rightX = MARGIN + leftW + gap;
  const rightW = inner - leftW - gap;
  let left = y;
  if (c.facts.length) {
    pen.heading(msg('profile', {}, c.lang), MARGIN, left);
    left = drawLines(pen, c.facts, MARGIN, left - 13 * k, leftW, 118 * k);
  }
  let right = y;
  if (c.academics.length) {
    pen.heading(msg('academics', {}, c.lang), rightX, right);
    right = drawLines(pen, c.academics, rightX, right - 13 * k, rightW, 64 * k) - 6 * k;
  }
  for (const contact of c.contacts) {
    if (contact === c.contacts[0]) {
      pen.heading(msg('contact', {}, c.lang), rightX, right);
      right -= 13 * k;
    }
    pen.text(contact.label, rightX, right, 8 * k, fonts.regular, MUTED, rightW);
    for (const l of wrap(fonts.bold, encodable(fonts.bold, contact.value), 9.5 * k, rightW)) {
      right -= 12 * k;
      pen.text(l, rightX, right, 9.5 * k, fonts.bold, INK);
    }
    if (contact.href) addLink(page, contact.href, rightX, right - 2, rightW, 11 * k);
    right -= 14 * k;
  }
  if (c.coachNote) {
    pen.heading(msg('coach', {}, c.lang), rightX, right);
    right -= 13 * k;
    const quote = wrap(fonts.italic, encodable(fonts.italic, `“${c.coachNote.text}”`), 9.5 * k, rightW - 9);
    const top = right + 9 * k;
    for (const l of quote) {
      pen.text(l, rightX + 9, right, 9.5 * k, fonts.italic, INK);
      right -= 12.5 * k;
    }
    pen.text(`— ${c.coachNote.author}`, rightX + 9, right, 8 * k, fonts.regular, MUTED, rightW - 9);
    page.drawLine({ start: { x: rightX + 1, y: top }, end: { x: rightX + 1, y: right - 3 * k }, thickness: 2, color: pen.accent });
    right -= 14 * k;
  }
  y = Math.min(left, right) - 8 * k;

  // The tables, full width.
  y = drawTable(pen, c.prs, c.lang, MARGIN, y, inner, { Event: 1.1, Time: 1, Date: 1.2, Meet: 3.4, Progression: 1.2 }, c.prs.charts);
  y = drawTable(pen, c.races, c.lang, MARGIN, y, inner, { Date: 1.15, Race: 2.5, Event: 0.8, Time: 0.85, Place: 1.1, Venue: 1.9 });
  drawTable(pen, c.upcoming, c.lang, MARGIN, y, inner, { Date: 1.2, Meet: 3.2, Location: 2.4 });

  pen.rule(MARGIN, MARGIN + 6, inner);
  pen.text(c.footer, MARGIN, MARGIN - 4, 7, fonts.regular, MUTED, inner);
  return { bytes: await doc.save(), dropped: pen.dropped };
}
