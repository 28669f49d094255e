import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { apiMessages } from '../../shared/api-messages';
import { ErrorResponses } from '../../http/openapi';
import { originOf } from '../../http/page-meta';
import { sendCachedText } from '../../http/public-cache';
import { getSettingsRow } from '../settings';
import { robotsTxt, sitemapXml } from './seo.text';

const SEO = apiMessages('seo', {
  notPublished: { en: 'This site is not published yet, so it has no sitemap.', fr: 'Ce site n’est pas encore publié : il n’a donc pas de plan du site.' },
});
export const SEO_MESSAGES = SEO.en;

/** `GET /robots.txt` and `GET /sitemap.xml` of the request's tenant, following its publish switch. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each feature gives its own pages; the sitemap only puts them together.
  const sitemaps = app.features.flatMap((f) => (f.sitemap ? [f.sitemap] : []));
  r.get('/robots.txt', {
    schema: { tags: ['seo'], summary: 'What search engines may crawl: nothing until the site is published', response: { 200: z.string() } },
    handler: (request, reply) => sendCachedText(request, reply, 'text/plain; charset=utf-8', async () => robotsTxt((await getSettingsRow(request.db)).published === 1, originOf(request))),
  });
  r.get('/sitemap.xml', {
    schema: { tags: ['seo'], summary: 'The public pages and races, with their last change; 404 until the site is published', response: { 200: z.string(), ...ErrorResponses } },
    handler: async (request, reply) => {
      if ((await getSettingsRow(request.db)).published !== 1) throw notFound('not_published', SEO.code.notPublished);
      return sendCachedText(request, reply, 'application/xml; charset=utf-8', async () => sitemapXml(originOf(request), (await Promise.all(sitemaps.map((pagesOf) => pagesOf(request.db)))).flat()));
    },
  });
}
