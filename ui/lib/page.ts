import { useEffect } from 'react';
import { formatDate as formatSharedDate, type DateParts } from '../../src/shared/dates';
import { locale, type Locale } from './i18n/i18n';

/** Sets the document title and description for a page. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** Which parts of a date to show (src/shared/dates.ts: the site's one date formatter). */
export type { DateParts } from '../../src/shared/dates';

/** Formats a `YYYY-MM-DD` date or a timestamp (local time) for display, in the UI's language (src/shared/dates.ts). */
export function formatDate(iso: string | undefined, opts?: DateParts, lang: Locale = locale.value): string {
  return formatSharedDate(iso, opts, lang);
}

/** True for an http(s), relative or anchor link; anything else is not followed. */
export function isSafeHref(href: string | undefined): href is string {
  if (!href) return false;
  const v = href.trim();
  if (/^(#|\/(?![/\\])|\.\.?\/|\?)/.test(v)) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** True for an absolute link to another site (opened in a new tab). */
export function isExternal(href: string): boolean {
  // The server renders without a location: an absolute address counts as another site's.
  if (typeof location === 'undefined') return /^https?:\/\//i.test(href.trim());
  try {
    return new URL(href, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}

/**
 * Scrolls to a home-page section (waiting a moment for it to render), records it as the URL's
 * hash, and moves keyboard focus there so Tab continues from the section.
 */
export function scrollToSection(id: string): void {
  if (typeof window === 'undefined') return;
  history.replaceState(history.state, '', `/#${id}`);
  let tries = 0;
  const go = () => {
    const el = document.getElementById(id);
    if (!el) {
      if (tries++ < 40) setTimeout(go, 50);
      return;
    }
    // Sections not yet near the screen are only estimated (content-visibility in global.css): a
    // jump lays them all out first, or it would land where the estimates put the section.
    document.querySelector('.sections')?.classList.add('is-laid-out');
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  };
  requestAnimationFrame(go);
}
