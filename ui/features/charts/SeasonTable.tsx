import { useId, useState } from 'react';
import { ErrorState } from '../../components/states';
import { ResultsBySeason, seasonName, useProgression } from './ProgressionChart';
import { filterSeasons } from './season-filter';
import { t } from './charts.messages';
import { Field } from '../../components/Field';

/** `/courses`: every event's results by season, filtered by event and season; nothing until there is a result. */
export function SeasonTable() {
  const all = useProgression();
  const [event, setEvent] = useState('');
  const [season, setSeason] = useState('');
  const id = useId();
  if (all.status === 'error') return <ErrorState message={t('seasons.failed')} onRetry={all.reload} />;
  if (all.status !== 'loaded' || all.data.events.length === 0) return null;
  const { events, seasons, shown } = filterSeasons(all.data.events, event, season);
  const chosenSeason = seasonName(seasons.find((s) => s.season === season) ?? { season });
  return (
    <section className="season-table" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('seasons.title')}</h2>
      <div className="season-table__filters">
        <Field label={t('seasons.event')}>
          <select value={event} onChange={(e) => setEvent(e.target.value)}>
            <option value="">{t('seasons.allEvents')}</option>
            {events.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('seasons.season')}>
          <select value={season} onChange={(e) => setSeason(e.target.value)}>
            <option value="">{t('seasons.allSeasons')}</option>
            {seasons.map((s) => (
              <option key={s.season} value={s.season}>
                {seasonName(s)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {shown.length === 0 ? (
        <p className="muted season-table__empty" role="status">
          {event ? t('seasons.empty', { event, season: chosenSeason }) : t('seasons.emptyAnyEvent', { season: chosenSeason })}
        </p>
      ) : (
        shown.map((p) => <ResultsBySeason key={p.event} progression={p} caption={p.event} seasons={season ? [season] : undefined} />)
      )}
    </section>
  );
}
