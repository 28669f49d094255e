import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponses } from '../../http/openapi';
import { NOINDEX } from '../../http/page-meta';
import { originOf } from '../../http/page-meta-source';
import { sendCachedText } from '../../http/public-cache';
import { TenantQuery } from '../../http/request-schemas';
import type { SiteSettingsValues } from '../settings/settings.defaults';
import { toPublicSettings } from '../settings/settings.mapper';
import { getSettingsRow } from '../settings/settings.repository';
import { t } from './resume.messages';
import { resumeContent, type ResumeContent } from './resume.content';
import { renderResumeHtml } from './resume.html';
import { PAPER } from './resume.paper';
import { loadResume } from './resume.source';

/** The PDF and QR code makers: a lazy part, loaded by the first résumé request (resume.part.ts). */
const resumePart = () => import('./resume.part');

const PdfQuery = TenantQuery.extend({ paper: z.enum(Object.keys(PAPER) as [keyof typeof PAPER, ...Array<keyof typeof PAPER>], { error: 'Paper is letter or a4.' }).default('letter') });

/** Settings row → robots: noindex while the site is unpublished (as its other pages), set on the answer. */
async function settingsOf(request: FastifyRequest, reply: FastifyReply): Promise<{ settings: SiteSettingsValues; robots?: string }> {
  const row = await getSettingsRow(request.db);
  const robots = row.published === 1 ? undefined : NOINDEX;
  if (robots) reply.header('x-robots-tag', robots);
  return { settings: toPublicSettings(row, request.tenantId), robots };
}

/** The résumé's content for the request's tenant, at the address it was asked at. */
async function contentOf(request: FastifyRequest, settings: SiteSettingsValues): Promise<ResumeContent> {
  return resumeContent(await loadResume(request.db, settings, `${originOf(request)}/`));
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
  r.get('/resume', {
    schema: { tags: ['resume'], summary: 'The one-page résumé, printable (A4 and Letter); noindex while the site is unpublished', querystring: TenantQuery, produces: ['text/html'], response: { 200: z.string(), ...ErrorResponses } },
    handler: async (request, reply) => {
      const { settings, robots } = await settingsOf(request, reply);
      return sendCachedText(request, reply, 'text/html; charset=utf-8', async () => {
        const content = await contentOf(request, settings);
        const { qrSvg } = await resumePart();
        return renderResumeHtml(content, { qrSvg: await qrSvg(content.siteUrl, t('qrLabel', { site: content.siteLabel }, content.lang)), robots });
      });
    },
  });
  r.get('/resume.pdf', {
    schema: { tags: ['resume'], summary: 'The résumé as a one-page PDF (Letter unless ?paper=a4)', querystring: PdfQuery, produces: ['application/pdf'], response: { 200: z.unknown().describe('the résumé, application/pdf'), ...ErrorResponses } },
    handler: async (request, reply) => {
      const content = await contentOf(request, (await settingsOf(request, reply)).settings);
      const { renderResumePdf } = await resumePart();
      const pdf = await renderResumePdf(content, request.query.paper);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-cache')
        .header('content-disposition', `attachment; filename="${pdfName(content.name)}"`)
        .send(Buffer.from(pdf));
    },
  });
}
