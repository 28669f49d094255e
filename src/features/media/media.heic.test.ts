import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heifEnc, jpegToHeic, withRotation } from '../../test/heif-fixtures';
import { multipart } from '../../test/media-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// iPhone photos: a HEIC made by a real HEIF encoder (heif-enc, x265), with the camera's EXIF (GPS,
// make, model) and XMP, turned by an `irot` transformation as a phone writes it, is accepted
// wherever an image is asked, stored upright and without any of its metadata, as WebP and AVIF.

const encoder = heifEnc();
let t: TestApp;
let token: string;
let heic: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  if (!encoder) return;
  // 1200×800, red over the top half: turned 90° anticlockwise, the red is on the left of an 800×1200 picture.
  const red = await sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 220, g: 20, b: 20 } } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 20, b: 220 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>secret-xmp-person</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
    .toBuffer();
  heic = withRotation(jpegToHeic(jpeg), 1);
}, 320_000);
afterAll(() => t.close());

const fileOfUrl = (url: string) => path.join(t.dataDir, 'tenants', 'default', 'media', url.replace(/^\/media\//, ''));
const upload = (url: string, opts: { token?: string } = {}) => {
  const { payload, headers } = multipart({ filename: 'IMG_4021.HEIC', contentType: 'image/heic', data: heic });
  return t.call({ method: 'POST', url, payload, headers, token: opts.token ?? token });
};
/** The colour of a pixel, as r,g,b. */
const pixel = async (file: string, x: number, y: number) => {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
};

describe.skipIf(!encoder)('HEIC photos', () => {
  it('the fixture is what a phone writes: HEVC, with EXIF (GPS) and XMP, and a rotation', async () => {
    expect(heic.toString('latin1', 4, 12)).toBe('ftypheic');
    const meta = await sharp(heic).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'hevc' });
    expect(meta.exif).toBeDefined();
    expect(heic.includes('secret-xmp-person')).toBe(true);
    expect(heic.includes('irot')).toBe(true);
  });

  it('is stored upright as WebP and AVIF variants and a JPEG master, with no metadata left', async () => {
    const res = await upload('/upload/image');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.src).toMatch(/^\/media\/img\/[a-f0-9]{24}-master\.jpg$/);
    expect([body.width, body.height]).toEqual([800, 1200]);
    expect(body.variants.md).toMatchObject({ width: 800, height: 1200 });
    const files = [body.src, ...['thumb', 'md', 'xl'].flatMap((v) => [body.variants[v].webp, body.variants[v].avif])];
    for (const url of files) {
      const file = fileOfUrl(url);
      const meta = await sharp(file).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.iptc, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      const bytes = fs.readFileSync(file);
      for (const secret of ['secret-owner', 'secret-xmp-person', 'iPhone', 'Apple']) expect(bytes.includes(secret), `${url} ${secret}`).toBe(false);
    }
    // Upright: the top of the photo (red) is on the left once the irot turn is applied.
    const md = fileOfUrl(body.variants.md.webp);
    const [left, right] = [await pixel(md, 40, 600), await pixel(md, 760, 600)];
    expect(left[0]).toBeGreaterThan(180);
    expect(left[2]).toBeLessThan(80);
    expect(right[2]).toBeGreaterThan(180);
    // The HEIC itself is not kept: no file of the tenant is one.
    const all = fs.readdirSync(path.dirname(md));
    expect(all.some((f) => f.endsWith('.heic') || f.endsWith('.heif'))).toBe(false);
  });

  it('is accepted by the admin upload of the media library and by a coach invite', async () => {
    const admin = await upload('/admin/media/upload-image');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().url).toMatch(/-master\.jpg$/);
    const invite = (await t.call({ method: 'POST', url: '/content/admin/coach-invite', token, payload: { coachName: 'Sam Ortiz', coachEmail: 'sam@example.org' } })).json();
    const coach = await upload(`/content/public/coach-invite/${invite.token}/upload-image`, { token: '' });
    expect(coach.statusCode).toBe(200);
    expect(coach.json().variants.thumb.webp).toMatch(/\.webp$/);
  });

  it('refuses a HEIC that does not decode, as any broken image', async () => {
    const broken = Buffer.from(heic.subarray(0, Math.floor(heic.length * 0.7)));
    const { payload, headers } = multipart({ filename: 'broken.heic', contentType: 'image/heic', data: broken });
    const res = await t.call({ method: 'POST', url: '/upload/image', payload, headers, token });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('not_an_image');
  });
});
