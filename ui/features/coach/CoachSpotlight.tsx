import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Section } from '../../components/Section';
import { EmptyBody, EmptySection } from '../../components/EmptySection';
import { Img } from '../../components/Img';
import { Magazine, preloadMagazine } from '../../components/magazine/LazyMagazine';
import { MAGAZINE } from '../../components/magazine/magazine';
import { Loading } from '../../components/states';
import { useDialogItem } from '../../lib/dialog-url';
import { useResource } from '../../lib/resource';
import { settings } from '../../lib/settings';
import type { HomeSectionProps } from '../feature';
import { fetchCoachNotes, hasArticle, pickSpotlight, type CoachNote } from './coach.api';
import { answersOf, coachMagazine, coachPhotoOf, headlineOf } from './coach-content';
import { t } from './coach.messages';
import { COACH_PART } from './coach-part';

/** How many answers the home card shows of a note without an article. */
const SHORT_ANSWERS = 2;

/** The coach notes, cached 30 s. */
export const useCoachNotes = () => useResource('coach-notes', fetchCoachNotes, 30_000);

/** The spotlight card: the coach's photo, name, headline and a button opening the full note. */
export function CoachCard(props: { note: CoachNote; title: string; showAnswers?: boolean }) {
  const { note } = props;
  const dialog = useDialogItem('coach');
  const [start, setStart] = useState(0);
  const noteId = note.id ?? 0;
  const setOpen = (i: number) => {
    setStart(i);
    dialog.open(noteId);
  };
  // Without an article the answers are the note, so the home card shows the first ones, clamped.
  const short = !props.showAnswers && !hasArticle(note);
  const answers = props.showAnswers ? answersOf(note) : short ? answersOf(note).slice(0, SHORT_ANSWERS) : [];
  const magazine = coachMagazine(note, props.title);
  const photos = magazine.gallery.slice(0, MAGAZINE.onCard);
  return (
    <article className={`coach-card ${answers.length ? 'coach-card--long' : ''}`}>
      <div className="coach-card__media">
        <Img src={coachPhotoOf(note)} alt={note.author ? t('photo.alt', { author: note.author }) : t('photo.altNone')} width={480} height={600} className="coach-card__photo" sizes="(min-width: 800px) 320px, 60vw" />
      </div>
      <div className="coach-card__body">
        <blockquote className="coach-card__quote">
          <p>{headlineOf(note)}</p>
        </blockquote>
        {note.author && <p className="coach-card__author">— {note.author}</p>}
        {note.about && <p className="coach-card__about">{note.about}</p>}
        {answers.length > 0 && (
          <dl className={`coach-answers ${short ? 'coach-answers--short' : ''}`}>
            {answers.map((a) => (
              <div key={a.label}>
                <dt>{a.label}</dt>
                <dd>{a.text}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* The note's magazine is the app's alone (the server draws only its backdrop): with JavaScript off its openers are left out. */}
        {photos.length > 1 && (
          <ul className="card-photos needs-script" role="list" aria-label={t('photos')}>
            {photos.map((src, i) => (
              <li key={src}>
                <button type="button" className="card-photos__button" onClick={() => setOpen(i)} onPointerEnter={preloadMagazine} aria-label={t('openPhoto', { i: i + 1, n: magazine.gallery.length })}>
                  <Img src={src} alt="" width={120} height={80} sizes="96px" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn btn--primary needs-script" onClick={() => setOpen(0)} onPointerEnter={preloadMagazine} onFocus={preloadMagazine}>
          {t('readNote')}
        </button>
      </div>
      {dialog.id === String(noteId) && <Magazine content={{ ...magazine, startIndex: start }} onClose={dialog.close} href={dialog.href(noteId)} />}
    </article>
  );
}

/** Home section: the coach's note; left out for visitors while there is none to show. */
export function CoachSection(props: HomeSectionProps) {
  useSignals();
  const notes = useCoachNotes();
  if (notes.status === 'loaded' && !pickSpotlight(notes.data)) return <EmptySection part={COACH_PART} id="coach" title={props.title} />;
  return (
    <Section id="coach" title={props.title}>
      <CoachSpotlight title={settings.value.titleCoachNote} />
    </Section>
  );
}

/** The coach spotlight: the first active note with a headline or an article, or its messages. */
function CoachSpotlight(props: { title: string; showAnswers?: boolean }) {
  const notes = useCoachNotes();
  if (notes.status === 'loading') return <Loading height={320} />;
  if (notes.status === 'error') return <p className="state state--error">{t('failed')}</p>;
  const note = pickSpotlight(notes.data);
  if (!note) return <EmptyBody part={COACH_PART} />;
  return <CoachCard note={note} title={props.title} showAnswers={props.showAnswers} />;
}
