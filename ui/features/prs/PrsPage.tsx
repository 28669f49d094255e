import { useSignals } from '@preact/signals-react/runtime';
import { NotFound } from '../../components/Placeholder';
import { editMode } from '../../lib/auth';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { athleteName } from '../../lib/sections';
import { PrGrid, usePrs } from './PrGrid';
import { t } from './prs.messages';

/** `/prs`: the personal records (a visitor finds no page while there is none). */
export function PrsPage() {
  useSignals();
  const prs = usePrs();
  const name = athleteName();
  usePageMeta([settings.value.titlePR, name].filter(Boolean).join(' · '), name ? t('page.metaNamed', { name }) : t('page.meta'));
  if (prs.status === 'loaded' && prs.data.length === 0 && !editMode.value) return <NotFound />;
  return (
    <main id="main" className="page">
      <header className="page__head">
        <p className="eyebrow">{t('page.eyebrow')}</p>
        <h1>{settings.value.titlePR}</h1>
      </header>
      <PrGrid />
    </main>
  );
}
