import type { SitemapPage } from '../feature';

// The texts of robots.txt and sitemap.xml, from what the site holds and whether it is published.

/** Paths search engines never need: the admin, a coach's private link and the admin API. */
const PRIVATE_PATHS = ['/admin', '/coach/invite/', '/content/admin/', '/auth/', '/api/'];

/** robots.txt: everything disallowed until the family publishes; then all but the private paths, and the sitemap. */
export function robotsTxt(published: boolean, origin: string): string {
  if (!published) return ['# This site is not published yet: search engines are asked to stay away.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A `lastmod` date (W3C datetime, the day is enough). */
const day = (iso: string) => iso.slice(0, 10);

/** How deep a path is: the home page, then a section's page, then an item's (`/courses/12`). */
const depth = (path: string) => path.split('/').filter(Boolean).length;

/** sitemap.xml: the pages the features give (src/features/feature.ts `sitemap`), the home page first, then the sections, then the items' pages. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = [...pages].sort((a, b) => depth(a.path) - depth(b.path)).map((p) => ({ path: p.path, lastmod: p.changedAt && day(p.changedAt) }));
  const body = urls.map((u) => `  <url><loc>${escapeXml(`${origin}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
