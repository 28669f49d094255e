import { z } from 'zod';
import { isHttpUrl, normalizeLink } from '../../shared/urls';

// The media API's shapes, shared by the server and the UI.

/** The messages the existing client shows. */
export const MEDIA_MESSAGES = {
  notAnImage: 'Please select an image file.',
  imageTooLarge: 'Image is too large. Max 20MB.',
  noFile: 'An upload requires a file.',
  interrupted: 'The upload was interrupted. Please try again.',
  videoTooLarge: 'Fichier trop lourd (> ~2 Go).',
  /** 'Type non supporté (video/x-msvideo). Utilise MP4/MOV.' */
  videoType: (type: string) => `Type non supporté (${type}). Utilise MP4/MOV.`,
  uploadExpired: 'This upload is no longer available. Please upload the video again.',
  assetNotFound: 'Media asset not found.',
  assetBusy: 'This video is still being processed. Wait until it is done before deleting it.',
  assetActive: 'This video is the active hero. Clear the hero or pick another video before deleting it.',
  assetNotReady: 'This video is not ready yet.',
  inviteInvalid: 'Invalid/expired link',
  remoteImage: 'Could not fetch remote image',
} as const;

/** One image variant: URLs of its WebP and AVIF files and its size in pixels. */
export const ImageVariantSchema = z.object({
  webp: z.string(),
  avif: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** `POST /upload/image` (and the coach invite upload): the master and the three variants. */
export const UploadImageResultSchema = z.object({
  ok: z.literal(true),
  id: z.number().int(),
  /** The master: the original when small and clean, else an optimised copy. */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.object({ thumb: ImageVariantSchema, md: ImageVariantSchema, xl: ImageVariantSchema }),
});
export type UploadImageResult = z.infer<typeof UploadImageResultSchema>;

/** `POST /admin/media/upload-image-url`: an image on another site, fetched by the server. */
export const UploadImageUrlBody = z.object({
  url: z
    .string({ error: 'Please provide a valid http(s) URL.' })
    .trim()
    .overwrite(normalizeLink)
    .max(2048, 'URL is too long.')
    .refine((v) => isHttpUrl(v), 'Please provide a valid http(s) URL.'),
});

/** `POST /admin/media/upload-image`. */
export const AdminUploadImageResultSchema = z.object({ ok: z.literal(true), url: z.string() });

/** `POST /admin/media/upload`: the upload waits, under an opaque id, to be transcoded. */
export const VideoUploadResultSchema = z.object({
  ok: z.literal(true),
  /** An opaque id (not a path): only `POST /admin/media/transcode` of the same tenant knows it. */
  tmpPath: z.string(),
});

/** The opaque id of a waiting upload. */
export const TMP_ID_PATTERN = /^tmp_[a-f0-9]{32}$/;

/** x264 presets ffmpeg accepts. */
export const PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'] as const;

/** `POST /admin/media/transcode` with the defaults the existing client expects. */
export const TranscodeBody = z.object({
  tmpPath: z.string({ error: 'Missing tmpPath.' }).regex(TMP_ID_PATTERN, 'Missing or invalid tmpPath.'),
  posterAt: z.coerce.number({ error: 'posterAt must be a number of seconds.' }).min(0, 'posterAt must be between 0 and 600 seconds.').max(600, 'posterAt must be between 0 and 600 seconds.').default(1),
  crf: z.coerce.number({ error: 'crf must be an integer.' }).int('crf must be an integer.').min(14, 'crf must be between 14 and 35.').max(35, 'crf must be between 14 and 35.').default(22),
  maxWidth: z.coerce.number({ error: 'maxWidth must be an integer.' }).int('maxWidth must be an integer.').min(320, 'maxWidth must be between 320 and 3840.').max(3840, 'maxWidth must be between 320 and 3840.').default(1920),
  preset: z.enum(PRESETS, { error: `preset must be one of ${PRESETS.join(', ')}.` }).default('veryfast'),
  /** A name for the library (the uploaded file's name); never used as a path. */
  label: z.string().trim().max(200, 'At most 200 characters.').optional(),
});
export type TranscodeInput = z.infer<typeof TranscodeBody>;

export const TranscodeResultSchema = z.object({ ok: z.literal(true), assetId: z.number().int() });

/** Where an asset is in its life. */
export const ASSET_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;

/** A hero video of the library. */
export const MediaAssetSchema = z.object({
  id: z.number().int(),
  status: z.enum(ASSET_STATUSES),
  /** Transcoding progress, 0–100. */
  progress: z.number().int(),
  error: z.string().optional(),
  videoUrl: z.string().optional(),
  posterUrl: z.string().optional(),
  bytes: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  durationMs: z.number().int().optional(),
  label: z.string().optional(),
  createdAt: z.string(),
  /** True when this video is the site's hero now. */
  active: z.boolean(),
});
export type MediaAsset = z.infer<typeof MediaAssetSchema>;

/** Which ffmpeg the server runs (reported so the admin knows what transcodes). */
export const FfmpegInfoSchema = z.object({
  source: z.enum(['FFMPEG_PATH', 'PATH', 'ATHLETE_BUNDLED_FFMPEG', '@ffmpeg-installer/linux-x64', 'none']),
  version: z.string().nullable(),
});
export type FfmpegReport = z.infer<typeof FfmpegInfoSchema>;

/** `GET /admin/media/assets`. */
export const AssetListSchema = z.object({
  items: z.array(MediaAssetSchema),
  ffmpeg: FfmpegInfoSchema,
  hero: z.object({ videoUrl: z.string(), posterUrl: z.string() }),
});
export type AssetList = z.infer<typeof AssetListSchema>;

/** `POST /admin/media/set-hero`. */
export const SetHeroBody = z.object({
  assetId: z.coerce.number({ error: 'Missing assetId.' }).int('Missing assetId.').positive('Missing assetId.'),
});

/** `POST /admin/media/set-hero-image`: the `src` an image upload answered. */
export const SetHeroImageBody = z.object({
  src: z.string({ error: 'Missing src.' }).trim().min(1, 'Missing src.').max(2048),
});

/** The hero video settings after set-hero or clear-hero. */
export const HeroResultSchema = z.object({
  ok: z.literal(true),
  heroVideoUrl: z.string(),
  heroVideoPosterUrl: z.string(),
});
export type HeroResult = z.infer<typeof HeroResultSchema>;
