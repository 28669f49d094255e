import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heifEnc, jpegToHeic, withRotation } from '../../src/test/heif-fixtures';
import { BUILT_EXE, ensureExecutable, login, runExe, startExeServer, type ExeServer } from './exe-harness';

// An iPhone photo uploaded to the single executable alone in an empty folder: the HEIF decoder
// (libheif in WebAssembly, a lazy part) is inside it, as sharp is, so the HEIC becomes upright WebP
// and AVIF variants without any of the camera's metadata. The HEIC is made by Debian's heif-enc.

const encoder = heifEnc();
let tmp: string;
let server: ExeServer | undefined;

beforeAll(() => {
  if (!encoder) return;
  ensureExecutable();
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-exe-heic-')));
});

afterAll(async () => {
  await server?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!encoder)('a HEIC photo uploaded to the single executable', () => {
  it('is decoded, turned upright and stored as WebP and AVIF without metadata', async () => {
    const work = path.join(tmp, 'site');
    fs.mkdirSync(work);
    const exe = path.join(work, 'athlete-site');
    fs.copyFileSync(BUILT_EXE, exe);
    fs.chmodSync(exe, 0o755);
    fs.mkdirSync(path.join(tmp, 'home'));
    const env = { PATH: '/usr/bin:/bin', HOME: path.join(tmp, 'home') };
    const data = path.join(work, 'data');
    const demo = await runExe(exe, ['demo', '--data', data], { cwd: work, env });
    expect(demo.code).toBe(0);
    const email = /e-mail:\s+(\S+)/.exec(demo.stdout)![1]!;
    const password = /password:\s+(\S+)/.exec(demo.stdout)![1]!;
    server = await startExeServer(exe, data, { cwd: work, env });
    const token = await login(server.url, 'default', email, password);

    // 900×600, green over the top third; turned a quarter anticlockwise by irot, the green is on the left.
    const band = await sharp({ create: { width: 900, height: 200, channels: 3, background: { r: 20, g: 200, b: 40 } } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 30, b: 30 } } })
      .composite([{ input: band, left: 0, top: 0 }])
      .jpeg()
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1' } })
      .toBuffer();
    const heic = withRotation(jpegToHeic(jpeg), 1);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(heic)], { type: 'image/heic' }), 'IMG_0001.HEIC');
    const uploaded = await fetch(`${server.url}/upload/image`, { method: 'POST', headers: { 'x-tenant-id': 'default', authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status, server.log()).toBe(200);
    const image = (await uploaded.json()) as { width: number; height: number; variants: Record<'thumb' | 'md' | 'xl', { webp: string; avif: string; width: number }> };
    expect([image.width, image.height]).toEqual([600, 900]);
    for (const v of Object.values(image.variants)) {
      for (const [url, format] of [[v.webp, 'webp'], [v.avif, 'heif']] as const) {
        const res = await fetch(`${server!.url}${url}`, { headers: { 'x-tenant-id': 'default' } });
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta).toMatchObject({ format, width: v.width });
        expect([meta.exif, meta.xmp, meta.orientation ?? 1], url).toEqual([undefined, undefined, 1]);
        expect(bytes.includes('iPhone'), url).toBe(false);
      }
    }
    const md = await fetch(`${server.url}${image.variants.md.webp}`, { headers: { 'x-tenant-id': 'default' } });
    const { data: px, info } = await sharp(Buffer.from(await md.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => px[(y * info.width + x) * info.channels + 1]!;
    // Green on the left (the photo's top), dark on the right.
    expect(at(10, Math.floor(info.height / 2))).toBeGreaterThan(150);
    expect(at(info.width - 10, Math.floor(info.height / 2))).toBeLessThan(80);
  });
});
