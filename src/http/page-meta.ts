import { isSafeLinkUrl } from '../shared/fields';
import { heroPosterOf } from '../features/settings/hero-poster';
import { builtInPosterColours, inlinePosterSvg } from '../features/settings/hero-poster-art';
import { ownSettingsText, type SiteSettingsValues } from '../features/settings/settings.defaults';
import { CARD_SIZE } from '../media/images';
import type { Locale } from '../../ui/lib/i18n/i18n';
import { t } from './page-meta.messages';
import type { PageMeta } from './spa';

// What the server writes into the HTML it sends for a page: the title and description of that
// page, Open Graph and Twitter card tags (a link pasted in a message shows the athlete's name and
// photo), the public settings for the client (no flash of default texts, no extra request), and
// for the home page the hero itself, so the poster (the largest paint) shows before any script runs.

/** The client routes; any other path is answered with status 404 (the app shows 'Not found'). */
const ROUTES = [/^\/$/, /^\/(training|courses|prs|support|socials|contact|team|coach)\/?$/, /^\/courses\/[^/]+\/?$/, /^\/admin(\/.*)?$/, /^\/coach\/invite\/[^/]+\/?$/];

/** True when the path is a page of the app. */
export function isKnownRoute(path: string): boolean {
  return ROUTES.some((r) => r.test(path));
}

/** The race a `/courses/{id}` link is about, when it exists and is published. */
export interface MetaRace {
  title: string;
  date: string;
  place: string;
  timeStr: string;
  photoUrl?: string;
}

/** A PR a `?open=pr-<id>` link is about. */
export interface MetaPr {
  distance: string;
  timeStr: string;
  place?: string;
  date?: string;
}

/** A press article a `?open=press-<id>` link is about (approved ones only). */
export interface MetaPress {
  title: string;
  source?: string;
  excerpt?: string;
  date?: string;
}

/** The item a dialog link (`?open=race-12`, `pr-3`, `press-5`) opens. */
export type MetaItem = { kind: 'race'; id: number; race: MetaRace } | { kind: 'pr'; id: number; pr: MetaPr } | { kind: 'press'; id: number; press: MetaPress };

/** The query of an item's own address. */
const itemQuery = (item: MetaItem) => `?open=${item.kind}-${item.id}`;

/** What search engines are told about a page they must leave out. */
export const NOINDEX = 'noindex, nofollow';

/** True for the pages that are never for search engines (the admin and a coach's private link); the server does not render them. */
export const isPrivatePath = (path: string) => /^\/(admin|coach\/invite)(\/|$)/.test(path);

/** What a page's meta is made from. */
export interface PageMetaInput {
  path: string;
  /** `https://host` of the request, for absolute og:url and og:image. */
  origin: string;
  tenantId: string;
  settings: SiteSettingsValues;
  race?: MetaRace;
  /** The item the page's dialog shows (its own address, title, description and card). */
  item?: MetaItem;
  /** The app's own render of the page (ui/ssr.tsx) and the answers it read, when there is one. */
  rendered?: { html: string; data: unknown };
  /** The path of the page's share card (`/share/…`), the preview image when there is one. */
  card?: string;
  /** The page's structured data (the home page's), passed through as is. */
  jsonLd?: unknown;
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

/** The title and description of an item's own address, in `lang`. */
function itemPage(item: MetaItem, name: string, lang: Locale): { title: string; description: string } {
  const who = name || t('theAthlete', {}, lang);
  if (item.kind === 'race') {
    const r = item.race;
    return { title: titled(r.title, name), description: t('race.description', { name: who, time: r.timeStr, race: r.title, where: [r.place, r.date].filter(Boolean).join(', ') }, lang) };
  }
  if (item.kind === 'pr') {
    const p = item.pr;
    const where = [p.place, p.date].filter(Boolean).join(', ');
    const params = { name, distance: p.distance, time: p.timeStr, where: where ? ` (${where})` : '' };
    return { title: titled(t('pr.title', { distance: p.distance, time: p.timeStr }, lang), name), description: t(name ? 'pr.descriptionNamed' : 'pr.description', params, lang) };
  }
  const a = item.press;
  const about = [a.source, a.date].filter(Boolean).join(', ');
  return { title: titled(a.title, name), description: a.excerpt?.trim() || t('press.description', { title: a.title, about: about ? ` (${about})` : '', who: name || t('theAthleteLower', {}, lang) }, lang) };
}

/** A page's title and description, in the site's language. */
function pageOf(path: string, s: SiteSettingsValues, race: MetaRace | undefined, item?: MetaItem): { title: string; description: string } {
  const lang: Locale = s.language;
  // Until the athlete has a name and a class line the site shows neither (never the placeholders).
  const name = ownSettingsText(s, 'heroTitle');
  const subtitle = ownSettingsText(s, 'heroSubtitle');
  const who = name || t('theAthleteLower', {}, lang);
  const whoCap = name || t('theAthlete', {}, lang);
  if (item) return itemPage(item, name, lang);
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/') return { title: titled(name || t('distanceRunner', {}, lang), subtitle), description: t('home.description', { name: name || t('aDistanceRunner', {}, lang), subtitle }, lang).trim() };
  if (p === '/training') return { title: titled(s.titleTraining, name), description: t('training.description', { name: name || t('training.fallbackName', {}, lang), desc: s.descTraining }, lang) };
  if (p === '/courses') return { title: titled(t('races.title', {}, lang), name), description: t('races.description', { who }, lang) };
  if (p.startsWith('/courses/')) {
    if (race) return { title: titled(race.title, name), description: t('race.description', { name: whoCap, time: race.timeStr, race: race.title, where: `${race.place}, ${race.date}` }, lang) };
    return { title: titled(t('race.title', {}, lang), name), description: t('race.fallbackDescription', { who }, lang) };
  }
  if (p === '/prs') return { title: titled(s.titlePR, name), description: t('prs.description', { who }, lang) };
  if (p === '/support') return { title: titled(s.titleSupport, name), description: t('support.description', { who, desc: s.descSupport }, lang) };
  if (p === '/socials') return { title: titled(s.titleSocials, name), description: t('socials.description', { name: whoCap, desc: s.subtitleSocials }, lang) };
  if (p === '/contact') return { title: titled(t('contact.title', {}, lang), name), description: t('contact.description', { who }, lang) };
  if (p === '/team') return { title: titled(t('team.title', {}, lang), name), description: t('team.description', { who }, lang) };
  if (p === '/coach') return { title: titled(s.titleCoachNote, name), description: t(name ? 'coach.descriptionNamed' : 'coach.description', { name }, lang) };
  if (p.startsWith('/admin')) return { title: titled(t('admin.title', {}, lang), name), description: t(name ? 'admin.descriptionNamed' : 'admin.description', { name }, lang) };
  if (p.startsWith('/coach/invite/')) return { title: titled(t('invite.title', {}, lang), name), description: t('invite.description', { who }, lang) };
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
 * The hero as static HTML, the same markup ui/features/home/Hero.tsx renders (the app replaces it
 * when it starts): the poster is then the first and largest paint, without waiting for scripts.
 */
export function renderHeroHtml(s: SiteSettingsValues, origin: string): string {
  const url = heroPosterOf(s);
  const builtIn = builtInPosterColours(url);
  const poster = !builtIn && isSafeLinkUrl(url) ? url : '';
  // The visitor's hero of ui/features/home/Hero.tsx: the athlete's own words, never the placeholders.
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
  const known = isKnownRoute(input.path);
  const page = pageOf(known ? input.path : '/__unknown__', s, input.race, input.item);
  const isHome = input.path === '/';
  const itemImage = input.item?.kind === 'race' ? input.item.race.photoUrl : undefined;
  return {
    tenantId: input.tenantId,
    title: page.title,
    description: page.description,
    siteName: ownSettingsText(s, 'heroTitle') || undefined,
    // A private page has no address to share (and is kept once for all its paths: page-meta-source.ts).
    url: isPrivatePath(input.path) ? undefined : absoluteUrl(input.origin, input.item ? `${input.path}${itemQuery(input.item)}` : input.path),
    image: absoluteUrl(input.origin, input.card) ?? absoluteUrl(input.origin, itemImage ?? input.race?.photoUrl) ?? absoluteUrl(input.origin, heroPosterOf(s)),
    imageSize: input.card ? CARD_SIZE : undefined,
    themeKey: s.themeKey,
    lang: s.language,
    palette: { gradFrom: s.gradFrom, gradVia: s.gradVia, gradTo: s.gradTo, glassTint: s.glassTint, auroraA: s.auroraA, auroraB: s.auroraB },
    settings: s,
    // The app's own render; failing that, the home page's hero alone (the largest paint still comes first).
    prerender: input.rendered?.html ?? (isHome ? renderHeroHtml(s, input.origin) : undefined),
    initialData: input.rendered?.data,
    jsonLd: input.jsonLd,
    status: known ? 200 : 404,
    // The page of a race that is not published (or a made-up id) is sent, never kept: made-up ids
    // must not each keep a page of their own.
    transient: /^\/courses\/[^/]+\/?$/.test(input.path) && !input.race,
    robots: !s.published || isPrivatePath(input.path) ? NOINDEX : undefined,
  };
}
