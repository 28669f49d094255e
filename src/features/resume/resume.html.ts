import type { Locale } from '../../../ui/lib/i18n/i18n';
import { previewTags } from '../../http/spa';
import type { ResumeContent, ResumeLine, ResumeTable } from './resume.content';
import { t as msg } from './resume.messages';
import { SPARK_BOX } from './resume.paper';
import { RESUME_CSS } from './resume.style';

// The résumé page as one server-rendered HTML document: no script, so it reads and prints the
// same with JavaScript off, and a coach's "Print" gives the page as laid out here.

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What the page needs besides its content. */
export interface ResumePageOptions {
  /** The QR code to the site, an SVG element (resume.qr.ts). */
  qrSvg: string;
  /** `noindex, nofollow` while the site is not published. */
  robots?: string;
  /** The résumé's own address and its preview image (the athlete's share card), for og:url and og:image. */
  preview?: { url: string; image?: string; imageSize?: { width: number; height: number } };
}

/** The path of the small script that makes the résumé's Share button work (the page works without it). */
export const RESUME_SHARE_SCRIPT = '/resume/share.js';

/**
 * The résumé's Share, as the app's ShareButton does it: the phone's share sheet, else the link
 * copied and said so. The button stays hidden until this runs, so the page without script shows
 * nothing that does not work.
 */
export const RESUME_SHARE_JS = `(() => {
  const button = document.getElementById('share');
  const said = document.getElementById('share-said');
  if (!button || !said) return;
  button.hidden = false;
  const copy = async (url) => {
    try { await navigator.clipboard.writeText(url); return true; } catch { return false; }
  };
  button.addEventListener('click', async () => {
    const url = location.href.split('#')[0];
    if (typeof navigator.share === 'function') {
      try { await navigator.share({ title: document.title, url }); return; } catch (err) { if (err && err.name === 'AbortError') return; }
    }
    said.textContent = (await copy(url)) ? button.dataset.copied : button.dataset.failed.replace('{url}', url);
  });
})();
`;

function lines(items: ResumeLine[]): string {
  return items
    .map((l) => `<div><dt>${esc(l.label)}</dt><dd>${l.href ? `<a href="${esc(l.href)}">${esc(l.value)}</a>` : esc(l.value)}</dd></div>`)
    .join('');
}

function section(id: string, title: string, body: string, extra = ''): string {
  return `<section class="block${extra}" aria-labelledby="${id}"><h2 id="${id}">${esc(title)}</h2>${body}</section>`;
}

/** A row's progression sparkline: the path from resume.source.ts, drawn inline (no request, prints as vector). */
function spark(path: string, event: string, lang: Locale): string {
  const { width, height } = SPARK_BOX;
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(msg('sparkLabel', { event }, lang))}"><path d="${esc(path)}" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round"/></svg>`;
}

function table(id: string, t: ResumeTable, lang: Locale, charts: Array<string | undefined> = []): string {
  if (!t.rows.length) return '';
  const withCharts = charts.some(Boolean);
  const heads = [...t.head, ...(withCharts ? [msg('col.Progression', {}, lang)] : [])];
  // Named columns (by id, whatever the language), so the print stylesheet can size them (a fixed layout keeps every row one line).
  const cols = [...t.cols, ...(withCharts ? ['Progression'] : [])].map((h) => `<col class="col-${h.toLowerCase().replace(/[^a-z]+/g, '-')}">`).join('');
  const head = heads.map((h, k) => `<th scope="col"${withCharts && k === heads.length - 1 ? ' class="chart"' : ''}>${esc(h)}</th>`).join('');
  const rows = t.rows
    .map((cells, i) => {
      const chart = withCharts ? `<td class="chart">${charts[i] ? spark(charts[i], cells[0] ?? '', lang) : ''}</td>` : '';
      return `<tr>${cells.map((c, k) => (k === 0 ? `<th scope="row">${esc(c)}</th>` : `<td>${esc(c)}</td>`)).join('')}${chart}</tr>`;
    })
    .join('');
  return section(id, t.title, `<div class="table-wrap"><table class="t-${id}"><colgroup>${cols}</colgroup><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`);
}

/**
 * A rough count of the page's lines: the taller of the two columns and every table row. Above
 * `DENSE_LINES`, the page is printed in smaller type so a full résumé (eight PRs, both contacts,
 * academics, a long note) still fits one page; the demo's is far below it.
 */
export function resumeLines(c: ResumeContent): number {
  const left = c.facts.length + 1;
  const note = c.coachNote ? Math.ceil(c.coachNote.text.length / 48) + 2 : 0;
  const right = (c.academics.length ? c.academics.length + 1 : 0) + (c.contacts.length ? c.contacts.length * 3 + 1 : 0) + note;
  const tables = [c.prs, c.races, c.upcoming].reduce((n, t) => n + (t.rows.length ? t.rows.length + 2 : 0), 0);
  return Math.max(left, right) + tables;
}
const DENSE_LINES = 34;

/** The résumé page: facts, PRs, last races, upcoming meets, academics and contacts when shown, the coach's words, a QR code to the site. */
export function renderResumeHtml(c: ResumeContent, o: ResumePageOptions): string {
  const lang = c.lang;
  const title = msg('title', { name: c.name }, lang);
  const side = [
    c.academics.length ? section('academics', msg('academics', {}, lang), `<dl class="facts">${lines(c.academics)}</dl>`) : '',
    c.contacts.length ? section('contacts', msg('contact', {}, lang), `<dl class="facts facts--stack">${lines(c.contacts)}</dl>`) : '',
    c.coachNote ? section('coach', msg('coach', {}, lang), `<blockquote><p>“${esc(c.coachNote.text)}”</p><footer>— ${esc(c.coachNote.author)}</footer></blockquote>`, ' block--quote') : '',
  ].join('');
  return `<!doctype html>
<html lang="${lang}"${resumeLines(c) > DENSE_LINES ? ' class="dense"' : ''} style="--accent:${esc(c.accent)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<meta name="description" content="${esc(msg('description', { name: c.name }, lang))}">
${previewTags({ title, description: msg('description', { name: c.name }, lang), siteName: c.name, ...o.preview }).join('\n')}
${o.robots ? `<meta name="robots" content="${esc(o.robots)}">\n` : ''}<style>${RESUME_CSS}</style>
</head>
<body>
<nav class="toolbar" aria-label="${esc(msg('toolbar', {}, lang))}"><a href="/">← ${esc(c.name)}</a><span class="toolbar__actions"><span class="share-said" id="share-said" role="status"></span><button type="button" class="btn btn--quiet" id="share" hidden data-copied="${esc(msg('copied', {}, lang))}" data-failed="${esc(msg('copyFailed', {}, lang))}">${esc(msg('share', {}, lang))}</button><a class="btn" href="${esc(c.pdfPath)}" download>${esc(msg('downloadPdf', {}, lang))}</a></span></nav>
<script src="${RESUME_SHARE_SCRIPT}" defer></script>
<main class="sheet">
<header class="head">
<div class="head__text">
<p class="eyebrow">${esc(msg('eyebrow', {}, lang))}</p>
<h1>${esc(c.name)}</h1>
${c.subtitle ? `<p class="subtitle">${esc(c.subtitle)}</p>` : ''}
<p class="site"><a href="${esc(c.siteUrl)}">${esc(c.siteLabel)}</a></p>
</div>
<figure class="qr-box">${o.qrSvg}<figcaption>${esc(msg('scan', {}, lang))}</figcaption></figure>
</header>
<div class="cols">
${c.facts.length ? section('profile', msg('profile', {}, lang), `<dl class="facts">${lines(c.facts)}</dl>`) : ''}
${side ? `<div class="side">${side}</div>` : ''}
</div>
${table('prs', c.prs, lang, c.prs.charts)}
${table('races', c.races, lang)}
${table('upcoming', c.upcoming, lang)}
<footer class="foot">${esc(c.footer)}</footer>
</main>
</body>
</html>
`;
}
