import { isHexColor } from '../../shared/color';
import { escapeXml, xmlSafe } from '../../shared/xml';
import { formatMark, type MarkKind } from '../../shared/marks';
import type { ProgressionPoint, SeasonBest } from '../../shared/progression';
import { countOf } from '../../shared/plural';

// The progression chart as a standalone SVG string: drawn on the server, so the page, the résumé
// and a share card show the same picture without a chart library in the browser. The viewBox is
// small (420×280) and the type large for it, so the chart stays readable scaled to a phone's width.

/** The colours of a chart: the page's background and text, and the theme's two accent colours. */
export interface ChartColors {
  background: string;
  text: string;
  muted: string;
  grid: string;
  line: string;
  accent: string;
}

/** The d1 (dark) theme's page colours; `chartColors` puts the tenant's accents over them. */
const DARK: ChartColors = { background: '#0c1324', text: '#eef2fb', muted: '#a7b1c8', grid: '#2a3246', line: '#8b5cf6', accent: '#10b981' };
/** The fem (light) theme's page colours. */
const LIGHT: ChartColors = { background: '#ffffff', text: '#2a0f22', muted: '#6b4a60', grid: '#ecd9e4', line: '#be185d', accent: '#7c3aed' };

/** A theme's chart colours with the tenant's accent colours when they are valid hex colours. */
export function chartColors(theme: 'd1' | 'fem', accents: { line?: string; accent?: string } = {}): ChartColors {
  const base = theme === 'fem' ? LIGHT : DARK;
  return {
    ...base,
    line: accents.line && isHexColor(accents.line) ? accents.line : base.line,
    accent: accents.accent && isHexColor(accents.accent) ? accents.accent : base.accent,
  };
}

/** What the chart says about itself and how it looks. */
export interface ProgressionSvgOptions {
  /** The accessible name (`<title>`), e.g. "5K XC progression". */
  title: string;
  /** The accessible description (`<desc>`); a summary of the results is written when left out. */
  desc?: string;
  kind: MarkKind;
  /** The best of each season, labelled on the chart. */
  seasons?: readonly SeasonBest[];
  colors?: ChartColors;
  width?: number;
  height?: number;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";
const PAD = { left: 74, right: 18, top: 32, bottom: 48 };
const TIME_STEPS = [1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000];
const DISTANCE_STEPS = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10];

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const round = (n: number) => Math.round(n * 10) / 10;
const clip = (s: string, max: number) => {
  const chars = [...xmlSafe(s).replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
};

/** Round axis ticks (at most five) covering the values, with the step that spaces them. */
function ticksFor(kind: MarkKind, min: number, max: number): number[] {
  const steps = kind === 'time' ? TIME_STEPS : DISTANCE_STEPS;
  const span = Math.max(max - min, kind === 'time' ? 1_000 : 0.05);
  const step = steps.find((s) => span / s <= 4) ?? steps[steps.length - 1]!;
  // A lone value (or a tie) gets a step of room on each side, so it is not drawn on the frame.
  const pad = max === min ? step : 0;
  const from = Math.max(0, Math.floor((min - pad) / step) * step);
  const to = Math.ceil((max + pad) / step) * step;
  const ticks: number[] = [];
  for (let v = from; v <= to + step / 1000; v += step) ticks.push(Math.round(v * 1000) / 1000);
  return ticks.length > 1 ? ticks : [from, from + step];
}

/** A short axis label: whole seconds for times, two decimals of a metre for distances. */
const tickLabel = (kind: MarkKind, v: number) => (kind === 'time' ? formatMark({ kind, value: Math.round(v / 1000) * 1000 }) : `${v.toFixed(2)} m`);

/** The description written when none is given: how many results, the first and the best. */
function summary(points: readonly ProgressionPoint[], kind: MarkKind, seasons: readonly SeasonBest[]): string {
  if (!points.length) return 'No results yet.';
  const first = points[0]!;
  const best = points.filter((p) => p.record).at(-1)!;
  const bests = seasons.map((s) => `${s.grade ? `grade ${s.grade}` : s.season}: ${s.display}`).join('; ');
  const better = kind === 'time' ? 'Faster times are higher on the chart.' : 'Longer marks are higher on the chart.';
  return `${countOf(points.length, 'result')} from ${first.date} (${first.display}) to ${points.at(-1)!.date}; best ${best.display} on ${best.date}. Season bests: ${bests}. ${better}`;
}

/**
 * The progression chart of one event as an SVG document: every result in date order, joined by a
 * line, the season bests filled and labelled, a band per school year named by grade (or by the
 * years when the grade is unknown). Better is up: for times the axis runs from slow to fast.
 */
export function progressionSvg(points: readonly ProgressionPoint[], opts: ProgressionSvgOptions): string {
  const W = opts.width ?? 420;
  const H = opts.height ?? 280;
  const c = opts.colors ?? DARK;
  const seasons = opts.seasons ?? [];
  const title = escapeXml(clip(opts.title, 120));
  const desc = escapeXml(xmlSafe(opts.desc ?? summary(points, opts.kind, seasons)));
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="chart-title chart-desc" font-family="${escapeXml(FONT)}"><title id="chart-title">${title}</title><desc id="chart-desc">${desc}</desc><rect width="${W}" height="${H}" rx="14" fill="${c.background}"/>`;
  if (!points.length) return `${head}<text x="${W / 2}" y="${H / 2}" text-anchor="middle" font-size="18" fill="${c.muted}">No results yet</text></svg>`;

  const plot = { x0: PAD.left, x1: W - PAD.right, y0: PAD.top, y1: H - PAD.bottom };
  const values = points.map((p) => p.value);
  const ticks = ticksFor(opts.kind, Math.min(...values), Math.max(...values));
  const lo = ticks[0]!;
  const hi = ticks.at(-1)!;
  // Better is up: a low time and a long mark both sit near the top.
  const y = (v: number) => round(opts.kind === 'time' ? plot.y0 + ((v - lo) / (hi - lo)) * (plot.y1 - plot.y0) : plot.y1 - ((v - lo) / (hi - lo)) * (plot.y1 - plot.y0));

  // The time axis spans the school years of the results (1 August to 31 July), so a lone result sits inside its season.
  const seasonBounds = [...new Set(points.map((p) => p.season))].map((label) => {
    const start = Number(label.slice(0, 4));
    return { label, start: dayOf(`${start}-08-01`), end: dayOf(`${start + 1}-08-01`), grade: points.find((p) => p.season === label)?.grade };
  });
  const d0 = seasonBounds[0]!.start;
  const d1 = seasonBounds.at(-1)!.end;
  const x = (date: string) => round(plot.x0 + ((dayOf(date) - d0) / (d1 - d0)) * (plot.x1 - plot.x0));
  const xDay = (day: number) => round(plot.x0 + ((day - d0) / (d1 - d0)) * (plot.x1 - plot.x0));

  const parts: string[] = [head];
  seasonBounds.forEach((s, i) => {
    const left = xDay(s.start);
    const right = xDay(s.end);
    if (i % 2 === 1) parts.push(`<rect x="${left}" y="${plot.y0}" width="${round(right - left)}" height="${plot.y1 - plot.y0}" fill="${c.grid}" opacity="0.35"/>`);
    const name = s.grade ? `Grade ${s.grade}` : s.label;
    parts.push(`<text x="${round((left + right) / 2)}" y="${H - 16}" text-anchor="middle" font-size="17" fill="${c.muted}">${escapeXml(seasonBounds.length > 3 && s.grade ? `Gr ${s.grade}` : name)}</text>`);
  });
  for (const t of ticks) {
    parts.push(`<line x1="${plot.x0}" x2="${plot.x1}" y1="${y(t)}" y2="${y(t)}" stroke="${c.grid}" stroke-width="1"/>`);
    parts.push(`<text x="${plot.x0 - 8}" y="${y(t) + 5}" text-anchor="end" font-size="17" fill="${c.muted}">${escapeXml(tickLabel(opts.kind, t))}</text>`);
  }
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(p.date)} ${y(p.value)}`).join(' ');
  parts.push(`<path d="${path}" fill="none" stroke="${c.line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`);
  const bestKeys = new Set(seasons.map((s) => `${s.date}|${s.value}`));
  for (const p of points) {
    const isBest = bestKeys.has(`${p.date}|${p.value}`);
    parts.push(`<circle cx="${x(p.date)}" cy="${y(p.value)}" r="${isBest ? 7 : 5}" fill="${isBest ? c.accent : c.background}" stroke="${isBest ? c.text : c.line}" stroke-width="2"/>`);
  }
  // Season bests carry their mark above the point (under it only when it would leave the picture),
  // ringed in the background colour so a line passing behind does not cut through it.
  for (const s of seasons) {
    const px = x(s.date);
    const py = y(s.value);
    const below = py - 14 - 17 < 2;
    const anchor = px < plot.x0 + 44 ? 'start' : px > plot.x1 - 44 ? 'end' : 'middle';
    parts.push(`<text x="${px}" y="${below ? py + 28 : py - 14}" text-anchor="${anchor}" font-size="19" font-weight="700" fill="${c.text}" stroke="${c.background}" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${escapeXml(s.display)}</text>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

/**
 * The progression as a sparkline path in a `width`×`height` box: the same results as the chart,
 * oldest left, better higher (a lower time or a longer jump), evenly spaced (at this size a time
 * axis would crowd a season's races into one corner).
 * Undefined with fewer than two results. Used where the full chart does not fit (a résumé row):
 * as `<path d>` in HTML and as an SVG path drawn into the PDF.
 */
export function progressionSparkPath(points: ReadonlyArray<Pick<ProgressionPoint, 'date' | 'value'>>, kind: MarkKind, width: number, height: number, pad = 2): string | undefined {
  if (points.length < 2) return undefined;
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const values = sorted.map((p) => p.value);
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const x = (i: number) => pad + (i / (sorted.length - 1)) * (width - 2 * pad);
  // Better is up: a time's best (lowest) at the top, a distance's best (highest) at the top.
  const better = (v: number) => (hi === lo ? 0.5 : kind === 'time' ? (hi - v) / (hi - lo) : (v - lo) / (hi - lo));
  const y = (v: number) => height - pad - better(v) * (height - 2 * pad);
  return sorted.map((p, i) => `${i ? 'L' : 'M'}${round(x(i))} ${round(y(p.value))}`).join(' ');
}
