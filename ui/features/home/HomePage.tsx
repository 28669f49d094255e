import { useSignals } from '@preact/signals-react/runtime';
import { Deferred } from '../../components/Deferred';
import { InlineText } from '../../components/InlineText';
import { lazy, memo, Suspense, useEffect } from 'react';
import { HydrateNear } from '../../components/HydrateNear';
import { editMode } from '../../lib/auth';
import { checklistShown } from '../setup/setup.progress';
import { scrollToSection, usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { CheerSection } from '../cheers/CheerWall';
import { CoachSection } from '../coach/CoachSpotlight';
import { FollowedAthletes } from '../followed/FollowedAthletes';
import { PressSection } from '../press/PressGrid';
import { ProfileCard } from '../profile/ProfileCard';
import { PrSection } from '../prs/PrGrid';
import { RecentRaces } from '../races/RecentRaces';
import { SocialsSection } from '../socials/SocialLinks';
import { TeamSection } from '../team/TeamSection';
import { TrainingSection } from '../training/TrainingSection';
import { Universities } from '../universities/Universities';
import { Upcoming } from '../upcoming/Upcoming';
import { Hero } from './Hero';
import { t } from './home.messages';
import { ownText } from './sections';

// The checklist after the setup is the admin's: its code loads only when it shows.
const SetupChecklist = lazy(() => import('../setup/SetupChecklist'));

// The sections below the profile card, in groups that hydrate as they come near the screen
// (HydrateNear). Each group is a component of its own without props: a render of the page (a
// setting changed) does not reach a group still waiting with its server HTML.

const RecordSections = memo(function RecordSections() {
  useSignals();
  return (
    <HydrateNear name="records">
      <PrSection title={<InlineText field="titlePR" label={t('label.titlePR')} />} />
      <Upcoming title={<InlineText field="titleUpcoming" label={t('label.titleUpcoming')} />} />
      <RecentRaces title={<InlineText field="titleRaces" label={t('label.titleRaces')} />} />
    </HydrateNear>
  );
});

const TrainingAndTeam = memo(function TrainingAndTeam() {
  useSignals();
  return (
    <Deferred name="training" minHeight={1400} timeoutMs={1000}>
      <TrainingSection title={<InlineText field="titleTraining" label={t('label.titleTraining')} />} lead={<InlineText field="descTraining" label={t('label.descTraining')} multiline />} />
      <TeamSection title={t('team.title')} />
    </Deferred>
  );
});

const SupportAndPress = memo(function SupportAndPress() {
  useSignals();
  return (
    <Deferred name="support" minHeight={2000} timeoutMs={1400}>
      <CheerSection title={<InlineText field="titleSupport" label={t('label.titleSupport')} />} lead={<InlineText field="descSupport" label={t('label.descSupport')} multiline />} />
      <PressSection title={<InlineText field="titlePress" label={t('label.titlePress')} />} lead={<InlineText field="descPress" label={t('label.descPress')} multiline />} />
    </Deferred>
  );
});

const CoachAndLinks = memo(function CoachAndLinks() {
  useSignals();
  return (
    <Deferred name="coach" minHeight={1800} timeoutMs={1800}>
      <CoachSection title={settings.value.titleCoachNote} heading={<InlineText field="titleCoachNote" label={t('label.titleCoachNote')} />} />
      <Universities title={<InlineText field="titleFavorites" label={t('label.titleFavorites')} />} />
      <FollowedAthletes />
      <SocialsSection title={<InlineText field="titleSocials" label={t('label.titleSocials')} />} lead={<InlineText field="subtitleSocials" label={t('label.subtitleSocials')} multiline />} />
    </Deferred>
  );
});

/** `/`: the hero, then each section of the portfolio in the order docs/public-site.md#home-page gives. */
export function HomePage() {
  useSignals();
  const s = settings.value;
  useEffect(() => {
    // A link to `/#press` arrives before the section exists: scroll once it is there.
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (/^[a-z][a-z0-9-]*$/.test(id)) scrollToSection(id);
  }, []);
  const name = ownText(s, 'heroTitle');
  const subtitle = ownText(s, 'heroSubtitle');
  usePageMeta([name || t('hero.runner'), subtitle].filter(Boolean).join(' · '), t('meta.description', { name: name || t('meta.someone'), subtitle }).trim());
  return (
    <main id="main">
      <Hero />
      <div className="sections">
        <ProfileCard />
        <RecordSections />
        <TrainingAndTeam />
        <SupportAndPress />
        <CoachAndLinks />
      </div>
      {editMode.value && checklistShown.value && (
        <Suspense fallback={null}>
          <SetupChecklist />
        </Suspense>
      )}
    </main>
  );
}
