import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type ReactNode } from 'react';
import { DialogOpener } from '../../components/DialogOpener';
import { Img } from '../../components/Img';
import { Modal } from '../../components/Modal';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { useDialogItem } from '../../lib/dialog-url';
import { useLike } from '../../lib/like';
import { isSafeHref } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { EmptySection } from '../../components/EmptySection';
import { fetchFollowed, likeAthlete, type FollowedAthlete } from './followed.api';
import { t } from './followed.messages';
import { plural } from '../../lib/i18n/i18n';
import { FOLLOWED_PART } from './followed-part';

const SCROLL_STEP = 320;

/** A link to a profile: a full URL, or an @handle on the given platform. */
function profileUrl(value: string | undefined, base: string): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^https?:\/\//i.test(v)) return isSafeHref(v) ? v : undefined;
  const handle = v.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,40}$/.test(handle) ? `${base}${handle}` : undefined;
}

/** Up to two initials ("Mara Okafor" → "MO"). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** A hue from the name, so cards without a photo are told apart at a glance. */
function hueOf(name: string): number {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

function LikeAthlete(props: { a: FollowedAthlete }) {
  useSignals();
  const { a } = props;
  const { liked, busy, count, like } = useLike('liked-athletes', a.id, a.likeCount, () => likeAthlete(a.id));
  return (
    <button type="button" className={`like-btn like-btn--big needs-script ${liked ? 'is-liked' : ''}`} onClick={like} disabled={liked || busy} aria-pressed={liked} aria-label={t(`like.${plural(count)}`, { name: a.name, n: count })}>
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> <span className="mono">{count}</span>
    </button>
  );
}

function AthleteModal(props: { a: FollowedAthlete; onClose: () => void; href: string }) {
  const { a } = props;
  const links = [
    ['Instagram', profileUrl(a.instagram, 'https://www.instagram.com/')],
    ['TikTok', profileUrl(a.tiktok, 'https://www.tiktok.com/@')],
    [t('website'), a.otherUrl && isSafeHref(a.otherUrl) && /^https?:/i.test(a.otherUrl) ? a.otherUrl : undefined],
  ].filter((l): l is [string, string] => !!l[1]);
  return (
    <Modal title={a.name} labelledBy="athlete-modal-title" onClose={props.onClose} href={props.href} wide>
      <article className="athlete-detail">
        {a.photos.length > 0 && (
          <div className="athlete-detail__photos">
            {a.photos.slice(0, 3).map((p, i) => (
              <Img key={p} src={p} alt={i === 0 ? a.name : ''} width={600} height={750} sizes="(min-width: 900px) 320px, 80vw" eager={i === 0} />
            ))}
          </div>
        )}
        <div className="athlete-detail__text">
          <p className="eyebrow">{a.school || t('eyebrow')}</p>
          <h2 id="athlete-modal-title">{a.name}</h2>
          {a.intro && <p className="athlete-detail__intro">{a.intro}</p>}
          {a.bio && <p>{a.bio}</p>}
          {a.body &&
            a.body
              .split(/\n{2,}/)
              .filter((para) => para.trim())
              .map((para, i) => <p key={i}>{para.trim()}</p>)}
          <div className="athlete-detail__actions">
            <LikeAthlete a={a} />
            {links.map(([label, href]) => (
              <a key={label} className="btn btn--small btn--ghost" href={href} target="_blank" rel="noopener noreferrer">
                {label} <span aria-hidden="true">↗</span>
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            ))}
          </div>
        </div>
      </article>
    </Modal>
  );
}

/** One athlete's card: it opens the athlete's details (a link before the app runs, see DialogOpener). */
function AthleteCard(props: { a: FollowedAthlete; href: string; onOpen: () => void }) {
  useSignals();
  const { a } = props;
  return (
    <DialogOpener className="athlete-card" href={props.href} onOpen={props.onOpen}>
      <span className="athlete-card__photo" style={a.photos[0] ? undefined : { background: `linear-gradient(150deg, hsl(${hueOf(a.name)} 55% 38%), hsl(${(hueOf(a.name) + 50) % 360} 60% 24%))` }}>
        {a.photos[0] ? (
          <Img src={a.photos[0]} alt="" width={400} height={500} sizes="260px" />
        ) : (
          <span className="athlete-card__initial" aria-hidden="true">
            {initialsOf(a.name)}
          </span>
        )}
      </span>
      <span className="athlete-card__body">
        <span className="athlete-card__name">{a.name}</span>
        {(a.schoolShort || a.school) && <span className="athlete-card__school">{a.schoolShort || a.school}</span>}
        {a.intro && <span className="athlete-card__intro">{a.intro}</span>}
      </span>
    </DialogOpener>
  );
}

/** 'Athletes I follow': a carousel of cards; a card opens the athlete's details with a like button. */
export function FollowedAthletes(props: { title?: ReactNode }) {
  const athletes = useResource('followed', fetchFollowed);
  const dialog = useDialogItem('athlete');
  const open = athletes.status === 'loaded' ? athletes.data.find((a) => String(a.id) === dialog.id) : undefined;
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * SCROLL_STEP, behavior: 'smooth' });
  const many = athletes.status === 'loaded' && athletes.data.length > 1;
  if (athletes.status === 'loaded' && athletes.data.length === 0) return <EmptySection part={FOLLOWED_PART} id="followed" title={props.title ?? t('title')} />;
  return (
    <Section
      id="followed"
      title={props.title ?? t('title')}
      lead={t('lead')}
      actions={
        many ? (
          <div className="carousel-nav needs-script">
            <button type="button" className="icon-btn" onClick={() => scroll(-1)} aria-label={t('previous')}>
              ‹
            </button>
            <button type="button" className="icon-btn" onClick={() => scroll(1)} aria-label={t('next')}>
              ›
            </button>
          </div>
        ) : undefined
      }
    >
      {athletes.status === 'loading' && <Loading height={300} />}
      {athletes.status === 'error' && <ErrorState message={t('failed')} onRetry={athletes.reload} />}
      {athletes.status === 'loaded' && athletes.data.length > 0 && (
        <ul className="h-scroll h-scroll--athletes" ref={track} role="list">
          {athletes.data.map((a) => (
            <li key={a.id}>
              <AthleteCard a={a} href={dialog.link(a.id)} onOpen={() => dialog.open(a.id)} />
            </li>
          ))}
        </ul>
      )}
      {open && <AthleteModal a={open} onClose={dialog.close} href={dialog.href(open.id)} />}
    </Section>
  );
}
