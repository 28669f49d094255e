import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { ErrorState, Loading } from '../../components/states';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { athleteName } from '../../lib/sections';
import { RaceFacts } from './RaceDetail';
import { fetchRace } from './races.api';
import { t } from './races.messages';
import type { PageProps } from '../feature';

/** `/courses/{id}`: one race with its photo, facts, analysis and results link. */
export function CourseDetailPage(props: PageProps) {
  useSignals();
  const id = props.params.id ?? '';
  const race = useResource(`race:${id}`, () => fetchRace(id));
  usePageMeta(
    race.status === 'loaded' ? [race.data.title, athleteName()].filter(Boolean).join(' · ') : [t('detail.metaTitle'), athleteName()].filter(Boolean).join(' · '),
    race.status === 'loaded'
      ? t('detail.meta', { name: athleteName() || t('detail.someone'), time: race.data.timeStr, title: race.data.title, place: race.data.place })
      : t('detail.metaLoading'),
  );
  const notFound = race.status === 'error' && race.error instanceof ApiError && (race.error.status === 404 || race.error.status === 400);
  return (
    <main id="main" className="page page--narrow">
      <p>
        <Link href="/courses" className="back-link">
          {t('detail.back')}
        </Link>
      </p>
      {race.status === 'loading' && <Loading height={400} />}
      {notFound && (
        <div className="state state--empty">
          <h1>{t('detail.notFound')}</h1>
        </div>
      )}
      {race.status === 'error' && !notFound && <ErrorState message={t('detail.failed')} onRetry={race.reload} />}
      {race.status === 'loaded' && <RaceFacts race={race.data} headingLevel={1} />}
    </main>
  );
}
