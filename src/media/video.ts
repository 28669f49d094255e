import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { encodePosterWebp } from './images';
import { VIDEO_DIR, removeQuietly, sha256File, shortHash, tempFile } from './paths';
import type { TenantMedia } from './store/media-store';

// The only module that runs ffmpeg. ffmpeg is started with spawn(argv) (never a shell), with a
// timeout, reads only a local file whose container was checked first, and writes temp files
// that are renamed only when everything succeeded.

/** Largest hero video upload, in bytes. */
export const VIDEO_MAX_BYTES = 2_000_000_000;

/** Containers accepted by content (magic bytes): MP4 and QuickTime, which ffmpeg reads with its `mov` demuxer. */
const ACCEPTED_VIDEO = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);

/** Which ffmpeg runs, and why that one. */
export interface FfmpegInfo {
  /** Absolute path of the binary; null when none was found. */
  path: string | null;
  source: 'FFMPEG_PATH' | 'PATH' | 'ATHLETE_BUNDLED_FFMPEG' | '@ffmpeg-installer/linux-x64' | 'none';
  /** The version string ffmpeg prints (`5.1.6-0+deb12u1`, `N-47683-g0e8eb07980-static`…). */
  version: string | null;
}

/** The version word of `ffmpeg -version`'s first line. */
export function parseFfmpegVersion(output: string): string | null {
  return /^ffmpeg version (\S+)/m.exec(output)?.[1] ?? null;
}

/** The major version of a release string (`5.1.6-0+deb12u1` → 5, `n6.0` → 6); null for a git snapshot. */
export function ffmpegMajor(version: string | null): number | null {
  const m = /^n?(\d+)\.\d+/.exec(version ?? '');
  return m ? Number(m[1]) : null;
}

/** Runs `<bin> -version` and answers its version, or null when it does not run. */
function versionOf(bin: string): Promise<string | null> {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(bin, ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? parseFfmpegVersion(out) : null));
  });
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The static build inside `@ffmpeg-installer/linux-x64`, resolved from the bundle or the source tree. */
function installerBinary(): string | null {
  const base = typeof __filename === 'string' ? __filename : path.join(process.cwd(), 'index.js');
  try {
    const pkg = createRequire(base).resolve('@ffmpeg-installer/linux-x64/package.json');
    const bin = path.join(path.dirname(pkg), 'ffmpeg');
    return isExecutable(bin) ? bin : null;
  } catch {
    return null;
  }
}

/**
 * Chooses ffmpeg: `FFMPEG_PATH` when set; else an `ffmpeg` on PATH whose version is 5 or newer
 * (Debian's security-maintained build in the Docker image); else the static 2018 build shipped in
 * `@ffmpeg-installer/linux-x64`: the copy the single executable unpacked and names in
 * `ATHLETE_BUNDLED_FFMPEG` (src/sea/sea-main.ts), else the one in node_modules. Only ever given
 * checked local files, so its age is contained.
 */
export async function resolveFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<FfmpegInfo> {
  if (env.FFMPEG_PATH) {
    const bin = path.resolve(env.FFMPEG_PATH);
    return isExecutable(bin) ? { path: bin, source: 'FFMPEG_PATH', version: await versionOf(bin) } : { path: null, source: 'none', version: null };
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter((d) => path.isAbsolute(d))) {
    const bin = path.join(dir, 'ffmpeg');
    if (!isExecutable(bin)) continue;
    const version = await versionOf(bin);
    const major = ffmpegMajor(version);
    if (major !== null && major >= 5) return { path: bin, source: 'PATH', version };
    break;
  }
  const carried = env.ATHLETE_BUNDLED_FFMPEG;
  if (carried && isExecutable(carried)) return { path: carried, source: 'ATHLETE_BUNDLED_FFMPEG', version: await versionOf(carried) };
  const bundled = installerBinary();
  if (bundled) return { path: bundled, source: '@ffmpeg-installer/linux-x64', version: await versionOf(bundled) };
  return { path: null, source: 'none', version: null };
}

let cached: Promise<FfmpegInfo> | undefined;
/** The ffmpeg of this process, resolved once. */
export function getFfmpeg(): Promise<FfmpegInfo> {
  cached ??= resolveFfmpeg();
  return cached;
}

/** ffmpeg failed (or timed out); `message` is safe to show to the admin. */
class FfmpegError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** The accepted video container of the first bytes of a file, else the detected (or undefined) type. */
export async function sniffVideoType(head: Uint8Array): Promise<{ ok: boolean; mime: string | undefined }> {
  const t = await fileTypeFromBuffer(head);
  return { ok: !!t && ACCEPTED_VIDEO.has(t.mime), mime: t?.mime };
}

interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  onStdoutLine?: (line: string) => void;
}

/** Options every ffmpeg run starts with. */
const COMMON = [
  '-hide_banner',
  // Never read stdin: a server process has no terminal, and ffmpeg would otherwise wait on it.
  '-nostdin',
];

/** Input options: a checked local file only, read with the demuxer its magic bytes chose. */
function inputArgs(file: string): string[] {
  // -protocol_whitelist file: no http, tcp, concat or data URLs even if a crafted file points to
  // one; -f mov: never let ffmpeg guess the container (no playlists, no image sequences); the
  // `file:` prefix stops a name from being read as a protocol. `mov` ignores external data
  // references by default (enable_drefs=0).
  return ['-protocol_whitelist', 'file', '-f', 'mov', '-i', `file:${file}`];
}

/** util-linux's setpriv: it sets the parent-death signal, then execs the program (same pid). */
const SETPRIV = '/usr/bin/setpriv';
let setprivAvailable: boolean | undefined;

/**
 * The command line that starts ffmpeg so that it dies with the server. A transcode outlives a killed
 * server by minutes otherwise (holding a core and writing temp files no one will use). With setpriv
 * the kernel sends ffmpeg SIGKILL when its parent dies, whatever killed it (even SIGKILL); without
 * it, the running children are killed when the process exits, which covers every exit but SIGKILL.
 */
function ffmpegCommand(bin: string, args: string[]): { file: string; args: string[] } {
  setprivAvailable ??= fs.existsSync(SETPRIV);
  return setprivAvailable ? { file: SETPRIV, args: ['--pdeathsig', 'KILL', '--', bin, ...args] } : { file: bin, args };
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function killOnExit(child: ChildProcess): void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const c of running) c.kill('SIGKILL');
    });
  }
  running.add(child);
  child.once('close', () => running.delete(child));
}

/** Runs ffmpeg with argv (no shell); resolves with the end of stderr, rejects on failure or timeout. */
async function runFfmpeg(args: string[], opts: RunOptions): Promise<string> {
  const ff = await getFfmpeg();
  if (!ff.path) throw new FfmpegError('ffmpeg is not available on this server.');
  const command = ffmpegCommand(ff.path, [...COMMON, ...args]);
  return new Promise((resolve, reject) => {
    const child = spawn(command.file, command.args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    killOnExit(child);
    let stderr = '';
    let stdoutRest = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr.on('data', (d: Buffer) => {
      // Keep the tail only: the reason of a failure is in the last lines.
      stderr = (stderr + d.toString()).slice(-16_384);
    });
    child.stdout.on('data', (d: Buffer) => {
      if (!opts.onStdoutLine) return;
      const lines = (stdoutRest + d.toString()).split('\n');
      stdoutRest = lines.pop() ?? '';
      for (const line of lines) opts.onStdoutLine(line.trim());
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not start: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (timedOut) return reject(new FfmpegError(`ffmpeg took longer than ${Math.round(opts.timeoutMs / 1000)} s and was stopped.`));
      if (opts.signal?.aborted) return reject(new FfmpegError('Transcoding was cancelled.'));
      if (code !== 0) return reject(new FfmpegError(lastLine(stderr) || `ffmpeg exited with code ${code}.`));
      resolve(stderr);
    });
  });
}

/** The last meaningful line of ffmpeg's stderr, with file paths removed (they are server details). */
function lastLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(frame=|size=|video:|\s*Metadata:)/.test(l));
  const line = lines.at(-1) ?? '';
  return line.replace(/file:\S+/g, 'the file').replace(/\/[^\s:'"]+/g, '…').slice(0, 300);
}

/** `HH:MM:SS.ff` → milliseconds. */
function clockToMs(clock: string): number | undefined {
  const m = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(clock.trim());
  return m ? Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000) : undefined;
}

/** What a probe found in a video file. */
export interface VideoProbe {
  durationMs: number;
  width: number;
  height: number;
  codec: string;
}

/** Parses the `Duration:` line and the first video stream of ffmpeg's input description. */
export function parseProbe(stderr: string): VideoProbe | undefined {
  const duration = /Duration: (\d+:\d{2}:\d{2}(?:\.\d+)?)/.exec(stderr)?.[1];
  const stream = /Stream #\d+:\d+[^:]*: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})[\s,[]/.exec(stderr);
  const durationMs = duration ? clockToMs(duration) : undefined;
  if (!stream || durationMs === undefined) return undefined;
  return { durationMs, codec: stream[1]!, width: Number(stream[2]), height: Number(stream[3]) };
}

/**
 * Checks a video file: MP4/QuickTime by magic bytes, then ffmpeg reads its header and decodes one
 * frame of the first video stream. Throws an FfmpegError with the reason otherwise.
 */
export async function probeVideo(file: string, signal?: AbortSignal): Promise<VideoProbe> {
  const type = await fileTypeFromFile(file);
  if (!type || !ACCEPTED_VIDEO.has(type.mime)) throw new FfmpegError(`Not an MP4/MOV file (${type?.mime ?? 'unknown type'}).`);
  const stderr = await runFfmpeg([...inputArgs(file), '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'], { timeoutMs: 60_000, signal });
  const probe = parseProbe(stderr);
  if (!probe || probe.durationMs <= 0) throw new FfmpegError('No playable video stream was found in this file.');
  return probe;
}

/** Transcoding settings, validated by the route. */
export interface TranscodeSettings {
  crf: number;
  maxWidth: number;
  preset: string;
  posterAt: number;
}

/** The finished hero video, stored under content-addressed names. */
export interface TranscodedVideo {
  sha256: string;
  videoPath: string;
  posterPath: string;
  files: string[];
  bytes: number;
  width: number;
  height: number;
  durationMs: number;
}

/** Time allowed for a transcode: generous for a slow machine, but never forever. */
function transcodeTimeoutMs(durationMs: number): number {
  return 10 * 60_000 + durationMs * 8;
}

/** Parses one `-progress` line; answers the output time in ms when the line carries it. */
export function progressTimeMs(line: string): number | undefined {
  const m = /^out_time=(\d+:\d{2}:\d{2}(?:\.\d+)?)$/.exec(line);
  return m ? clockToMs(m[1]!) : undefined;
}

/**
 * Transcodes a checked upload into the hero MP4 (H.264, CRF, preset, at most `maxWidth` wide,
 * yuv420p, no audio, no metadata, moov atom first) and a WebP poster, reporting progress in percent.
 * Outputs are written under temp names and handed to the store (`video/`) only when both succeeded.
 */
export async function transcodeHeroVideo(
  media: TenantMedia,
  input: string,
  settings: TranscodeSettings,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TranscodedVideo> {
  const source = await probeVideo(input, signal);
  const mp4Tmp = await tempFile(media.workDir, 'transcode', '.mp4');
  const frameTmp = await tempFile(media.workDir, 'poster-frame', '.jpg');
  const posterTmp = await tempFile(media.workDir, 'poster', '.webp');
  try {
    await runFfmpeg(
      [
        ...inputArgs(input),
        // The first video stream only: a muted hero needs no audio, subtitles or data tracks.
        '-map', '0:v:0', '-an', '-sn', '-dn',
        // Phone videos carry GPS in their metadata (a minor's location): drop all of it.
        '-map_metadata', '-1', '-map_chapters', '-1',
        // Never wider than maxWidth, never upscaled; -2 keeps the height even (required by yuv420p).
        '-vf', `scale='min(${settings.maxWidth},iw)':-2:flags=bicubic,format=yuv420p`,
        // H.264 High profile plays on every phone and browser; CRF keeps quality constant; the preset
        // trades size for speed (veryfast suits a two-core home server).
        '-c:v', 'libx264', '-preset', settings.preset, '-crf', String(settings.crf), '-profile:v', 'high', '-pix_fmt', 'yuv420p',
        // moov atom at the front: the hero starts playing before the whole file has arrived.
        '-movflags', '+faststart',
        '-progress', 'pipe:1', '-nostats', '-loglevel', 'error',
        '-f', 'mp4', '-y', `file:${mp4Tmp}`,
      ],
      {
        timeoutMs: transcodeTimeoutMs(source.durationMs),
        signal,
        onStdoutLine: (line) => {
          const t = progressTimeMs(line);
          if (t !== undefined) onProgress(Math.max(0, Math.min(99, Math.floor((t / source.durationMs) * 100))));
        },
      },
    );
    const out = await probeVideo(mp4Tmp, signal);
    // The poster: the frame at posterAt (earlier for a shorter clip), from our own clean output.
    const at = Math.max(0, Math.min(settings.posterAt, out.durationMs / 1000 - 0.1));
    // The frame at the best JPEG quality, then encoded once as the WebP poster (src/media/images.ts).
    await runFfmpeg(['-ss', at.toFixed(3), ...inputArgs(mp4Tmp), '-frames:v', '1', '-q:v', '2', '-f', 'image2', '-update', '1', '-loglevel', 'error', '-y', `file:${frameTmp}`], {
      timeoutMs: 60_000,
      signal,
    });
    if ((await fsp.stat(frameTmp)).size === 0) throw new FfmpegError('The poster frame could not be extracted.');
    await encodePosterWebp(frameTmp, posterTmp);
    const [digest, mp4Stat, posterStat] = await Promise.all([sha256File(mp4Tmp), fsp.stat(mp4Tmp), fsp.stat(posterTmp)]);
    const name = shortHash(digest);
    const videoPath = `${VIDEO_DIR}/${name}.mp4`;
    const posterPath = `${VIDEO_DIR}/${name}-poster.webp`;
    // Poster first: a video row never points at an MP4 whose poster is missing.
    // The same clip stored before shares this poster: a failure below must not take it away.
    const posterShared = (await media.stat(posterPath)) !== undefined;
    await media.put(posterPath, posterTmp);
    try {
      await media.put(videoPath, mp4Tmp);
    } catch (err) {
      // No row will point at the poster alone: leave nothing behind.
      if (!posterShared) await media.delete(posterPath).catch(() => undefined);
      throw err;
    }
    onProgress(100);
    return { sha256: digest, videoPath, posterPath, files: [videoPath, posterPath], bytes: mp4Stat.size + posterStat.size, width: out.width, height: out.height, durationMs: out.durationMs };
  } finally {
    await removeQuietly(mp4Tmp);
    await removeQuietly(frameTmp);
    await removeQuietly(posterTmp);
  }
}

/** How `renderPanClip` moves over its still picture. */
export interface PanClip {
  width: number;
  height: number;
  seconds: number;
}

/**
 * Makes a short clip from one still picture (our own art, never an upload) by panning slowly across
 * it: the camera-on-a-moving-bike look of a race video, from a single frame. The still must be wider
 * than the clip. The output is an MP4 meant to go through `transcodeHeroVideo` like any upload.
 */
export async function renderPanClip(still: string, out: string, clip: PanClip): Promise<void> {
  // 24 frames a second: smooth for a slow pan, and a fifth fewer frames to encode than 30.
  const fps = 24;
  await runFfmpeg(
    [
      // A still image looped into frames; the file protocol only, like every input.
      '-protocol_whitelist', 'file', '-f', 'image2', '-loop', '1', '-framerate', String(fps), '-t', String(clip.seconds), '-i', `file:${still}`,
      // Left to right across the spare width, eased so the loop's restart is not a jolt.
      '-vf', `crop=${clip.width}:${clip.height}:x='(iw-${clip.width})*(1-cos(PI*t/${clip.seconds}))/2':y='(ih-${clip.height})/2',format=yuv420p`,
      // ultrafast at a low CRF: the hero transcode re-encodes it, so this pass only has to be quick and clean.
      '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-an', '-map_metadata', '-1',
      '-loglevel', 'error', '-f', 'mp4', '-y', `file:${out}`,
    ],
    { timeoutMs: 60_000 },
  );
}
