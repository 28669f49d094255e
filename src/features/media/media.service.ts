import { channel } from 'node:diagnostics_channel';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { TenantPool } from '../../db/pool';
import type { DB } from '../../db/schema';
import { storeImage } from '../../media/images';
import { TEMP_DIR, mediaRoot, removeDeadTemp, removeQuietly, sha256File, tempFile } from '../../media/paths';
import type { TenantMedia } from '../../media/store/media-store';
import { fetchImage, type SafeFetchOptions } from '../../media/safe-fetch';
import { transcodeHeroVideo, type TranscodeSettings } from '../../media/video';
import { deleteOtherReadyVideos, findImageBySha256, insertMediaAsset, listUnfinishedVideos, updateMediaAsset } from './media.repository';
import { filesOf, readyVideoColumns, storedImageColumns, toNewImageRow, toUploadImageResult } from './media.mapper';
import type { UploadImageResult } from './media.schema';
import type { MediaAssetRow } from './media.table';
import { clearHeroVideo, getSettingsRow, setHeroVideo } from '../settings';

// What the media routes do beyond HTTP: record images and run the transcode queue (rows are mapped
// by media.mapper.ts).

/** The two hero URLs of the site settings, as the media library reads and sets them. */
export const heroVideo = {
  read: async (db: Kysely<DB>): Promise<{ videoUrl: string; posterUrl: string }> => {
    const row = await getSettingsRow(db);
    return { videoUrl: row.hero_video_url, posterUrl: row.hero_video_poster_url };
  },
  set: async (db: Kysely<DB>, value: { videoUrl: string; posterUrl: string }): Promise<void> => {
    await setHeroVideo(db, value);
  },
  clear: async (db: Kysely<DB>): Promise<void> => {
    await clearHeroVideo(db);
  },
};

async function allFilesExist(media: TenantMedia, row: MediaAssetRow): Promise<boolean> {
  const files = filesOf(row);
  if (!files.length) return false;
  const found = await Promise.all(files.map((f) => media.stat(f)));
  return found.every(Boolean);
}

/**
 * Records an uploaded image: the same picture uploaded again reuses its stored files; otherwise
 * `storeImage` makes the master and variants, and a `media_asset` row lists every file.
 */
export async function saveUploadedImage(db: Kysely<DB>, media: TenantMedia, file: string, label: string): Promise<UploadImageResult> {
  const digest = await sha256File(file);
  const existing = await findImageBySha256(db, digest);
  if (existing && (await allFilesExist(media, existing))) return toUploadImageResult(existing);
  const stored = await storeImage(media, file);
  const row = existing ? await updateMediaAsset(db, existing.id, storedImageColumns(stored, label)) : await insertMediaAsset(db, toNewImageRow(stored, label));
  return toUploadImageResult(row!);
}

/** Fetch options of this server: loopback only with the test-only allowance. */
export function remoteFetchOptions(config: AppConfig): Partial<SafeFetchOptions> {
  return config.allowLoopbackFetch ? { allowLoopback: true } : {};
}

/**
 * Fetches a remote image through the SSRF-safe client (≤ 20 MB, image types only) and stores it
 * like an upload: decoded, upright, metadata stripped, variants made, original kept only when
 * small and clean. Throws a SafeFetchError when it cannot be fetched, NotAnImageError when the
 * bytes are not an image.
 */
export async function saveRemoteImage(db: Kysely<DB>, media: TenantMedia, url: string, fetchOptions: Partial<SafeFetchOptions>): Promise<UploadImageResult> {
  const res = await fetchImage(url, fetchOptions);
  const tmp = await tempFile(media.workDir, 'remote');
  try {
    await fsp.writeFile(tmp, res.body, { flag: 'wx', mode: 0o600 });
    return await saveUploadedImage(db, media, tmp, new URL(res.url).pathname.split('/').pop() ?? '');
  } finally {
    await removeQuietly(tmp);
  }
}

/** The temp file behind an opaque upload id (`tmp_<hex>`), inside the tenant's temp folder. */
function uploadFileOf(root: string, tmpId: string): string | undefined {
  const hex = /^tmp_([a-f0-9]{32})$/.exec(tmpId)?.[1];
  // The id is 32 hex digits, so the name cannot climb out of the temp folder.
  return hex ? path.join(root, TEMP_DIR, `video-${hex}`) : undefined;
}

/** The opaque id of a received video upload (its temp file is `.tmp/video-<hex>`). */
export function uploadIdOf(file: string): string {
  const hex = /^video-([a-f0-9]{32})$/.exec(path.basename(file))?.[1];
  if (!hex) throw new Error('Unexpected upload file name.');
  return `tmp_${hex}`;
}

/** What the transcode queue publishes: each progress step, then the final state once the row is written. */
export type TranscodeEvent =
  | { kind: 'progress'; tenantId: string; assetId: number; percent: number }
  | { kind: 'settled'; tenantId: string; assetId: number; status: 'ready' | 'failed' };

/**
 * The queue's events on a diagnostics channel: whoever wants to follow a transcode (the tests, an
 * operator's tracing) subscribes instead of polling the row, and publishing costs nothing when no one listens.
 */
export const transcodeEvents = channel('athlete-site:transcode');

interface Job {
  tenantId: string;
  assetId: number;
  media: TenantMedia;
  input: string;
  settings: TranscodeSettings;
}

/**
 * Runs hero transcodes one at a time for the whole server (two cores cannot afford two x264s),
 * in the order they were asked. Progress is kept in memory and written to the row about once a
 * second; the row ends `ready` with its files, or `failed` with the reason.
 */
export class TranscodeQueue {
  private pending: Job[] = [];
  private current: { job: Job; controller: AbortController; done: Promise<void> } | undefined;
  private live = new Map<string, number>();
  private stopped = false;

  constructor(private readonly pool: TenantPool) {}

  private key(tenantId: string, assetId: number): string {
    return `${tenantId}:${assetId}`;
  }

  /** Adds a transcode; it starts when the ones before it are done. */
  enqueue(job: Job): void {
    if (this.stopped) throw new Error('The transcode queue is stopped.');
    this.pending.push(job);
    this.live.set(this.key(job.tenantId, job.assetId), 0);
    this.next();
  }

  /** True while the asset waits or runs in this process. */
  has(tenantId: string, assetId: number): boolean {
    return this.live.has(this.key(tenantId, assetId));
  }

  /** The live percentage of a running transcode. */
  progressOf(tenantId: string, assetId: number): number | undefined {
    return this.live.get(this.key(tenantId, assetId));
  }

  /** Marks rows left queued or processing by an earlier process (a restart) as failed. */
  async reconcile(db: Kysely<DB>, tenantId: string): Promise<void> {
    for (const row of await listUnfinishedVideos(db)) {
      if (!this.has(tenantId, row.id)) {
        await updateMediaAsset(db, row.id, { status: 'failed', error: 'Interrupted: the server restarted during transcoding. Please upload the video again.' });
      }
    }
  }

  /** Cancels the running transcode and drops the waiting ones (server shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.pending) await removeQuietly(job.input);
    this.pending = [];
    this.current?.controller.abort();
    await this.current?.done;
  }

  private next(): void {
    if (this.current || this.stopped) return;
    const job = this.pending.shift();
    if (!job) return;
    const controller = new AbortController();
    const done = this.run(job, controller.signal).finally(() => {
      this.live.delete(this.key(job.tenantId, job.assetId));
      this.current = undefined;
      this.next();
    });
    this.current = { job, controller, done };
  }

  /** Writes the final state; a ready video replaces an older card of the same clip in one transaction. */
  private async finish(job: Job, outcome: Parameters<typeof updateMediaAsset>[2]): Promise<void> {
    try {
      await this.pool.with(job.tenantId, (h) =>
        h.db.transaction().execute(async (trx) => {
          await updateMediaAsset(trx, job.assetId, outcome);
          if (outcome.status === 'ready' && outcome.sha256) await deleteOtherReadyVideos(trx, outcome.sha256, job.assetId);
        }),
      );
    } catch {
      // The pool is closing (shutdown) or the tenant was removed: the next start reconciles.
    }
  }

  private async update(job: Job, patch: Parameters<typeof updateMediaAsset>[2]): Promise<void> {
    try {
      await this.pool.with(job.tenantId, (h) => updateMediaAsset(h.db, job.assetId, patch));
    } catch {
      // The pool is closing (shutdown) or the tenant was removed: the next start reconciles.
    }
  }

  private async run(job: Job, signal: AbortSignal): Promise<void> {
    const key = this.key(job.tenantId, job.assetId);
    await this.update(job, { status: 'processing', progress: 0 });
    let lastWrite = 0;
    let outcome: Parameters<typeof updateMediaAsset>[2];
    try {
      const out = await transcodeHeroVideo(
        job.media,
        job.input,
        job.settings,
        (percent) => {
          this.live.set(key, percent);
          transcodeEvents.publish({ kind: 'progress', tenantId: job.tenantId, assetId: job.assetId, percent } satisfies TranscodeEvent);
          const now = Date.now();
          if (now - lastWrite >= 1000) {
            lastWrite = now;
            void this.update(job, { progress: percent });
          }
        },
        signal,
      );
      outcome = readyVideoColumns(out);
    } catch (err) {
      outcome = { status: 'failed', error: (err as Error).message.slice(0, 500) || 'Transcoding failed.' };
    }
    // The input first: once the row says the job is over, none of its temp files is left.
    await removeQuietly(job.input);
    await this.finish(job, outcome);
    // The row is final: from now on it is not "busy" (an admin who deletes the video the moment it
    // shows Ready must not get a 409).
    this.live.delete(key);
    transcodeEvents.publish({ kind: 'settled', tenantId: job.tenantId, assetId: job.assetId, status: outcome.status === 'ready' ? 'ready' : 'failed' } satisfies TranscodeEvent);
  }
}

/**
 * At start: removes each tenant's temp files of dead work and, where a transcode input was left (the
 * server stopped during a job), marks the jobs left queued or processing as failed, so the library
 * says so at once instead of "processing" until an admin lists it.
 */
export async function recoverInterruptedWork(dataDir: string, tenantIds: string[], queue: TranscodeQueue, pool: TenantPool, log: FastifyBaseLogger): Promise<void> {
  for (const tenantId of tenantIds) {
    try {
      const removed = await removeDeadTemp(mediaRoot(dataDir, tenantId));
      if (!removed.some((n) => n.startsWith('job-'))) continue;
      await pool.with(tenantId, (h) => queue.reconcile(h.db, tenantId));
      log.warn({ tenant: tenantId, removed }, 'a transcode was interrupted by the previous stop: marked failed, its temp files removed');
    } catch (err) {
      // A tenant whose database cannot open is reported by its own requests; the others go on.
      log.error({ err, tenant: tenantId }, 'could not recover interrupted media work');
    }
  }
}

/** Claims a waiting upload for one transcode: renamed, so a second request with the same id finds nothing. */
export async function claimUpload(root: string, tmpId: string): Promise<string | undefined> {
  const file = uploadFileOf(root, tmpId);
  if (!file) return undefined;
  const claimed = path.join(path.dirname(file), `job-${path.basename(file)}`);
  try {
    await fsp.rename(file, claimed);
    return claimed;
  } catch {
    return undefined;
  }
}
