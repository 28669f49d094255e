import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

// The files the single executable carries but cannot use from inside itself (native addons,
// libvips, ffmpeg, the built UI, the program and its lazy parts) travel as one SEA asset: a "pack"
// of brotli-compressed files laid end to end, described by a JSON index (a second asset). Brotli
// roughly halves ffmpeg and libvips, which keeps the executable well under its size budget; they
// are unpacked once per version.

/** The SEA asset keys. */
export const PACK_INDEX_ASSET = 'pack-index.json';
export const PACK_DATA_ASSET = 'pack.bin';

/** One file in the pack. `path` is relative to the extraction folder, with forward slashes. */
export interface PackEntry {
  path: string;
  /** Where its stored bytes are in the pack, and how they are stored. */
  offset: number;
  length: number;
  encoding: 'br' | 'raw';
  /** The unpacked file: size, SHA-256 and mode. */
  size: number;
  sha256: string;
  mode: number;
}

/** The pack's index. `key` names the extraction folder: it changes whenever any file does. */
export interface PackIndex {
  version: string;
  key: string;
  files: PackEntry[];
  /** Native addons by package name, and the ffmpeg and Litestream binaries: paths inside the extraction folder. */
  addons: Record<string, string>;
  ffmpeg: string;
  /** Absent in packs built before replication existed. */
  litestream?: string;
  publicDir: string;
  swaggerUiDir: string;
  /** The program (src/sea/sea-app.ts, run by src/sea/sea-main.ts) and its lazy parts (`<partsDir>/<name>.cjs`, scripts/lazy-parts.ts). */
  app: string;
  partsDir: string;
  /** The built-in modules the program requires (`node:` ids), loaded before the tier-up flags are set (src/sea/v8-flags.ts). */
  builtins: string[];
}

/** A file to put in the pack. */
export interface PackInput {
  path: string;
  data: Buffer;
  mode: number;
}

/** Already-compressed files (precompressed UI, images) are stored as they are. */
const STORED = /\.(gz|br|png|jpe?g|webp|avif|woff2?|mp4|webm)$/;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Builds the pack and its index (at packaging time). */
export function buildPack(inputs: PackInput[], meta: Omit<PackIndex, 'key' | 'files'>): { index: PackIndex; data: Buffer } {
  const chunks: Buffer[] = [];
  const files: PackEntry[] = [];
  let offset = 0;
  for (const input of [...inputs].sort((a, b) => a.path.localeCompare(b.path))) {
    const raw = STORED.test(input.path);
    const stored = raw
      ? input.data
      : zlib.brotliCompressSync(input.data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.data.length } });
    files.push({ path: input.path, offset, length: stored.length, encoding: raw ? 'raw' : 'br', size: input.data.length, sha256: sha256(input.data), mode: input.mode });
    chunks.push(stored);
    offset += stored.length;
  }
  const key = sha256(Buffer.from(JSON.stringify({ ...meta, files }))).slice(0, 16);
  return { index: { ...meta, key, files }, data: Buffer.concat(chunks) };
}

/** Unpacks one file and checks it against its SHA-256; throws on a mismatch. */
export function unpackEntry(pack: Buffer, entry: PackEntry): Buffer {
  const stored = pack.subarray(entry.offset, entry.offset + entry.length);
  const data = entry.encoding === 'br' ? zlib.brotliDecompressSync(stored) : Buffer.from(stored);
  if (data.length !== entry.size || sha256(data) !== entry.sha256) {
    throw new Error(`The packed file ${entry.path} is damaged (size or checksum differs): the executable is corrupt, download it again.`);
  }
  return data;
}
