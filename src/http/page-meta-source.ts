import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageAt, PageContext } from '../features/feature';
import { getSettingsRow, toPublicSettings } from '../features/settings';
import type { SiteSettingsValues } from '../shared/settings-defaults';
import { type AppPages, type DescribedPage, buildPageMeta, isPrivatePath, originOf, pageContextOf } from './page-meta';
import { siteAddressOf } from './site-address';
import type { PageCacheSlotOf, PageMeta } from './spa';
import { resolveTenantId } from './tenant';
import type { TenantDatabase } from '../db/database';

// Where a page's meta comes from: the tenant's settings, and the features' manifests (their pages,
// dialog items, cards and structured data, gathered in an AppPages by app.ts), asked in turn. Nothing
// here names a feature's page. The page's address is the site's (site-address.ts), never the Host
// as sent: a forged Host neither reaches a link nor adds a cache entry.

/**
 * The feature page or dialog item a page is, as its feature describes it: the item a dialog link
 * names (`/?open=race-12`, on a page its feature lists), else the feature page of the path. Undefined
 * for the shell's pages (home, admin), an unknown path, and an item that is not there for visitors
 * (the link is then described as its page).
 */
export async function describePage(site: AppPages, page: PageContext, path: string, open: string | undefined): Promise<{ described?: DescribedPage; at: PageAt }> {
  const m = open ? /^([a-z]{1,20})-(-?\d{1,9})$/.exec(open) : null;
  const source = m && site.items.find((i) => i.kind === m[1] && i.on.includes(path));
  if (m && source) {
    const id = Number(m[2]);
    const text = await source.describe(page, id);
    if (text) return { described: { ...text, query: `?open=${source.kind}-${id}` }, at: { path, item: { kind: source.kind, id } } };
  }
  for (const p of site.pages) {
    const match = p.path.exec(path);
    if (match) return { described: await p.describe(page, match), at: { path } };
  }
  return { at: { path } };
}

/** The item a page's query opens (`open=race-12`), if the value has the shape of one. */
function openParamOf(url: string): string | undefined {
  const query = url.split('?')[1];
  if (query === undefined) return undefined;
  const open = new URLSearchParams(query).get('open') ?? undefined;
  return open && /^[a-z]{1,20}-[A-Za-z0-9_-]{1,40}$/.test(open) ? open : undefined;
}

/**
 * True when a dialog value (`race-12`, `athlete-3`, `interview-training`) names something one of the
 * app's dialogs shows: an item a feature describes (a published race, a PR, an approved article) or
 * one a feature's dialog finds (a followed athlete, an active coach's note, the training interview).
 * Any other value draws no dialog, so its page is the plain page and is served as that: made-up
 * values must not each render and keep a page of their own.
 */
async function namesDialogItem(site: AppPages, page: PageContext, open: string): Promise<boolean> {
  const m = /^([a-z]{1,20})-(.+)$/.exec(open);
  if (!m) return false;
  const kind = m[1]!;
  const value = m[2]!;
  const item = site.items.find((i) => i.kind === kind);
  if (item) return /^-?\d{1,9}$/.test(value) && (await item.describe(page, Number(value))) !== undefined;
  const dialog = site.dialogs.find((d) => d.kind === kind);
  return dialog ? dialog.exists(page, value) : false;
}

/** The dialog value a page is rendered and kept with: the query's, when it names something; else none. */
async function dialogOf(site: AppPages, page: PageContext, url: string): Promise<string | undefined> {
  const open = openParamOf(url);
  return open !== undefined && (await namesDialogItem(site, page, open)) ? open : undefined;
}

/** The request's path, decoded (`/%63ourses` is `/courses`); a malformed escape keeps the raw path (it matches no page). */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The first answer of the features that answer for this page (its card, its structured data). */
async function firstOf<T>(asks: ReadonlyArray<(page: PageContext, at: PageAt) => Promise<T | undefined>>, page: PageContext, at: PageAt): Promise<T | undefined> {
  for (const ask of asks) {
    const answer = await ask(page, at);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/** The meta of the page a request asks for: the tenant's texts, the features' page texts, the preview image. */
export async function pageMetaOf(app: FastifyInstance, site: AppPages, request: FastifyRequest): Promise<PageMeta> {
  const tenantId = resolveTenantId(app, request);
  const path = decodedPath(request.url);
  const address = siteAddressOf(app.ctx, request, tenantId);
  return app.ctx.pool.with(tenantId, async (h) => {
    const settings = toPublicSettings(await getSettingsRow(h.db), tenantId);
    const page = pageContextOf(settings, { db: h.db, origin: address.origin, host: address.hostname });
    // A value that names nothing draws the plain page (pageCacheSlot keeps it as that one).
    const open = await dialogOf(site, page, request.url);
    const { described, at } = await describePage(site, page, path, open);
    const [jsonLd, card, rendered] = await Promise.all([
      firstOf(site.jsonLds, page, at),
      firstOf(site.cards, page, at),
      renderedOf(app, site, request, { tenantId, path, search: open ? `open=${open}` : '', settings, host: address.host }),
    ]);
    return buildPageMeta({ path, origin: address.origin, tenantId, settings, site, page: described, jsonLd, card, rendered, feeds: site.feeds.flatMap((f) => f(page)) });
  });
}

/**
 * The app's own render of a public page (undefined for the admin and a coach's private link, which
 * only the app draws). A render that fails leaves the page to the app, as before server rendering.
 */
async function renderedOf(app: FastifyInstance, site: AppPages, request: FastifyRequest, page: { tenantId: string; path: string; search: string; settings: SiteSettingsValues; host: string }) {
  if (isPrivatePath(site, page.path)) return undefined;
  try {
    // React's server renderer and the UI's components: a lazy part (page-render.ts), loaded by the first page.
    const { renderPublicPage } = await import('./page-render');
    // Its reads are the server's requests to itself: part of this page's request, without lines of their own.
    return await renderPublicPage(app, page);
  } catch (err) {
    request.log.error({ err, path: page.path }, 'server render of a page failed: the page is sent with the hero only');
    return undefined;
  }
}

/**
 * The path a page is kept under: its decoded path, but one for every private page of the same kind
 * (the admin's, a coach's invite links): the app draws those alone, their HTML is the same whatever
 * the rest of the path, so made-up paths there share one entry.
 */
function cachePathOf(site: AppPages, path: string): string {
  const privatePath = site.privatePaths.find((r) => r.test(path));
  return privatePath ? `private:${privatePath.source}` : path;
}

/**
 * The cache slot of a page: per tenant, site address (og:url names it: site-address.ts, a handful
 * per tenant whatever the Host says), path and dialog item, at the tenant's data version, read
 * before the page is rendered (a write during the render leaves the entry stale). A `?open=`
 * value that names nothing is the plain page's slot, whatever the value, well-formed or not; any
 * other query changes nothing the server writes. The tenant's database is opened here when it is
 * not yet: the render needs it anyway, and a slot read without it would leave the first page after
 * a start out of the cache. Undefined for an unknown tenant or one whose database cannot be opened
 * (the render reports that).
 */
export async function pageCacheSlot(app: FastifyInstance, site: AppPages, request: FastifyRequest): Promise<PageCacheSlotOf | undefined> {
  let tenantId: string;
  try {
    tenantId = resolveTenantId(app, request);
  } catch {
    return undefined;
  }
  const path = cachePathOf(site, decodedPath(request.url));
  let borrowed: { handle: TenantDatabase; release: () => void };
  try {
    borrowed = app.ctx.pool.tryAcquireOpen(tenantId) ?? (await app.ctx.pool.acquire(tenantId));
  } catch {
    return undefined;
  }
  try {
    const db = borrowed.handle;
    // Read before the item is looked up: a write meanwhile leaves the slot stale, never wrong.
    const version = app.ctx.publicCache.versionOfTenant(tenantId, db);
    const tallies = db.tallies();
    const origin = originOf(request, tenantId);
    let open: string | undefined;
    if (openParamOf(request.url) !== undefined) {
      // Only a page with a dialog's value reads the settings a feature's description needs.
      const settings = toPublicSettings(await getSettingsRow(db.db), tenantId);
      open = await dialogOf(site, pageContextOf(settings, { db: db.db, origin, host: siteAddressOf(app.ctx, request, tenantId).hostname }), request.url);
    }
    return { key: `${tenantId}\u0000page\u0000${origin}\u0000${path}\u0000${open ?? ''}`, version, tallies, tenantId };
  } finally {
    borrowed.release();
  }
}
