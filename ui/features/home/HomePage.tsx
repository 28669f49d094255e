import { useSignals } from '@preact/signals-react/runtime';
import { Section } from '../../components/Section';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { PrGrid } from '../prs/PrGrid';
import { RecentRaces } from '../races/RecentRaces';
import { Hero } from './Hero';

/** `/`: the hero, then each section of the portfolio. */
export function HomePage() {
  useSignals();
  const s = settings.value;
  usePageMeta(`${s.heroTitle} · ${s.heroSubtitle}`, `${s.heroTitle}: personal records, races and training of a distance runner. ${s.heroSubtitle}.`);
  return (
    <main id="main">
      <Hero />
      <div className="sections">
        <Section id="prs" title={s.titlePR}>
          <PrGrid />
        </Section>
        <RecentRaces title={s.titleRaces} />
      </div>
    </main>
  );
}
