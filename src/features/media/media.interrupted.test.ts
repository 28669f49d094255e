import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRaw } from '../../db/database';
import { makeClip, multipart } from '../../test/media-fixtures';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { TEST_PASSWORD, makeTempDir } from '../../test/test-app';
import { createTenant } from '../../tenants/tenant-admin';
import { dataPaths } from '../../tenants/tenant-store';
import { addAdmin } from '../auth';

// A server SIGKILLed in the middle of a hero transcode: its ffmpeg must not run on, and the next
// start must say the job failed and clean its temp files, before anyone lists the library.

let tmp: ReturnType<typeof makeTempDir>;
let dataDir: string;
let clip: Buffer;
const servers: ServerProcess[] = [];
let ffmpegPid: number | undefined;

beforeAll(async () => {
  tmp = makeTempDir('athlete-killed-transcode-');
  dataDir = path.join(tmp.dir, 'data');
  await createTenant(dataDir, 'default');
  await addAdmin(dataDir, 'default', 'admin@default.test', TEST_PASSWORD);
  // Long enough that a `slow` x264 pass is still running when the server is killed.
  await makeClip(path.join(tmp.dir, 'clip.mp4'), { seconds: 30, size: '640x360' });
  clip = fs.readFileSync(path.join(tmp.dir, 'clip.mp4'));
}, 60_000);

afterAll(async () => {
  for (const s of servers) {
    s.child.kill('SIGKILL');
    await s.exited;
  }
  // Only if that pid is still our ffmpeg: a pid is reused once its process is gone.
  if (ffmpegPid && isRunning(ffmpegPid) && isTranscodingFfmpeg(ffmpegPid)) process.kill(ffmpegPid, 'SIGKILL');
  tmp.cleanup();
});

/** True while `pid` is a live process (a zombie waiting for its reaper has finished running). */
function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function isTranscodingFfmpeg(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('libx264');
  } catch {
    return false;
  }
}

/** The pid of the server's transcoding ffmpeg (the libx264 pass), if it runs. */
function transcodingFfmpegOf(serverPid: number): number | undefined {
  for (const name of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === serverPid && isTranscodingFfmpeg(Number(name))) return Number(name);
    } catch {
      // Exited while listed.
    }
  }
  return undefined;
}

const tempNames = () => {
  const dir = path.join(dataPaths(dataDir).mediaDir('default'), '.tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

function assetRow(id: number): { status: string; error: string | null } {
  const raw = openRaw(dataPaths(dataDir).databaseFile('default'), { create: false, readonly: true });
  try {
    return raw.prepare('select status, error from media_asset where id = ?').get(id) as { status: string; error: string | null };
  } finally {
    raw.close();
  }
}

describe('a server killed during a hero transcode', () => {
  it('takes its ffmpeg down with it; the next start marks the job failed and removes its temp files', async () => {
    const server = await startServerProcess(dataDir);
    servers.push(server);
    const base = `http://127.0.0.1:${server.port}`;
    const headers = { 'x-tenant-id': 'default' };
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@default.test', password: TEST_PASSWORD }) });
    const auth = { ...headers, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const form = multipart({ filename: 'run.mp4', contentType: 'video/mp4', data: clip });
    const upload = await fetch(`${base}/admin/media/upload`, { method: 'POST', headers: { ...auth, ...form.headers }, body: new Blob([new Uint8Array(form.payload)]) });
    const { tmpPath } = (await upload.json()) as { tmpPath: string };
    const started = await fetch(`${base}/admin/media/transcode`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ tmpPath, preset: 'slow', maxWidth: 640 }) });
    const { assetId } = (await started.json()) as { assetId: number };

    ffmpegPid = await vi.waitFor(
      () => {
        const pid = transcodingFfmpegOf(server.child.pid!);
        if (!pid) throw new Error('the transcode has not started yet');
        return pid;
      },
      { timeout: 15_000, interval: 50 },
    );
    server.child.kill('SIGKILL');
    await server.exited;

    // The kernel delivers the parent-death signal: no ffmpeg runs on after its server.
    await vi.waitFor(() => expect(isRunning(ffmpegPid!) && isTranscodingFfmpeg(ffmpegPid!)).toBe(false), { timeout: 2_000, interval: 20 });
    expect(assetRow(assetId).status).toBe('processing');
    expect(tempNames().some((n) => n.startsWith('job-video-'))).toBe(true);

    const restarted = await startServerProcess(dataDir);
    servers.push(restarted);
    // Already done when the server says it runs, before any request.
    expect(assetRow(assetId)).toEqual({ status: 'failed', error: 'Interrupted: the server restarted during transcoding. Please upload the video again.' });
    expect(tempNames()).toEqual([]);
    expect(await restarted.waitForLog(/a transcode was interrupted by the previous stop/)).toContain('"tenant":"default"');
  }, 60_000); // two server processes and ffmpeg: a loaded machine needs more than the default 20 s
});
