import { useSignals } from '@preact/signals-react/runtime';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { PrGrid } from './PrGrid';

/** `/prs`: the personal records. */
export function PrsPage() {
  useSignals();
  usePageMeta(`${settings.value.titlePR} · ${settings.value.heroTitle}`, `Personal records of ${settings.value.heroTitle}.`);
  return (
    <main id="main" className="page">
      <header className="page__head">
        <p className="eyebrow">Fastest times</p>
        <h1>{settings.value.titlePR}</h1>
      </header>
      <PrGrid />
    </main>
  );
}
