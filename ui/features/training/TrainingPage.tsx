import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { NotFound } from '../../components/Placeholder';
import { ErrorState, Loading } from '../../components/states';
import { editMode } from '../../lib/auth';
import { EmptyBody } from '../../components/EmptySection';
import { athleteName } from '../../lib/sections';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { hasTraining } from './training-content';
import { TrainingBody, useTraining } from './TrainingSection';
import { t } from './training.messages';
import { TRAINING_PART } from './training-part';

/** `/training`: the whole training profile, every card, and the interview. */
export function TrainingPage() {
  useSignals();
  const s = settings.value;
  const training = useTraining();
  const name = athleteName();
  usePageMeta([s.titleTraining, name].filter(Boolean).join(' · '), t('page.desc', { who: name || t('page.training'), desc: s.descTraining }));
  if (training.status === 'loaded' && !hasTraining(training.data) && !editMode.value) return <NotFound />;
  return (
    <Page eyebrow={t('page.eyebrow')} title={s.titleTraining} lead={s.descTraining}>
      {training.status === 'loading' && <Loading height={480} />}
      {training.status === 'error' && <ErrorState message={t('failed')} onRetry={training.reload} />}
      {training.status === 'loaded' && !hasTraining(training.data) && <EmptyBody part={TRAINING_PART} />}
      {training.status === 'loaded' && hasTraining(training.data) && <TrainingBody profile={training.data} full />}
    </Page>
  );
}
