import type { SitemapFacts } from './seo.repository';

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

/** sitemap.xml: the home page, the sections that have content, and every published race. */
export function sitemapXml(origin: string, facts: SitemapFacts): string {
  const urls: Array<{ path: string; lastmod?: string }> = [
    { path: '/', lastmod: day(facts.settingsUpdatedAt) },
    ...(facts.races.length ? [{ path: '/courses', lastmod: day(facts.races.map((r) => r.updatedAt).sort().at(-1)!) }] : []),
    ...(facts.has.prs ? [{ path: '/prs' }] : []),
    ...(facts.has.training ? [{ path: '/training' }] : []),
    ...(facts.has.team ? [{ path: '/team' }] : []),
    ...(facts.has.coach ? [{ path: '/coach' }] : []),
    ...(facts.has.socials ? [{ path: '/socials' }] : []),
    { path: '/support' },
    { path: '/contact' },
    ...facts.races.map((r) => ({ path: `/courses/${r.id}`, lastmod: day(r.updatedAt) })),
  ];
  const body = urls.map((u) => `  <url><loc>${escapeXml(`${origin}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
