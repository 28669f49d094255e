import { useSignals } from '@preact/signals-react/runtime';
import { Deferred } from '../../components/Deferred';
import { InlineText } from '../../components/InlineText';
import { Section } from '../../components/Section';
import { useEffect } from 'react';
import { scrollToSection, usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { CheerSection } from '../cheers/CheerWall';
import { CoachSpotlight } from '../coach/CoachSpotlight';
import { FollowedAthletes } from '../followed/FollowedAthletes';
import { PressGrid } from '../press/PressGrid';
import { ProfileCard } from '../profile/ProfileCard';
import { PrGrid } from '../prs/PrGrid';
import { RecentRaces } from '../races/RecentRaces';
import { SocialsSection } from '../socials/SocialLinks';
import { TeamSection } from '../team/TeamSection';
import { TrainingSection } from '../training/TrainingSection';
import { Universities } from '../universities/Universities';
import { Upcoming } from '../upcoming/Upcoming';
import { Hero } from './Hero';

/** `/`: the hero, then each section of the portfolio in the spec's order. */
export function HomePage() {
  useSignals();
  const s = settings.value;
  useEffect(() => {
    // A link to `/#press` arrives before the section exists: scroll once it is there.
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (/^[a-z][a-z0-9-]*$/.test(id)) scrollToSection(id);
  }, []);
  usePageMeta(`${s.heroTitle} · ${s.heroSubtitle}`, `${s.heroTitle}: personal records, races and training of a distance runner. ${s.heroSubtitle}.`);
  return (
    <main id="main">
      <Hero />
      <div className="sections">
        <ProfileCard />
        <Section id="prs" title={<InlineText field="titlePR" label="Records title" />}>
          <PrGrid emptyText="No PR yet." />
        </Section>
        <Upcoming title={<InlineText field="titleUpcoming" label="Upcoming races title" />} />
        <RecentRaces title={<InlineText field="titleRaces" label="Recent races title" />} />
        <Deferred minHeight={1400} timeoutMs={1000}>
          <TrainingSection title={<InlineText field="titleTraining" label="Training title" />} lead={<InlineText field="descTraining" label="Training description" multiline />} />
          <TeamSection title="The Team" />
        </Deferred>
        <Deferred minHeight={2000} timeoutMs={1400}>
          <CheerSection title={<InlineText field="titleSupport" label="Cheers title" />} lead={<InlineText field="descSupport" label="Cheers description" multiline />} />
          <Section id="press" title={<InlineText field="titlePress" label="Press title" />} lead={<InlineText field="descPress" label="Press description" multiline />}>
            <PressGrid />
          </Section>
        </Deferred>
        <Deferred minHeight={1800} timeoutMs={1800}>
          <Section id="coach" title={<InlineText field="titleCoachNote" label="Coach note title" />}>
            <CoachSpotlight title={s.titleCoachNote} />
          </Section>
          <Universities title={<InlineText field="titleFavorites" label="Universities title" />} />
          <FollowedAthletes />
          <SocialsSection title={<InlineText field="titleSocials" label="Socials title" />} lead={<InlineText field="subtitleSocials" label="Socials subtitle" multiline />} />
        </Deferred>
      </div>
    </main>
  );
}
