import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { getFfmpeg } from '../media/video';
import { type TranscodeEvent, transcodeEvents } from '../features/media';

// Media fixtures made by the tests themselves: sharp draws images, ffmpeg renders test clips.

/** A JPEG of two colour halves (red left, blue right), optionally with EXIF GPS and an orientation. */
export async function makeJpeg(opts: { width: number; height: number; gps?: boolean; orientation?: number; quality?: number }): Promise<Buffer> {
  const { width, height } = opts;
  const half = Math.floor(width / 2);
  const img = sharp({ create: { width, height, channels: 3, background: '#d11f1f' } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: '#1f3fd1' } }, left: half, top: 0 },
  ]);
  let jpeg = sharp(await img.png().toBuffer()).jpeg({ quality: opts.quality ?? 90 });
  if (opts.gps) {
    jpeg = jpeg.withExif({
      IFD0: { Make: 'FixtureCam', Model: 'Secret Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 700/100' },
    });
  }
  if (opts.orientation) jpeg = jpeg.withMetadata({ orientation: opts.orientation });
  return jpeg.toBuffer();
}

/** A small PNG (well under 700 KB, no metadata). */
export function makePng(width = 200, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 16, g: 185, b: 129, alpha: 0.8 } } }).png().toBuffer();
}

/** Renders a test clip with ffmpeg's testsrc (and a tone, so there is an audio track to drop). */
export async function makeClip(file: string, opts: { seconds?: number; size?: string; rate?: number; format?: 'mp4' | 'mov' | 'avi' } = {}): Promise<void> {
  const ff = await getFfmpeg();
  if (!ff.path) throw new Error('no ffmpeg for the fixtures');
  const args = [
    '-hide_banner', '-nostdin', '-loglevel', 'error',
    '-f', 'lavfi', '-i', `testsrc=size=${opts.size ?? '640x360'}:rate=${opts.rate ?? 25}`,
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-t', String(opts.seconds ?? 2),
    '-pix_fmt', 'yuv420p',
    ...(opts.format === 'avi' ? ['-c:v', 'mpeg4'] : ['-c:v', 'libx264', '-preset', 'ultrafast']),
    '-c:a', opts.format === 'avi' ? 'pcm_s16le' : 'aac',
    '-metadata', 'location=+48.8584+002.2945/',
    '-f', opts.format ?? 'mp4', '-y', file,
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(ff.path!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg fixture failed: ${err}`))));
  });
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipart(file: { field?: string; filename: string; contentType: string; data: Buffer } | null, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fixture${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Follows the transcode queue's events from now on (subscribe before starting the transcodes):
 * `settled` resolves when an asset's row is final, `progress` lists the percentages it reported.
 */
export function watchTranscodes(tenantId = 'default'): { settled(assetId: number): Promise<'ready' | 'failed'>; progress(assetId: number): number[]; close(): void } {
  const done = new Map<number, 'ready' | 'failed'>();
  const waiting = new Map<number, (status: 'ready' | 'failed') => void>();
  const steps = new Map<number, number[]>();
  const listen = (message: unknown): void => {
    const event = message as TranscodeEvent;
    if (event.tenantId !== tenantId) return;
    if (event.kind === 'progress') {
      steps.set(event.assetId, [...(steps.get(event.assetId) ?? []), event.percent]);
      return;
    }
    done.set(event.assetId, event.status);
    waiting.get(event.assetId)?.(event.status);
  };
  transcodeEvents.subscribe(listen);
  return {
    settled: (assetId) => {
      const status = done.get(assetId);
      return status ? Promise.resolve(status) : new Promise((resolve) => waiting.set(assetId, resolve));
    },
    progress: (assetId) => steps.get(assetId) ?? [],
    close: () => transcodeEvents.unsubscribe(listen),
  };
}
