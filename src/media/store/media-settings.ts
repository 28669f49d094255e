import { z } from 'zod';
import { LocalMediaStore, type MediaStore } from './media-store';
import { parseMediaUrl } from './media-url';
import { S3MediaStore } from './s3-media-store';

const MediaUrlSchema = z.string().superRefine((url, ctx) => {
  try {
    parseMediaUrl(url);
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message });
  }
});

/**
 * Where media go, as `serve --media`, `MEDIA_URL` or the config file's `media` give it: an s3:// URL,
 * or in the config file an object with the URL and what the standard AWS variables would otherwise
 * say. Always answered as the object form, so the sources merge field by field.
 */
export const MediaSettingsSchema = z
  .union([
    MediaUrlSchema,
    z
      .object({
        url: MediaUrlSchema,
        endpoint: z.url({ protocol: /^https?$/ }).optional(),
        region: z.string().min(1).optional(),
        forcePathStyle: z.boolean().optional(),
        accessKeyId: z.string().min(1).optional(),
        secretAccessKey: z.string().min(1).optional(),
      })
      .strict()
      .refine((o) => !o.accessKeyId === !o.secretAccessKey, { message: 'accessKeyId and secretAccessKey go together' }),
  ])
  .transform((v) => (typeof v === 'string' ? { url: v } : v));
export type MediaSettings = z.infer<typeof MediaSettingsSchema>;

/** The media store a server uses: the bucket when `media` is set, else the data folder. */
export function createMediaStore(dataDir: string, media: MediaSettings | undefined, env: NodeJS.ProcessEnv = process.env): MediaStore {
  if (!media) return new LocalMediaStore(dataDir);
  const { url, ...settings } = media;
  return new S3MediaStore(dataDir, parseMediaUrl(url), settings, env);
}
