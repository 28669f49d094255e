import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCoachNoteById, listActiveCoachNotes } from '../features/coach/coach.repository';
import { findPublishedRaceById, listPublishedRaces } from '../features/races/races.repository';
import { toPublicRace } from '../features/races/races.mapper';
import { type SiteSettingsValues, ownSettingsText } from '../features/settings/settings.defaults';
import { getSettingsRow } from '../features/settings/settings.repository';
import { toPublicSettings } from '../features/settings/settings.mapper';
import { shareCardHash } from '../features/share/share-card';
import { type CardKey, loadShareCardInput, shareCardPath } from '../features/share/share-card.source';
import { findAthleteProfile } from '../features/profile/profile.repository';
import { toAdminProfile, toPublicProfile } from '../features/profile/profile.mapper';
import { buildStructuredData, plainText } from '../features/share/structured-data';
import { listActiveSocials } from '../features/socials/socials.repository';
import { findPressById } from '../features/press/press.repository';
import { findFollowedById } from '../features/followed/followed.repository';
import { toAdminPr } from '../features/prs/prs.mapper';
import { findPrById } from '../features/prs/prs.repository';
import { absoluteUrl, buildPageMeta, isPrivatePath, type MetaItem, type MetaRace } from './page-meta';
import { heroPosterOf } from '../features/settings/hero-poster';
import { t } from './page-meta.messages';
import type { PageCacheSlotOf, PageMeta } from './spa';
import { siteAddressOf } from './site-address';
import { resolveTenantId } from './tenant';
import type { TenantDatabase } from '../db/database';

/** `https://host[:port]` of the request's site: its public address (site-address.ts), never the Host as sent. */
export function originOf(request: FastifyRequest, tenantId: string = request.tenantId): string {
  return siteAddressOf(request.server.ctx, request, tenantId).origin;
}

/** The tenant's public settings (blank texts replaced by their defaults), as the public API answers them. */
function settingsOf(app: FastifyInstance, tenantId: string): Promise<SiteSettingsValues> {
  return app.ctx.pool.with(tenantId, async (h) => toPublicSettings(await getSettingsRow(h.db), tenantId));
}

/** The published race of an id. */
async function raceById(app: FastifyInstance, tenantId: string, id: number): Promise<MetaRace | undefined> {
  const row = await app.ctx.pool.with(tenantId, (h) => findPublishedRaceById(h.db, id));
  if (!row) return undefined;
  const r = toPublicRace(row);
  return { title: r.title, date: r.date, place: r.place, timeStr: r.timeStr, photoUrl: r.photoUrl };
}

/** The race a `/courses/{id}` path names, when it is published. */
async function raceOf(app: FastifyInstance, tenantId: string, path: string): Promise<MetaRace | undefined> {
  const m = /^\/courses\/(\d{1,9})\/?$/.exec(path);
  return m ? raceById(app, tenantId, Number(m[1])) : undefined;
}

/**
 * The item a dialog link names (`/?open=race-12`, `pr-3`, `press-5`; a PR also on `/prs`), so the
 * link has that item's title, description and preview image. Undefined for anything else.
 */
async function itemOf(app: FastifyInstance, tenantId: string, path: string, open: string | undefined): Promise<MetaItem | undefined> {
  const m = open ? /^(race|pr|press)-(\d{1,9})$/.exec(open) : null;
  if (!m || !(path === '/' || (path === '/prs' && m[1] === 'pr'))) return undefined;
  const id = Number(m[2]);
  if (m[1] === 'race') {
    const race = await raceById(app, tenantId, id);
    return race && { kind: 'race', id, race };
  }
  if (m[1] === 'pr') {
    const row = await app.ctx.pool.with(tenantId, (h) => findPrById(h.db, id));
    if (!row) return undefined;
    const pr = toAdminPr(row);
    return { kind: 'pr', id, pr: { distance: pr.distance, timeStr: pr.timeStr, place: pr.place, date: pr.date } };
  }
  const row = await app.ctx.pool.with(tenantId, (h) => findPressById(h.db, id));
  if (!row || row.approved !== 1) return undefined;
  return { kind: 'press', id, press: { title: row.title, source: row.source ?? undefined, excerpt: row.excerpt ?? undefined, date: row.date ?? undefined } };
}

/** The item a page's query opens (`open=race-12`), if the value has the shape of one. */
export function openParamOf(url: string): string | undefined {
  const query = url.split('?')[1];
  if (query === undefined) return undefined;
  const open = new URLSearchParams(query).get('open') ?? undefined;
  return open && /^[a-z]{1,20}-[A-Za-z0-9_-]{1,40}$/.test(open) ? open : undefined;
}

/**
 * True when a dialog value (`race-12`) names an item one of the app's dialogs can show: a published
 * race, a PR, an approved article, a followed athlete, an active coach's note, the training
 * interview. It may name one a page does not show (an older note): that page is then kept once
 * more. Any other value draws no dialog, so its page is the plain page and is served as that
 * (made-up values must not each render and keep a page of their own).
 */
async function namesDialogItem(app: FastifyInstance, tenantId: string, open: string): Promise<boolean> {
  const m = /^(race|pr|press|athlete|coach|interview)-(.+)$/.exec(open);
  if (!m) return false;
  const [, kind, value] = m as unknown as [string, string, string];
  if (kind === 'interview') return value === 'training';
  if (!/^\d{1,9}$/.test(value)) return false;
  const id = Number(value);
  return app.ctx.pool.with(tenantId, async (h) => {
    if (kind === 'race') return (await findPublishedRaceById(h.db, id)) !== undefined;
    if (kind === 'pr') return (await findPrById(h.db, id)) !== undefined;
    if (kind === 'press') return (await findPressById(h.db, id))?.approved === 1;
    if (kind === 'athlete') return (await findFollowedById(h.db, id)) !== undefined;
    return (await findCoachNoteById(h.db, id))?.active === 1;
  });
}

/** The dialog value a page is rendered and kept with: the query's, when it names an item; else none. */
async function dialogOf(app: FastifyInstance, tenantId: string, url: string): Promise<string | undefined> {
  const open = openParamOf(url);
  return open !== undefined && (await namesDialogItem(app, tenantId, open)) ? open : undefined;
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

/** How many recent races the home page's structured data lists. */
const STRUCTURED_RACES = 5;

/** The home page's JSON-LD: the athlete, their recent published races, social links and latest coach note. */
async function homeJsonLd(app: FastifyInstance, tenantId: string, settings: SiteSettingsValues, origin: string): Promise<unknown> {
  const { races, socials, notes, profile } = await app.ctx.pool.with(tenantId, async (h) => ({
    races: (await listPublishedRaces(h.db)).slice(0, STRUCTURED_RACES),
    socials: await listActiveSocials(h.db),
    notes: await listActiveCoachNotes(h.db),
    profile: toPublicProfile(toAdminProfile(await findAthleteProfile(h.db))),
  }));
  const note = notes[0];
  return buildStructuredData({
    origin,
    // A fresh site's built-in texts are never shown to visitors (the same rule as the page title).
    name: ownSettingsText(settings, 'heroTitle') || t('distanceRunner', {}, settings.language),
    subtitle: ownSettingsText(settings, 'heroSubtitle'),
    lang: settings.language,
    // The profile's graduation year and school when the family filled them in (the subtitle's "Class of" else).
    ...(profile.graduationYear ? { gradYear: String(profile.graduationYear) } : {}),
    ...(profile.highSchool ? { school: profile.highSchool } : {}),
    image: absoluteUrl(origin, heroPosterOf(settings)),
    socialUrls: socials.map((s) => s.url).filter((u) => /^https?:\/\//i.test(u)),
    races: races.map((row) => {
      const r = toPublicRace(row);
      return { id: r.id, title: r.title, date: r.date, distance: r.distance, place: r.place, timeStr: r.timeStr, photoUrl: r.photoUrl };
    }),
    coachNote: note ? { author: note.author, text: plainText(note.article_html) || note.headline, publishedAt: note.published_at ?? undefined } : undefined,
  });
}

/** The path of the page's share card (home and published races), named by the hash of what it shows. */
async function cardOf(app: FastifyInstance, tenantId: string, settings: SiteSettingsValues, path: string, host: string, item: MetaItem | undefined): Promise<string | undefined> {
  // An article's preview is the athlete's card: its thumbnail may be another site's picture, an
  // SVG or any size, and a preview must be a 1200x630 raster that this site serves.
  const race = /^\/courses\/(\d{1,9})\/?$/.exec(path);
  const key: CardKey | undefined = item && item.kind !== 'press' ? `${item.kind}-${item.id}` : path === '/' ? 'home' : race ? `race-${Number(race[1])}` : undefined;
  if (!key) return undefined;
  const input = await app.ctx.pool.with(tenantId, (h) => loadShareCardInput(h.db, key, settings, host));
  return input && shareCardPath(key, shareCardHash(input));
}

/** The meta of the page a request asks for: the tenant's texts, its poster as the preview image. */
export async function pageMetaOf(app: FastifyInstance, request: FastifyRequest): Promise<PageMeta> {
  const tenantId = resolveTenantId(app, request);
  const path = decodedPath(request.url);
  const address = siteAddressOf(app.ctx, request, tenantId);
  // A value that names no item draws the plain page (pageCacheSlot keeps it as that one).
  const open = await dialogOf(app, tenantId, request.url);
  const [settings, race, item] = await Promise.all([settingsOf(app, tenantId), raceOf(app, tenantId, path), itemOf(app, tenantId, path, open)]);
  const [jsonLd, card, rendered] = await Promise.all([
    path === '/' && !item ? homeJsonLd(app, tenantId, settings, address.origin) : undefined,
    cardOf(app, tenantId, settings, path, address.hostname, item),
    renderedOf(app, request, { tenantId, path, search: open ? `open=${open}` : '', settings, host: address.host }),
  ]);
  return buildPageMeta({ path, origin: address.origin, tenantId, settings, race, item, jsonLd, card, rendered });
}

/**
 * The app's own render of a public page (undefined for the admin and a coach's private link, which
 * only the app draws). A render that fails leaves the page to the app, as before server rendering.
 */
async function renderedOf(app: FastifyInstance, request: FastifyRequest, page: { tenantId: string; path: string; search: string; settings: SiteSettingsValues; host: string }) {
  if (isPrivatePath(page.path)) return undefined;
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
 * The path a page is kept under: its decoded path, but one for all the admin's pages and one for
 * all of a coach's invite links (the app draws those alone: their HTML is the same whatever the
 * rest of the path, so made-up paths there share one entry).
 */
function cachePathOf(path: string): string {
  if (/^\/admin(\/|$)/.test(path)) return '/admin/*';
  if (/^\/coach\/invite(\/|$)/.test(path)) return '/coach/invite/*';
  return path;
}

/**
 * The cache slot of a page: per tenant, site address (og:url names it: site-address.ts, a handful
 * per tenant whatever the Host says), path and dialog item, at the tenant's data version, read
 * before the page is rendered (a write during the render leaves the entry stale). A `?open=`
 * value that names no item is the plain page's slot, whatever the value, well-formed or not;
 * any other query changes nothing the server writes. The tenant's database is opened here when
 * it is not yet: the render needs it anyway, and a slot read without it would leave the first
 * page after a start out of the cache. Undefined for an unknown tenant or one whose database
 * cannot be opened (the render reports that).
 */
export async function pageCacheSlot(app: FastifyInstance, request: FastifyRequest): Promise<PageCacheSlotOf | undefined> {
  let tenantId: string;
  try {
    tenantId = resolveTenantId(app, request);
  } catch {
    return undefined;
  }
  const path = cachePathOf(decodedPath(request.url));
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
    const open = await dialogOf(app, tenantId, request.url);
    return { key: `${tenantId}\u0000page\u0000${originOf(request, tenantId)}\u0000${path}\u0000${open ?? ''}`, version, tallies, tenantId };
  } finally {
    borrowed.release();
  }
}
