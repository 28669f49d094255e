import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { athleteName } from '../../lib/sections';
import { CheerForm } from './CheerForm';
import { LatestMessages, useCheers } from './CheerWall';
import { t } from './cheers.messages';

/** `/support`: the cheer form and every latest message as a grid (no marquee: the page is for reading). */
export function SupportPage() {
  useSignals();
  const s = settings.value;
  const cheers = useCheers();
  const name = athleteName();
  usePageMeta([s.titleSupport, name].filter(Boolean).join(' · '), name ? t('support.descNamed', { name, desc: s.descSupport }) : t('support.desc', { desc: s.descSupport }));
  return (
    <Page eyebrow={t('support.eyebrow')} title={s.titleSupport} lead={s.descSupport}>
      <div className="cheer-layout cheer-layout--page">
        <CheerForm onPosted={cheers.reload} />
        <LatestMessages asGrid headingLevel={2} />
      </div>
    </Page>
  );
}
