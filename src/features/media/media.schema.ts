import { z } from 'zod';
import { apiMessages, say, sayIn } from '../../shared/api-messages';
import { FIELDS } from '../../shared/fields';
import { isHttpUrl, normalizeLink } from '../../shared/urls';

// The media API's shapes, shared by the server and the UI.

/** x264 presets ffmpeg accepts. */
const PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'] as const;

/** The media API's messages; the French of a video too large or of a wrong type is the original client's. */
export const MEDIA = apiMessages('media', {
  notAnImage: { en: 'Please select an image file.', fr: 'Sélectionnez un fichier image.' },
  imageTooLarge: { en: 'Image is too large. Max 20MB.', fr: 'Image trop lourde. 20 Mo maximum.' },
  noFile: { en: 'An upload requires a file.', fr: 'Un envoi nécessite un fichier.' },
  interrupted: { en: 'The upload was interrupted. Please try again.', fr: 'L’envoi a été interrompu. Réessayez.' },
  videoTooLarge: { en: 'This file is too large (over about 2 GB).', fr: 'Fichier trop lourd (> ~2 Go).' },
  videoType: { en: 'This file type ({type}) is not supported. Use an MP4 or MOV video.', fr: 'Type non supporté ({type}). Utilise MP4/MOV.' },
  unknownType: { en: 'unknown', fr: 'inconnu' },
  uploadExpired: { en: 'This upload is no longer available. Please upload the video again.', fr: 'Cet envoi n’est plus disponible. Envoyez la vidéo à nouveau.' },
  assetNotFound: { en: 'Media asset not found.', fr: 'Média introuvable.' },
  assetBusy: { en: 'This video is still being processed. Wait until it is done before deleting it.', fr: 'Cette vidéo est encore en cours de traitement. Attendez la fin avant de la supprimer.' },
  assetActive: {
    en: 'This video is the active hero. Clear the hero or pick another video before deleting it.',
    fr: 'Cette vidéo est la vidéo d’accueil active. Retirez-la de l’accueil ou choisissez une autre vidéo avant de la supprimer.',
  },
  assetNotReady: { en: 'This video is not ready yet.', fr: 'Cette vidéo n’est pas encore prête.' },
  inviteInvalid: { en: 'Invalid/expired link', fr: 'Lien invalide ou expiré' },
  remoteImage: { en: 'Could not fetch remote image', fr: 'Impossible de récupérer l’image distante' },
  remoteImageWhy: { en: 'Could not fetch remote image: {reason}', fr: 'Impossible de récupérer l’image distante : {reason}' },
  fileNotFound: { en: 'Media file not found.', fr: 'Fichier média introuvable.' },
  tmpPathMissing: { en: 'Missing tmpPath.', fr: 'tmpPath manquant.' },
  tmpPathInvalid: { en: 'Missing or invalid tmpPath.', fr: 'tmpPath manquant ou invalide.' },
  posterAtNumber: { en: 'posterAt must be a number of seconds.', fr: 'posterAt doit être un nombre de secondes.' },
  posterAtRange: { en: 'posterAt must be between 0 and 600 seconds.', fr: 'posterAt doit être compris entre 0 et 600 secondes.' },
  crfInteger: { en: 'crf must be an integer.', fr: 'crf doit être un nombre entier.' },
  crfRange: { en: 'crf must be between 14 and 35.', fr: 'crf doit être compris entre 14 et 35.' },
  maxWidthInteger: { en: 'maxWidth must be an integer.', fr: 'maxWidth doit être un nombre entier.' },
  maxWidthRange: { en: 'maxWidth must be between 320 and 3840.', fr: 'maxWidth doit être compris entre 320 et 3840.' },
  preset: { en: `preset must be one of ${PRESETS.join(', ')}.`, fr: `preset doit valoir l’un de : ${PRESETS.join(', ')}.` },
  assetId: { en: 'Missing assetId.', fr: 'assetId manquant.' },
  src: { en: 'Missing src.', fr: 'src manquant.' },
});

/** The messages the existing client shows, in English. */
export const MEDIA_MESSAGES = {
  ...MEDIA.en,
  /** 'This file type (video/x-msvideo) is not supported. Use an MP4 or MOV video.' */
  videoType: (type: string) => sayIn('en', say(MEDIA.code.videoType, { type })),
};

/** One image variant: URLs of its WebP and AVIF files and its size in pixels. */
const ImageVariantSchema = z.object({
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
    .string({ error: FIELDS.code.httpUrl })
    .trim()
    .overwrite(normalizeLink)
    .max(2048, FIELDS.code.urlTooLong)
    .refine((v) => isHttpUrl(v), FIELDS.code.httpUrl),
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
const TMP_ID_PATTERN = /^tmp_[a-f0-9]{32}$/;


/** `POST /admin/media/transcode` with the defaults the existing client expects. */
export const TranscodeBody = z.object({
  tmpPath: z.string({ error: MEDIA.code.tmpPathMissing }).regex(TMP_ID_PATTERN, MEDIA.code.tmpPathInvalid),
  posterAt: z.coerce.number({ error: MEDIA.code.posterAtNumber }).min(0, MEDIA.code.posterAtRange).max(600, MEDIA.code.posterAtRange).default(1),
  crf: z.coerce.number({ error: MEDIA.code.crfInteger }).int(MEDIA.code.crfInteger).min(14, MEDIA.code.crfRange).max(35, MEDIA.code.crfRange).default(22),
  maxWidth: z.coerce.number({ error: MEDIA.code.maxWidthInteger }).int(MEDIA.code.maxWidthInteger).min(320, MEDIA.code.maxWidthRange).max(3840, MEDIA.code.maxWidthRange).default(1920),
  preset: z.enum(PRESETS, { error: MEDIA.code.preset }).default('veryfast'),
  /** A name for the library (the uploaded file's name); never used as a path. */
  label: z.string().trim().max(200, FIELDS.code.maxChars).optional(),
});

export const TranscodeResultSchema = z.object({ ok: z.literal(true), assetId: z.number().int() });

/** Where an asset is in its life. */
const ASSET_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;

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

/** `GET /admin/media/assets`. */
export const AssetListSchema = z.object({
  items: z.array(MediaAssetSchema),
  ffmpeg: FfmpegInfoSchema,
  hero: z.object({ videoUrl: z.string(), posterUrl: z.string() }),
});
export type AssetList = z.infer<typeof AssetListSchema>;

/** `POST /admin/media/set-hero`. */
export const SetHeroBody = z.object({
  assetId: z.coerce.number({ error: MEDIA.code.assetId }).int(MEDIA.code.assetId).positive(MEDIA.code.assetId),
});

/** `POST /admin/media/set-hero-image`: the `src` an image upload answered. */
export const SetHeroImageBody = z.object({
  src: z.string({ error: MEDIA.code.src }).trim().min(1, MEDIA.code.src).max(2048),
});

/** The hero video settings after set-hero or clear-hero. */
export const HeroResultSchema = z.object({
  ok: z.literal(true),
  heroVideoUrl: z.string(),
  heroVideoPosterUrl: z.string(),
});
export type HeroResult = z.infer<typeof HeroResultSchema>;
