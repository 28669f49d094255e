import fsp from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type SharpModule from 'sharp';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import { coverCrop, type FocalPoint } from '../shared/focal-point';
import { IMAGE_DIR, removeQuietly, sha256File, shortHash, tempFile } from './paths';
import type { TenantMedia } from './store/media-store';

// The only module that uses sharp. Every knob below says why it is set.

let loaded: Promise<typeof SharpModule> | undefined;
/** sharp's memory cache in MiB (src/memory-budget.ts sizes it from the server's memory limit). */
let cacheMiB = 32;

/** Sets the memory sharp may keep between operations, in MiB (before or after it is loaded). */
export function setImageCacheMiB(mib: number): void {
  cacheMiB = mib;
  void loaded?.then((sharp) => sharp.cache({ files: 0, items: 20, memory: cacheMiB }));
}
/**
 * sharp, loaded with the first image: libvips costs ~20 MiB of memory and ~60 ms at every start
 * (measured on the single executable), and most starts of the program never touch an image.
 */
function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // sharp keeps recently opened files and operations in a cache; uploads are unique and their temp
    // files are deleted right after, so holding them open (and their memory) buys nothing here.
    sharp.cache({ files: 0, items: 20, memory: cacheMiB });
    return sharp;
  });
  return loaded;
}

/** Largest image upload, in bytes. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** An original at or under this size is kept as the master when it is safe to keep. */
const KEEP_ORIGINAL_MAX_BYTES = 700 * 1024;
/** Variant widths: a card thumbnail, a phone-width image, a full-screen image. Never upscaled. */
export const IMAGE_VARIANTS = { thumb: 320, md: 960, xl: 1920 } as const;
export type VariantName = keyof typeof IMAGE_VARIANTS;
/** The optimised master fits in this box: sharp on a 4K screen, far lighter than a 12 MP photo. */
const MASTER_MAX_EDGE = 2560;

/** Image types accepted by content (magic bytes), with the extension of a kept original. */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/tiff': 'tiff',
  // iPhone photos. Never served as they are (browsers other than Safari do not show them).
  'image/heic': 'heic',
  'image/heif': 'heif',
};
/** HEIF containers: AVIF inside one decodes in sharp, HEVC (an iPhone's HEIC) in libheif's WebAssembly build. */
const HEIF_TYPES = new Set(['image/heic', 'image/heif']);
/**
 * The largest HEVC photo decoded: 64 MP covers a 48 MP phone camera; the WebAssembly decoder holds
 * the whole picture (and its YUV planes) in memory, ~0.5 GB at this size.
 */
const HEVC_MAX_PIXELS = 64_000_000;
/** Types every browser shows, so an original of that type can be served as is. */
const BROWSER_SAFE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** The HEIF decoder, loaded with the first HEVC photo (a lazy part: src/media/heif-decode.part.ts). */
const heifPart = () => import('./heif-decode.part');

/** Options for every decode of untrusted input. */
const INPUT: SharpOptions = {
  // Refuse broken files (a truncated JPEG, corrupt data) instead of serving half a picture.
  failOn: 'error',
  // 100 MP is well above any phone camera (~50 MP) and caps the memory a crafted header can demand.
  limitInputPixels: 100_000_000,
  // Only the first frame of an animated GIF/WebP: variants are still pictures.
  pages: 1,
};
/** A pathological file must not hold a libvips thread forever. */
const TIMEOUT = { seconds: 30 };

/** The upload is not an image sharp can decode (or not an accepted type). */
export class NotAnImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAnImageError';
  }
}

/** The accepted image MIME type of the first bytes of a file, else undefined. */
export async function sniffImageType(head: Uint8Array): Promise<string | undefined> {
  const t = await fileTypeFromBuffer(head);
  return t && t.mime in ACCEPTED ? t.mime : undefined;
}

/** One stored variant: relative paths of the WebP and AVIF files and the pixel size. */
export interface StoredVariant {
  webp: string;
  avif: string;
  width: number;
  height: number;
}

/** What `storeImage` wrote (paths relative to the media root). */
export interface StoredImage {
  sha256: string;
  /** The master: the original when kept, else an optimised copy. */
  src: string;
  width: number;
  height: number;
  originalKept: boolean;
  variants: Record<VariantName, StoredVariant>;
  /** Every file written, for the media table (backups check they exist). */
  files: string[];
  bytes: number;
}

/** True when an original may be served as is: small, browser-safe, nothing to strip or rotate. */
function canKeepOriginal(mime: string, size: number, meta: Metadata): boolean {
  if (size > KEEP_ORIGINAL_MAX_BYTES || !BROWSER_SAFE.has(mime)) return false;
  // EXIF (GPS, camera serial), XMP, IPTC and PNG text chunks can identify a minor: re-encode instead.
  if (meta.exif || meta.xmp || meta.iptc || (meta.comments?.length ?? 0) > 0) return false;
  // A rotated original would show sideways where EXIF orientation is ignored.
  return !meta.orientation || meta.orientation === 1;
}

/**
 * A HEVC-coded HEIF photo as raw pixels for sharp: decoded by libheif (WebAssembly), which applies
 * the file's rotation and mirroring, so no EXIF orientation is applied on top (as libvips does for
 * HEIF); the EXIF and XMP blocks stay behind in the file, as every other format's do.
 */
async function hevcSource(sharp: typeof SharpModule, input: string, meta: Metadata): Promise<Sharp> {
  if ((meta.width ?? 0) * (meta.height ?? 0) > HEVC_MAX_PIXELS) throw new NotAnImageError(`too many pixels for a HEIC photo (${meta.width}x${meta.height})`);
  const { decodeHeif } = await heifPart();
  const pixels = await decodeHeif(await fsp.readFile(input));
  return sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels }, limitInputPixels: HEVC_MAX_PIXELS });
}

/** Writes one encoded output under a temp name, then hands it to the store as `rel`. */
async function writeOutput(media: TenantMedia, pipeline: Sharp, rel: string): Promise<{ rel: string; bytes: number; width: number; height: number }> {
  const ext = rel.slice(rel.lastIndexOf('.'));
  const tmp = await tempFile(media.workDir, 'img', ext);
  try {
    const info = await pipeline.timeout(TIMEOUT).toFile(tmp);
    await media.put(rel, tmp);
    return { rel, bytes: info.size, width: info.width, height: info.height };
  } catch (err) {
    await removeQuietly(tmp);
    throw err;
  }
}

/**
 * Stores an uploaded image: checks its type by magic bytes and that it decodes, applies the EXIF
 * orientation, strips every metadata block, and writes thumb/md/xl in WebP and AVIF plus a master
 * (the original when it is small and clean, else an optimised copy). Names come from the content
 * hash, so the same picture uploaded twice lands on the same files. `input` is left in place.
 */
export async function storeImage(media: TenantMedia, input: string): Promise<StoredImage> {
  const sharp = await loadSharp();
  const type = await fileTypeFromFile(input);
  if (!type || !(type.mime in ACCEPTED)) throw new NotAnImageError(`not an accepted image type (${type?.mime ?? 'unknown'})`);
  const [digest, stat] = await Promise.all([sha256File(input), fsp.stat(input)]);
  const name = shortHash(digest);

  let meta: Metadata;
  try {
    meta = await sharp(input, INPUT).metadata();
  } catch (err) {
    throw new NotAnImageError(`unreadable header: ${(err as Error).message}`);
  }
  if (!meta.width || !meta.height) throw new NotAnImageError('no dimensions');
  const keep = canKeepOriginal(type.mime, stat.size, meta);

  // Decode once: rotate upright, shrink into the master's box (JPEG shrink-on-load makes this the
  // cheap part), convert to sRGB 8-bit. Every output is then encoded from these pixels, so a 12 MP
  // photo is decoded one time instead of seven. Without withMetadata(), nothing of EXIF/XMP/ICC
  // survives into the outputs.
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const hevc = HEIF_TYPES.has(type.mime) && meta.compression === 'hevc';
    decoded = await (hevc ? await hevcSource(sharp, input, meta) : sharp(input, INPUT).autoOrient())
      .resize({ width: MASTER_MAX_EDGE, height: MASTER_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .timeout(TIMEOUT)
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new NotAnImageError(`does not decode: ${(err as Error).message}`);
  }
  const { data, info } = decoded;
  const hasAlpha = info.channels === 4 || info.channels === 2;
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const scaled = (width: number) => (width < info.width ? pixels().resize({ width, kernel: 'lanczos3' }) : pixels());

  const jobs: Array<Promise<{ rel: string; bytes: number; width: number; height: number }>> = [];
  const variantJobs = {} as Record<VariantName, { webp: number; avif: number }>;
  for (const [variant, width] of Object.entries(IMAGE_VARIANTS) as Array<[VariantName, number]>) {
    const w = Math.min(width, info.width);
    const base = `${IMAGE_DIR}/${name}-${variant}`;
    variantJobs[variant] = {
      // WebP q78, effort 4: visually clean photos at about a third of a JPEG's size; effort 4 is
      // libwebp's default speed/size balance.
      webp: jobs.push(writeOutput(media, scaled(w).webp({ quality: 78, effort: 4, alphaQuality: 90 }), `${base}.webp`)) - 1,
      // AVIF q50 with 4:2:0 chroma: another ~30% under WebP for photos. Effort 2 (of 0–9) keeps a
      // 12 MP upload within the time budget on two cores; higher efforts gain a few % for 2–4× time.
      avif: jobs.push(writeOutput(media, scaled(w).avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }), `${base}.avif`)) - 1,
    };
  }

  let masterIndex = -1;
  let master: { rel: string; bytes: number; width: number; height: number };
  if (keep) {
    master = { rel: `${IMAGE_DIR}/${name}-orig.${ACCEPTED[type.mime]}`, bytes: stat.size, width: meta.width, height: meta.height };
  } else {
    // The optimised master: JPEG for opaque photos (every client shows it; mozjpeg's trellis
    // quantisation saves ~10% at the same quality), WebP when there is transparency to keep.
    const pipeline = hasAlpha ? pixels().webp({ quality: 85, effort: 4 }) : pixels().jpeg({ quality: 82, mozjpeg: true });
    masterIndex = jobs.push(writeOutput(media, pipeline, `${IMAGE_DIR}/${name}-master.${hasAlpha ? 'webp' : 'jpg'}`)) - 1;
    master = { rel: '', bytes: 0, width: 0, height: 0 };
  }

  const settled = await Promise.allSettled(jobs);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    // All or nothing: the outputs that did finish are removed with the failure.
    for (const s of settled) if (s.status === 'fulfilled') await media.delete(s.value.rel);
    throw (failed as PromiseRejectedResult).reason;
  }
  const results = settled.map((s) => (s as PromiseFulfilledResult<{ rel: string; bytes: number; width: number; height: number }>).value);

  if (keep) {
    // Copied rather than moved: the caller owns `input` and removes it.
    const tmp = await tempFile(media.workDir, 'img', `.${ACCEPTED[type.mime]}`);
    try {
      await fsp.copyFile(input, tmp);
      await media.put(master.rel, tmp);
    } catch (err) {
      await removeQuietly(tmp);
      throw err;
    }
  } else {
    master = results[masterIndex]!;
  }

  const variants = {} as Record<VariantName, StoredVariant>;
  for (const [variant, idx] of Object.entries(variantJobs) as Array<[VariantName, { webp: number; avif: number }]>) {
    const webp = results[idx.webp]!;
    const avif = results[idx.avif]!;
    variants[variant] = { webp: webp.rel, avif: avif.rel, width: webp.width, height: webp.height };
  }
  const files = [master.rel, ...results.filter((_, i) => i !== masterIndex).map((r) => r.rel)];
  const bytes = master.bytes + results.filter((_, i) => i !== masterIndex).reduce((n, r) => n + r.bytes, 0);
  return { sha256: digest, src: master.rel, width: master.width, height: master.height, originalKept: keep, variants, files, bytes };
}

/**
 * Draws an SVG (our own art, never an upload) into a JPEG file, ready for `storeImage` like any
 * upload. JPEG q90 without metadata: quick to encode and decode, small enough to be kept as the
 * master, and flat art shows no visible loss at that quality.
 */
export async function rasterizeSvg(svg: string, file: string): Promise<void> {
  const sharp = await loadSharp();
  await sharp(Buffer.from(svg), { failOn: 'error' }).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).timeout(TIMEOUT).toFile(file);
}

/** Size of a link-preview image: the 1.91:1 box Open Graph and X (Twitter) large cards show uncropped. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * Draws a share card: the photo (when given, a file already inside the tenant's media folder)
 * cropped to fill the card, the SVG on top, as a JPEG. JPEG because a photo card as PNG weighs
 * ~1 MB and previews are fetched over phone networks; 4:4:4 chroma keeps the text edges crisp.
 */
export async function renderCardJpeg(svg: string, photoFile?: string, focus?: FocalPoint): Promise<Buffer> {
  const sharp = await loadSharp();
  const overlay = Buffer.from(svg);
  const base = photoFile
    ? focus
      ? await focusedCover(sharp, photoFile, focus)
      : sharp(photoFile, INPUT).timeout(TIMEOUT).rotate().resize(CARD_SIZE.width, CARD_SIZE.height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { ...CARD_SIZE, channels: 3, background: '#0f172a' } });
  return base.composite([{ input: overlay, top: 0, left: 0 }]).jpeg({ quality: 86, chromaSubsampling: '4:4:4', mozjpeg: true }).toBuffer();
}

/** A photo cropped to the card's size around the family's focal point, as the page's `object-position` crops it. */
async function focusedCover(sharp: typeof SharpModule, photoFile: string, focus: FocalPoint): Promise<Sharp> {
  // Raw pixels between the steps: sharp crops before it resizes within one pipeline.
  const { data, info } = await sharp(photoFile, INPUT).timeout(TIMEOUT).rotate().raw().toBuffer({ resolveWithObject: true });
  const crop = coverCrop(info.width, info.height, CARD_SIZE.width, CARD_SIZE.height, focus);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const scaled = await sharp(data, raw).resize(crop.scaledWidth, crop.scaledHeight, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: scaled.info.channels } }).extract({ left: crop.left, top: crop.top, width: CARD_SIZE.width, height: CARD_SIZE.height });
}

/**
 * Encodes a hero video's poster frame (a file ffmpeg extracted from our own transcode) as WebP.
 * The poster is the first and largest thing a phone paints: a 1920x1080 frame is about 50 KB as
 * ffmpeg's JPEG and 20 KB as WebP q75, shown under the hero's shade where the difference is not
 * visible. sharp writes no metadata unless asked.
 */
export async function encodePosterWebp(frame: string, file: string): Promise<void> {
  const sharp = await loadSharp();
  await sharp(frame, INPUT).timeout(TIMEOUT).webp({ quality: 75 }).toFile(file);
}
