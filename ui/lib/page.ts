import { useEffect } from 'react';

/** Sets the document title and description for a page. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** Formats a `YYYY-MM-DD` date for display (in UTC, so the day never shifts). */
export function formatDate(iso: string | undefined, opts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }): string {
  if (!iso) return '';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { ...opts, timeZone: /^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'UTC' : undefined }).format(d);
}

/** True for an http(s), relative or anchor link; anything else is not followed. */
export function isSafeHref(href: string | undefined): href is string {
  if (!href) return false;
  const v = href.trim();
  if (/^(#|\/(?![\/\\])|\.\.?\/|\?)/.test(v)) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** True for an absolute link to another site (opened in a new tab). */
export function isExternal(href: string): boolean {
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
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  };
  requestAnimationFrame(go);
}
