import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { InlineText } from '../components/InlineText';
import { ResumeLink } from '../features/profile';
import { mediaUrl } from '../lib/api';
import { focusStyle } from '../lib/media';
import { isExternal, isSafeHref } from '../lib/page';
import { editMode } from '../lib/auth';
import { useInBrowser } from '../lib/hydration';
import { useReducedMotion } from '../lib/motion';
import { loadSettings, settings } from '../lib/settings';
import { heroPosterOf } from '../../src/shared/hero-poster';
import { INLINE_POSTER_VIEWBOX, type PosterColours, builtInPosterColours, posterSvgContent } from '../../src/shared/hero-poster-art';
import { t } from './home.messages';
import { mayLinkToHref, ownText } from '../lib/sections';
import { HeroFacts } from './HeroFacts';

function Cta(props: { label: string; href: string; primary?: boolean }) {
  useSignals();
  // A link into an empty section is left out along with the section.
  if (!props.label || !isSafeHref(props.href) || !mayLinkToHref(props.href)) return null;
  const external = isExternal(props.href);
  return (
    <a className={`btn ${props.primary ? 'btn--primary' : 'btn--glass'}`} href={props.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {props.label}
      {external && <span aria-hidden="true"> ↗</span>}
    </a>
  );
}

// The admin's video library loads only when an admin asks for it: visitors never download it.
const HeroVideoModal = lazy(() => import('./HeroVideoModal'));

/** Edit mode only: a button that opens the hero video block (upload, pick, clear) in a dialog. */
function HeroVideoChanger() {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    // The block announces its own changes; reading again covers a change made in another tab.
    void loadSettings();
  };
  return (
    <>
      <button type="button" className="btn btn--glass btn--small hero__video-changer" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <rect x="2" y="6" width="14" height="12" rx="2" />
          <path d="m16 10 6-3v10l-6-3" />
        </svg>
        {t('hero.changeVideo')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeroVideoModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** A subtitle that already says what the athlete runs (in English or French): no "Distance runner" above the name. */
const SAYS_RUNNER = /runner|coureu|athl\u00e8te de fond/i;

/** The hero's words for a visitor: the built-in name and class line are never shown, only the athlete's own. */
function VisitorHeading(props: { name: string; subtitle: string }) {
  return (
    <>
      {props.name && !SAYS_RUNNER.test(props.subtitle) && <p className="eyebrow eyebrow--light">{t('hero.runner')}</p>}
      <h1 id="hero-title" className="hero__title">
        {props.name || t('hero.runner')}
      </h1>
      {props.subtitle && <p className="hero__subtitle">{props.subtitle}</p>}
    </>
  );
}

/**
 * A built-in poster, drawn in place (hero-poster-art.ts): nothing to download, so the hero is
 * whole at the first paint. Covers the hero as the picture of an uploaded poster does.
 */
function BuiltInPoster({ colours }: { colours: PosterColours }) {
  // A reference in url(#...) takes no punctuation; React's ids stay unique by their letters and digits.
  const id = `poster${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg
      className="hero__poster"
      viewBox={INLINE_POSTER_VIEWBOX}
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      // Markup of our own, from fixed colours (no text a visitor or an admin wrote).
      dangerouslySetInnerHTML={{ __html: posterSvgContent(colours, id) }}
    />
  );
}

/** The hero: looping muted video (or playlist) over its poster, title, subtitle, school and best marks, up to two links, the résumé and the contact page. */
export function Hero() {
  useSignals();
  const s = settings.value;
  const playlist = [s.heroVideoUrl, ...s.heroVideoPlaylist].filter((u) => u && isSafeHref(u));
  const [index, setIndex] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const reduceMotion = useReducedMotion();
  // The video joins the poster once the app runs (never in the server's HTML): the poster stays the
  // first and largest paint, and a visitor who asked for less motion never starts it.
  const inBrowser = useInBrowser();
  const src = playlist.length ? mediaUrl(playlist[index % playlist.length]) : undefined;
  useEffect(() => {
    if (video.current && src && !reduceMotion) void video.current.play().catch(() => undefined);
  }, [src, reduceMotion, inBrowser]);
  const posterPath = heroPosterOf(s);
  const builtIn = builtInPosterColours(posterPath);
  // The video shows the drawing under it until its first frame, rather than the drawing's file.
  const poster = builtIn ? undefined : mediaUrl(posterPath);
  // A portrait as the hero keeps the face the family pointed at in view on a wide screen.
  const focus = focusStyle(posterPath);

  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="hero__media" aria-hidden="true">
        {builtIn && <BuiltInPoster colours={builtIn} />}
        {poster && <img className="hero__poster" src={poster} alt="" width={1920} height={1080} fetchPriority="high" style={focus} />}
        {src && inBrowser && !reduceMotion && (
          <video
            ref={video}
            className="hero__video"
            src={src}
            poster={poster}
            style={focus}
            muted
            playsInline
            autoPlay
            loop={playlist.length === 1}
            preload="metadata"
            onEnded={() => setIndex((i) => i + 1)}
          />
        )}
        <div className="hero__shade" />
      </div>
      <div className="hero__content">
        {editMode.value ? (
          <>
            {!SAYS_RUNNER.test(s.heroSubtitle) && <p className="eyebrow eyebrow--light">{t('hero.runner')}</p>}
            <h1 id="hero-title" className="hero__title">
              <InlineText field="heroTitle" label={t('label.heroTitle')} />
            </h1>
            <p className="hero__subtitle">
              <InlineText field="heroSubtitle" label={t('label.heroSubtitle')} multiline />
            </p>
          </>
        ) : (
          <VisitorHeading name={ownText(s, 'heroTitle')} subtitle={ownText(s, 'heroSubtitle')} />
        )}
        <HeroFacts subtitle={s.heroSubtitle} />
        <div className="hero__ctas">
          <Cta label={s.heroCtaLabel} href={s.heroCtaUrl} primary />
          <Cta label={s.heroCta2Label} href={s.heroCta2Url} />
          <ResumeLink className="btn btn--glass hero__resume" label={t('hero.resume')} />
          <Link className="btn btn--glass hero__contact" href="/contact">
            {t('hero.contact')}
          </Link>
        </div>
      </div>
      {editMode.value && <HeroVideoChanger />}
    </section>
  );
}
