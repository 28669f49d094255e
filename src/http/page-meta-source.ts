import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listActiveCoachNotes } from '../features/coach/coach.repository';
import { findPublishedRaceById, listPublishedRaces } from '../features/races/races.repository';
import { toPublicRace } from '../features/races/races.mapper';
import { type SiteSettingsValues, ownSettingsText } from '../features/settings/settings.defaults';
import { getSettingsRow } from '../features/settings/settings.repository';
import { toPublicSettings } from '../features/settings/settings.mapper';
import { shareCardHash } from '../features/share/share-card';
import { type CardKey, loadShareCardInput, shareCardPath } from '../features/share/share-card.source';
import { buildStructuredData, plainText } from '../features/share/structured-data';
import { listActiveSocials } from '../features/socials/socials.repository';
import { absoluteUrl, buildPageMeta, type MetaRace } from './page-meta';
import { heroPosterOf } from '../features/settings/hero-poster';
import type { PageMeta } from './spa';
import { resolveTenantId } from './tenant';

/** `https://host` of the request (the proxy's protocol when trusted). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The tenant's public settings (blank texts replaced by their defaults), as the public API answers them. */
function settingsOf(app: FastifyInstance, tenantId: string): Promise<SiteSettingsValues> {
  return app.ctx.pool.with(tenantId, async (h) => toPublicSettings(await getSettingsRow(h.db), tenantId));
}

/** The race a `/courses/{id}` path names, when it is published. */
async function raceOf(app: FastifyInstance, tenantId: string, path: string): Promise<MetaRace | undefined> {
  const m = /^\/courses\/(\d{1,9})\/?$/.exec(path);
  if (!m) return undefined;
  const row = await app.ctx.pool.with(tenantId, (h) => findPublishedRaceById(h.db, Number(m[1])));
  if (!row) return undefined;
  const r = toPublicRace(row);
  return { title: r.title, date: r.date, place: r.place, timeStr: r.timeStr, photoUrl: r.photoUrl };
}

/** How many recent races the home page's structured data lists. */
const STRUCTURED_RACES = 5;

/** The home page's JSON-LD: the athlete, their recent published races, social links and latest coach note. */
async function homeJsonLd(app: FastifyInstance, tenantId: string, settings: SiteSettingsValues, origin: string): Promise<unknown> {
  const { races, socials, notes } = await app.ctx.pool.with(tenantId, async (h) => ({
    races: (await listPublishedRaces(h.db)).slice(0, STRUCTURED_RACES),
    socials: await listActiveSocials(h.db),
    notes: await listActiveCoachNotes(h.db),
  }));
  const note = notes[0];
  return buildStructuredData({
    origin,
    // A fresh site's built-in texts are never shown to visitors (the same rule as the page title).
    name: ownSettingsText(settings, 'heroTitle') || 'Distance runner',
    subtitle: ownSettingsText(settings, 'heroSubtitle'),
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
async function cardOf(app: FastifyInstance, tenantId: string, settings: SiteSettingsValues, path: string, host: string): Promise<string | undefined> {
  const race = /^\/courses\/(\d{1,9})\/?$/.exec(path);
  const key: CardKey | undefined = path === '/' ? 'home' : race ? `race-${Number(race[1])}` : undefined;
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
  const [settings, race] = await Promise.all([settingsOf(app, tenantId), raceOf(app, tenantId, path)]);
  const [jsonLd, card] = await Promise.all([path === '/' ? homeJsonLd(app, tenantId, settings, origin) : undefined, cardOf(app, tenantId, settings, path, request.hostname.replace(/:\d+$/, ''))]);
  return buildPageMeta({ path, origin, tenantId, settings, race, jsonLd, card });
}

/**
 * The cache slot of a page: per tenant, origin (og:url names it) and path, at the tenant's data
 * version. Undefined until the tenant's database is open (the first page opens it) or for an
 * unknown tenant.
 */
export function pageCacheSlot(app: FastifyInstance, request: FastifyRequest): { key: string; version: string; tenantId: string } | undefined {
  let tenantId: string;
  try {
    tenantId = resolveTenantId(app, request);
  } catch {
    return undefined;
  }
  const borrowed = app.ctx.pool.tryAcquireOpen(tenantId);
  if (!borrowed) return undefined;
  try {
    const path = request.url.split('?')[0] ?? '/';
    return { key: `${tenantId}\u0000page\u0000${originOf(request)}\u0000${path}`, version: app.ctx.publicCache.versionOfTenant(tenantId, borrowed.handle.dataVersion()), tenantId };
  } finally {
    borrowed.release();
  }
}
