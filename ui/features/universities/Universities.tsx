import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { signal } from '@preact/signals-react';
import { Img } from '../../components/Img';
import { Marquee, useMarqueeTabIndex } from '../../components/Marquee';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { countWithOwn, forget, remember, rememberOwnCount, remembered, useRemembered } from '../../lib/memory';
import { useResource } from '../../lib/resource';
import { EmptySection } from '../../components/EmptySection';
import { plural } from '../../lib/i18n/i18n';
import { ordinal } from '../races';
import { MAX_PICKS, fetchUniversities, voteUniversity, type University } from './universities.api';
import { t } from './universities.messages';
import { UNIVERSITIES_PART } from './universities-part';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

// Vote counts this browser changed, shared by both copies of a card in the marquee.
const counts = signal<Record<number, number>>({});
const pending = signal<number | undefined>(undefined);

/**
 * Picks a university (up to 3 per browser, in pick order). 202 = accepted with no count; a failure
 * is only logged. `shown` is undefined when the family hides the counts: nothing to update then.
 */
async function vote(u: University, shown: number | undefined): Promise<void> {
  const picks = remembered('university-picks');
  if (picks.value.includes(u.id) || picks.value.length >= MAX_PICKS || pending.value !== undefined) return;
  pending.value = u.id;
  remember('university-picks', u.id);
  if (shown === undefined) {
    try {
      await voteUniversity(u.id);
    } catch (err) {
      console.warn('vote failed', err);
      forget('university-picks', u.id);
    } finally {
      pending.value = undefined;
    }
    return;
  }
  counts.value = { ...counts.value, [u.id]: shown + 1 };
  try {
    const res = await voteUniversity(u.id);
    // 202 is "accepted with no count": keep the shown count unless one is given.
    const next = res.body?.voteCount;
    const count = typeof next === 'number' ? next : res.status === 202 ? shown : shown + 1;
    counts.value = { ...counts.value, [u.id]: count };
    rememberOwnCount('university-picks', u.id, count);
  } catch (err) {
    // A failed vote is only logged; the pick is not kept, so it can be tried again.
    console.warn('vote failed', err);
    forget('university-picks', u.id);
    counts.value = { ...counts.value, [u.id]: shown };
  } finally {
    pending.value = undefined;
  }
}

/** Initials for a university without a logo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 3) || name.slice(0, 2).toUpperCase();
}

function UniversityCard(props: { u: University }) {
  useSignals();
  const { u } = props;
  const picks = useRemembered('university-picks');
  const rank = picks.indexOf(u.id);
  // No count at all when the family hides them (Settings): the answer then carries none.
  const shown = u.voteCount === undefined ? undefined : (counts.value[u.id] ?? countWithOwn('university-picks', u.id, u.voteCount, rank >= 0));
  const full = picks.length >= MAX_PICKS;
  const tabIndex = useMarqueeTabIndex();
  const a = u.colorA && HEX.test(u.colorA) ? u.colorA : 'var(--grad-from)';
  const b = u.colorB && HEX.test(u.colorB) ? u.colorB : 'var(--grad-via)';
  return (
    <article className={`uni-card ${rank >= 0 ? 'is-picked' : ''}`} style={{ ['--uni-a' as string]: a, ['--uni-b' as string]: b }}>
      <div className="uni-card__logo">
        {u.logoUrl ? <Img src={u.logoUrl} alt="" width={72} height={72} sizes="72px" eager /> : <span aria-hidden="true">{initials(u.name)}</span>}
      </div>
      <h3 className="uni-card__name">{u.name}</h3>
      {shown !== undefined && (
        <p className="uni-card__votes">
          <span className="mono">{shown}</span> {t(`votes.${plural(shown)}`)}
        </p>
      )}
      <button
        type="button"
        className={`btn btn--small needs-script ${rank >= 0 ? 'btn--primary' : ''}`}
        onClick={() => void vote(u, shown)}
        tabIndex={tabIndex}
        disabled={rank >= 0 || full || pending.value !== undefined}
        aria-label={rank >= 0 ? t('pickLabel', { name: u.name, rank: ordinal(rank + 1) }) : t('voteFor', { name: u.name })}
      >
        {rank >= 0 ? t('pick', { rank: ordinal(rank + 1) }) : t('vote')}
      </button>
    </article>
  );
}

/** Favorite Universities: a marquee of cards with vote buttons, up to 3 ranked picks per browser. */
export function Universities(props: { title: ReactNode }) {
  useSignals();
  const unis = useResource('universities', fetchUniversities);
  const picks = useRemembered('university-picks');
  if (unis.status === 'loaded' && unis.data.length === 0) return <EmptySection part={UNIVERSITIES_PART} id="universities" title={props.title} />;
  return (
    <Section id="universities" title={props.title} lead={<span className="needs-script">{t('lead')}</span>}>
      {unis.status === 'loading' && <Loading height={240} />}
      {unis.status === 'error' && <ErrorState message={t('failed')} onRetry={unis.reload} />}
      {unis.status === 'loaded' && unis.data.length > 0 && (
        <>
          <p className="picks-note needs-script" aria-live="polite">
            {picks.length === 0 ? t('picks.none') : picks.length < MAX_PICKS ? t(`picks.some.${plural(picks.length)}`, { n: picks.length, max: MAX_PICKS }) : t('picks.all', { max: MAX_PICKS })}
          </p>
          <Marquee label={t('marquee')} seconds={40} fastSeconds={20} items={unis.data.map((u) => <UniversityCard key={u.id} u={u} />)} />
        </>
      )}
    </Section>
  );
}
