import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useReducedMotion } from '../../lib/motion';
import { Img } from '../Img';
import { Modal } from '../Modal';
import { t } from '../components.messages';
import { sanitizeCoachHtml, sanitizeTrainingHtml } from '../../lib/sanitize';
import { MAGAZINE, thumbWindowStart, type MagazineContent } from './magazine';

const isControl = (target: EventTarget | null) => target instanceof HTMLElement && /^(A|BUTTON|INPUT|TEXTAREA|SELECT)$/.test(target.tagName);

/** The slideshow: auto-advance every 4.5 s, paused on hover or space, arrows, 500 ms lock, 4 thumbnails. */
function Gallery(props: { images: string[]; title: string; startIndex?: number }) {
  const { images } = props;
  const n = images.length;
  const reduce = useReducedMotion();
  const [index, setIndex] = useState(() => Math.min(Math.max(0, props.startIndex ?? 0), Math.max(0, n - 1)));
  const [playing, setPlaying] = useState(!reduce);
  const [hover, setHover] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const lockedUntil = useRef(0);
  const seen = useRef(new Set<number>([index, (index + 1) % Math.max(n, 1)]));

  const go = useCallback(
    (to: number, byUser: boolean) => {
      const now = performance.now();
      // Transitions are locked for 500 ms: a held arrow key does not skip through the gallery.
      if (now < lockedUntil.current) return;
      lockedUntil.current = now + MAGAZINE.lockMs;
      const next = ((to % n) + n) % n;
      seen.current.add(next);
      seen.current.add((next + 1) % n);
      setAnnounce(byUser);
      setIndex(next);
    },
    [n],
  );

  const running = playing && !hover && n > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => go(index + 1, false), MAGAZINE.advanceMs);
    return () => clearTimeout(timer);
  }, [running, index, go]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft' && !(e.target instanceof HTMLInputElement)) go(index - 1, true);
      else if (e.key === 'ArrowRight' && !(e.target instanceof HTMLInputElement)) go(index + 1, true);
      else if (e.key === ' ' && !isControl(e.target)) {
        e.preventDefault();
        setPlaying((p) => !p);
      } else return;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, index]);

  if (n === 0) return null;
  const start = thumbWindowStart(index, n);
  const thumbs = images.slice(start, start + MAGAZINE.thumbnails);
  return (
    <div className="gallery" role="region" aria-roledescription="carousel" aria-label={t('magazine.gallery')} onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <div className="gallery__stage" aria-live={announce ? 'polite' : 'off'}>
        {images.map((src, i) => (
          <div key={src} className={`gallery__slide ${i === index ? 'is-active' : ''}`} role="group" aria-roledescription="slide" aria-label={t('magazine.slide', { i: i + 1, n })} aria-hidden={i !== index}>
            {seen.current.has(i) && <Img src={src} alt={t('magazine.photoAlt', { title: props.title, i: i + 1, n })} width={1600} height={1000} eager={i === index} sizes="(min-width: 1100px) 1060px, 100vw" />}
          </div>
        ))}
        {n > 1 && (
          <div className="gallery__controls">
            <button type="button" className="icon-btn icon-btn--glass" onClick={() => go(index - 1, true)} aria-label={t('magazine.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="icon-btn icon-btn--glass" onClick={() => setPlaying((p) => !p)} aria-label={playing ? t('magazine.pause') : t('magazine.play')}>
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
            <button type="button" className="icon-btn icon-btn--glass" onClick={() => go(index + 1, true)} aria-label={t('magazine.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
        {n > 1 && (
          <p className="gallery__count" aria-hidden="true">
            {index + 1} / {n}
          </p>
        )}
      </div>
      {n > 1 && (
        <ul className="gallery__thumbs" role="list">
          {thumbs.map((src, k) => {
            const i = start + k;
            return (
              <li key={src}>
                <button type="button" className={`gallery__thumb ${i === index ? 'is-active' : ''}`} onClick={() => go(i, true)} aria-label={t('magazine.show', { i: i + 1, n })} aria-current={i === index ? 'true' : undefined}>
                  <Img src={src} alt="" width={160} height={100} sizes="160px" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The full-screen magazine article shared by the coach note and the training interview. */
export default function MagazineModal(props: { content: MagazineContent; onClose: () => void; href?: string }) {
  const c = props.content;
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the sanitised article depends on these two fields of the content only
  const html = useMemo(() => (c.policy === 'coach' ? sanitizeCoachHtml : sanitizeTrainingHtml)(c.articleHtml), [c.policy, c.articleHtml]);
  const hasSide = !!(c.sideImage || c.sideTitle || c.sideText || c.tags.length);
  return (
    <Modal title={c.title} labelledBy="magazine-title" onClose={props.onClose} href={props.href} className="modal--magazine">
      <article className="magazine">
        <Gallery images={c.gallery.slice(0, MAGAZINE.maxImages)} title={c.title} startIndex={c.startIndex} />
        <div className={`magazine__body ${hasSide ? '' : 'magazine__body--single'}`}>
          <div className="magazine__main">
            <p className="eyebrow">{c.kicker}</p>
            <h2 id="magazine-title" className={`magazine__title ${c.title.length > 90 ? 'magazine__title--long' : ''}`}>
              {c.title}
            </h2>
            {c.byline && <p className="magazine__byline">{c.byline}</p>}
            <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          </div>
          {hasSide && (
            <aside className="magazine__side" aria-label={t('magazine.side')}>
              <Img src={c.sideImage} alt="" width={640} height={800} className="magazine__side-img" sizes="320px" />
              {c.sideTitle && <h3>{c.sideTitle}</h3>}
              {c.sideText && <p>{c.sideText}</p>}
              {c.tags.length > 0 && (
                <ul className="tags" role="list" aria-label={t('magazine.tags')}>
                  {c.tags.map((tag) => (
                    <li key={tag} className="tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </aside>
          )}
        </div>
      </article>
    </Modal>
  );
}
