import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Marquee, useMarqueeTabIndex } from '../../components/Marquee';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { useLike } from '../../lib/like';
import { useNow } from '../../lib/motion';
import { useResource } from '../../lib/resource';
import { editMode } from '../../lib/auth';
import { athleteName } from '../../lib/sections';
import { relativeTime } from '../../lib/time';
import { CheerForm } from './CheerForm';
import { fetchCheers, likeCheer, type Cheer } from './cheers.api';
import { t } from './cheers.messages';
import { plural } from '../../lib/i18n/i18n';

/** The marquee's loop time, and when a visitor asks for it faster. */
const MARQUEE_SECONDS = 28;
const MARQUEE_FAST_SECONDS = 14;

/** The cheers, cached with the default stale time. */
export const useCheers = () => useResource('cheers', fetchCheers);


function LikeButton(props: { cheer: Cheer }) {
  useSignals();
  const c = props.cheer;
  const { liked, busy, count, like } = useLike('liked-cheers', c.id, c.likes, () => likeCheer(c.id));
  const who = c.name.trim() || t('anonymous');
  const tabIndex = useMarqueeTabIndex();
  return (
    <button type="button" className={`like-btn needs-script ${liked ? 'is-liked' : ''}`} onClick={like} tabIndex={tabIndex} disabled={liked || busy} aria-pressed={liked} aria-label={t(`like.label.${plural(count)}`, { who, n: count })}>
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> <span className="mono">{count}</span>
    </button>
  );
}

/** One cheer card: emoji, message, name, time, the athlete's reply and the like button. */
function CheerCard(props: { cheer: Cheer; now: number }) {
  const c = props.cheer;
  return (
    <article className="cheer-card">
      <p className="cheer-card__message">
        <span className="cheer-card__emoji" aria-hidden="true">
          {c.emoji}
        </span>{' '}
        {c.message}
      </p>
      {c.reply && (
        <p className="cheer-card__reply">
          <span className="sr-only">{t('reply')} </span>
          {c.reply}
        </p>
      )}
      <footer className="cheer-card__foot">
        <span className="cheer-card__who">
          <strong>{c.name.trim() || t('anonymous')}</strong> · <time dateTime={c.createdAt}>{relativeTime(c.createdAt, props.now)}</time>
        </span>
        <LikeButton cheer={c} />
      </footer>
    </article>
  );
}

/**
 * 'Latest messages': the cheers in an auto-scrolling marquee; left out for visitors while there is
 * none. Its title sits one level under the page's or section's heading (`headingLevel`, h3 by default).
 */
export function LatestMessages(props: { asGrid?: boolean; headingLevel?: 2 | 3 }) {
  useSignals();
  const cheers = useCheers();
  const now = useNow(30_000);
  if (cheers.status === 'loaded' && cheers.data.length === 0 && !editMode.value) return null;
  const H = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="latest">
      <H className="latest__title">{t('latest.title')}</H>
      {cheers.status === 'loading' && <Loading height={170} />}
      {cheers.status === 'error' && <ErrorState message={t('latest.failed')} onRetry={cheers.reload} />}
      {cheers.status === 'loaded' && cheers.data.length === 0 && <p className="state state--empty">{athleteName() ? t('latest.emptyNamed', { name: athleteName() }) : t('latest.empty')}</p>}
      {cheers.status === 'loaded' && cheers.data.length > 0 &&
        (props.asGrid ? (
          <ul className="cheer-grid" role="list">
            {cheers.data.map((c) => (
              <li key={c.id}>
                <CheerCard cheer={c} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <Marquee label={t('latest.title')} seconds={MARQUEE_SECONDS} fastSeconds={MARQUEE_FAST_SECONDS} items={cheers.data.map((c) => <CheerCard key={c.id} cheer={c} now={now} />)} />
        ))}
    </div>
  );
}

/** Leave a Cheer (anchor `support`): the form beside a short note, then the latest messages. */
export function CheerSection(props: { title: ReactNode; lead?: ReactNode; asGrid?: boolean; headingLevel?: 1 | 2 }) {
  const cheers = useCheers();
  return (
    <Section id="support" title={props.title} lead={props.lead} headingLevel={props.headingLevel}>
      <div className="cheer-layout">
        <CheerForm onPosted={cheers.reload} />
        <LatestMessages asGrid={props.asGrid} headingLevel={props.headingLevel === 1 ? 2 : 3} />
      </div>
    </Section>
  );
}
