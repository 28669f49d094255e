import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { NotFound } from '../../components/Placeholder';
import { editMode } from '../../lib/auth';
import { athleteName } from '../home/sections';
import { ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { Img } from '../../components/Img';
import { TeamCarousel, fullName } from './TeamCarousel';
import { NoTeam, useTeam } from './TeamSection';

/** `/team`: the same wheel, then the roster with every member's records. */
export function TeamPage() {
  useSignals();
  const team = useTeam();
  const name = athleteName();
  usePageMeta(['Team', name].filter(Boolean).join(' · '), `The teammates ${name || 'the athlete'} trains and races with, and their records.`);
  if (team.status === 'loaded' && team.active!.length === 0 && !editMode.value) return <NotFound />;
  return (
    <Page eyebrow="Teammates" title="The Team" lead="Distance running is a team sport: these are the people behind every long run and every relay.">
      {team.status === 'loading' && <Loading height={560} />}
      {team.status === 'error' && <ErrorState message="Failed to load the team." onRetry={team.reload} />}
      {team.status === 'loaded' && team.active!.length === 0 && <NoTeam />}
      {team.status === 'loaded' && team.active!.length > 0 && (
        <>
          {/* The cards' names are h3: a heading of their own level keeps the outline in order under the h1. */}
          <h2 className="sr-only">Team cards</h2>
          <TeamCarousel members={team.active!} />
          <section className="section" aria-labelledby="roster-title">
            <h2 id="roster-title" className="section__title">
              Roster
            </h2>
            <ul className="roster" role="list">
              {team.active!.map((m) => (
                <li key={m.id} className="roster__item">
                  <div className="roster__avatar" aria-hidden="true">
                    {m.portraitUrl ? <Img src={m.portraitUrl} alt="" width={72} height={72} sizes="72px" /> : <span>{(m.firstName[0] ?? '') + (m.lastName?.[0] ?? '')}</span>}
                  </div>
                  <div className="roster__text">
                    <h3 className="roster__name">{fullName(m)}</h3>
                    {m.quote && <p className="roster__quote">“{m.quote}”</p>}
                    {m.records.length > 0 && (
                      <ul className="roster__records" role="list" aria-label={`Records of ${fullName(m)}`}>
                        {m.records.map((r, i) => (
                          <li key={i}>
                            <span className="roster__distance">{r.distance}</span> <span className="mono">{r.time}</span>
                            {r.meet && <span className="roster__meet"> · {r.meet}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </Page>
  );
}
