import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from '../../media/video';
import { makeClip, multipart, watchTranscodes } from '../../test/media-fixtures';
import { createTestApp, makeTempDir, type TestApp } from '../../test/test-app';
import { MEDIA_MESSAGES } from './media.schema';

let t: TestApp;
let token: string;
const tmp = makeTempDir('media-video-');
let clip: Buffer;
// Subscribed before any transcode starts, so no event is missed.
const transcodes = watchTranscodes();

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  // A 2 s 640×360 clip with an audio track and a location tag (both must be dropped).
  await makeClip(path.join(tmp.dir, 'clip.mp4'), { seconds: 2, size: '640x360' });
  clip = fs.readFileSync(path.join(tmp.dir, 'clip.mp4'));
}, 60_000);
afterAll(async () => {
  transcodes.close();
  await t.close();
  tmp.cleanup();
});

const root = () => path.join(t.dataDir, 'tenants', 'default', 'media');
const listFiles = (dir: string): string[] => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort() : []);
const uploadVideo = (data: Buffer, filename = 'run.mp4', contentType = 'video/mp4', extra: Record<string, string> = {}) => {
  const { payload, headers } = multipart({ filename, contentType, data });
  return t.call({ method: 'POST', url: '/admin/media/upload', payload, headers: { ...headers, ...extra }, token });
};
const transcode = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/admin/media/transcode', payload, token });
const getAsset = async (id: number) => (await t.call({ method: 'GET', url: `/admin/media/assets/${id}`, token })).json();

/** Waits for the queue's event that an asset's row is final; answers the row and the progress it reported. */
async function waitForAsset(id: number): Promise<{ asset: Record<string, unknown>; seen: number[] }> {
  await transcodes.settled(id);
  return { asset: await getAsset(id), seen: transcodes.progress(id) };
}

describe('ffmpeg report', () => {
  it('GET /healthz says which ffmpeg transcodes (never its path)', async () => {
    const body = (await t.call({ method: 'GET', url: '/healthz' })).json();
    expect(body.ffmpeg).toEqual({ source: expect.stringMatching(/^(FFMPEG_PATH|PATH|@ffmpeg-installer\/linux-x64)$/), version: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('/node_modules/');
  });
});

describe('hero video upload', () => {
  it('streams an MP4 to a temp file and answers an opaque id, never a path', async () => {
    const res = await uploadVideo(clip);
    expect(res.statusCode).toBe(200);
    const { ok, tmpPath } = res.json();
    expect(ok).toBe(true);
    expect(tmpPath).toMatch(/^tmp_[a-f0-9]{32}$/);
    expect(tmpPath).not.toContain('/');
    const waiting = listFiles(path.join(root(), '.tmp'));
    expect(waiting).toContain(`video-${tmpPath.slice(4)}`);
  });

  it('refuses another container by its content with its message, and keeps nothing', async () => {
    await makeClip(path.join(tmp.dir, 'clip.avi'), { seconds: 1, size: '160x120', format: 'avi' });
    const avi = fs.readFileSync(path.join(tmp.dir, 'clip.avi'));
    const before = listFiles(root());
    // Named .mp4 and declared video/mp4: the bytes decide.
    const res = await uploadVideo(avi, 'holiday.mp4', 'video/mp4');
    expect(res.statusCode).toBe(415);
    // English by default; the original client's French when the request asks for French.
    expect(res.json()).toEqual({ error: 'unsupported_media_type', message: 'This file type (video/x-msvideo) is not supported. Use an MP4 or MOV video.' });
    const french = await uploadVideo(avi, 'holiday.mp4', 'video/mp4', { 'accept-language': 'fr' });
    expect(french.json()).toEqual({ error: 'unsupported_media_type', message: 'Type non supporté (video/x-msvideo). Utilise MP4/MOV.' });
    const text = await uploadVideo(Buffer.from('just some text, not a video at all'), 'notes.txt', 'text/plain');
    expect(text.json().message).toBe(MEDIA_MESSAGES.videoType('text/plain'));
    expect(listFiles(root())).toEqual(before);
  });

  it('answers 400 without a file', async () => {
    const { payload, headers } = multipart(null);
    const res = await t.call({ method: 'POST', url: '/admin/media/upload', payload, headers, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.noFile);
  });
});

describe('transcoding', () => {
  it('makes a faststart H.264 MP4 without audio or metadata, and a poster, reporting progress', async () => {
    const { tmpPath } = (await uploadVideo(clip)).json();
    const res = await transcode({ tmpPath, maxWidth: 480 });
    expect(res.statusCode).toBe(200);
    const { ok, assetId } = res.json();
    expect(ok).toBe(true);
    // The answer comes at once: the work is queued.
    expect(['queued', 'processing']).toContain((await getAsset(assetId)).status);

    const { asset, seen } = await waitForAsset(assetId);
    expect(asset).toMatchObject({ status: 'ready', progress: 100, width: 480, height: 270, active: false });
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);
    expect(asset.videoUrl).toMatch(/^\/media\/video\/[a-f0-9]{24}\.mp4$/);
    expect(asset.posterUrl).toMatch(/^\/media\/video\/[a-f0-9]{24}-poster\.webp$/);
    expect(asset.durationMs as number).toBeGreaterThan(1900);

    const mp4 = path.join(root(), String(asset.videoUrl).replace('/media/', ''));
    const probe = await probeVideo(mp4);
    expect(probe).toMatchObject({ codec: 'h264', width: 480, height: 270 });
    const bytes = fs.readFileSync(mp4);
    // +faststart: the index (moov) comes before the media data (mdat).
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    // No audio track, no location tag.
    expect(bytes.includes(Buffer.from('soun'))).toBe(false);
    expect(bytes.includes(Buffer.from('+48.8584'))).toBe(false);
    const poster = fs.readFileSync(path.join(root(), String(asset.posterUrl).replace('/media/', '')));
    // A WebP of the video's size, with no metadata chunk (EXIF, XMP).
    expect(poster.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(poster.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(poster.includes(Buffer.from('EXIF'))).toBe(false);
    expect(poster.includes(Buffer.from('XMP '))).toBe(false);
    const served = await t.call({ method: 'GET', url: String(asset.posterUrl) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // Served with ranges, as a video element asks.
    const range = await t.call({ method: 'GET', url: String(asset.videoUrl), headers: { range: 'bytes=0-1023' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');

    // The upload is consumed: the same id cannot be transcoded twice, and no temp file is left.
    const again = await transcode({ tmpPath });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MEDIA_MESSAGES.uploadExpired);
    expect(listFiles(path.join(root(), '.tmp')).filter((f) => f.includes(tmpPath.slice(4)))).toEqual([]);

    // The library lists it, with the ffmpeg in use.
    const list = (await t.call({ method: 'GET', url: '/admin/media/assets', token })).json();
    expect(list.items.map((i: { id: number }) => i.id)).toContain(assetId);
    expect(list.ffmpeg.source).not.toBe('none');
    expect(list.ffmpeg.version).toBeTruthy();
  });

  it('marks a file that only looks like an MP4 as failed, with the reason, and serves nothing', async () => {
    // The right magic bytes (an ftyp box), then garbage: the upload passes, ffmpeg cannot read it.
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(20_000, 0x41)]);
    const up = await uploadVideo(fake);
    expect(up.statusCode).toBe(200);
    const videosBefore = listFiles(path.join(root(), 'video'));
    const { assetId } = (await transcode({ tmpPath: up.json().tmpPath })).json();
    const { asset } = await waitForAsset(assetId);
    expect(asset.status).toBe('failed');
    expect(String(asset.error).length).toBeGreaterThan(5);
    // The reason never shows server paths.
    expect(String(asset.error)).not.toContain(t.dataDir);
    expect(asset.videoUrl).toBeUndefined();
    expect(listFiles(path.join(root(), 'video'))).toEqual(videosBefore);
    // The job's input is removed just after the row turns failed.
    await expect.poll(() => listFiles(path.join(root(), '.tmp')), { timeout: 5_000 }).not.toContainEqual(expect.stringMatching(/^(transcode|poster|job)-/));
  });

  it.each([
    [{ tmpPath: '../../site.db' }, 'tmpPath'],
    [{ tmpPath: '/etc/passwd' }, 'tmpPath'],
    [{}, 'tmpPath'],
    [{ tmpPath: `tmp_${'a'.repeat(32)}`, crf: 60 }, 'crf'],
    [{ tmpPath: `tmp_${'a'.repeat(32)}`, maxWidth: 10_000 }, 'maxWidth'],
    [{ tmpPath: `tmp_${'a'.repeat(32)}`, preset: 'placebo; rm -rf /' }, 'preset'],
    [{ tmpPath: `tmp_${'a'.repeat(32)}`, posterAt: -1 }, 'posterAt'],
  ])('refuses %j with 400 on %s', async (payload, field) => {
    const res = await transcode(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(field);
  });

  it('answers 404 for an id that was never uploaded (or belongs to another tenant)', async () => {
    const { tmpPath } = (await uploadVideo(clip)).json();
    const other = await t.call({ method: 'POST', url: '/admin/media/transcode', payload: { tmpPath }, token: await t.login('other'), tenant: 'other' });
    expect(other.statusCode).toBe(404);
    expect((await transcode({ tmpPath: `tmp_${'0'.repeat(32)}` })).statusCode).toBe(404);
  });
});

describe('library', () => {
  it('keeps one card when the same clip is uploaded and transcoded again: the newest, Active if the clip is the hero', async () => {
    const first = (await transcode({ tmpPath: (await uploadVideo(clip)).json().tmpPath, label: 'First.mp4' })).json().assetId;
    const a = (await waitForAsset(first)).asset;
    expect((await t.call({ method: 'POST', url: '/admin/media/set-hero', token, payload: { assetId: first } })).statusCode).toBe(200);
    const second = (await transcode({ tmpPath: (await uploadVideo(clip)).json().tmpPath, label: 'Again.mp4' })).json().assetId;
    const b = (await waitForAsset(second)).asset;
    expect(b.videoUrl).toBe(a.videoUrl);
    const list = (await t.call({ method: 'GET', url: '/admin/media/assets', token })).json();
    const same = list.items.filter((i: { videoUrl?: string }) => i.videoUrl === a.videoUrl);
    expect(same.map((i: { id: number; label: string; active: boolean }) => [i.id, i.label, i.active])).toEqual([[second, 'Again.mp4', true]]);
    expect((await t.call({ method: 'GET', url: `/admin/media/assets/${first}`, token })).statusCode).toBe(404);
    // The files were shared: the remaining card still plays.
    expect((await t.call({ method: 'GET', url: String(a.videoUrl) })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/admin/media/clear-hero', token })).statusCode).toBe(200);
  });

  it('refuses to delete a video while it is queued or processing, then deletes it and its files', async () => {
    const { tmpPath } = (await uploadVideo(clip)).json();
    const { assetId } = (await transcode({ tmpPath })).json();
    const busy = await t.call({ method: 'DELETE', url: `/admin/media/assets/${assetId}`, token });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ error: 'asset_busy', message: MEDIA_MESSAGES.assetBusy });

    const { asset } = await waitForAsset(assetId);
    expect(asset.status).toBe('ready');
    const del = await t.call({ method: 'DELETE', url: `/admin/media/assets/${assetId}`, token });
    expect(del.json()).toEqual({ ok: true });
    expect((await t.call({ method: 'GET', url: `/admin/media/assets/${assetId}`, token })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/admin/media/assets/${assetId}`, token })).statusCode).toBe(404);
  });

  it('sets a ready video as the hero (both URLs), marks it Active, refuses to delete it, then clears the hero', async () => {
    const { tmpPath } = (await uploadVideo(clip)).json();
    const { assetId } = (await transcode({ tmpPath, label: 'Track day.mp4' })).json();
    const { asset } = await waitForAsset(assetId);
    expect(asset).toMatchObject({ status: 'ready', label: 'Track day.mp4' });

    const set = await t.call({ method: 'POST', url: '/admin/media/set-hero', token, payload: { assetId } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true, heroVideoUrl: asset.videoUrl, heroVideoPosterUrl: asset.posterUrl });
    const publicSettings = (await t.call({ method: 'GET', url: '/content/public/settings' })).json();
    expect(publicSettings).toMatchObject({ heroVideoUrl: asset.videoUrl, heroVideoPosterUrl: asset.posterUrl });

    const list = (await t.call({ method: 'GET', url: '/admin/media/assets', token })).json();
    expect(list.hero).toEqual({ videoUrl: asset.videoUrl, posterUrl: asset.posterUrl });
    expect(list.items.filter((i: { active: boolean }) => i.active).map((i: { id: number }) => i.id)).toEqual([assetId]);

    const del = await t.call({ method: 'DELETE', url: `/admin/media/assets/${assetId}`, token });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ error: 'asset_in_use', message: MEDIA_MESSAGES.assetActive });
    expect(fs.existsSync(path.join(root(), String(asset.videoUrl).replace('/media/', '')))).toBe(true);

    const clear = await t.call({ method: 'POST', url: '/admin/media/clear-hero', token });
    expect(clear.json()).toEqual({ ok: true, heroVideoUrl: '', heroVideoPosterUrl: '' });
    const after = (await t.call({ method: 'GET', url: '/content/public/settings' })).json();
    expect(after.heroVideoUrl ?? '').toBe('');
    expect((await t.call({ method: 'DELETE', url: `/admin/media/assets/${assetId}`, token })).json()).toEqual({ ok: true });
  });

  it('refuses to set as hero a video that is not ready, or unknown', async () => {
    const { tmpPath } = (await uploadVideo(clip)).json();
    const { assetId } = (await transcode({ tmpPath })).json();
    const early = await t.call({ method: 'POST', url: '/admin/media/set-hero', token, payload: { assetId } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MEDIA_MESSAGES.assetNotReady);
    await waitForAsset(assetId);
    expect((await t.call({ method: 'POST', url: '/admin/media/set-hero', token, payload: { assetId: 987654 } })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/admin/media/set-hero', token, payload: {} })).statusCode).toBe(400);
  });

  it.each([
    ['POST', '/admin/media/set-hero'],
    ['POST', '/admin/media/clear-hero'],
    ['POST', '/admin/media/transcode'],
    ['GET', '/admin/media/assets'],
    ['GET', '/admin/media/assets/1'],
    ['DELETE', '/admin/media/assets/1'],
  ] as const)('%s %s needs an admin of this tenant', async (method, url) => {
    expect((await t.call({ method, url, payload: method === 'POST' ? { assetId: 1, tmpPath: `tmp_${'a'.repeat(32)}` } : undefined })).statusCode).toBe(401);
    const other = await t.login('other');
    expect((await t.call({ method, url, token: other, tenant: 'default', payload: method === 'POST' ? { assetId: 1 } : undefined })).statusCode).toBe(401);
  });

  it("hides one tenant's videos from another", async () => {
    const list = (await t.call({ method: 'GET', url: '/admin/media/assets', token: await t.login('other'), tenant: 'other' })).json();
    expect(list.items).toEqual([]);
  });
});
