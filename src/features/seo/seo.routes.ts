import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { ErrorResponses } from '../../http/openapi';
import { sendCachedText } from '../../http/public-cache';
import { siteAddressOf } from '../../http/site-address';
import { getSettingsRow } from '../settings/settings.repository';
import { readSitemapFacts } from './seo.repository';
import { robotsTxt, sitemapXml } from './seo.text';

export const SEO_MESSAGES = { notPublished: 'This site is not published yet, so it has no sitemap.' } as const;

/** The site's address (site-address.ts), never the Host as sent: robots.txt and the sitemap name it. */
const originOf = (request: FastifyRequest) => siteAddressOf(request.server.ctx, request, request.tenantId).origin;

/** `GET /robots.txt` and `GET /sitemap.xml` of the request's tenant, following its publish switch. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/robots.txt', {
    schema: { tags: ['seo'], summary: 'What search engines may crawl: nothing until the site is published', response: { 200: z.string() } },
    handler: (request, reply) => sendCachedText(request, reply, 'text/plain; charset=utf-8', async () => robotsTxt((await getSettingsRow(request.db)).published === 1, originOf(request))),
  });
  r.get('/sitemap.xml', {
    schema: { tags: ['seo'], summary: 'The public pages and races, with their last change; 404 until the site is published', response: { 200: z.string(), ...ErrorResponses } },
    handler: async (request, reply) => {
      if ((await getSettingsRow(request.db)).published !== 1) throw notFound('not_published', SEO_MESSAGES.notPublished);
      return sendCachedText(request, reply, 'application/xml; charset=utf-8', async () => sitemapXml(originOf(request), await readSitemapFacts(request.db)));
    },
  });
}
