import { isSafeLinkUrl } from '../features/shared/fields';
import { heroPosterOf } from '../features/settings/hero-poster';
import type { SiteSettingsValues } from '../features/settings/settings.defaults';
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

/** What search engines are told about a page they must leave out. */
export const NOINDEX = 'noindex, nofollow';

/** True for the pages that are never for search engines: the admin and a coach's private link. */
const isPrivatePath = (path: string) => /^\/(admin|coach\/invite)(\/|$)/.test(path);

/** What a page's meta is made from. */
export interface PageMetaInput {
  path: string;
  /** `https://host` of the request, for absolute og:url and og:image. */
  origin: string;
  tenantId: string;
  settings: SiteSettingsValues;
  race?: MetaRace;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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

function pageOf(path: string, s: SiteSettingsValues, race: MetaRace | undefined): { title: string; description: string } {
  const name = s.heroTitle;
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/') return { title: `${name} · ${s.heroSubtitle}`, description: `${name}: personal records, races and training of a distance runner. ${s.heroSubtitle}.` };
  if (p === '/training') return { title: `${s.titleTraining} · ${name}`, description: `${name}: weekly volume, yearly mileage, favorite workouts and an interview about training. ${s.descTraining}` };
  if (p === '/courses') return { title: `Races · ${name}`, description: `Race results and reports of ${name}.` };
  if (p.startsWith('/courses/')) {
    if (race) return { title: `${race.title} · ${name}`, description: `${name} ran ${race.timeStr} at ${race.title} (${race.place}, ${race.date}).` };
    return { title: `Race · ${name}`, description: `A race report of ${name}.` };
  }
  if (p === '/prs') return { title: `${s.titlePR} · ${name}`, description: `Personal records of ${name}.` };
  if (p === '/support') return { title: `${s.titleSupport} · ${name}`, description: `Send ${name} a word of encouragement. ${s.descSupport}` };
  if (p === '/socials') return { title: `${s.titleSocials} · ${name}`, description: `${name} on social media. ${s.subtitleSocials}` };
  if (p === '/contact') return { title: `Contact · ${name}`, description: `How college coaches, press and supporters can get in touch with ${name}.` };
  if (p === '/team') return { title: `Team · ${name}`, description: `The teammates ${name} trains and races with, and their records.` };
  if (p === '/coach') return { title: `${s.titleCoachNote} · ${name}`, description: `What ${name}'s coach says about training, character and potential.` };
  if (p.startsWith('/admin')) return { title: `Admin · ${name}`, description: `Sign in to edit ${name}'s site.` };
  if (p.startsWith('/coach/invite/')) return { title: `Coach invite · ${name}`, description: `Write a note about ${name}.` };
  return { title: `Not found · ${name}`, description: 'There is nothing at this address.' };
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
  const poster = isSafeLinkUrl(url) ? url : '';
  return [
    '<main id="main"><section id="hero" class="hero" aria-labelledby="hero-title"><div class="hero__media" aria-hidden="true">',
    poster ? `<img class="hero__poster" src="${escapeHtml(poster)}" alt="" width="1920" height="1080" fetchpriority="high">` : '',
    '<div class="hero__shade"></div></div><div class="hero__content">',
    /runner/i.test(s.heroSubtitle) ? '' : '<p class="eyebrow eyebrow--light">Distance runner</p>',
    `<h1 id="hero-title" class="hero__title">${escapeHtml(s.heroTitle)}</h1>`,
    `<p class="hero__subtitle">${escapeHtml(s.heroSubtitle)}</p>`,
    `<div class="hero__ctas">${cta(s.heroCtaLabel, s.heroCtaUrl, true, origin)}${cta(s.heroCta2Label, s.heroCta2Url, false, origin)}</div>`,
    '</div></section></main>',
  ].join('');
}

/** The meta of one page of a tenant. */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  const s = input.settings;
  const known = isKnownRoute(input.path);
  const page = pageOf(known ? input.path : '/__unknown__', s, input.race);
  const isHome = input.path === '/';
  return {
    tenantId: input.tenantId,
    title: page.title,
    description: page.description,
    siteName: s.heroTitle,
    url: absoluteUrl(input.origin, input.path),
    image: absoluteUrl(input.origin, input.race?.photoUrl) ?? absoluteUrl(input.origin, heroPosterOf(s)),
    themeKey: s.themeKey,
    palette: { gradFrom: s.gradFrom, gradVia: s.gradVia, gradTo: s.gradTo, glassTint: s.glassTint, auroraA: s.auroraA, auroraB: s.auroraB },
    settings: s,
    prerender: isHome ? renderHeroHtml(s, input.origin) : undefined,
    status: known ? 200 : 404,
    robots: !s.published || isPrivatePath(input.path) ? NOINDEX : undefined,
  };
}
