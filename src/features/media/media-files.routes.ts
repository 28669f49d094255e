import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { resolveTenantId } from '../../http/tenant';
import { isSafeRelativePath, mediaRoot, resolveExistingInside } from '../../media/paths';
import { sendStoredFile } from './media-stream';
import { MEDIA } from './media.schema';

/** Every stored name carries a content hash (`<24 hex>…`), so its bytes never change. */
const CONTENT_ADDRESSED = /(^|\/)[a-f0-9]{24}(-[a-z0-9]+)?\.[a-z0-9]+$/;

const mediaNotFound = () => new AppError(404, 'not_found', MEDIA.code.fileNotFound);

/**
 * `GET /media/<path>`: a file of the request's tenant (resolved like the API: header, host, default).
 * Only generated-name shapes inside the tenant's media folder are served (no `..`, no absolute or
 * encoded escapes, no dotfiles such as the temp folder, no symbolic link leading outside); ETag,
 * Last-Modified, conditional GETs and byte ranges come from @fastify/send, or from `sendStoredFile`
 * when the files are in a bucket.
 */
export async function mediaFileRoutes(app: FastifyInstance): Promise<void> {
  const handler = async (request: import('fastify').FastifyRequest<{ Params: { '*': string } }>, reply: import('fastify').FastifyReply) => {
    const tenantId = resolveTenantId(app, request);
    // The router already percent-decoded the wildcard; the shape check refuses whatever remains odd.
    const rel = request.params['*'];
    const immutable = CONTENT_ADDRESSED.test(rel);
    if (app.ctx.media.kind !== 'local') {
      // Streamed through this server rather than redirected to a signed URL: see docs/replication.md.
      if (!isSafeRelativePath(rel)) throw mediaNotFound();
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      const sent = await sendStoredFile(request, reply, app.ctx.media.forTenant(tenantId), rel, { maxAgeSeconds: immutable ? 365 * 24 * 3600 : 300, immutable });
      if (!sent) throw mediaNotFound();
      return sent;
    }
    const root = mediaRoot(app.ctx.config.dataDir, tenantId);
    const found = await resolveExistingInside(root, rel);
    if (!found) throw mediaNotFound();
    const result = await send(request.raw, `/${path.basename(found.file)}`, {
      root: path.dirname(found.file),
      dotfiles: 'deny',
      index: false,
      etag: true,
      lastModified: true,
      acceptRanges: true,
      // Content-addressed names can be cached for a year; anything else is revalidated after 5 min.
      maxAge: immutable ? 365 * 24 * 3600 * 1000 : 300 * 1000,
      immutable,
    });
    if (result.type !== 'file') {
      if (result.statusCode === 404 || result.type === 'directory') throw mediaNotFound();
      // 412, 416 and the like: send's own answer (with its Content-Range for a 416).
      return reply.code(result.statusCode).headers(result.headers).send(result.stream);
    }
    // Opened on its own, a media file is never a document that could run anything.
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return reply.code(result.statusCode).headers(result.headers).send(result.stream);
  };
  app.get('/media/*', { schema: { hide: true } }, handler);
}
