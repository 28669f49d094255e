// heic-decode ships no types: what src/media/heif-decode.part.ts uses of it.
declare module 'heic-decode' {
  /** Decodes the primary image of a HEIC/HEIF buffer into RGBA. */
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
