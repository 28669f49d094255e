import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../test/media-fixtures';
import { makeTempDir } from '../test/test-app';
import { ffmpegMajor, parseFfmpegVersion, parseProbe, progressTimeMs, resolveFfmpeg, transcodeHeroVideo } from './video';
import { localMediaAt } from './store/media-store';

const tmp = makeTempDir('video-unit-');
afterAll(() => tmp.cleanup());

/** A fake ffmpeg that only prints a version line (an outside process, faked). */
function fakeFfmpeg(dir: string, version: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const bin = path.join(dir, 'ffmpeg');
  fs.writeFileSync(bin, `#!/bin/sh\necho "ffmpeg version ${version} Copyright (c) 2000-2023 the FFmpeg developers"\n`, { mode: 0o755 });
  return bin;
}

describe('choosing ffmpeg', () => {
  it('reads versions', () => {
    expect(parseFfmpegVersion('ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024')).toBe('5.1.6-0+deb12u1');
    expect(ffmpegMajor('5.1.6-0+deb12u1')).toBe(5);
    expect(ffmpegMajor('n6.1')).toBe(6);
    expect(ffmpegMajor('4.4.2-0ubuntu0.22.04.1')).toBe(4);
    expect(ffmpegMajor('N-47683-g0e8eb07980-static')).toBeNull();
  });

  it('uses FFMPEG_PATH when set', async () => {
    const bin = fakeFfmpeg(path.join(tmp.dir, 'env'), '7.0');
    expect(await resolveFfmpeg({ FFMPEG_PATH: bin, PATH: '' })).toEqual({ path: bin, source: 'FFMPEG_PATH', version: '7.0' });
  });

  it('uses an ffmpeg on PATH only when it is version 5 or newer, else the bundled static build', async () => {
    const recent = path.dirname(fakeFfmpeg(path.join(tmp.dir, 'recent'), '5.1.6-0+deb12u1'));
    const old = path.dirname(fakeFfmpeg(path.join(tmp.dir, 'old'), '4.3.1'));
    expect(await resolveFfmpeg({ PATH: `${recent}:/usr/bin` })).toMatchObject({ source: 'PATH', version: '5.1.6-0+deb12u1' });
    const fallback = await resolveFfmpeg({ PATH: `${old}:/usr/bin` });
    expect(fallback.source).toBe('@ffmpeg-installer/linux-x64');
    expect(fallback.path).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
  });

  it('prefers the ffmpeg the single executable unpacked (ATHLETE_BUNDLED_FFMPEG) to node_modules, not to a recent one on PATH', async () => {
    const carried = fakeFfmpeg(path.join(tmp.dir, 'carried'), 'N-47683-g0e8eb07980-static');
    const old = path.dirname(fakeFfmpeg(path.join(tmp.dir, 'old2'), '4.3.1'));
    expect(await resolveFfmpeg({ PATH: old, ATHLETE_BUNDLED_FFMPEG: carried })).toEqual({ path: carried, source: 'ATHLETE_BUNDLED_FFMPEG', version: 'N-47683-g0e8eb07980-static' });
    const recent = path.dirname(fakeFfmpeg(path.join(tmp.dir, 'recent2'), '6.1'));
    expect(await resolveFfmpeg({ PATH: recent, ATHLETE_BUNDLED_FFMPEG: carried })).toMatchObject({ source: 'PATH', version: '6.1' });
    expect((await resolveFfmpeg({ PATH: old, ATHLETE_BUNDLED_FFMPEG: path.join(tmp.dir, 'missing') })).source).toBe('@ffmpeg-installer/linux-x64');
  });
});

describe('parsing ffmpeg output', () => {
  it('reads the progress time', () => {
    expect(progressTimeMs('out_time=00:00:01.500000')).toBe(1500);
    expect(progressTimeMs('out_time=01:02:03.250')).toBe(3_723_250);
    expect(progressTimeMs('out_time_ms=1500000')).toBeUndefined();
    expect(progressTimeMs('progress=continue')).toBeUndefined();
  });

  it('reads duration and the video stream of an input description', () => {
    const stderr = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'file:x':\n  Duration: 00:00:12.48, start: 0.000000, bitrate: 209 kb/s\n    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1920x1080 [SAR 1:1 DAR 16:9], 8000 kb/s, 30 fps\n    Stream #0:1(und): Audio: aac (LC), 44100 Hz, stereo`;
    expect(parseProbe(stderr)).toEqual({ durationMs: 12_480, codec: 'h264', width: 1920, height: 1080 });
    expect(parseProbe('Duration: 00:00:01.00\n Stream #0:0: Audio: aac')).toBeUndefined();
  });
});

describe('transcodeHeroVideo', () => {
  let clip: string;
  beforeAll(async () => {
    clip = path.join(tmp.dir, 'clip.mov');
    // QuickTime this time, 6 s so that ffmpeg reports progress before the end.
    await makeClip(clip, { seconds: 6, size: '1280x720', format: 'mov' });
  }, 60_000);

  it('reports rising progress parsed from ffmpeg, ends at 100, and writes only final names', async () => {
    const root = path.join(tmp.dir, 'media');
    fs.mkdirSync(root);
    const seen: number[] = [];
    const out = await transcodeHeroVideo(localMediaAt(root), clip, { crf: 22, maxWidth: 1920, preset: 'veryfast', posterAt: 1 }, (p) => seen.push(p));
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);
    expect(out).toMatchObject({ width: 1280, height: 720 });
    expect(out.durationMs).toBeGreaterThan(5900);
    expect((fs.readdirSync(path.join(root, 'video')) as string[]).sort()).toEqual([path.basename(out.posterPath), path.basename(out.videoPath)].sort());
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('stops when cancelled and leaves no output', async () => {
    const root = path.join(tmp.dir, 'media-cancel');
    fs.mkdirSync(root);
    const controller = new AbortController();
    const run = transcodeHeroVideo(localMediaAt(root), clip, { crf: 22, maxWidth: 1920, preset: 'veryfast', posterAt: 1 }, () => controller.abort(), controller.signal);
    await expect(run).rejects.toThrow(/cancelled/);
    expect(fs.existsSync(path.join(root, 'video'))).toBe(false);
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });
});
