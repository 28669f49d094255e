import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ErrorState, Loading } from '../components/states';
import { ApiError, errorMessage, mediaUrl } from '../lib/api';
import { locale } from '../lib/i18n/i18n';
import { t as tCommon } from '../lib/i18n/common.messages';
import { formatDate } from '../lib/page';
import { broadcastSettingsUpdated } from '../lib/settings';
import { clearHero, deleteAsset, fetchAsset, fetchAssets, setHero, setHeroImage, startTranscode, uploadVideo, videoFileProblem, type AssetList, type MediaAsset } from './media.api';
import { FocalPointPicker } from './FocalPointPicker';
import { t } from './admin-kit.messages';
import { useConfirm, useNotice } from './kit';

/** The hero video flow: uploading, transcoding, setting as hero, updating, done. */
type Step = 'uploading' | 'transcoding' | 'setting' | 'updating' | 'done';
const STEPS: Step[] = ['uploading', 'transcoding', 'setting', 'updating', 'done'];
/** A step's name, in the current language. */
const stepLabel = (step: Step) => t(`hero.step.${step}`);

interface Flow {
  step: Step;
  percent: number;
  error?: string;
  fileName: string;
}

const POLL_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** "1.5 GB", "820.3 MB", "12 KB" (in French "1,5 Go"). */
const formatBytes = (n: number) => {
  const decimal = (v: number) => (locale.value === 'fr' ? v.toFixed(1).replace('.', ',') : v.toFixed(1));
  return n >= 1e9 ? t('bytes.gb', { n: decimal(n / 1e9) }) : n >= 1e6 ? t('bytes.mb', { n: decimal(n / 1e6) }) : t('bytes.kb', { n: Math.max(1, Math.round(n / 1e3)) });
};
const formatDuration = (ms?: number) => (ms ? `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}` : '');

/** The steps and the progress bar of a running (or finished, or failed) upload. */
function FlowProgress(props: { flow: Flow }) {
  const { flow } = props;
  const index = STEPS.indexOf(flow.step);
  const label = stepLabel(flow.step);
  return (
    <div className="upload-flow">
      <ol className="upload-flow__steps" aria-label={t('hero.steps')}>
        {STEPS.map((step, i) => (
          <li key={step} className={i < index || flow.step === 'done' ? 'is-done' : i === index ? (flow.error ? 'is-failed' : 'is-current') : ''} aria-current={i === index ? 'step' : undefined}>
            {stepLabel(step)}
          </li>
        ))}
      </ol>
      <div className="upload-flow__bar">
        <progress max={100} value={flow.percent} aria-label={t('hero.progress', { label, percent: flow.percent })} aria-describedby="hero-flow-status" />
        <span className="mono">{flow.percent}%</span>
      </div>
      <p id="hero-flow-status" className={flow.error ? 'notice notice--error' : 'muted'} role={flow.error ? 'alert' : 'status'}>
        {flow.error ? flow.error : flow.step === 'done' ? t('hero.flowDone', { file: flow.fileName }) : t('hero.flowRunning', { label, file: flow.fileName })}
      </p>
    </div>
  );
}

/** One video of the library: poster, facts, status, and its actions. */
function AssetCard(props: { asset: MediaAsset; busy: boolean; onUse: () => void; onDelete: () => void }) {
  const a = props.asset;
  const name = a.label || t('hero.videoName', { id: a.id });
  const processing = a.status === 'queued' || a.status === 'processing';
  return (
    <li className={`media-card ${a.active ? 'is-active' : ''}`}>
      <div className="media-card__thumb">
        {a.posterUrl ? <img src={mediaUrl(a.posterUrl)} alt={t('hero.posterOf', { name })} loading="lazy" width={320} height={180} /> : <span className="media-card__placeholder" aria-hidden="true">🎬</span>}
        {a.active && <span className="pill pill--active">{t('hero.active')}</span>}
      </div>
      <div className="media-card__body">
        <strong className="media-card__title">{name}</strong>
        <span className="muted">{[a.width && a.height ? `${a.width}×${a.height}` : '', formatDuration(a.durationMs), a.bytes ? formatBytes(a.bytes) : '', formatDate(a.createdAt)].filter(Boolean).join(' · ')}</span>
        {processing && <span className="muted">{a.status === 'queued' ? t('hero.waiting') : t('hero.transcodingPercent', { progress: a.progress })}</span>}
        {a.status === 'ready' && <span className="muted">{t('hero.ready')}</span>}
        {a.status === 'failed' && <span className="field__error">{t('hero.failed', { reason: a.error ?? t('hero.unknownReason') })}</span>}
      </div>
      <div className="row-actions">
        <button type="button" className="btn btn--small btn--primary" disabled={props.busy || a.status !== 'ready' || a.active} onClick={props.onUse} aria-label={a.active ? t('hero.inUseName', { name }) : t('hero.useName', { name })}>
          {a.active ? t('hero.inUse') : t('hero.use')}
        </button>
        <button type="button" className="btn btn--small btn--danger" disabled={props.busy || processing || a.active} onClick={props.onDelete} aria-label={t('action.deleteName', { name })} title={a.active ? t('hero.deleteActive') : processing ? t('hero.deleteProcessing') : undefined}>
          {t('action.delete')}
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
      if (alive.current) setLoadError(t('hero.loadFailed', { reason: errorMessage(err) }));
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
        if (asset.status === 'failed') throw new Error(t('hero.transcodeFailed', { reason: asset.error ?? t('hero.unknownReason') }));
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
      show({ error: err instanceof ApiError && err.code === 'unsupported_media_type' ? tCommon('video.notVideo') : errorMessage(err, t('hero.uploadFailed')) });
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
      notify({ kind: 'ok', text: t('save.done') });
    } catch (err) {
      notify({ kind: 'error', text: t('hero.saveFailed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (asset: MediaAsset) => {
    if (!(await confirm(t('hero.confirmDelete', { name: asset.label || t('hero.videoNameLower', { id: asset.id }) })))) return;
    setBusy(true);
    try {
      await deleteAsset(asset.id);
      await load();
    } catch (err) {
      notify({ kind: 'error', text: t('hero.deleteFailed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };

  /** Saves the hero photo's focal point (the photo the setup or a page made the hero). */
  const focusHero = async (src: string) => {
    setBusy(true);
    try {
      await setHeroImage(src);
      broadcastSettingsUpdated();
      await load();
    } catch (err) {
      notify({ kind: 'error', text: t('hero.saveFailed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    if (!(await confirm(t('hero.confirmClear'), t('hero.clear')))) return;
    setBusy(true);
    try {
      await clearHero();
      broadcastSettingsUpdated();
      await load();
    } catch (err) {
      notify({ kind: 'error', text: t('hero.clearFailed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };

  const hero = list?.hero;
  const running = !!flow && !flow.error && flow.step !== 'done';
  return (
    <section className="panel hero-video" aria-labelledby="hero-video-title">
      <h2 id="hero-video-title">{t('hero.title')}</h2>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!list && !loadError && <Loading />}
      {list && (
        <>
          <div className="hero-video__current">
            {hero?.videoUrl ? (
              <>
                <figure className="hero-video__poster">
                  {hero.posterUrl ? <img src={mediaUrl(hero.posterUrl)} alt={t('hero.currentPoster')} width={480} height={270} /> : <span className="media-card__placeholder">🎬</span>}
                  <figcaption className="muted">{t('hero.currentCaption')}</figcaption>
                </figure>
                <button type="button" className="btn btn--ghost" onClick={clear} disabled={busy || running}>
                  {t('hero.clear')}
                </button>
              </>
            ) : hero?.posterUrl.startsWith('/media/') ? (
              <FocalPointPicker src={hero.posterUrl} label={t('hero.photo')} disabled={busy || running} onChange={(src) => void focusHero(src)} />
            ) : (
              <p className="muted">{t('hero.none')}</p>
            )}
          </div>

          <div className="hero-video__upload">
            <label className="btn btn--primary file-button">
              {t('hero.upload')}
              <input ref={fileInput} type="file" accept="video/mp4,video/quicktime,.mp4,.mov,.m4v" onChange={onFile} disabled={busy || running} className="sr-only" />
            </label>
            <span className="muted">{t('hero.uploadHint')}</span>
          </div>
          {flow && <FlowProgress flow={flow} />}

          <h3 className="media-library__title">{t('hero.library')}</h3>
          {list.items.length === 0 ? (
            <p className="muted">{t('hero.libraryEmpty')}</p>
          ) : (
            <ul className="media-library" role="list" aria-label={t('hero.library')}>
              {list.items.map((a) => (
                <AssetCard key={a.id} asset={a} busy={busy || running} onUse={() => void use(a)} onDelete={() => void remove(a)} />
              ))}
            </ul>
          )}
          {list.ffmpeg.source === 'none' && <p className="notice notice--error small">{t('hero.noFfmpeg')}</p>}
        </>
      )}
      {confirmNode}
    </section>
  );
}
