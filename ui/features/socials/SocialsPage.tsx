import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { FollowedAthletes } from '../followed/FollowedAthletes';
import { SocialList } from './SocialLinks';

/** `/socials`: every social link, then the athletes followed. */
export function SocialsPage() {
  useSignals();
  const s = settings.value;
  usePageMeta(`${s.titleSocials} · ${s.heroTitle}`, `${s.heroTitle} on social media. ${s.subtitleSocials}`);
  return (
    <Page eyebrow="Socials" title={s.titleSocials} lead={s.subtitleSocials}>
      <SocialList />
      <FollowedAthletes />
    </Page>
  );
}
