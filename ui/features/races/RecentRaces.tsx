import { useRef, type ReactNode } from 'react';
import { DialogOpener } from '../../components/DialogOpener';
import { Modal } from '../../components/Modal';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { EmptySection } from '../../components/EmptySection';
import { useDialogItem } from '../../lib/dialog-url';
import { formatDate } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { RaceFacts } from './RaceDetail';
import { fetchRaces } from './races.api';
import { t } from './races.messages';
import { RACES_PART } from './races-part';

const SCROLL_STEP = 360;

/** Home section: a horizontal carousel of recent races; a card opens the race in a modal. */
export function RecentRaces(props: { title: ReactNode }) {
  const races = useResource('races', fetchRaces);
  const track = useRef<HTMLDivElement>(null);
  const dialog = useDialogItem('race');
  const open = races.status === 'loaded' ? races.data.find((r) => String(r.id) === dialog.id) : undefined;
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * SCROLL_STEP, behavior: 'smooth' });
  if (races.status === 'loaded' && races.data.length === 0) return <EmptySection part={RACES_PART} id="recent" title={props.title} />;

  return (
    <Section
      id="recent"
      title={props.title}
      actions={
        races.status === 'loaded' && races.data.length > 1 ? (
          <div className="carousel-nav needs-script">
            <button type="button" className="icon-btn" onClick={() => scroll(-1)} aria-label={t('recent.previous')}>
              ‹
            </button>
            <button type="button" className="icon-btn" onClick={() => scroll(1)} aria-label={t('recent.next')}>
              ›
            </button>
          </div>
        ) : undefined
      }
    >
      {races.status === 'loading' && <Loading height={200} />}
      {races.status === 'error' && <ErrorState message={t('recent.failed')} onRetry={races.reload} />}
      {races.status === 'loaded' && races.data.length > 0 && (
        <div className="h-scroll" ref={track}>
          {races.data.map((race) => (
            <DialogOpener key={race.id} className="race-card" href={dialog.link(race.id)} onOpen={() => dialog.open(race.id)}>
              <span className="race-card__date">{formatDate(race.date)}</span>
              <span className="race-card__title">{race.title}</span>
              <span className="race-card__meta">
                {race.distance} · {race.place}
              </span>
              <span className="race-card__time mono">{race.timeStr}</span>
              {race.quote && <span className="race-card__quote">{t('facts.quote', { quote: race.quote })}</span>}
            </DialogOpener>
          ))}
        </div>
      )}
      {open && (
        <Modal title={open.title} labelledBy="race-modal-title" onClose={dialog.close} href={dialog.href(open.id)}>
          <RaceFacts race={open} headingId="race-modal-title" showCourseLink />
        </Modal>
      )}
    </Section>
  );
}
