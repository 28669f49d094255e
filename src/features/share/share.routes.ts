import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { apiMessages } from '../../shared/api-messages';
import { ErrorResponses } from '../../http/openapi';
import { TenantQuery } from '../../http/request-schemas';
import { getSettingsRow, toPublicSettings } from '../settings';
import { siteAddressOf } from '../../http/site-address';
import { shareCardHash } from './share-card';
import { type CardKey, ensureShareCard, loadShareCardInput, shareCardPath } from './share-card.source';

const CARD_NAME = /^(home|(?:race|pr)-[1-9]\d{0,8})-([0-9a-f]{20})\.jpg$/;
const SHARE = apiMessages('share', {
  cardName: { en: 'Not a share card name.', fr: 'Ce n’est pas un nom de carte de partage.' },
  notFound: { en: 'Share card not found.', fr: 'Carte de partage introuvable.' },
});
const CardParams = z.object({ name: z.string().regex(CARD_NAME, SHARE.code.cardName) });
const cardNotFound = () => notFound('card_not_found', SHARE.code.notFound);

/** `GET /share/{home|race-<id>|pr-<id>}-<hash>.jpg`: the 1200×630 link-preview image of a page. */
export async function publicShareRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/share/:name', {
    schema: { tags: ['share'], summary: 'A share card (1200×630 JPEG); an outdated hash redirects to the current card', params: CardParams, querystring: TenantQuery, produces: ['image/jpeg'], response: { 200: z.unknown().describe('the card, image/jpeg'), ...ErrorResponses } },
    handler: async (request, reply) => {
      const [, key, hash] = CARD_NAME.exec(request.params.name) as unknown as [string, CardKey, string];
      const settings = toPublicSettings(await getSettingsRow(request.db), request.tenantId);
      // The site's address, not the Host as sent: a card per page and version, never per Host.
      const input = await loadShareCardInput(request.db, key, settings, siteAddressOf(app.ctx, request, request.tenantId).hostname);
      if (!input) throw cardNotFound();
      const current = shareCardHash(input);
      // A preview that kept an old link still gets a picture: the current one.
      if (current !== hash) return reply.header('cache-control', 'no-cache').redirect(shareCardPath(key, current), 302);
      const file = await ensureShareCard(app.ctx.config.dataDir, request.tenantId, input);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(fs.createReadStream(file));
    },
  });
}
