import type { ReactNode } from 'react';
import { Section } from '../../components/Section';
import { formatDate } from '../../lib/page';
import { useInterval, useNow } from '../../lib/motion';
import { useResource } from '../../lib/resource';
import { countdown } from '../../lib/time';
import { EmptySection } from '../../components/EmptySection';
import { plural } from '../../lib/i18n/i18n';
import { CALENDAR_FEED_URL, fetchUpcoming, raceCalendarUrl, type UpcomingRace } from './upcoming.api';
import { t } from './upcoming.messages';
import { UPCOMING_PART } from './upcoming-part';

const MINUTE = 60_000;

function Countdown(props: { eventAt: string; now: number }) {
  const { days, hours } = countdown(props.eventAt, props.now);
  return (
    <p className="countdown" aria-label={t('countdown.label', { days: t(`countdown.days.${plural(days)}`, { n: days }), hours: t(`countdown.hours.${plural(hours)}`, { n: hours }) })}>
      <span className="countdown__unit">
        <span className="countdown__num mono">{days}</span>
        <span className="countdown__label">{t(`unit.day.${plural(days)}`)}</span>
      </span>
      <span className="countdown__unit">
        <span className="countdown__num mono">{hours}</span>
        <span className="countdown__label">{t(`unit.hour.${plural(hours)}`)}</span>
      </span>
    </p>
  );
}

function UpcomingCard(props: { race: UpcomingRace; now: number }) {
  const r = props.race;
  return (
    <li className="upcoming-card">
      <div>
        <p className="upcoming-card__date">{formatDate(r.eventAt, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}</p>
        <h3 className="upcoming-card__title">{r.title}</h3>
        {r.location && <p className="upcoming-card__place">{r.location}</p>}
        <a className="upcoming-card__ics" href={raceCalendarUrl(r.id)} download aria-label={t('calendar.addLabel', { title: r.title })}>
          {t('calendar.add')}
        </a>
      </div>
      <Countdown eventAt={r.eventAt} now={props.now} />
    </li>
  );
}

/** Upcoming races with a day/hour countdown (refreshed each minute); for visitors hidden when there are none. */
export function Upcoming(props: { title: ReactNode }) {
  // Take 3 on the home page, cached 60 s.
  const upcoming = useResource('upcoming:3', () => fetchUpcoming(3), 60_000);
  const now = useNow(MINUTE);
  // Each minute the countdowns tick and the list is read again (a race that has started drops out).
  useInterval(upcoming.reload, MINUTE);
  if (upcoming.status !== 'loaded') return null;
  if (upcoming.data.length === 0) return <EmptySection part={UPCOMING_PART} id="upcoming" title={props.title} />;
  return (
    <Section id="upcoming" title={props.title}>
      <ul className="upcoming-list" role="list">
        {upcoming.data.map((r) => (
          <UpcomingCard key={r.id} race={r} now={now} />
        ))}
      </ul>
      <p className="upcoming-feed">
        <a href={CALENDAR_FEED_URL}>{t('calendar.feed')}</a>
      </p>
    </Section>
  );
}
