import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParams } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { AppError, conflict, notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { publicWriteLimit } from '../../http/rate-limit';
import { IMAGE_MAX_BYTES, NotAnImageError, sniffImageType } from '../../media/images';
import { mediaRoot, mediaUrlOf, relativeOfMediaUrl, removeQuietly, sweepTemp } from '../../media/paths';
import { receiveUpload } from '../../media/uploads';
import { VIDEO_MAX_BYTES, getFfmpeg, sniffVideoType } from '../../media/video';
import { InviteTokenParams } from '../coach/coach.schema';
import { deleteMediaAsset, findImageByPath, findMediaAssetById, insertMediaAsset, listMediaAssets } from './media.repository';
import {
  AdminUploadImageResultSchema,
  AssetListSchema,
  HeroResultSchema,
  MEDIA,
  MediaAssetSchema,
  SetHeroBody,
  SetHeroImageBody,
  TranscodeBody,
  TranscodeResultSchema,
  UploadImageResultSchema,
  UploadImageUrlBody,
  VideoUploadResultSchema,
} from './media.schema';
import { filesOf, toMediaAsset, toNewVideoRow } from './media.mapper';
import { TranscodeQueue, claimUpload, recoverInterruptedWork, remoteFetchOptions, saveRemoteImage, saveUploadedImage, uploadIdOf, heroVideo } from './media.service';
import { findValidInvite } from '../coach';
import { reasonInEnglish, remoteImageReason } from './media.remote';
import { say, type Message } from '../../shared/api-messages';

/** Unused temp uploads (never transcoded) are removed after a day. */
const TEMP_MAX_AGE_MS = 24 * 3600 * 1000;

const UploadErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema } as const;
const noFile = () => new AppError(400, 'file_required', MEDIA.code.noFile);
const interrupted = () => new AppError(400, 'upload_interrupted', MEDIA.code.interrupted);
const notAnImage = () => new AppError(415, 'not_an_image', MEDIA.code.notAnImage);
/** Common names for what file-type reports under registered names (browsers say video/x-msvideo). */
const TYPE_ALIASES: Record<string, string> = { 'video/vnd.avi': 'video/x-msvideo' };
/**
 * The type to name in a refusal: the detected one; else what the client declared, unless it
 * claimed a video type the bytes belie; else 'unknown' (in the answer's language).
 */
const displayType = (detected: string | undefined, declared: string): string | Message => {
  const claimed = declared && declared !== 'application/octet-stream' && !declared.startsWith('video/mp4') && !declared.startsWith('video/quicktime') ? declared : undefined;
  const t = detected ?? claimed;
  return t === undefined ? say(MEDIA.code.unknownType) : (TYPE_ALIASES[t] ?? t);
};
const assetNotFound = () => notFound('asset_not_found', MEDIA.code.assetNotFound);

/** Receives an image upload of the request's tenant and stores it with its variants. */
async function uploadImage(app: FastifyInstance, request: FastifyRequest) {
  const media = app.ctx.media.forTenant(request.tenantId);
  const upload = await receiveUpload(request, {
    root: media.workDir,
    prefix: 'image',
    maxBytes: IMAGE_MAX_BYTES,
    checkHead: async (head) => {
      if (!(await sniffImageType(head))) throw notAnImage();
    },
    tooLarge: () => new AppError(413, 'image_too_large', MEDIA.code.imageTooLarge),
    noFile,
    interrupted,
  });
  try {
    return await saveUploadedImage(request.db, media, upload.file, upload.filename);
  } catch (err) {
    if (err instanceof NotAnImageError) throw notAnImage();
    throw err;
  } finally {
    await removeQuietly(upload.file);
  }
}


/**
 * Image uploads, hero video upload/transcode/library/hero selection, and the coach invite's photo
 * upload. One transcode queue per server.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const queue = new TranscodeQueue(app.ctx.pool);
  app.addHook('onReady', async () => recoverInterruptedWork(app.ctx.config.dataDir, app.ctx.tenants.list().map((t) => t.id), queue, app.ctx.pool, app.log));
  app.addHook('onClose', async () => queue.stop());

  await app.register(async (admin) => {
    const r = admin.withTypeProvider<ZodTypeProvider>();
    // Before the body is read: an anonymous upload of up to 2 GB is refused unread.
    adminOnly(r);
    const base = { tags: ['media', 'admin'], security: adminSecurity };

    r.post('/admin/media/upload-image', {
      schema: { ...base, summary: 'Upload an image (multipart field `file`, ≤ 20 MB); answers its URL', consumes: ['multipart/form-data'], response: { 200: AdminUploadImageResultSchema, ...UploadErrors } },
      handler: async (request) => ({ ok: true as const, url: (await uploadImage(app, request)).src }),
    });

    r.post('/upload/image', {
      schema: { ...base, summary: 'Upload an image (multipart field `file`, ≤ 20 MB); answers the master and thumb/md/xl in WebP and AVIF', consumes: ['multipart/form-data'], response: { 200: UploadImageResultSchema, ...UploadErrors } },
      handler: async (request) => uploadImage(app, request),
    });

    r.post('/admin/media/upload-image-url', {
      schema: {
        ...base,
        summary: 'Fetch an image from another site (SSRF-safe, ≤ 20 MB) and store it like an upload',
        description: 'The browser cannot fetch other sites under the page’s CSP, so the server fetches the image: public addresses only, 10 s, image types only.',
        body: UploadImageUrlBody,
        response: { 200: UploadImageResultSchema, ...UploadErrors },
      },
      handler: async (request) => {
        const media = app.ctx.media.forTenant(request.tenantId);
        try {
          return await saveRemoteImage(request.db, media, request.body.url, remoteFetchOptions(app.ctx.config));
        } catch (err) {
          const reason = remoteImageReason(err);
          request.log.info({ url: request.body.url, reason: reasonInEnglish(reason) }, 'remote image refused');
          const said = say(MEDIA.code.remoteImageWhy, { reason });
          throw new AppError(400, 'remote_image_failed', said, [{ path: 'url', message: said }]);
        }
      },
    });

    r.post('/admin/media/upload', {
      schema: { ...base, summary: 'Upload a hero video (MP4/MOV, ≤ 2,000,000,000 bytes) to be transcoded', consumes: ['multipart/form-data'], response: { 200: VideoUploadResultSchema, ...UploadErrors } },
      handler: async (request) => {
        const root = mediaRoot(app.ctx.config.dataDir, request.tenantId);
        void sweepTemp(root, TEMP_MAX_AGE_MS);
        const upload = await receiveUpload(request, {
          root,
          prefix: 'video',
          maxBytes: VIDEO_MAX_BYTES,
          checkHead: async (head, declared) => {
            const t = await sniffVideoType(head);
            if (!t.ok) throw new AppError(415, 'unsupported_media_type', say(MEDIA.code.videoType, { type: displayType(t.mime, declared) }));
          },
          tooLarge: () => new AppError(413, 'video_too_large', MEDIA.code.videoTooLarge),
          noFile,
          interrupted,
        });
        return { ok: true as const, tmpPath: uploadIdOf(upload.file) };
      },
    });

    r.post('/admin/media/transcode', {
      schema: { ...base, summary: 'Start transcoding an uploaded video in the background; progress via GET /admin/media/assets', body: TranscodeBody, response: { 200: TranscodeResultSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const media = app.ctx.media.forTenant(request.tenantId);
        const input = await claimUpload(media.workDir, request.body.tmpPath);
        if (!input) throw new AppError(404, 'upload_not_found', MEDIA.code.uploadExpired);
        const { tmpPath: _t, label, ...settings } = request.body;
        const row = await insertMediaAsset(request.db, toNewVideoRow(label));
        queue.enqueue({ tenantId: request.tenantId, assetId: row.id, media, input, settings });
        return { ok: true as const, assetId: row.id };
      },
    });

    r.get('/admin/media/assets', {
      schema: { ...base, summary: 'The hero video library, with transcoding progress and the ffmpeg in use', response: { 200: AssetListSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        await queue.reconcile(request.db, request.tenantId);
        const [rows, hero, ff] = await Promise.all([listMediaAssets(request.db, 'video'), heroVideo.read(request.db), getFfmpeg()]);
        return {
          items: rows.map((row) => toMediaAsset(row, hero.videoUrl, queue.progressOf(request.tenantId, row.id))),
          ffmpeg: { source: ff.source, version: ff.version },
          hero,
        };
      },
    });

    r.get('/admin/media/assets/:id', {
      schema: { ...base, summary: 'One hero video, with its transcoding progress', params: IdParams, response: { 200: MediaAssetSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        await queue.reconcile(request.db, request.tenantId);
        const row = await findMediaAssetById(request.db, request.params.id);
        if (!row || row.kind !== 'video') throw assetNotFound();
        const hero = await heroVideo.read(request.db);
        return toMediaAsset(row, hero.videoUrl, queue.progressOf(request.tenantId, row.id));
      },
    });

    r.post('/admin/media/set-hero', {
      schema: { ...base, summary: 'Make a ready video the hero (sets heroVideoUrl and heroVideoPosterUrl)', body: SetHeroBody, response: { 200: HeroResultSchema, 409: ErrorSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const row = await findMediaAssetById(request.db, request.body.assetId);
        if (!row || row.kind !== 'video') throw assetNotFound();
        const asset = toMediaAsset(row, '');
        if (asset.status !== 'ready' || !asset.videoUrl || !asset.posterUrl) throw conflict('asset_not_ready', MEDIA.code.assetNotReady);
        await heroVideo.set(request.db, { videoUrl: asset.videoUrl, posterUrl: asset.posterUrl });
        return { ok: true as const, heroVideoUrl: asset.videoUrl, heroVideoPosterUrl: asset.posterUrl };
      },
    });

    r.post('/admin/media/set-hero-image', {
      schema: {
        ...base,
        summary: 'Make an uploaded image the hero (no video; the image is the poster)',
        description: 'A site without a clip still opens on the athlete: the image is shown where the video would play.',
        body: SetHeroImageBody,
        response: { 200: HeroResultSchema, ...AdminErrorResponses },
      },
      handler: async (request) => {
        const rel = relativeOfMediaUrl(request.body.src);
        const row = rel ? await findImageByPath(request.db, rel) : undefined;
        if (!row?.path) throw assetNotFound();
        const posterUrl = mediaUrlOf(row.path);
        await heroVideo.set(request.db, { videoUrl: '', posterUrl });
        return { ok: true as const, heroVideoUrl: '', heroVideoPosterUrl: posterUrl };
      },
    });

    r.post('/admin/media/clear-hero', {
      schema: { ...base, summary: 'Remove the hero video (both hero URLs emptied)', response: { 200: HeroResultSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        await heroVideo.clear(request.db);
        return { ok: true as const, heroVideoUrl: '', heroVideoPosterUrl: '' };
      },
    });

    r.delete('/admin/media/assets/:id', {
      schema: { ...base, summary: 'Delete a video and its files (refused while processing or while it is the hero)', params: IdParams, response: { 200: z.object({ ok: z.literal(true) }), 409: ErrorSchema, ...AdminErrorResponses } },
      handler: async (request) => {
        const row = await findMediaAssetById(request.db, request.params.id);
        if (!row || row.kind !== 'video') throw assetNotFound();
        if (row.status === 'queued' || row.status === 'processing' || queue.has(request.tenantId, row.id)) throw conflict('asset_busy', MEDIA.code.assetBusy);
        const hero = await heroVideo.read(request.db);
        if (toMediaAsset(row, hero.videoUrl).active) throw conflict('asset_in_use', MEDIA.code.assetActive);
        await deleteMediaAsset(request.db, row.id);
        // Content-addressed files can be shared by two rows (the same clip uploaded twice).
        const media = app.ctx.media.forTenant(request.tenantId);
        const stillUsed = new Set((await listMediaAssets(request.db, 'video')).flatMap(filesOf));
        for (const rel of filesOf(row)) if (!stillUsed.has(rel)) await media.delete(rel);
        return { ok: true as const };
      },
    });
  });

  await app.register(async (pub) => {
    const r = pub.withTypeProvider<ZodTypeProvider>();
    r.post('/content/public/coach-invite/:token/upload-image', {
      config: publicWriteLimit(app, { max: 20, timeWindow: '10 minutes' }),
      schema: { tags: ['media', 'coach'], summary: "Upload the coach's photo through a valid invite (multipart field `file`, ≤ 20 MB)", consumes: ['multipart/form-data'], params: InviteTokenParams, response: { 200: UploadImageResultSchema, ...ErrorResponses, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema } },
      handler: async (request) => {
        if (!(await findValidInvite(request.db, request.params.token))) throw notFound('invite_not_found', MEDIA.code.inviteInvalid);
        return uploadImage(app, request);
      },
    });
  });
}
