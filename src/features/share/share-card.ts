import { createHash } from 'node:crypto';
import { CARD_SIZE } from '../../media/images';

// Share cards: the picture a link preview shows for the home page, each race and each PR. The card is
// an SVG drawn by sharp over the race photo (or the theme's gradient), so it is the athlete's own
// colours and words, not a generic poster. Its file name is the hash of what it shows, so a
// preview cache that keeps a card forever never keeps an outdated one.

/** Bump when the template changes: every card's name changes with it. */
const TEMPLATE_VERSION = 2;

/** What one card shows; every text is the tenant's, escaped and clipped here. */
export interface ShareCardInput {
  kind: 'home' | 'race' | 'pr';
  name: string;
  /** The line above the name: the class year and "distance runner" on the home card. */
  eyebrow: string;
  /** The race title (race card), `5K personal record` (PR card). */
  event?: string;
  /** The time, large (race and PR cards). */
  mark?: string;
  /** Distance, place and date in one line (race card), venue and date (PR card). */
  details?: string;
  /** Up to three records, e.g. `{ label: '5K', mark: '15:42.1' }` (home card). */
  records?: Array<{ label: string; mark: string }>;
  /** The site's host name, printed at the bottom. */
  host: string;
  /** Theme colours (hex). */
  colors: { from: string; via: string; to: string };
  /** A `/media/...` photo of the tenant, drawn under the text. */
  photoUrl?: string;
  /** The event's progression as a sparkline path in SPARK (PR card; charts feature). */
  spark?: string;
}

/** The box of the PR card's progression sparkline, right of the mark. */
export const SPARK = { width: 400, height: 150 } as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const color = (c: string, fallback: string) => (HEX.test(c) ? c : fallback);
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
/** Removes characters XML 1.0 forbids (control characters): librsvg refuses the whole SVG otherwise. */
const xmlSafe = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/**
 * A text cut to fit `width` pixels at `size` px, with an ellipsis. The average glyph of DejaVu/Liberation
 * Sans bold is about 0.6 em wide, a safe upper bound for Latin text; wide scripts are cut earlier.
 */
export function clipText(text: string, size: number, width: number): string {
  const chars = [...xmlSafe(text).replace(/\s+/g, ' ').trim()];
  const max = Math.max(1, Math.floor(width / (size * 0.6)));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The content-addressed name of a card: its kind and a hash of everything it shows. */
export function shareCardHash(input: ShareCardInput): string {
  return createHash('sha256').update(JSON.stringify({ v: TEMPLATE_VERSION, ...input })).digest('hex').slice(0, 20);
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const W = CARD_SIZE.width;
const H = CARD_SIZE.height;
const PAD = 72;
const TEXT_W = W - 2 * PAD;

const text = (x: number, y: number, size: number, weight: number, fill: string, body: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(body)}</text>`;

/** The card as SVG (1200×630): a transparent-over-photo or gradient background, then the texts. */
export function renderShareCardSvg(input: ShareCardInput, withPhoto: boolean): string {
  const from = color(input.colors.from, '#7c3aed');
  const via = color(input.colors.via, '#2563eb');
  const to = color(input.colors.to, '#10b981');
  const background = withPhoto
    ? // The photo shows through on the right; the left, under the text, is darkened for contrast.
      `<rect width="${W}" height="${H}" fill="url(#shade)"/>`
    : `<rect width="${W}" height="${H}" fill="url(#theme)"/><rect width="${W}" height="${H}" fill="#0b1020" opacity="0.45"/>` +
      `<circle cx="${W - 120}" cy="110" r="260" fill="${to}" opacity="0.35"/><circle cx="${W - 10}" cy="${H + 40}" r="240" fill="${from}" opacity="0.4"/>`;
  const parts: string[] = [];
  parts.push(text(PAD, 118, 26, 700, '#ffffff', clipText(input.eyebrow.toUpperCase(), 26, TEXT_W), ' letter-spacing="4" opacity="0.85"'));
  if (input.kind === 'race' || input.kind === 'pr') {
    parts.push(text(PAD, 188, 54, 800, '#ffffff', clipText(input.name, 54, TEXT_W)));
    parts.push(text(PAD, 254, 38, 600, '#e2e8f0', clipText(input.event ?? '', 38, TEXT_W)));
    parts.push(text(PAD - 4, 398, 132, 800, '#ffffff', clipText(input.mark ?? '', 132, TEXT_W)));
    parts.push(text(PAD, 458, 30, 500, '#e2e8f0', clipText(input.details ?? '', 30, TEXT_W)));
    if (input.kind === 'pr' && input.spark) {
      // The same results as the site's progression chart, better higher, oldest to latest.
      const x = W - PAD - SPARK.width;
      parts.push(text(x, 300, 22, 700, '#e2e8f0', 'PROGRESSION', ' letter-spacing="3" opacity="0.85"'));
      const last = /(-?[\d.]+) (-?[\d.]+)$/.exec(input.spark);
      parts.push(`<g transform="translate(${x} 316)"><path d="${escapeXml(input.spark)}" fill="none" stroke="#ffffff" stroke-opacity="0.95" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`);
      if (last) parts.push(`<circle cx="${last[1]}" cy="${last[2]}" r="12" fill="${to}" stroke="#ffffff" stroke-width="4"/>`);
      parts.push('</g>');
    }
  } else {
    parts.push(text(PAD, 220, 88, 800, '#ffffff', clipText(input.name, 88, TEXT_W)));
    (input.records ?? []).slice(0, 3).forEach((r, i) => {
      const x = PAD + i * 340;
      parts.push(`<rect x="${x}" y="282" width="316" height="150" rx="22" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.28"/>`);
      parts.push(text(x + 28, 332, 26, 700, '#e2e8f0', clipText(r.label, 26, 260), ' letter-spacing="2"'));
      parts.push(text(x + 26, 398, 54, 800, '#ffffff', clipText(r.mark, 54, 268)));
    });
  }
  parts.push(`<rect x="${PAD}" y="${H - 92}" width="120" height="8" rx="4" fill="url(#bar)"/>`);
  parts.push(text(PAD + 140, H - 80, 26, 600, '#ffffff', clipText(input.host, 26, TEXT_W - 140), ' opacity="0.9"'));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<linearGradient id="theme" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${via}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="0.5" stop-color="${via}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05070f" stop-opacity="0.9"/><stop offset="0.55" stop-color="#05070f" stop-opacity="0.62"/><stop offset="1" stop-color="#05070f" stop-opacity="0.1"/></linearGradient>',
    '</defs>',
    background,
    ...parts,
    '</svg>',
  ].join('');
}
