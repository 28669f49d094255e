import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { adminOnly } from '../auth';
import { announce } from '../followers';
import { eventScopeOf } from '../notifications';
import { AppError } from '../../http/errors';
import { AdminErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { fetchPage } from '../../media/safe-fetch';
import { remoteFetchOptions, saveRemoteImage } from '../media';
import { isHttpUrl, normalizeLink } from '../../shared/fields';
import { decodeHtml, extractArticlePreview, type ArticlePreview } from './press-import.extract';
import { insertPress } from './press.repository';
import { toAdminPress, toAnnouncedPress, toImportedRow } from './press.mapper';
import { AdminPressItemSchema, PRESS } from './press.schema';

/** The messages the existing client shows, in English. */
export const PRESS_IMPORT_MESSAGES = { url: PRESS.en.importUrl, noPreview: PRESS.en.noPreview };

/** `POST /content/admin/press/import-url`. */
const ImportUrlBody = z.object({
  url: z.string({ error: PRESS.code.importUrl }).trim().overwrite(normalizeLink).max(2048, PRESS.code.importUrl).refine(isHttpUrl, PRESS.code.importUrl),
  save: z.boolean({ error: PRESS.code.save }).default(false),
});

/** The preview of an article (the press fields an import fills). */
const ArticlePreviewSchema = z.object({
  url: z.string(),
  title: z.string(),
  source: z.string(),
  date: z.string().describe('YYYY-MM-DD, or empty'),
  excerpt: z.string(),
  thumb_url: z.string(),
});

const ImportUrlResultSchema = z.object({
  preview: ArticlePreviewSchema,
  /** True when the article was saved by this call. */
  saved: z.boolean(),
  /** The saved article (or the one already saved with this URL). */
  item: AdminPressItemSchema.optional(),
});

/** The press article already saved with this URL, if any. */
function findPressByUrl(db: Kysely<DB>, url: string) {
  return db.selectFrom('press').selectAll().where('url', '=', url).executeTakeFirst();
}

/** Fetches the page (SSRF-safe) and reads its preview; 422 when nothing usable comes back. */
async function previewOf(app: FastifyInstance, url: string): Promise<ArticlePreview> {
  let preview: ArticlePreview | undefined;
  try {
    const page = await fetchPage(url, remoteFetchOptions(app.ctx.config));
    preview = extractArticlePreview(decodeHtml(page.body, page.charset), page.url);
  } catch (err) {
    app.log.info({ err: (err as Error).message, url }, 'press import: no preview');
  }
  if (!preview?.title) throw new AppError(422, 'no_preview', PRESS.code.noPreview);
  return preview;
}

/** Press import: preview an article from its URL, and save it when asked. */
export async function pressImportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  r.post('/content/admin/press/import-url', {
    schema: {
      tags: ['press', 'admin'],
      security: adminSecurity,
      summary: 'Preview an article from its URL (Open Graph, then meta tags, then the page); save it when `save` is true',
      description: 'The page is fetched server-side with SSRF protection (public addresses only, 5 redirects, 10 s, 2 MB). On save, the thumbnail is fetched and stored as local media.',
      body: ImportUrlBody,
      response: { 200: ImportUrlResultSchema, 422: ErrorSchema, ...AdminErrorResponses },
    },
    handler: async (request) => {
      const preview = await previewOf(app, request.body.url);
      if (!request.body.save) return { preview, saved: false };
      const existing = (await findPressByUrl(request.db, preview.url)) ?? (await findPressByUrl(request.db, request.body.url));
      if (existing) return { preview, saved: false, item: toAdminPress(existing) };
      // Visitors' browsers then never call the news site for the picture: stored locally, optimised.
      let thumb = preview.thumb_url;
      if (thumb) {
        try {
          const stored = await saveRemoteImage(request.db, app.ctx.media.forTenant(request.tenantId), thumb, remoteFetchOptions(app.ctx.config));
          thumb = stored.variants.md.webp;
        } catch (err) {
          request.log.info({ err: (err as Error).message }, 'press import: thumbnail kept as a remote URL');
        }
      }
      // An imported article is approved: public, and news for the followers (in this transaction).
      const row = await request.db.transaction().execute(async (trx) => {
        const inserted = await insertPress(trx, toImportedRow(preview, thumb));
        if (inserted.approved === 1) await announce(trx, eventScopeOf(request), toAnnouncedPress(inserted));
        return inserted;
      });
      return { preview: { ...preview, thumb_url: thumb }, saved: true, item: toAdminPress(row) };
    },
  });
}
