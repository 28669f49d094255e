import { useSignals } from '@preact/signals-react/runtime';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { editMode } from '../../lib/auth';
import { useResource } from '../../lib/resource';
import { fetchTeam, type TeamMember } from './team.api';
import { TeamCarousel } from './TeamCarousel';

/** The team, cached 30 s (the api retries twice); inactive members are hidden here too. */
export function useTeam() {
  const team = useResource('team', fetchTeam, 30_000);
  const active: TeamMember[] | undefined = team.status === 'loaded' ? team.data.filter((m) => m.active !== false) : undefined;
  return { ...team, active };
}

/** The empty team: the spec's admin hint for the athlete, a plain line for visitors. */
export function NoTeam() {
  useSignals();
  return <p className="state state--empty">{editMode.value ? 'No team members yet. Add them in Admin → Team.' : 'No team members yet.'}</p>;
}

/** Home section: the team wheel; hidden from visitors while the team is empty. */
export function TeamSection(props: { title: string }) {
  useSignals();
  const team = useTeam();
  if (team.status === 'loaded' && team.active!.length === 0 && !editMode.value) return null;
  return (
    <Section id="team" title={props.title} lead="The people I train and race with.">
      {team.status === 'loading' && <Loading height={560} />}
      {team.status === 'error' && <ErrorState message="Failed to load the team." onRetry={team.reload} />}
      {team.status === 'loaded' && (team.active!.length === 0 ? <NoTeam /> : <TeamCarousel members={team.active!} />)}
    </Section>
  );
}
