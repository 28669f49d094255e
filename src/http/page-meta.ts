import type { FastifyRequest } from 'fastify';
import type { Feature, FeatureDialog, FeatureItem, FeatureMeta, FeaturePage, HeadFeed, PageContext, PageText } from '../features/feature';
import { isSafeLinkUrl } from '../shared/fields';
import { heroPosterOf } from '../shared/hero-poster';
import { builtInPosterColours, inlinePosterSvg } from '../shared/hero-poster-art';
import { ownSettingsText, type SiteSettingsValues } from '../shared/settings-defaults';
import { CARD_SIZE } from '../media/images';
import type { Locale } from '../../ui/lib/i18n/i18n';
import { t } from './page-meta.messages';
import { siteAddressOf } from './site-address';
import type { PageMeta } from './spa';

// What the server writes into the HTML it sends for a page: the title and description of that
// page, Open Graph and Twitter card tags (a link pasted in a message shows the athlete's name and
// photo), the public settings for the client (no flash of default texts, no extra request), and
// for the home page the hero itself, so the poster (the largest paint) shows before any script runs.

/** The shell's own pages: the home page and the admin area. The features' pages come from their manifests. */
const SHELL_PAGES = [/^\/$/, /^\/admin(\/.*)?$/];

/** The admin area: never for search engines, and not rendered by the server (only the app draws it). */
const ADMIN = /^\/admin(\/|$)/;

/** The app's pages and dialog items, and what the features add to a page's head, gathered from their manifests. */
export interface AppPages {
  pages: FeaturePage[];
  items: FeatureItem[];
  dialogs: FeatureDialog[];
  privatePaths: RegExp[];
  cards: Array<NonNullable<FeatureMeta['card']>>;
  jsonLds: Array<NonNullable<FeatureMeta['jsonLd']>>;
  feeds: Array<NonNullable<FeatureMeta['feeds']>>;
}

/** Gathers the pages of every feature's manifest (`meta`), in the order of the list. */
export function appPagesOf(features: readonly Feature[]): AppPages {
  const metas = features.flatMap((f) => (f.meta ? [f.meta] : []));
  return {
    pages: metas.flatMap((m) => m.pages ?? []),
    items: metas.flatMap((m) => m.items ?? []),
    dialogs: metas.flatMap((m) => m.dialogs ?? []),
    privatePaths: [ADMIN, ...metas.flatMap((m) => m.privatePaths ?? [])],
    cards: metas.flatMap((m) => (m.card ? [m.card] : [])),
    jsonLds: metas.flatMap((m) => (m.jsonLd ? [m.jsonLd] : [])),
    feeds: metas.flatMap((m) => (m.feeds ? [m.feeds] : [])),
  };
}

/** True when the path is a page of the app (any other is answered with status 404, the app showing 'Not found'). */
export function isKnownRoute(site: AppPages, path: string): boolean {
  return SHELL_PAGES.some((r) => r.test(path)) || site.pages.some((p) => p.path.test(path));
}

/** True for the pages that are never for search engines (the admin, a coach's private link); the server does not render them. */
export const isPrivatePath = (site: AppPages, path: string) => site.privatePaths.some((r) => r.test(path));

/** What search engines are told about a page they must leave out. */
export const NOINDEX = 'noindex, nofollow';

/** `https://host[:port]` of the request's site: its public address (site-address.ts), never the Host as sent. */
export function originOf(request: FastifyRequest, tenantId: string = request.tenantId): string {
  return siteAddressOf(request.server.ctx, request, tenantId).origin;
}

/** The words of a page's head, in the site's language, and the database its features read. */
export function pageContextOf(settings: SiteSettingsValues, at: Pick<PageContext, 'db' | 'origin' | 'host'>): PageContext {
  const lang: Locale = settings.language;
  // Until the athlete has a name the site never shows one (never the placeholder).
  const name = ownSettingsText(settings, 'heroTitle');
  return { ...at, settings, lang, name, who: name || t('theAthleteLower', {}, lang), whoCap: name || t('theAthlete', {}, lang) };
}

/** A feature's page or dialog item as its feature describes it, and the query of its own address (`?open=race-12`). */
export interface DescribedPage extends PageText {
  query?: string;
}

/** What a page's meta is made from. */
export interface PageMetaInput {
  path: string;
  /** `https://host` of the request, for absolute og:url and og:image. */
  origin: string;
  tenantId: string;
  settings: SiteSettingsValues;
  /** The app's pages: which paths are pages, and which are private. */
  site: AppPages;
  /** The feature's page or dialog item the request is for; undefined for the shell's pages and an unknown path. */
  page?: DescribedPage;
  /** The app's own render of the page (ui/ssr.tsx) and the answers it read, when there is one. */
  rendered?: { html: string; data: unknown };
  /** The path of the page's share card (`/share/…`), the preview image when there is one. */
  card?: string;
  /** The page's structured data (the home page's), passed through as is. */
  jsonLd?: unknown;
  /** The feeds the page links to (the features' `feeds`); left out on a private page. */
  feeds?: readonly HeadFeed[];
}

/** Text made safe inside HTML text and quoted attributes (the server-rendered head and pages). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** An absolute URL for an image or page path; undefined for anything that is not http(s) or a path. */
export function absoluteUrl(origin: string, url: string | undefined): string | undefined {
  const v = url?.trim();
  if (!v || !isSafeLinkUrl(v) || v.startsWith('#') || v.startsWith('?')) return undefined;
  try {
    return new URL(v, `${origin}/`).toString();
  } catch {
    return undefined;
  }
}

/** Parts of a title, the empty ones left out. */
const titled = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** The title and description of a shell page (the home page, the admin) or of an unknown path, in the site's language. */
function shellPageOf(path: string, s: SiteSettingsValues): PageText {
  const lang: Locale = s.language;
  // Until the athlete has a name and a class line the site shows neither (never the placeholders).
  const name = ownSettingsText(s, 'heroTitle');
  const subtitle = ownSettingsText(s, 'heroSubtitle');
  if (path === '/') return { title: titled(name || t('distanceRunner', {}, lang), subtitle), description: t('home.description', { name: name || t('aDistanceRunner', {}, lang), subtitle }, lang).trim() };
  if (path.startsWith('/admin')) return { title: titled(t('admin.title', {}, lang), name), description: t(name ? 'admin.descriptionNamed' : 'admin.description', { name }, lang) };
  return { title: titled(t('notFound.title', {}, lang), name), description: t('notFound.description', {}, lang) };
}

function cta(label: string, href: string, primary: boolean, origin: string): string {
  if (!label || !isSafeLinkUrl(href)) return '';
  const abs = absoluteUrl(origin, href);
  const external = !!abs && new URL(abs).origin !== origin && /^https?:/i.test(href.trim());
  const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a class="btn ${primary ? 'btn--primary' : 'btn--glass'}" href="${escapeHtml(href.trim())}"${attrs}>${escapeHtml(label)}${external ? '<span aria-hidden="true"> ↗</span>' : ''}</a>`;
}

/**
 * The hero as static HTML, the same markup ui/home/Hero.tsx renders (the app replaces it
 * when it starts): the poster is then the first and largest paint, without waiting for scripts.
 */
export function renderHeroHtml(s: SiteSettingsValues, origin: string): string {
  const url = heroPosterOf(s);
  const builtIn = builtInPosterColours(url);
  const poster = !builtIn && isSafeLinkUrl(url) ? url : '';
  // The visitor's hero of ui/home/Hero.tsx: the athlete's own words, never the placeholders.
  const name = ownSettingsText(s, 'heroTitle');
  const subtitle = ownSettingsText(s, 'heroSubtitle');
  return [
    '<main id="main"><section id="hero" class="hero" aria-labelledby="hero-title"><div class="hero__media" aria-hidden="true">',
    builtIn ? inlinePosterSvg(builtIn, 'poster') : '',
    poster ? `<img class="hero__poster" src="${escapeHtml(poster)}" alt="" width="1920" height="1080" fetchpriority="high">` : '',
    '<div class="hero__shade"></div></div><div class="hero__content">',
    !name || /runner/i.test(subtitle) ? '' : `<p class="eyebrow eyebrow--light">${escapeHtml(t('distanceRunner', {}, s.language))}</p>`,
    `<h1 id="hero-title" class="hero__title">${escapeHtml(name || t('distanceRunner', {}, s.language))}</h1>`,
    subtitle ? `<p class="hero__subtitle">${escapeHtml(subtitle)}</p>` : '',
    `<div class="hero__ctas">${cta(s.heroCtaLabel, s.heroCtaUrl, true, origin)}${cta(s.heroCta2Label, s.heroCta2Url, false, origin)}</div>`,
    '</div></section></main>',
  ].join('');
}

/** The meta of one page of a tenant. */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  const s = input.settings;
  const known = !!input.page || isKnownRoute(input.site, input.path);
  const page = input.page ? { ...input.page, title: titled(input.page.title, ownSettingsText(s, 'heroTitle')) } : shellPageOf(known ? input.path : '/__unknown__', s);
  const isHome = input.path === '/';
  return {
    tenantId: input.tenantId,
    title: page.title,
    description: page.description,
    siteName: ownSettingsText(s, 'heroTitle') || undefined,
    // A private page has no address to share (and is kept once for all its paths: page-meta-source.ts).
    url: isPrivatePath(input.site, input.path) ? undefined : absoluteUrl(input.origin, `${input.path}${input.page?.query ?? ''}`),
    image: absoluteUrl(input.origin, input.card) ?? absoluteUrl(input.origin, input.page?.image) ?? absoluteUrl(input.origin, heroPosterOf(s)),
    imageSize: input.card ? CARD_SIZE : undefined,
    themeKey: s.themeKey,
    lang: s.language,
    palette: { gradFrom: s.gradFrom, gradVia: s.gradVia, gradTo: s.gradTo, glassTint: s.glassTint, auroraA: s.auroraA, auroraB: s.auroraB },
    settings: s,
    // The app's own render; failing that, the home page's hero alone (the largest paint still comes first).
    prerender: input.rendered?.html ?? (isHome ? renderHeroHtml(s, input.origin) : undefined),
    initialData: input.rendered?.data,
    jsonLd: input.jsonLd,
    feeds: isPrivatePath(input.site, input.path) ? undefined : input.feeds?.map((f) => ({ ...f, href: absoluteUrl(input.origin, f.href) ?? f.href })),
    status: known ? 200 : 404,
    // A page its feature says is made up (a race id that is no published race) is sent, never kept:
    // made-up ids must not each keep a page of their own.
    transient: input.page?.transient,
    robots: !s.published || isPrivatePath(input.site, input.path) ? NOINDEX : undefined,
  };
}
