import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { combineRanges, parse as parseRange } from 'range-parser';
import type { TenantMedia } from '../../media/store/media-store';
import { contentTypeOf } from '../../media/store/s3-media-store';

/**
 * The body of a HEAD answer: an empty stream, because Fastify's HEAD handling keeps our
 * Content-Length for a stream (it would write 0 for no body) and the bucket is not read at all.
 */
const emptyBody = () => Readable.from([]);

/** True when an If-None-Match list names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}

/** True when the client's copy, dated `since`, is as new as the stored file (HTTP dates have whole seconds). */
function notModifiedSince(since: string | undefined, mtimeMs: number): boolean {
  if (!since) return false;
  const t = Date.parse(since);
  return !Number.isNaN(t) && Math.floor(mtimeMs / 1000) * 1000 <= t;
}

/**
 * Streams a stored file from a store that is not a local folder (a bucket) with what @fastify/send
 * gives local files: ETag and Last-Modified, 304 for a conditional GET, one byte range as a 206
 * (If-Range honoured; several ranges answer the whole file, which HTTP allows), 416 with the size
 * for a range past the end, and the same Cache-Control. Answers undefined when there is no such file.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, media: TenantMedia, rel: string, cache: { maxAgeSeconds: number; immutable: boolean }): Promise<FastifyReply | undefined> {
  const info = await media.stat(rel);
  if (!info) return undefined;
  const headers = request.headers;
  reply.headers({
    'accept-ranges': 'bytes',
    etag: info.etag,
    'last-modified': new Date(info.mtimeMs).toUTCString(),
    'cache-control': `public, max-age=${cache.maxAgeSeconds}${cache.immutable ? ', immutable' : ''}`,
  });
  const inm = headers['if-none-match'];
  if (inm ? matchesEtag(inm, info.etag) : notModifiedSince(headers['if-modified-since'], info.mtimeMs)) return reply.code(304).send();

  reply.header('content-type', contentTypeOf(rel));
  const ifRange = [headers['if-range']].flat()[0];
  const rangeApplies = !ifRange || (ifRange.includes('"') ? ifRange.trim() === info.etag : notModifiedSince(ifRange, info.mtimeMs));
  if (headers.range && rangeApplies) {
    const parsed = parseRange(info.size, headers.range);
    const ranges = combineRanges(parsed.ranges);
    // code 2: every range lies past the end; a malformed header (code 1) is ignored, as HTTP says.
    if (parsed.type === 'bytes' && ranges.length === 0 && parsed.code === 2) return reply.code(416).header('content-range', `bytes */${info.size}`).send();
    if (parsed.type === 'bytes' && parsed.code !== 1 && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      reply.code(206).headers({ 'content-range': `bytes ${start}-${end}/${info.size}`, 'content-length': end - start + 1 });
      return reply.send(request.method === 'HEAD' ? emptyBody() : await media.read(rel, { start, end }));
    }
  }
  reply.code(200).header('content-length', info.size);
  return reply.send(request.method === 'HEAD' ? emptyBody() : await media.read(rel));
}
