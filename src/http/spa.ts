import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { say } from '../shared/api-messages';
import { AppError, sendError } from './errors';
import { HTTP } from './http-messages';
import { noSitePage } from './no-site-page';
import { escapeHtml } from './page-meta';
import { type CachedAnswer, type EncodedBodies, PAGE_TALLY_GRACE_MS, type PublicCache } from './public-cache';
import { SizedCache } from './sized-cache';
import { resolveTenantId } from './tenant';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page compressed once when it is rendered (the answers of the client-routing fallback are not
 * routes, so @fastify/compress never sees them). A server-rendered page is some 100 KB of HTML and
 * about a tenth of that in brotli: on a phone's slow connection that is the first paint's delay.
 *
 * Brotli at quality 6: every write (a like too) renders the page again for its next visitor, who
 * waits for this. On the demo's home page (93 KB) quality 9 took 85–120 ms for 11,829 bytes,
 * quality 6 takes 2–4 ms for 11,960 (quality 10: 24 ms, 10,773): `/` right after a like went from
 * a median of 235 ms to 50 ms (`npm run bench`'s row for it, 10 likes each). Both sizes fit the
 * first round trip of a new connection (about 14 KB).
 */
async function encodePage(html: string): Promise<EncodedBodies> {
  const raw = Buffer.from(html);
  const [br, gz] = await Promise.all([brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }), gzip(raw, { level: 9 })]);
  return { br, gzip: gz };
}

/** The encoding of a page a client accepts (brotli first), or undefined for the plain text. */
function acceptedEncoding(header: string | undefined): keyof EncodedBodies | undefined {
  const accepted = (header ?? '').split(',').map((p) => p.trim().split(';'));
  const ok = (name: string) => accepted.some(([n, ...params]) => n?.trim() === name && !params.some((q) => /^\s*q=0(\.0*)?\s*$/.test(q)));
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/** Paths that belong to the API: an unknown one is a JSON 404, never the React app. */
const API_PREFIXES = ['/content/', '/auth/', '/admin/media/', '/upload/', '/api/', '/media/', '/healthz'];

/** True when the path is an API path. */
function isApiPath(url: string): boolean {
  const p = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => p === prefix.replace(/\/$/, '') || p.startsWith(prefix));
}

/** What the server writes into the page for link previews, search engines and the first paint. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  /** The image's size in pixels, when known (share cards), so a preview lays it out before loading it. */
  imageSize?: { width: number; height: number };
  url?: string;
  tenantId: string;
  themeKey?: string;
  /** og:site_name (the athlete's name). */
  siteName?: string;
  /** Palette colours set as CSS variables on <html> (hex only), so the first paint has the theme. */
  palette?: Record<string, string>;
  /** The public settings, embedded as JSON for the client (it then needs no settings request). */
  settings?: unknown;
  /** The HTML of #root: the app's server render (it hydrates it), or the home page's hero alone. */
  prerender?: string;
  /** The answers the server render read, embedded as JSON so the client's first render matches it. */
  initialData?: unknown;
  /** Where the client fetches those answers instead (`/_page-data/<hash>.json`): then they are not embedded. */
  dataHref?: string;
  /** Structured data (JSON-LD) about the page's subject, written as a script element in the head. */
  jsonLd?: unknown;
  /** The feeds the page links to (`<link rel="alternate">`): the site's Atom feed. */
  feeds?: ReadonlyArray<{ href: string; title: string; type: string }>;
  /** The HTTP status (404 for a path no page answers; the app still shows its 'Not found'). */
  status?: number;
  /** `noindex, nofollow` for a page search engines must leave out (meta robots and X-Robots-Tag). */
  robots?: string;
  /** The page's language (`<html lang>`): the site's, which the app speaks too on public pages. */
  lang?: string;
  /** Sent but never kept in the cache (a page about nothing the site has, such as an unknown race id). */
  transient?: boolean;
}

/** Finds the page's meta for a request; features (settings) replace the default. */
export type PageMetaSource = (request: FastifyRequest) => Promise<PageMeta>;

/** Where a rendered page is kept: its cache key, and the data version and tallies it is rendered at. */
export interface PageCacheSlotOf {
  key: string;
  version: string;
  tallies: number;
  tenantId: string;
}

/** Where a rendered page may be kept, or undefined when it must be rendered afresh (an unknown tenant, say). */
export type PageCacheSlot = (request: FastifyRequest) => Promise<PageCacheSlotOf | undefined>;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const CSS_VARS: Record<string, string> = { gradFrom: '--grad-from', gradVia: '--grad-via', gradTo: '--grad-to', glassTint: '--glass-tint', auroraA: '--aurora-a', auroraB: '--aurora-b' };

/** JSON safe inside a <script> element: `<` never appears, so neither can `</script>` or `<!--`. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The Open Graph and Twitter tags of a page, the preview a link pasted in a message shows: the app's
 * pages (renderIndex) and the résumé, which the server writes alone.
 */
export function previewTags(meta: Pick<PageMeta, 'title' | 'description' | 'image' | 'imageSize' | 'url' | 'siteName'>): string[] {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  return [
    `<meta property="og:type" content="website">`,
    meta.siteName ? `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}">` : '',
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    meta.url ? `<meta property="og:url" content="${escapeHtml(meta.url)}">` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    meta.image && meta.imageSize ? `<meta property="og:image:width" content="${meta.imageSize.width}">\n    <meta property="og:image:height" content="${meta.imageSize.height}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${t}">`,
    `<meta name="twitter:description" content="${d}">`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}">` : '',
  ].filter(Boolean);
}

/** Writes the tenant's title, description, Open Graph / Twitter tags, theme and settings into the built index.html. */
export function renderIndex(template: string, meta: PageMeta): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    `<meta name="tenant-id" content="${escapeHtml(meta.tenantId)}">`,
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}">` : '',
    ...previewTags(meta),
    meta.jsonLd !== undefined ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
    ...(meta.feeds ?? []).map((f) => `<link rel="alternate" type="${escapeHtml(f.type)}" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}">`),
    // Fetched while the app's code loads (ui/main.tsx), with the same mode and credentials.
    meta.dataHref ? `<link rel="preload" id="page-data" href="${escapeHtml(meta.dataHref)}" as="fetch" crossorigin="anonymous">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // The app's data follows the page's HTML: a browser paints the page before reading it (the app
  // reads it once the document is parsed).
  const data = [
    meta.settings !== undefined ? `<script id="initial-settings" type="application/json">${scriptJson(meta.settings)}</script>` : '',
    meta.initialData !== undefined && !meta.dataHref ? `<script id="initial-data" type="application/json">${scriptJson(meta.initialData)}</script>` : '',
  ].join('');
  const style = Object.entries(meta.palette ?? {})
    .filter(([k, v]) => CSS_VARS[k] && HEX.test(v))
    .map(([k, v]) => `${CSS_VARS[k]}:${v}`)
    .join(';');
  const htmlAttrs = `${meta.themeKey ? ` data-theme="${escapeHtml(meta.themeKey)}"` : ''}${style ? ` style="${style}"` : ''}`;
  const lang = meta.lang && /^[a-z]{2}$/.test(meta.lang) ? meta.lang : 'en';
  const themed = template.replace('<html lang="en">', () => `<html lang="${lang}"${htmlAttrs}>`);
  const withRoot = themed.replace('<div id="root"></div>', () => `<div id="root">${meta.prerender ?? ''}</div>${data}`);
  return withRoot.replace(/<!--head-meta-->[\s\S]*?<!--\/head-meta-->/, () => tags);
}


/** The name of a page's data file under `/_page-data/`: its hash (22 base64url characters) and `.json`. */
const PAGE_DATA_FILE = /^([A-Za-z0-9_-]{22})\.json$/;

/** A page's data file: its JSON, compressed once. */
type PageData = NonNullable<CachedAnswer['pageData']>['value'];

/** The JSON of a page's data and its address (content-addressed, so the browser may keep it for good). */
function pageDataOf(initialData: unknown): { json: string; hash: string } {
  const json = JSON.stringify(initialData);
  return { json, hash: createHash('sha256').update(json).digest('base64url').slice(0, 22) };
}

/**
 * Serves the built UI: hashed assets with a one-year immutable cache, every other GET that is not
 * an API path answered with index.html (client routing), and a JSON 404 for unknown API paths.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string | null, metaOf: PageMetaSource, cache?: { slot: PageCacheSlot; store: PublicCache; pageDataLimits?: { maxBytes: number; maxBytesPerTenant: number } }): Promise<void> {
  const indexFile = publicDir ? path.join(publicDir, 'index.html') : null;
  const template = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (publicDir && template) {
    const setHeaders = (res: { header: (name: string, value: string) => unknown }, file: string) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    };
    // Every folder (the hashed assets, the demo's media) is one wildcard route, which hands a name
    // no file has to the not-found handler; each file at the top (index.html, the icon) a route of
    // its own. A route per file, found by a glob at start, cost the start ~50 ms: 400 routes (GET
    // and HEAD) for the build's 200 files, their .br and .gz copies included, which preCompressed
    // finds beside the file asked for without a route of their own.
    const entries = fs.readdirSync(publicDir, { withFileTypes: true });
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const files = entries.filter((e) => e.isFile() && !e.name.startsWith('.') && !/\.(br|gz)$/.test(e.name)).map((e) => e.name);
    // Decorates reply.sendFile with these options, and serves nothing by itself.
    await app.register(fastifyStatic, { root: publicDir, serve: false, index: false, preCompressed: true, setHeaders });
    for (const file of files) app.get(`/${file}`, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file));
    for (const folder of folders) {
      await app.register(fastifyStatic, {
        root: path.join(publicDir, folder),
        prefix: `/${folder}/`,
        wildcard: true,
        index: false,
        preCompressed: true,
        decorateReply: false,
        // As the route per file did (its glob skipped them): a hidden file is not served.
        dotfiles: 'ignore',
        setHeaders,
      });
    }
  }

  // The data of the pages rendered lately, by tenant and content hash. A page's HTML names its data
  // file rather than embedding it: the data was half the compressed home page, and a page over one
  // round trip's worth of bytes (about 14 KB on a new connection) costs a phone another round trip
  // before its first paint. The file is fetched while the app's code loads; a page served again from
  // the cache puts its data back at the front. A file no longer kept answers 404, and the app then
  // draws the page from the API.
  // Bounded in bytes, in all and per tenant (a data file is tens to hundreds of KB).
  const pageData = new SizedCache<PageData>(cache?.pageDataLimits ?? { maxBytes: 32 * 1024 * 1024, maxBytesPerTenant: 8 * 1024 * 1024 }, (d) => 2 * d.json.length + d.encoded.br.length + d.encoded.gzip.length + 128);
  // A tenant's pages dropped (its database closed, idle): their data files go with them.
  cache?.store.onDropTenant((tenantId) => pageData.dropTenant(tenantId));
  // The renders under way, by page cache slot and data version: each settles with the page it kept.
  const renders = new Map<string, Promise<CachedAnswer | undefined>>();
  const tenantOf = (request: FastifyRequest) => {
    try {
      return resolveTenantId(app, request);
    } catch {
      return undefined;
    }
  };

  // A page's data file: kept while a page that names it is (a page kept in the cache keeps its file).
  app.get<{ Params: { file: string } }>('/_page-data/:file', { schema: { hide: true } }, (request, reply) => {
    // Data for a page, never a search result (an unpublished site's pages are noindex, and so is their data).
    reply.header('x-robots-tag', 'noindex');
    const hash = PAGE_DATA_FILE.exec(request.params.file)?.[1];
    const tenantId = hash === undefined ? undefined : tenantOf(request);
    request.tenantId ||= tenantId ?? '';
    const data = tenantId !== undefined ? pageData.get(`${tenantId}\u0000${hash}`) : undefined;
    if (!data) return sendError(request, reply, 404, 'not_found', HTTP.code.pageDataGone);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(data.json);
    return reply.header('content-encoding', encoding).send(data.encoded[encoding]);
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply.code(503).type('text/plain').send('The UI is not built: run `npm run build`.');
    }
    // A page is read far more often than the tenant's data changes: the rendered HTML is kept until
    // a write (the same versions as the JSON cache), so a page costs what sending its bytes costs.
    const slot = await cache?.slot(request);
    // The page's access line names its tenant, as the API's do (tenant.ts).
    request.tenantId ||= slot?.tenantId ?? tenantOf(request) ?? '';
    let hit = slot && cache?.store.get(slot.key, slot.version, slot.tallies);
    // A render of this page at this version under way (the first visitors after a write arrive
    // together): its page, rather than one render per visitor.
    const flightKey = slot && `${slot.key}\u0000${slot.version}`;
    const flight = flightKey === undefined ? undefined : renders.get(flightKey);
    if (!hit && flight) hit = await flight;
    if (hit && slot) {
      // Serving the page again keeps its data file.
      if (hit.pageData) pageData.set(slot.tenantId, hit.pageData.key, hit.pageData.value);
      request.cachedAnswer = { tenantId: slot.tenantId, entry: hit };
      return sendPage(request, reply, 200, hit.body, hit.etag, hit.robots, hit.encoded);
    }
    if (flightKey === undefined) return renderPage(request, reply, template, slot);
    let settle!: (entry: CachedAnswer | undefined) => void;
    renders.set(flightKey, new Promise((resolve) => (settle = resolve)));
    let kept: CachedAnswer | undefined;
    try {
      return await renderPage(request, reply, template, slot, (entry) => (kept = entry));
    } finally {
      // A page that was not kept (an error, a 404) leaves the waiting visitors to render their own.
      renders.delete(flightKey);
      settle(kept);
    }
  };

  /** Renders a page, sends it, and keeps it when it may be kept (`onKept` sees the entry). */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, template: string, slot: PageCacheSlotOf | undefined, onKept?: (entry: CachedAnswer) => void) => {
    let meta: PageMeta;
    try {
      meta = await metaOf(request);
    } catch (err) {
      // No site for this request (resolveTenantId's refusal): a page that says what to do, which
      // on a first start is which command creates the site.
      if (err instanceof AppError && (err.code === 'tenant_not_found' || err.code === 'misdirected_request')) return reply.code(err.status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(noSitePage(app.ctx.tenants.list().length > 0));
      throw err;
    }
    let data: { key: string; value: PageData } | undefined;
    // A page never kept carries its data in itself: no data file to keep for it.
    if (meta.initialData !== undefined && (meta.status ?? 200) === 200 && !meta.transient) {
      // Resolved by sendIndex ('' when the request names no tenant).
      const tenantId = request.tenantId;
      if (tenantId) {
        const { json, hash } = pageDataOf(meta.initialData);
        data = { key: `${tenantId}\u0000${hash}`, value: { json, encoded: await encodePage(json) } };
        pageData.set(tenantId, data.key, data.value);
        meta = { ...meta, dataHref: `/_page-data/${hash}.json` };
      }
    }
    const html = renderIndex(template, meta);
    const status = meta.status ?? 200;
    const encoded = await encodePage(html);
    if (status !== 200 || meta.transient || !slot || !cache) return sendPage(request, reply, status, html, undefined, meta.robots, encoded);
    const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;
    // Only found pages are kept: random paths must not push the real ones out. A page may show
    // tallies (likes, votes) and is kept for a while after they move (PAGE_TALLY_GRACE_MS).
    const entry = { body: html, etag, version: slot.version, tallies: slot.tallies, tallyGraceMs: PAGE_TALLY_GRACE_MS, at: Date.now(), robots: meta.robots, encoded, pageData: data };
    cache.store.set(slot.tenantId, slot.key, entry);
    onKept?.(entry);
    // The fast answers (fast-answers.ts) may replay this page's bytes and headers until the data changes.
    request.cachedAnswer = { tenantId: slot.tenantId, entry };
    return sendPage(request, reply, 200, html, etag, meta.robots, encoded);
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number, html: string, etag?: string, robots?: string, encoded?: EncodedBodies) => {
    reply.code(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (robots) reply.header('x-robots-tag', robots);
    if (etag) reply.header('etag', etag);
    if (etag && request.headers['if-none-match'] === etag) return reply.code(304).send();
    const encoding = encoded && acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || !encoded) return reply.send(html);
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  };

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) return sendIndex(request, reply);
    return sendError(request, reply, 404, 'not_found', say(HTTP.code.noRoute, { method: request.method, path: request.url.split('?')[0]! }));
  });
}
