import { Parser } from 'htmlparser2';
import { isHttpUrl, isIsoDate } from '../../shared/fields';

// Reads an article's preview from its HTML: Open Graph first, then standard meta tags (and the
// JSON-LD most news sites carry), then the page itself (<title>, first real paragraph, <time>).

/** What the press import shows and saves. */
export interface ArticlePreview {
  url: string;
  title: string;
  source: string;
  /** `YYYY-MM-DD`, or '' when the page gives no date. */
  date: string;
  excerpt: string;
  thumb_url: string;
}

/** Longest values kept (the press table's limits). */
const MAX_TITLE = 300;
const MAX_SOURCE = 120;
const MAX_EXCERPT = 400;

const clean = (s: string | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** Cuts text at a word boundary with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The charset a page declares in its first bytes (`<meta charset>` or http-equiv), if any. */
function sniffCharset(head: Buffer): string | undefined {
  const text = head.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(text)?.[1]?.toLowerCase();
}

/** Decodes a page body with the HTTP charset, else the declared one, else UTF-8. */
export function decodeHtml(body: Buffer, httpCharset?: string): string {
  for (const label of [httpCharset, sniffCharset(body), 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // Unknown label: try the next one.
    }
  }
  return body.toString('utf8');
}

/** `YYYY-MM-DD` of a date-like string (ISO date-time, RFC 2822…), else ''. */
export function toIsoDay(value: string | undefined): string {
  const v = clean(value);
  if (!v) return '';
  const head = v.slice(0, 10);
  if (/^\d{4}-\d{2}-\d{2}$/.test(head)) return isIsoDate(head) ? head : '';
  const t = Date.parse(v);
  return Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 10);
}

/** An absolute http(s) URL resolved against the page, else ''. */
function absoluteHttp(value: string | undefined, base: string): string {
  const v = clean(value);
  if (!v) return '';
  try {
    const u = new URL(v, base).toString();
    return isHttpUrl(u) && u.length <= 2048 ? u : '';
  } catch {
    return '';
  }
}

interface JsonLdFacts {
  headline?: string;
  datePublished?: string;
  image?: string;
  publisher?: string;
  description?: string;
}

/** The URL of a JSON-LD image: a string, an ImageObject, or a list of either. */
function imageUrl(image: unknown): string | undefined {
  if (typeof image === 'string') return image;
  if (Array.isArray(image)) return imageUrl(image[0]);
  if (image && typeof image === 'object') {
    const url = (image as { url?: unknown }).url;
    return typeof url === 'string' ? url : undefined;
  }
  return undefined;
}

/** The article facts of a JSON-LD block (an object, a list, or a @graph of them). */
function readJsonLd(text: string, into: JsonLdFacts): void {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  const nodes: unknown[] = [];
  const collect = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') {
      nodes.push(v);
      const graph = (v as { '@graph'?: unknown })['@graph'];
      if (graph) collect(graph);
    }
  };
  collect(data);
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  for (const node of nodes as Array<Record<string, unknown>>) {
    const type = JSON.stringify(node['@type'] ?? '');
    if (!/Article|Posting|Report|WebPage/i.test(type)) continue;
    into.headline ??= str(node.headline) ?? str(node.name);
    into.datePublished ??= str(node.datePublished) ?? str(node.dateCreated);
    into.description ??= str(node.description);
    into.image ??= imageUrl(node.image);
    const publisher = node.publisher as { name?: unknown } | undefined;
    into.publisher ??= str(publisher?.name);
  }
}

/** Extracts the preview of an article page; `url` is the page's address after redirects. */
export function extractArticlePreview(html: string, url: string): ArticlePreview {
  const meta = new Map<string, string>();
  let title = '';
  let h1 = '';
  let canonical = '';
  let imageSrc = '';
  let timeAttr = '';
  const paragraphs: string[] = [];
  const jsonLd: JsonLdFacts = {};

  // Which element's text is being collected.
  let inTitle = false;
  let h1Depth = 0;
  let pDepth = 0;
  let skipDepth = 0; // script, style, nav, header, footer, aside, figure: not the article's words
  let jsonLdText: string | undefined;
  let paragraph = '';

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').toLowerCase().trim();
          if (key && attrs.content !== undefined && !meta.has(key)) meta.set(key, attrs.content);
        } else if (name === 'link') {
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('canonical') && !canonical) canonical = attrs.href ?? '';
          if (rel.includes('image_src') && !imageSrc) imageSrc = attrs.href ?? '';
        } else if (name === 'title' && !title) inTitle = true;
        else if (name === 'time' && !timeAttr && attrs.datetime) timeAttr = attrs.datetime;
        else if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json') jsonLdText = '';
        if (['script', 'style', 'noscript', 'nav', 'header', 'footer', 'aside', 'figure', 'form', 'template'].includes(name)) skipDepth++;
        else if (name === 'h1' && !h1) h1Depth++;
        else if (name === 'p' && paragraphs.length < 8) {
          pDepth++;
          paragraph = '';
        }
      },
      ontext(text) {
        if (jsonLdText !== undefined) jsonLdText += text;
        if (inTitle) title += text;
        if (skipDepth) return;
        if (h1Depth) h1 += text;
        if (pDepth) paragraph += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'script' && jsonLdText !== undefined) {
          readJsonLd(jsonLdText, jsonLd);
          jsonLdText = undefined;
        }
        if (['script', 'style', 'noscript', 'nav', 'header', 'footer', 'aside', 'figure', 'form', 'template'].includes(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (name === 'h1' && h1Depth) h1Depth--;
        else if (name === 'p' && pDepth) {
          pDepth--;
          const p = clean(paragraph);
          if (p) paragraphs.push(p);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const m = (...keys: string[]) => clean(keys.map((k) => meta.get(k)).find((v) => clean(v)));
  const pageUrl = absoluteHttp(m('og:url'), url) || absoluteHttp(canonical, url) || url;
  const host = (() => {
    try {
      return new URL(pageUrl).hostname.replace(/^www\./, '');
    } catch {
      return '';
    }
  })();
  const firstParagraph = paragraphs.find((p) => p.length >= 60) ?? paragraphs[0] ?? '';
  return {
    url: pageUrl,
    title: clip(m('og:title', 'twitter:title') || clean(jsonLd.headline) || m('title', 'dc.title') || clean(title) || clean(h1), MAX_TITLE),
    source: clip(m('og:site_name', 'application-name', 'publisher', 'dc.publisher') || clean(jsonLd.publisher) || host, MAX_SOURCE),
    date: toIsoDay(m('article:published_time', 'og:article:published_time', 'article.published', 'datepublished', 'date', 'pubdate', 'publish-date', 'dc.date', 'dc.date.issued', 'sailthru.date', 'parsely-pub-date') || jsonLd.datePublished || timeAttr),
    excerpt: clip(m('og:description', 'twitter:description', 'description', 'dc.description') || clean(jsonLd.description) || firstParagraph, MAX_EXCERPT),
    thumb_url: absoluteHttp(m('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src', 'thumbnailurl', 'image'), pageUrl) || absoluteHttp(jsonLd.image, pageUrl) || absoluteHttp(imageSrc, pageUrl),
  };
}
