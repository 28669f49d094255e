import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { resolveTenantId } from '../../http/tenant';
import { utcDay } from './links.mapper';
import { countVisit } from './links.repository';
import { VIA_PARAM, isLinkCode } from './links.schema';

/** The well-formed link code in a page URL's `?via=`, lowercased; undefined when there is none. */
export function viaCodeOf(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const code = new URLSearchParams(url.slice(q + 1)).get(VIA_PARAM)?.trim().toLowerCase();
  return code && isLinkCode(code) ? code : undefined;
}

const header = (request: FastifyRequest, name: string): string => {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/**
 * Whether a page request is a person opening the page: a browser's user agent that is not a known
 * crawler or link-preview bot (a link pasted in a chat is fetched by the chat's bot; that is not a
 * coach looking), not a prefetch, and a top-level document when the browser says what it fetches.
 */
export function isPersonVisit(request: FastifyRequest): boolean {
  const ua = header(request, 'user-agent');
  if (!ua || isbot(ua)) return false;
  if (/prefetch|prerender/i.test(`${header(request, 'sec-purpose')} ${header(request, 'purpose')} ${header(request, 'x-moz')}`)) return false;
  const dest = header(request, 'sec-fetch-dest');
  return dest === '' || dest === 'document';
}

/**
 * Counts page loads that arrive through a tracked link (`?via=<code>` on any public page), in the
 * tenant's database: one count per HTML page answered (200, or 304 to a reload), for the link and
 * the UTC day. It runs as the page is sent, after the page cache answered, so a cached page counts
 * like a fresh one. Nothing about the visitor is stored (no cookie, no address); an unknown code
 * writes nothing. A failed count is logged and never fails the page.
 */
export function countLinkVisits(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return payload;
    const code = viaCodeOf(request.url);
    if (!code || !String(reply.getHeader('content-type') ?? '').startsWith('text/html') || !isPersonVisit(request)) return payload;
    let tenantId: string;
    try {
      tenantId = resolveTenantId(app, request);
    } catch {
      return payload;
    }
    try {
      // Awaited before the page goes out: when the page has arrived, its visit is counted.
      await app.ctx.pool.with(tenantId, (h) => countVisit(h, code, utcDay(new Date())));
    } catch (err) {
      request.log.warn({ err, tenant: tenantId }, 'a tracked-link visit could not be counted');
    }
    return payload;
  });
}
