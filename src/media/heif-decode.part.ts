import decodeHeic from 'heic-decode';

// HEIC/HEIF photos (what iPhones take) coded in HEVC: the prebuilt sharp's libheif has no HEVC
// decoder and the bundled ffmpeg (a 2018 build) cannot read HEIF, so they are decoded by libheif
// itself, compiled to WebAssembly (libheif-js through heic-decode): no native code to ship or
// build, the same on every machine and inside the single executable. libheif applies the file's
// transformations (irot, imir, clap), so the pixels come out upright. A lazy part
// (scripts/lazy-parts.ts): its 2 MB are loaded by the first HEIC upload, never by a start.
// Import it with `await import('./heif-decode.part')` only.

/** Decoded pixels: 8-bit RGB, or RGBA when the picture has transparency. */
export interface HeifPixels {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Buffer;
}

/** Decodes the primary image of a HEIF file; throws when it does not decode. */
export async function decodeHeif(file: Uint8Array): Promise<HeifPixels> {
  const { width, height, data } = await decodeHeic({ buffer: file });
  const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // libheif always hands RGBA; an opaque photo keeps three channels (a JPEG master, smaller variants).
  let opaque = true;
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] !== 255) {
      opaque = false;
      break;
    }
  }
  if (!opaque) return { width, height, channels: 4, data: rgba };
  const rgb = Buffer.allocUnsafe(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  return { width, height, channels: 3, data: rgb };
}
