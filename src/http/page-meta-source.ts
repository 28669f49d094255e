import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageAt, PageContext } from '../features/feature';
import { getSettingsRow, toPublicSettings } from '../features/settings';
import type { SiteSettingsValues } from '../shared/settings-defaults';
import { type AppPages, type DescribedPage, buildPageMeta, isPrivatePath, originOf, pageContextOf } from './page-meta';
import type { PageCacheSlotOf, PageMeta } from './spa';
import { resolveTenantId } from './tenant';
import type { TenantDatabase } from '../db/database';

// Where a page's meta comes from: the tenant's settings, and the features' manifests (their pages,
// dialog items, cards and structured data, gathered in an AppPages by app.ts), asked in turn. Nothing
// here names a feature's page.

/**
 * The feature page or dialog item a page is, as its feature describes it: the item a dialog link
 * names (`/?open=race-12`, on a page its feature lists), else the feature page of the path. Undefined
 * for the shell's pages (home, admin), an unknown path, and an item that is not there for visitors
 * (the link is then described as its page).
 */
export async function describePage(site: AppPages, page: PageContext, path: string, open: string | undefined): Promise<{ described?: DescribedPage; at: PageAt }> {
  const m = open ? /^([a-z]{1,20})-(\d{1,9})$/.exec(open) : null;
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
export function openParamOf(url: string): string | undefined {
  const query = url.split('?')[1];
  if (query === undefined) return undefined;
  const open = new URLSearchParams(query).get('open') ?? undefined;
  return open && /^[a-z]{1,20}-[A-Za-z0-9_-]{1,40}$/.test(open) ? open : undefined;
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
  const raw = request.url.split('?')[0] ?? '/';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw path (it matches no page and gets a 404).
  }
  const origin = originOf(request);
  const open = openParamOf(request.url);
  return app.ctx.pool.with(tenantId, async (h) => {
    const settings = toPublicSettings(await getSettingsRow(h.db), tenantId);
    const page = pageContextOf(settings, { db: h.db, origin, host: request.hostname.replace(/:\d+$/, '') });
    const { described, at } = await describePage(site, page, path, open);
    const [jsonLd, card, rendered] = await Promise.all([
      firstOf(site.jsonLds, page, at),
      firstOf(site.cards, page, at),
      renderedOf(app, site, request, { tenantId, path, search: open ? `open=${open}` : '', settings }),
    ]);
    return buildPageMeta({ path, origin, tenantId, settings, site, page: described, jsonLd, card, rendered });
  });
}

/**
 * The app's own render of a public page (undefined for the admin and a coach's private link, which
 * only the app draws). A render that fails leaves the page to the app, as before server rendering.
 */
async function renderedOf(app: FastifyInstance, site: AppPages, request: FastifyRequest, page: { tenantId: string; path: string; search: string; settings: SiteSettingsValues }) {
  if (isPrivatePath(site, page.path)) return undefined;
  try {
    // React's server renderer and the UI's components: a lazy part (page-render.ts), loaded by the first page.
    const { renderPublicPage } = await import('./page-render');
    // Its reads are the server's requests to itself: part of this page's request, without lines of their own.
    return await renderPublicPage(app, { ...page, host: request.host });
  } catch (err) {
    request.log.error({ err, path: page.path }, 'server render of a page failed: the page is sent with the hero only');
    return undefined;
  }
}

/**
 * The cache slot of a page: per tenant, origin (og:url names it) and path, at the tenant's data
 * version, read before the page is rendered (a write during the render leaves the entry stale).
 * The tenant's database is opened here when it is not yet: the render needs it anyway, and a slot
 * read without it would leave the first page after a start out of the cache. Undefined for an
 * unknown tenant or one whose database cannot be opened (the render reports that).
 */
export async function pageCacheSlot(app: FastifyInstance, request: FastifyRequest): Promise<PageCacheSlotOf | undefined> {
  let tenantId: string;
  try {
    tenantId = resolveTenantId(app, request);
  } catch {
    return undefined;
  }
  const path = request.url.split('?')[0] ?? '/';
  // A dialog's item renders its own page; any other query changes nothing the server writes.
  const open = openParamOf(request.url);
  if (request.url.includes('open=') && !open) return undefined;
  let borrowed: { handle: TenantDatabase; release: () => void };
  try {
    borrowed = app.ctx.pool.tryAcquireOpen(tenantId) ?? (await app.ctx.pool.acquire(tenantId));
  } catch {
    return undefined;
  }
  try {
    const db = borrowed.handle;
    return { key: `${tenantId}\u0000page\u0000${originOf(request)}\u0000${path}\u0000${open ?? ''}`, version: app.ctx.publicCache.versionOfTenant(tenantId, db), tallies: db.tallies(), tenantId };
  } finally {
    borrowed.release();
  }
}
