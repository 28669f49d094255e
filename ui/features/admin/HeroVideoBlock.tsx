import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { ApiError, errorMessage, mediaUrl } from '../../lib/api';
import { t } from '../../lib/i18n/common.messages';
import { broadcastSettingsUpdated } from '../../lib/settings';
import { clearHero, deleteAsset, fetchAsset, fetchAssets, setHero, startTranscode, uploadVideo, videoFileProblem, type AssetList, type MediaAsset } from '../media/media.api';
import { useConfirm, useNotice } from './kit';

/** The hero video flow: uploading, transcoding, setting as hero, updating, done. */
type Step = 'uploading' | 'transcoding' | 'setting' | 'updating' | 'done';
const STEPS: Array<[Step, string]> = [
  ['uploading', 'Uploading'],
  ['transcoding', 'Transcoding'],
  ['setting', 'Setting as hero'],
  ['updating', 'Updating'],
  ['done', 'Done'],
];

interface Flow {
  step: Step;
  percent: number;
  error?: string;
  fileName: string;
}

const POLL_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const formatBytes = (n: number) => (n >= 1e9 ? `${(n / 1e9).toFixed(1)} GB` : n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1e3))} KB`);
const formatDuration = (ms?: number) => (ms ? `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}` : '');

/** The steps and the progress bar of a running (or finished, or failed) upload. */
function FlowProgress(props: { flow: Flow }) {
  const { flow } = props;
  const index = STEPS.findIndex(([s]) => s === flow.step);
  const label = STEPS[index]?.[1] ?? '';
  return (
    <div className="upload-flow">
      <ol className="upload-flow__steps" aria-label="Hero video steps">
        {STEPS.map(([step, text], i) => (
          <li key={step} className={i < index || flow.step === 'done' ? 'is-done' : i === index ? (flow.error ? 'is-failed' : 'is-current') : ''} aria-current={i === index ? 'step' : undefined}>
            {text}
          </li>
        ))}
      </ol>
      <div className="upload-flow__bar">
        <progress max={100} value={flow.percent} aria-label={`${label}: ${flow.percent}%`} aria-describedby="hero-flow-status" />
        <span className="mono">{flow.percent}%</span>
      </div>
      <p id="hero-flow-status" className={flow.error ? 'notice notice--error' : 'muted'} role={flow.error ? 'alert' : 'status'}>
        {flow.error ? flow.error : flow.step === 'done' ? `Done ✅ ${flow.fileName} is the hero video.` : `${label}… ${flow.fileName}`}
      </p>
    </div>
  );
}

/** One video of the library: poster, facts, status, and its actions. */
function AssetCard(props: { asset: MediaAsset; busy: boolean; onUse: () => void; onDelete: () => void }) {
  const a = props.asset;
  const name = a.label || `Video #${a.id}`;
  const processing = a.status === 'queued' || a.status === 'processing';
  return (
    <li className={`media-card ${a.active ? 'is-active' : ''}`}>
      <div className="media-card__thumb">
        {a.posterUrl ? <img src={mediaUrl(a.posterUrl)} alt={`Poster of ${name}`} loading="lazy" width={320} height={180} /> : <span className="media-card__placeholder" aria-hidden="true">🎬</span>}
        {a.active && <span className="pill pill--active">Active</span>}
      </div>
      <div className="media-card__body">
        <strong className="media-card__title">{name}</strong>
        <span className="muted">{[a.width && a.height ? `${a.width}×${a.height}` : '', formatDuration(a.durationMs), a.bytes ? formatBytes(a.bytes) : '', new Date(a.createdAt).toLocaleDateString()].filter(Boolean).join(' · ')}</span>
        {processing && <span className="muted">{a.status === 'queued' ? 'Waiting to transcode…' : `Transcoding… ${a.progress}%`}</span>}
        {a.status === 'ready' && <span className="muted">Video ready</span>}
        {a.status === 'failed' && <span className="field__error">Failed: {a.error ?? 'unknown reason'}</span>}
      </div>
      <div className="row-actions">
        <button type="button" className="btn btn--small btn--primary" disabled={props.busy || a.status !== 'ready' || a.active} onClick={props.onUse} aria-label={a.active ? `In use: ${name}` : `Use as hero: ${name}`}>
          {a.active ? 'In use' : 'Use as hero'}
        </button>
        <button type="button" className="btn btn--small btn--danger" disabled={props.busy || processing || a.active} onClick={props.onDelete} aria-label={`Delete ${name}`} title={a.active ? 'Clear the hero or pick another video first' : processing ? 'Wait until transcoding is done' : undefined}>
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * The hero background video part of /admin/settings: the current hero (poster preview, clear with
 * confirmation, 'No hero selected yet.'), an upload that runs through every step with a real
 * progress bar, and the media library to pick or delete videos.
 */
export function HeroVideoBlock() {
  const [list, setList] = useState<AssetList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [flow, setFlow] = useState<Flow | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const alive = useRef(true);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const l = await fetchAssets();
      if (alive.current) setList(l);
    } catch (err) {
      if (alive.current) setLoadError(`Load failed: ${errorMessage(err)}`);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // While a video of the library is still transcoding (started elsewhere or before a reload), refresh.
  const pending = list?.items.some((a) => a.status === 'queued' || a.status === 'processing') && !flow;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), 2000);
    return () => clearInterval(timer);
  }, [pending, load]);

  const upload = async (file: File) => {
    const problem = videoFileProblem(file);
    if (problem) {
      setFlow({ step: 'uploading', percent: 0, error: problem, fileName: file.name });
      return;
    }
    setBusy(true);
    let current: Flow = { step: 'uploading', percent: 0, fileName: file.name };
    const show = (f: Partial<Flow>) => {
      current = { ...current, ...f };
      if (alive.current) setFlow(current);
    };
    show({});
    try {
      const { tmpPath } = await uploadVideo(file, (loaded, total) => show({ percent: Math.floor((loaded / total) * 100) }));
      show({ step: 'transcoding', percent: 0 });
      const { assetId } = await startTranscode(tmpPath, file.name);
      for (;;) {
        await sleep(POLL_MS);
        if (!alive.current) return;
        const asset = await fetchAsset(assetId);
        if (asset.status === 'failed') throw new Error(`Transcoding failed: ${asset.error ?? 'unknown reason'}`);
        show({ percent: asset.progress });
        if (asset.status === 'ready') break;
      }
      show({ step: 'setting', percent: 100 });
      await setHero(assetId);
      show({ step: 'updating', percent: 100 });
      broadcastSettingsUpdated();
      await load();
      show({ step: 'done', percent: 100 });
    } catch (err) {
      show({ error: err instanceof ApiError && err.code === 'unsupported_media_type' ? t('video.notVideo') : errorMessage(err, 'Upload failed.') });
    } finally {
      if (alive.current) setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void upload(file);
  };

  const use = async (asset: MediaAsset) => {
    setBusy(true);
    try {
      await setHero(asset.id);
      broadcastSettingsUpdated();
      await load();
      notify({ kind: 'ok', text: 'Saved ✅' });
    } catch (err) {
      notify({ kind: 'error', text: `Save failed: ${errorMessage(err)}` });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (asset: MediaAsset) => {
    if (!(await confirm(`Delete ${asset.label || `video #${asset.id}`}? Its files are removed for good.`))) return;
    setBusy(true);
    try {
      await deleteAsset(asset.id);
      await load();
    } catch (err) {
      notify({ kind: 'error', text: `Delete failed: ${errorMessage(err)}` });
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    if (!(await confirm('Remove the hero video? The home page then shows the default poster.', 'Clear hero'))) return;
    setBusy(true);
    try {
      await clearHero();
      broadcastSettingsUpdated();
      await load();
    } catch (err) {
      notify({ kind: 'error', text: `Failed to clear hero: ${errorMessage(err)}` });
    } finally {
      setBusy(false);
    }
  };

  const hero = list?.hero;
  const running = !!flow && !flow.error && flow.step !== 'done';
  return (
    <section className="panel hero-video" aria-labelledby="hero-video-title">
      <h2 id="hero-video-title">Hero background video</h2>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel="Retry" />}
      {!list && !loadError && <Loading />}
      {list && (
        <>
          <div className="hero-video__current">
            {hero?.videoUrl ? (
              <>
                <figure className="hero-video__poster">
                  {hero.posterUrl ? <img src={mediaUrl(hero.posterUrl)} alt="Poster of the current hero video" width={480} height={270} /> : <span className="media-card__placeholder">🎬</span>}
                  <figcaption className="muted">Current hero video (poster preview)</figcaption>
                </figure>
                <button type="button" className="btn btn--ghost" onClick={clear} disabled={busy || running}>
                  Clear hero
                </button>
              </>
            ) : (
              <p className="muted">No hero selected yet.</p>
            )}
          </div>

          <div className="hero-video__upload">
            <label className="btn btn--primary file-button">
              Upload a video
              <input ref={fileInput} type="file" accept="video/mp4,video/quicktime,.mp4,.mov,.m4v" onChange={onFile} disabled={busy || running} className="sr-only" />
            </label>
            <span className="muted">MP4 or MOV, up to ~2 GB. It is converted for the web (H.264, at most 1920 px wide, muted), then set as the hero.</span>
          </div>
          {flow && <FlowProgress flow={flow} />}

          <h3 className="media-library__title">Media library</h3>
          {list.items.length === 0 ? (
            <p className="muted">No videos yet.</p>
          ) : (
            <ul className="media-library" role="list" aria-label="Media library">
              {list.items.map((a) => (
                <AssetCard key={a.id} asset={a} busy={busy || running} onUse={() => void use(a)} onDelete={() => void remove(a)} />
              ))}
            </ul>
          )}
          {list.ffmpeg.source === 'none' && <p className="notice notice--error small">This server cannot convert videos yet, so uploads will not play. Ask whoever runs the server to install ffmpeg.</p>}
        </>
      )}
      {confirmNode}
    </section>
  );
}
