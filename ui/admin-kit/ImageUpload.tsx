import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ApiError, mediaUrl, request } from '../lib/api';
import { readToken } from '../lib/auth';
import { IMAGE_ACCEPT, UploadError, uploadImage, UPLOAD_MESSAGES } from '../lib/upload';
import { isHttpUrl, normalizeLink } from '../../src/shared/urls';
import { focusStyle } from '../lib/media';
import { FocalPointPicker } from './FocalPointPicker';
import { t } from './admin-kit.messages';

/** The admin image upload: answers `{ ok, src, variants }`. */
const ADMIN_IMAGE_UPLOAD = '/upload/image';
/** The server fetches an image from a link (the page's CSP keeps the browser to this site). */
const ADMIN_IMAGE_FROM_URL = '/admin/media/upload-image-url';

/** The message for a link that could not become an image. */
function remoteImageFailure(err: unknown): string {
  if (err instanceof ApiError && err.status !== 0) return err.message || t('image.fetchFailed');
  return t('image.fetchFailed');
}

/**
 * An image field: the current image's preview, a file picker and a drop zone; uploads with a
 * progress bar and reports its messages. `onChange` gets the uploaded URL ('' on Remove).
 */
export function ImageUpload(props: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Upload route; the admin one by default. */
  endpoint?: string;
  /** False for the coach invite page, which has no admin token. */
  requireToken?: boolean;
  hint?: string;
  /** A field-level error from the form (e.g. a required image). */
  error?: string;
  /** Put before an upload failure, e.g. 'Portrait upload failed.' */
  failurePrefix?: string;
  /** Shows a Remove button when there is an image. */
  removable?: boolean;
  /** Called while an upload runs, so a form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
  /** Smaller preview, for slots in a grid. */
  compact?: boolean;
  /**
   * A head-and-shoulders portrait (the coach's photo): the preview has the public card's shape and
   * crop, so a tall phone photo shows whole-faced as it will on the site, not cut in a square.
   */
  portrait?: boolean;
  /** An image shown cropped (hero, covers): offers the focal point picker under it. */
  focal?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const [fetching, setFetching] = useState(false);
  const busyRef = useRef(props.onBusyChange);
  busyRef.current = props.onBusyChange;

  useEffect(() => () => abort.current?.abort(), []);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    busyRef.current?.(true);
    try {
      const url = await uploadImage(props.endpoint ?? ADMIN_IMAGE_UPLOAD, file, {
        onProgress: (f) => setProgress(f),
        signal: controller.signal,
        requireToken: props.requireToken,
      });
      if (!controller.signal.aborted) props.onChange(url);
    } catch (err) {
      if (controller.signal.aborted) return;
      const detail = err instanceof UploadError ? err.message : UPLOAD_MESSAGES.unexpected;
      setFailure(props.failurePrefix ? `${props.failurePrefix} ${detail}` : detail);
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
      busyRef.current?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const fetchLink = async () => {
    // `example.org/photo.jpg` typed without https:// is fixed, as every link field does.
    const url = normalizeLink(link);
    setFailure(null);
    if (!readToken()) {
      setFailure(t('image.noToken'));
      return;
    }
    if (!isHttpUrl(url)) {
      setFailure(t('image.badUrl'));
      return;
    }
    setFetching(true);
    busyRef.current?.(true);
    try {
      const answer = await request<{ src?: string }>(ADMIN_IMAGE_FROM_URL, { method: 'POST', body: { url }, timeoutMs: 20_000 });
      if (!answer?.src) throw new Error('Upload failed (no src)');
      props.onChange(answer.src);
      setLink('');
      setLinkOpen(false);
    } catch (err) {
      const detail = remoteImageFailure(err);
      setFailure(props.failurePrefix ? `${props.failurePrefix} ${detail}` : detail);
    } finally {
      setFetching(false);
      busyRef.current?.(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files[0]);
  };

  const error = failure ?? props.error;
  const describedBy = [error ? `${id}-error` : '', props.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const src = mediaUrl(props.value);
  const uploading = progress !== null;

  return (
    <div className={`upload ${props.compact ? 'upload--compact' : ''} ${props.portrait ? 'upload--portrait' : ''} ${error ? 'field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <div
        className={`upload__zone ${dragging ? 'is-dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="upload__preview">{src ? <img src={src} alt={t('image.current', { label: props.label })} loading="lazy" style={focusStyle(props.value)} /> : <span className="muted">{t('image.none')}</span>}</div>
        <div className="upload__controls">
          <input
            ref={input}
            id={id}
            className="sr-only"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-labelledby={`${id}-label ${id}-pick`}
            aria-describedby={describedBy}
            disabled={uploading}
            onChange={(e) => void send(e.target.files?.[0])}
          />
          <label htmlFor={id} id={`${id}-pick`} className={`btn btn--small ${uploading ? 'is-disabled' : ''}`}>
            {src ? t('image.replace') : t('image.choose')}
          </label>
          {props.removable && src && !uploading && (
            <button type="button" className="btn btn--small btn--ghost" onClick={() => props.onChange('')} aria-label={t('image.removeLabel', { label: props.label })}>
              {t('image.remove')}
            </button>
          )}
          {props.requireToken !== false && !props.endpoint && !uploading && (
            <button type="button" className="btn btn--small btn--ghost" aria-expanded={linkOpen} onClick={() => setLinkOpen((o) => !o)}>
              {t('image.fromLink')}
            </button>
          )}
          {!props.compact && <span className="muted upload__drop-hint">{t('image.dropHint')}</span>}
        </div>
      </div>
      {linkOpen && (
        <div className="upload__link">
          <input
            type="url"
            inputMode="url"
            placeholder="https://…/photo.jpg"
            aria-label={t('image.linkFor', { label: props.label })}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void fetchLink();
              }
            }}
            disabled={fetching}
          />
          <button type="button" className="btn btn--small" onClick={() => void fetchLink()} disabled={fetching || !link.trim()}>
            {fetching ? t('image.fetching') : t('image.fetch')}
          </button>
        </div>
      )}
      {props.focal && src && !uploading && <FocalPointPicker src={props.value} label={props.label} onChange={props.onChange} />}
      {uploading && (
        <div className="upload__progress">
          <progress max={1} value={progress ?? 0} aria-label={t('image.uploading', { label: props.label })} />
          <span className="mono">{Math.round((progress ?? 0) * 100)}%</span>
        </div>
      )}
      {props.hint && !error && (
        <span className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
