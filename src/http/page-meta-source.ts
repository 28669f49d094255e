import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listActiveCoachNotes } from '../features/coach/coach.repository';
import { findPublishedRaceById, listPublishedRaces } from '../features/races/races.repository';
import { toPublicRace } from '../features/races/races.mapper';
import { type SiteSettingsValues, ownSettingsText } from '../shared/settings-defaults';
import { getSettingsRow } from '../features/settings/settings.repository';
import { toPublicSettings } from '../features/settings/settings.mapper';
import { shareCardHash } from '../features/share/share-card';
import { type CardKey, loadShareCardInput, shareCardPath } from '../features/share/share-card.source';
import { findAthleteProfile } from '../features/profile/profile.repository';
import { toAdminProfile, toPublicProfile } from '../features/profile/profile.mapper';
import { buildStructuredData } from '../features/share/structured-data';
import { plainText } from '../shared/athlete-text';
import { listActiveSocials } from '../features/socials/socials.repository';
import { findPressById } from '../features/press/press.repository';
import { toAdminPr } from '../features/prs/prs.mapper';
import { findPrById } from '../features/prs/prs.repository';
import { absoluteUrl, buildPageMeta, isPrivatePath, type MetaItem, type MetaRace } from './page-meta';
import { heroPosterOf } from '../shared/hero-poster';
import { t } from './page-meta.messages';
import type { PageCacheSlotOf, PageMeta } from './spa';
import { resolveTenantId } from './tenant';
import type { TenantDatabase } from '../db/database';

/** `https://host` of the request (the proxy's protocol when trusted). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
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
  const raw = request.url.split('?')[0] ?? '/';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the raw path (it matches no page and gets a 404).
  }
  const origin = originOf(request);
  const open = openParamOf(request.url);
  const [settings, race, item] = await Promise.all([settingsOf(app, tenantId), raceOf(app, tenantId, path), itemOf(app, tenantId, path, open)]);
  const [jsonLd, card, rendered] = await Promise.all([
    path === '/' && !item ? homeJsonLd(app, tenantId, settings, origin) : undefined,
    cardOf(app, tenantId, settings, path, request.hostname.replace(/:\d+$/, ''), item),
    renderedOf(app, request, { tenantId, path, search: open ? `open=${open}` : '', settings }),
  ]);
  return buildPageMeta({ path, origin, tenantId, settings, race, item, jsonLd, card, rendered });
}

/**
 * The app's own render of a public page (undefined for the admin and a coach's private link, which
 * only the app draws). A render that fails leaves the page to the app, as before server rendering.
 */
async function renderedOf(app: FastifyInstance, request: FastifyRequest, page: { tenantId: string; path: string; search: string; settings: SiteSettingsValues }) {
  if (isPrivatePath(page.path)) return undefined;
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
