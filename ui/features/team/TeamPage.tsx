import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { NotFound } from '../../components/Placeholder';
import { editMode } from '../../lib/auth';
import { athleteName } from '../../lib/sections';
import { ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { Img } from '../../components/Img';
import { TeamCarousel, fullName } from './TeamCarousel';
import { NoTeam, useTeam } from './TeamSection';
import { t } from './team.messages';

/** `/team`: the same wheel, then the roster with every member's records. */
export function TeamPage() {
  useSignals();
  const team = useTeam();
  const name = athleteName();
  usePageMeta([t('page.title'), name].filter(Boolean).join(' · '), name ? t('page.descNamed', { name }) : t('page.desc'));
  if (team.status === 'loaded' && team.active!.length === 0 && !editMode.value) return <NotFound />;
  return (
    <Page eyebrow={t('page.eyebrow')} title={t('page.heading')} lead={t('page.lead')}>
      {team.status === 'loading' && <Loading height={560} />}
      {team.status === 'error' && <ErrorState message={t('failed')} onRetry={team.reload} />}
      {team.status === 'loaded' && team.active!.length === 0 && <NoTeam />}
      {team.status === 'loaded' && team.active!.length > 0 && (
        <>
          {/* The cards' names are h3: a heading of their own level keeps the outline in order under the h1. */}
          <h2 className="sr-only">{t('page.cards')}</h2>
          <TeamCarousel members={team.active!} />
          <section className="section" aria-labelledby="roster-title">
            <h2 id="roster-title" className="section__title">
              {t('page.roster')}
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
                      <ul className="roster__records" role="list" aria-label={t('page.records', { name: fullName(m) })}>
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
