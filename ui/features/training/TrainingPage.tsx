import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { Empty, ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { hasTraining } from './training-content';
import { TrainingBody, useTraining } from './TrainingSection';

/** `/training`: the whole training profile, every card, and the interview. */
export function TrainingPage() {
  useSignals();
  const s = settings.value;
  const training = useTraining();
  usePageMeta(`${s.titleTraining} · ${s.heroTitle}`, `${s.heroTitle}: weekly volume, yearly mileage, favorite workouts and an interview about training. ${s.descTraining}`);
  return (
    <Page eyebrow="How the work gets done" title={s.titleTraining} lead={s.descTraining}>
      {training.status === 'loading' && <Loading height={480} />}
      {training.status === 'error' && <ErrorState message="Failed to load the training profile." onRetry={training.reload} />}
      {training.status === 'loaded' && !hasTraining(training.data) && <Empty>Training details are coming soon.</Empty>}
      {training.status === 'loaded' && hasTraining(training.data) && <TrainingBody profile={training.data} full />}
    </Page>
  );
}
