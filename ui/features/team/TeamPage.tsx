import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { MemberCard, TeamCarousel, fullName } from './TeamCarousel';
import { NoTeam, useTeam } from './TeamSection';

/** `/team`: the same wheel, then the roster with every member's records. */
export function TeamPage() {
  useSignals();
  const team = useTeam();
  const s = settings.value;
  usePageMeta(`Team · ${s.heroTitle}`, `The teammates ${s.heroTitle} trains and races with, and their records.`);
  return (
    <Page eyebrow="Teammates" title="The Team" lead="Distance running is a team sport: these are the people behind every long run and every relay.">
      {team.status === 'loading' && <Loading height={560} />}
      {team.status === 'error' && <ErrorState message="Failed to load the team." onRetry={team.reload} />}
      {team.status === 'loaded' && team.active!.length === 0 && <NoTeam />}
      {team.status === 'loaded' && team.active!.length > 0 && (
        <>
          <TeamCarousel members={team.active!} />
          <section className="section" aria-labelledby="roster-title">
            <h2 id="roster-title" className="section__title">
              Roster
            </h2>
            <ul className="roster" role="list">
              {team.active!.map((m) => (
                <li key={m.id} className="roster__item">
                  <MemberCard m={m} />
                  {m.records.length > 3 && (
                    <details className="roster__more">
                      <summary>All records of {fullName(m)}</summary>
                      <ul role="list">
                        {m.records.map((r, i) => (
                          <li key={i}>
                            {r.distance} <span className="mono">{r.time}</span>
                            {r.meet ? ` · ${r.meet}` : ''}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </Page>
  );
}
