import { useSignals } from '@preact/signals-react/runtime';
import { Page } from '../../components/Page';
import { NotFound } from '../../components/Placeholder';
import { editMode } from '../../lib/auth';
import { athleteName } from '../../lib/sections';
import { EmptyBody } from '../../components/EmptySection';
import { Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { hasArticle, pickSpotlight } from './coach.api';
import { CoachCard, useCoachNotes } from './CoachSpotlight';
import { t } from './coach.messages';
import { COACH_PART } from './coach-part';

/** `/coach`: the spotlight note with the coach's answers, then any other published note. */
export function CoachPage() {
  useSignals();
  const s = settings.value;
  const notes = useCoachNotes();
  const name = athleteName();
  usePageMeta([s.titleCoachNote, name].filter(Boolean).join(' · '), name ? t('page.descNamed', { name }) : t('page.desc'));
  const spotlight = notes.status === 'loaded' ? pickSpotlight(notes.data) : undefined;
  const others = notes.status === 'loaded' ? notes.data.filter((n) => n !== spotlight && n.active !== false && (!!n.headline?.trim() || hasArticle(n))) : [];
  if (notes.status === 'loaded' && !spotlight && !editMode.value) return <NotFound />;
  return (
    <Page eyebrow={t('page.eyebrow')} title={s.titleCoachNote}>
      {notes.status === 'loading' && <Loading height={420} />}
      {notes.status === 'error' && <p className="state state--error">{t('failed')}</p>}
      {notes.status === 'loaded' && !spotlight && <EmptyBody part={COACH_PART} />}
      {spotlight && <CoachCard note={spotlight} title={s.titleCoachNote} showAnswers />}
      {others.map((n, i) => (
        <div key={n.id ?? i} className="coach-more">
          <CoachCard note={n} title={s.titleCoachNote} showAnswers />
        </div>
      ))}
    </Page>
  );
}
