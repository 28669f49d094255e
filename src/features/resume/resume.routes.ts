import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LruMap } from 'toad-cache';
import { z } from 'zod';
import { ErrorResponses } from '../../http/openapi';
import { CARD_SIZE } from '../../media/images';
import { NOINDEX, absoluteUrl, originOf, pageContextOf } from '../../http/page-meta';
import { siteAddressOf } from '../../http/site-address';
import { type CachedAnswer, sendCachedText } from '../../http/public-cache';
import { TenantQuery } from '../../http/request-schemas';
import type { SiteSettingsValues } from '../../shared/settings-defaults';
import { findLinkByCode } from '../links';
import { athleteCardOf } from '../share';
import { VIA_PARAM, isLinkCode } from '../links/links.schema';
import { getSettingsRow, toPublicSettings } from '../settings';
import { t } from './resume.messages';
import { resumeContent, type ResumeContent } from './resume.content';
import { RESUME_SHARE_JS, RESUME_SHARE_SCRIPT, renderResumeHtml } from './resume.html';
import { PAPER } from './resume.paper';
import { loadResume } from './resume.source';
import { apiMessages } from '../../shared/api-messages';

/** The PDF and QR code makers: a lazy part, loaded by the first résumé request (resume.part.ts). */
const resumePart = () => import('./resume.part');

/** `?via=<code>`: the college link the résumé was opened through (any other value is ignored). */
const ViaQuery = TenantQuery.extend({ [VIA_PARAM]: z.string().max(64).optional().describe('a college link\'s code: the QR code and the links of the résumé then carry it') });
const RESUME = apiMessages('resume', { paper: { en: 'Paper is letter or a4.', fr: 'Le papier est letter ou a4.' } });
const PdfQuery = ViaQuery.extend({ paper: z.enum(Object.keys(PAPER) as [keyof typeof PAPER, ...Array<keyof typeof PAPER>], { error: RESUME.code.paper }).default('letter') });

/** Settings row → robots: noindex while the site is unpublished (as its other pages), set on the answer. */
async function settingsOf(request: FastifyRequest, reply: FastifyReply): Promise<{ settings: SiteSettingsValues; robots?: string }> {
  const row = await getSettingsRow(request.db);
  const robots = row.published === 1 ? undefined : NOINDEX;
  if (robots) reply.header('x-robots-tag', robots);
  return { settings: toPublicSettings(row, request.tenantId), robots };
}

/**
 * The college link a résumé was opened through, when its code names one of the site's links; else
 * none. A made-up code is dropped, so it neither reaches the page nor keeps a résumé of its own.
 */
async function viaOf(request: FastifyRequest<{ Querystring: { via?: string } }>): Promise<string | undefined> {
  const code = request.query.via?.trim().toLowerCase();
  return code && isLinkCode(code) && (await findLinkByCode(request.db, code)) ? code : undefined;
}

/** The résumé's content for the request's tenant, at the site's address, carrying the college link's code when it came with one. */
async function contentOf(request: FastifyRequest, settings: SiteSettingsValues, via: string | undefined): Promise<ResumeContent> {
  return resumeContent(await loadResume(request.db, settings, `${originOf(request)}/${via ? `?${VIA_PARAM}=${encodeURIComponent(via)}` : ''}`));
}

/** The résumé's preview card: its own address (the plain one, shared links carry no college code) and the athlete's share card. */
async function previewOf(request: FastifyRequest, settings: SiteSettingsValues): Promise<{ url: string; image?: string; imageSize?: { width: number; height: number } }> {
  const address = siteAddressOf(request.server.ctx, request, request.tenantId);
  const card = await athleteCardOf(pageContextOf(settings, { db: request.db, origin: address.origin, host: address.hostname }));
  return { url: `${address.origin}/resume`, image: absoluteUrl(address.origin, card), imageSize: card ? CARD_SIZE : undefined };
}

/** A PDF made for a tenant's data version (see resumePages). */
interface KeptPdf extends Pick<CachedAnswer, 'version' | 'at'> {
  pdf: Buffer;
  etag: string;
  filename: string;
}

/** A file name for the download: the athlete's name in plain letters, else `resume.pdf`. */
function pdfName(name: string): string {
  const slug = name.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').toLowerCase().slice(0, 60);
  return slug ? `${slug}-resume.pdf` : 'resume.pdf';
}

/**
 * `GET /resume` (the printable one-page résumé, HTML rendered here, no script) and
 * `GET /resume.pdf` (the same page as a PDF). These are pages: registered with the page
 * security headers, not the API's (see FEATURES' `pages`).
 */
export async function resumePages(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The PDFs made lately, per tenant, paper and address, kept while the tenant's data holds (the
  // public cache's versions): making one holds the event loop for 15-30 ms, so a download asked
  // again and again (a crawler, a link shared in a team chat) no longer slows every other visitor.
  const pdfs = new LruMap<KeptPdf>(64);
  r.get('/resume', {
    schema: {
      tags: ['resume'],
      summary: 'The one-page résumé, printable (A4 and Letter); noindex while the site is unpublished',
      description: 'With `?via=<code>` of a college link, the QR code and the PDF link carry the code, and the visit counts for that link.',
      querystring: ViaQuery,
      produces: ['text/html'],
      response: { 200: z.string(), ...ErrorResponses },
    },
    handler: async (request, reply) => {
      const { settings, robots } = await settingsOf(request, reply);
      const via = await viaOf(request);
      return sendCachedText(
        request,
        reply,
        'text/html; charset=utf-8',
        async () => {
          const [content, preview] = await Promise.all([contentOf(request, settings, via), previewOf(request, settings)]);
          const { qrSvg } = await resumePart();
          return renderResumeHtml(content, { qrSvg: await qrSvg(content.siteUrl, t('qrLabel', { site: content.siteLabel }, content.lang)), robots, preview });
        },
        { query: { via } },
      );
    },
  });
  r.get(RESUME_SHARE_SCRIPT, {
    schema: { tags: ['resume'], summary: 'The small script of the résumé\'s Share button (the page works without it)', produces: ['text/javascript'], response: { 200: z.string() } },
    handler: async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(RESUME_SHARE_JS),
  });
  r.get('/resume.pdf', {
    schema: { tags: ['resume'], summary: 'The résumé as a one-page PDF (Letter unless ?paper=a4)', querystring: PdfQuery, produces: ['application/pdf'], response: { 200: z.unknown().describe('the résumé, application/pdf'), 304: z.null().describe('the client has this PDF (If-None-Match)'), ...ErrorResponses } },
    handler: async (request, reply) => {
      const { settings } = await settingsOf(request, reply);
      const cache = app.ctx.publicCache;
      const via = await viaOf(request);
      const key = `${request.tenantId}\u0000${request.query.paper}\u0000${originOf(request)}\u0000${via ?? ''}`;
      const version = cache.versionOf(request);
      let kept = pdfs.get(key);
      if (!kept || !cache.isCurrent(kept, version, request.tenantDb.tallies())) {
        const content = await contentOf(request, settings, via);
        const { renderResumePdf } = await resumePart();
        const pdf = Buffer.from(await renderResumePdf(content, request.query.paper));
        kept = { version, at: Date.now(), pdf, filename: pdfName(content.name), etag: `W/"${createHash('sha1').update(pdf).digest('base64url').slice(0, 16)}"` };
        pdfs.set(key, kept);
      }
      reply.type('application/pdf').header('cache-control', 'no-cache').header('etag', kept.etag).header('content-disposition', `attachment; filename="${kept.filename}"`);
      if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send(null);
      return reply.send(kept.pdf);
    },
  });
}
