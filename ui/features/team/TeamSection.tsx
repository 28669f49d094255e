import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { useResource } from '../../lib/resource';
import { EmptyBody, EmptySection } from '../../components/EmptySection';
import { activeMembers } from './team-part';
import { fetchTeam, type TeamMember } from './team.api';
import { TeamCarousel } from './TeamCarousel';
import { t } from './team.messages';
import { TEAM_PART } from './team-part';

/** The team, cached 30 s (the api retries twice); inactive members are hidden here too. */
export function useTeam() {
  const team = useResource('team', fetchTeam, 30_000);
  const active: TeamMember[] | undefined = team.status === 'loaded' ? activeMembers(team.data) : undefined;
  return { ...team, active };
}

/** The empty team: the admin's prompt (visitors see nothing). */
export function NoTeam() {
  return <EmptyBody part={TEAM_PART} />;
}

/** Home section: the team wheel; hidden from visitors while the team is empty. Its title is its own (no settings text). */
export function TeamSection(props: { title?: ReactNode }) {
  useSignals();
  const team = useTeam();
  const title = props.title ?? t('section.title');
  if (team.status === 'loaded' && team.active!.length === 0) return <EmptySection part={TEAM_PART} id="team" title={title} />;
  return (
    <Section id="team" title={title} lead={t('section.lead')}>
      {team.status === 'loading' && <Loading height={560} />}
      {team.status === 'error' && <ErrorState message={t('failed')} onRetry={team.reload} />}
      {team.status === 'loaded' && <TeamCarousel members={team.active!} />}
    </Section>
  );
}
