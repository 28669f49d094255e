import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Img } from '../../components/Img';
import { isExternal, isSafeHref } from '../../lib/page';
import { useInBrowser } from '../../lib/hydration';
import { useReducedMotion, useSeen } from '../../lib/motion';
import type { TeamMember } from './team.api';
import { t } from './team.messages';

/** Every constant of the team wheel. */
const TEAM_CAROUSEL = {
  autoplayMs: 3600,
  minSlots: 8,
  radius: 420,
  radiusMobile: 300,
  mobileBelowPx: 768,
  stepDeg: 28,
  maxRotateDeg: 40,
  sideScale: 0.74,
  opacityFalloff: 0.38,
  minOpacity: 0.2,
  cardWidth: 320,
  cardHeight: 460,
} as const;

const C = TEAM_CAROUSEL;

/**
 * At least 8 slots, filled by repeating the members (each as often as the others). A team of one
 * gets one slot: repeats of a single card read as ghost copies, not as a wheel.
 */
function slotsOf<T>(members: T[], min: number = C.minSlots): T[] {
  if (members.length <= 1) return [...members];
  const rounds = Math.max(1, Math.ceil(min / members.length));
  return Array.from({ length: rounds * members.length }, (_, i) => members[i % members.length]!);
}

/** The signed distance, in slots, from the active slot to slot `i` (the shorter way round). */
function offsetOf(i: number, active: number, slots: number): number {
  let d = (((i - active) % slots) + slots) % slots;
  if (d > slots / 2) d -= slots;
  return d;
}

/** Where a card sits on the wheel: 28° per step round a circle of the given radius, turned at most ±40°. */
function slotTransform(offset: number, radius: number): { transform: string; opacity: number; zIndex: number } {
  const theta = (offset * C.stepDeg * Math.PI) / 180;
  const x = Math.sin(theta) * radius;
  const z = (Math.cos(theta) - 1) * radius;
  const turn = Math.max(-C.maxRotateDeg, Math.min(C.maxRotateDeg, -offset * C.stepDeg));
  const scale = offset === 0 ? 1 : C.sideScale;
  return {
    transform: `translate3d(${x.toFixed(1)}px, 0, ${z.toFixed(1)}px) rotateY(${turn}deg) scale(${scale})`,
    opacity: Math.max(C.minOpacity, 1 - Math.abs(offset) * C.opacityFalloff),
    zIndex: 100 - Math.abs(offset),
  };
}

function useRadius(): number {
  const query = `(max-width: ${C.mobileBelowPx - 0.02}px)`;
  // The server renders the wide layout; a hydrating phone switches after its first render.
  const inBrowser = useInBrowser();
  const [mobile, setMobile] = useState(() => inBrowser && typeof matchMedia !== 'undefined' && matchMedia(query).matches);
  useEffect(() => {
    const mq = matchMedia(query);
    const on = () => setMobile(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return mobile ? C.radiusMobile : C.radius;
}

/** A member's full name. */
export const fullName = (m: TeamMember) => [m.firstName, m.lastName].filter(Boolean).join(' ');

/** One trading-card style member card (320×460): portrait, name, quote, up to three records. */
function MemberCard(props: { m: TeamMember; hidden?: boolean; eager?: boolean }) {
  const { m } = props;
  const theme = m.theme === 'foil' || m.theme === 'xr' || m.theme === 'glass' ? m.theme : 'glass';
  const href = m.actionUrl && isSafeHref(m.actionUrl) ? m.actionUrl : undefined;
  const external = href ? isExternal(href) : false;
  return (
    <article className={`member-card member-card--${theme}`}>
      <div className="member-card__portrait">
        {m.portraitUrl ? <Img src={m.portraitUrl} alt="" width={C.cardWidth} height={300} sizes="320px" eager={props.eager} /> : <span className="member-card__initials" aria-hidden="true">{(m.firstName[0] ?? '') + (m.lastName?.[0] ?? '')}</span>}
      </div>
      <div className="member-card__body">
        <h3 className="member-card__name">{fullName(m)}</h3>
        {m.quote && <p className="member-card__quote">“{m.quote}”</p>}
        {m.records.length > 0 && (
          <ul className="member-card__records" role="list">
            {m.records.slice(0, 3).map((r, i) => (
              <li key={i}>
                <span>{r.distance}</span>
                <span className="mono">{r.time}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {href && (
        <a className="member-card__action" href={href} tabIndex={props.hidden ? -1 : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {t('card.profile')} <span aria-hidden="true">{external ? '↗' : '→'}</span>
          <span className="sr-only"> {t('card.profileOf', { name: fullName(m) })}</span>
        </a>
      )}
    </article>
  );
}

/**
 * The team wheel: cards on a 3D circle, turning every 3.6 s (not while hovered or focused, not with
 * reduced motion, not off screen, and not after Pause); previous/next, dots, ArrowLeft/ArrowRight.
 */
export function TeamCarousel(props: { members: TeamMember[] }) {
  const members = props.members;
  const slots = slotsOf(members);
  const n = members.length;
  const radius = useRadius();
  const reduce = useReducedMotion();
  const [active, setActive] = useState(0);
  const [hover, setHover] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [paused, setPaused] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const visible = useSeen(root);
  const lastOffsets = useRef<number[]>([]);

  const turn = (by: number, byUser = true) => {
    setAnnounce(byUser);
    setActive((a) => (((a + by) % slots.length) + slots.length) % slots.length);
  };

  const autoplay = !reduce && !hover && !focusWithin && !paused && visible && slots.length > 1;
  useEffect(() => {
    if (!autoplay) return;
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') turn(1, false);
    }, C.autoplayMs);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoplay, slots.length]);

  useEffect(() => {
    lastOffsets.current = slots.map((_, i) => offsetOf(i, active, slots.length));
  });

  if (n === 0) return null;
  const current = members[active % n]!;
  const goToMember = (j: number) => {
    const here = active % n;
    let delta = j - here;
    if (delta > n / 2) delta -= n;
    if (delta < -n / 2) delta += n;
    if (delta) turn(delta);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      turn(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      turn(1);
    }
  };

  const offsets = slots.map((_, i) => offsetOf(i, active, slots.length));
  // The card that wraps round from one end of the wheel to the other moves without a transition.
  const jumped = offsets.map((o, i) => lastOffsets.current[i] !== undefined && Math.abs(o - lastOffsets.current[i]!) > 1);

  return (
    <div
      ref={root}
      className="team-wheel"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('wheel.label')}
      tabIndex={0}
      onKeyDown={onKey}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocusWithin(false)}
      data-active={active % n}
    >
      <div className="team-wheel__stage" style={{ ['--card-w' as string]: `${C.cardWidth}px`, ['--card-h' as string]: `${C.cardHeight}px` }}>
        {slots.map((m, i) => {
          const o = offsets[i]!;
          const pos = slotTransform(o, radius);
          // The falloff fades a card towards the page colour (an overlay), not to transparency, so
          // the cards stacked behind it never show through.
          const style: CSSProperties = { transform: pos.transform, zIndex: pos.zIndex, ['--fade' as string]: (1 - pos.opacity).toFixed(2) };
          return (
            <div
              key={i}
              className={`team-wheel__slot ${o === 0 ? 'is-active' : ''} ${jumped[i] ? 'no-anim' : ''} ${Math.abs(o) > 3 ? 'is-far' : ''} ${i >= n ? 'is-repeat' : ''}`}
              style={style}
              role="group"
              aria-roledescription="slide"
              aria-label={t('wheel.slide', { name: fullName(m), i: (i % n) + 1, n })}
              aria-hidden={o !== 0}
              onClick={o !== 0 ? () => turn(o) : undefined}
            >
              {/* Eager: the wheel clips its cards, and lazy loading never fetches a clipped image; repeats share the download. */}
              <MemberCard m={m} hidden={o !== 0} eager />
            </div>
          );
        })}
      </div>
      {n > 1 && (
        <div className="team-wheel__controls needs-script">
          <button type="button" className="icon-btn" onClick={() => turn(-1)} aria-label={t('wheel.previous')}>
            ‹
          </button>
          <div className="dots" role="group" aria-label={t('wheel.choose')}>
            {members.map((m, j) => (
              <button key={m.id} type="button" className={`dot ${j === active % n ? 'is-active' : ''}`} onClick={() => goToMember(j)} aria-label={t('wheel.show', { name: fullName(m) })} aria-current={j === active % n ? 'true' : undefined} />
            ))}
          </div>
          <button type="button" className="icon-btn" onClick={() => turn(1)} aria-label={t('wheel.next')}>
            ›
          </button>
          {!reduce && (
            <button type="button" className="chip chip--small" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
              {paused ? t('wheel.play') : t('wheel.pause')}
            </button>
          )}
        </div>
      )}
      <p className="sr-only" aria-live={announce ? 'polite' : 'off'}>
        {t('wheel.showing', { name: fullName(current), i: (active % n) + 1, n })}
      </p>
    </div>
  );
}
