import { Link } from 'wouter';
import { NotFound } from '../../components/Placeholder';
import { ErrorState, Loading } from '../../components/states';
import { editMode } from '../../lib/auth';
import { athleteName } from '../../lib/sections';
import { EmptyBody } from '../../components/EmptySection';
import { formatDate, usePageMeta } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { fetchRaces } from './races.api';
import { t } from './races.messages';
import { SeasonTable } from '../charts';
import { useSignals } from '@preact/signals-react/runtime';
import { RACES_PART } from './races-part';

/** `/courses`: every published race as a card with a Details link. */
export function CoursesPage() {
  useSignals();
  const races = useResource('races', fetchRaces);
  const name = athleteName();
  usePageMeta([t('list.title'), name].filter(Boolean).join(' · '), name ? t('list.metaNamed', { name }) : t('list.meta'));
  if (races.status === 'loaded' && races.data.length === 0 && !editMode.value) return <NotFound />;
  return (
    <main id="main" className="page">
      <header className="page__head">
        <p className="eyebrow">{t('list.eyebrow')}</p>
        <h1>{t('list.title')}</h1>
      </header>
      {races.status === 'loading' && <Loading height={300} />}
      {races.status === 'error' && <ErrorState message={t('list.failed')} onRetry={races.reload} />}
      {races.status === 'loaded' && races.data.length === 0 && <EmptyBody part={RACES_PART} />}
      {races.status === 'loaded' && races.data.length > 0 && (
        <ul className="card-grid" role="list">
          {races.data.map((r) => (
            <li key={r.id} className="card">
              <p className="card__eyebrow">{formatDate(r.date)}</p>
              <h2 className="card__title">{r.title}</h2>
              <p className="card__meta">
                {r.distance} · {r.place}
              </p>
              <p className="card__big mono">{r.timeStr}</p>
              <Link className="btn btn--small" href={`/courses/${r.id}`} aria-label={t('list.detailsOf', { title: r.title })}>
                {t('list.details')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {races.status === 'loaded' && <SeasonTable />}
    </main>
  );
}
