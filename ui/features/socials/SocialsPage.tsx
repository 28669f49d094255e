import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { NotFound } from '../../components/Placeholder';
import { editMode } from '../../lib/auth';
import { usePageMeta } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { settings } from '../../lib/settings';
import { FollowedAthletes, fetchFollowed } from '../followed';
import { athleteName } from '../../lib/sections';
import { isShownSocial } from './socials-part';
import { SocialList, useSocials } from './SocialLinks';
import { t } from './socials.messages';

/** `/socials`: every social link, then the athletes followed (a visitor finds no page while both are empty). */
export function SocialsPage() {
  useSignals();
  const s = settings.value;
  const socials = useSocials();
  const followed = useResource('followed', fetchFollowed);
  const name = athleteName();
  usePageMeta([s.titleSocials, name].filter(Boolean).join(' · '), name ? t('page.descNamed', { name, desc: s.subtitleSocials }) : t('page.desc', { desc: s.subtitleSocials }));
  const empty = socials.status === 'loaded' && !socials.data.some(isShownSocial) && followed.status === 'loaded' && followed.data.length === 0;
  if (empty && !editMode.value) return <NotFound />;
  return (
    <Page eyebrow={t('page.eyebrow')} title={s.titleSocials} lead={s.subtitleSocials}>
      <SocialList />
      <FollowedAthletes />
    </Page>
  );
}
