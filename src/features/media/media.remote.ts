import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type AppIssue } from '../../http/errors';
import { NotAnImageError } from '../../media/images';
import { FETCH, SafeFetchError } from '../../media/safe-fetch';
import { say, sayIn, type Message } from '../../shared/api-messages';
import { MEDIA } from './media.schema';
import { remoteFetchOptions, saveRemoteImage } from './media.service';

// Remote photos a feature stores as its own media (followed athletes' photos). Kept out of the
// routes file, which nothing but the feature list imports.

/** Remote photos fetched at the same time (each fetch has its own 10 s budget). */
const REMOTE_PARALLEL = 3;

/**
 * Fetches remote photos (followed athletes' `photosRemote`) through the SSRF-safe client and stores
 * each as local media (optimised, metadata stripped); answers their local URLs in order. When one
 * cannot be fetched or is not an image, throws 400 'Could not fetch remote image' naming it.
 */
export async function importRemotePhotos(app: FastifyInstance, request: FastifyRequest, urls: string[], field: string): Promise<string[]> {
  const media = app.ctx.media.forTenant(request.tenantId);
  const out: string[] = Array.from({ length: urls.length }, () => '');
  const issues: AppIssue[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < urls.length; i = next++) {
      try {
        out[i] = (await saveRemoteImage(request.db, media, urls[i]!, remoteFetchOptions(app.ctx.config))).src;
      } catch (err) {
        const reason = remoteImageReason(err);
        request.log.info({ url: urls[i], reason: reasonInEnglish(reason) }, 'remote photo refused');
        issues.push({ path: `${field}.${i}`, message: say(MEDIA.code.remoteImageWhy, { reason }) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(REMOTE_PARALLEL, urls.length) }, worker));
  if (issues.length) throw new AppError(400, 'remote_image_failed', MEDIA.code.remoteImage, issues.sort((a, b) => a.path.localeCompare(b.path)));
  return out;
}

/** Why a remote image was refused: not an image, the fetch's own reason (by code), else the error's text. */
export function remoteImageReason(err: unknown): Message | string {
  if (err instanceof NotAnImageError) return say(FETCH.code.notImage);
  if (err instanceof SafeFetchError) return typeof err.said === 'string' ? say(err.said) : err.said;
  return (err as Error).message;
}

/** A reason as the log writes it. */
export const reasonInEnglish = (reason: Message | string): string => (typeof reason === 'string' ? reason : sayIn('en', reason));
