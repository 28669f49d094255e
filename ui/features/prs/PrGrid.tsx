import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { finishText, raceMessages as tr } from '../races';
import { Link, useLocation } from 'wouter';
import { useDialogItem } from '../../lib/dialog-url';
import { DialogOpener } from '../../components/DialogOpener';
import { Modal } from '../../components/Modal';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { EmptyBody, EmptySection } from '../../components/EmptySection';
import { editMode } from '../../lib/auth';
import { AdminEditLink } from '../../components/AdminEditLink';
import { ShareButton } from '../../components/ShareButton';
import { formatDate, isSafeHref } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { ProgressionChart } from '../charts';
import { fetchPrs, type Pr } from './prs.api';
import { t } from './prs.messages';
import { PRS_PART } from './prs-part';

function PrOverlay(props: { pr: Pr; onClose: () => void; href: string }) {
  useSignals();
  const [, navigate] = useLocation();
  const { pr } = props;
  const race = pr.race;
  useEffect(() => {
    if (!race) return;
    // Enter opens the linked course page (unless focus is on a control that handles Enter itself).
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.key === 'Enter' && !(target && /^(A|BUTTON|INPUT|TEXTAREA)$/.test(target.tagName))) navigate(`/courses/${race.id}`);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [race, navigate]);

  return (
    <Modal title={t('overlay.title', { distance: pr.distance })} labelledBy="pr-modal-title" onClose={props.onClose} href={props.href}>
      <div className="pr-overlay">
        <p className="eyebrow">{t('overlay.eyebrow')}</p>
        <h2 id="pr-modal-title">
          {pr.distance} <span className="mono grad-text">{pr.timeStr}</span>
        </h2>
        <p className="muted">
          {[pr.location, formatDate(pr.date)].filter(Boolean).join(' · ')}
        </p>
        <ProgressionChart event={pr.distance} />
        {race ? (
          <div className="pr-overlay__race">
            <h3>{race.title}</h3>
            <dl className="facts">
              <div>
                <dt>{tr('facts.date')}</dt>
                <dd>{formatDate(race.date)}</dd>
              </div>
              <div>
                <dt>{tr('facts.distance')}</dt>
                <dd>{race.distance}</dd>
              </div>
              <div>
                <dt>{tr('facts.venue')}</dt>
                <dd>{race.place}</dd>
              </div>
              {finishText(race.position, race.fieldSize) && (
                <div>
                  <dt>{tr('facts.finish')}</dt>
                  <dd>{finishText(race.position, race.fieldSize)}</dd>
                </div>
              )}
              <div>
                <dt>{tr('facts.time')}</dt>
                <dd className="mono">{race.timeStr}</dd>
              </div>
            </dl>
            {race.analysis && <p>{race.analysis}</p>}
            <div className="race-detail__actions">
              <Link className="btn" href={`/courses/${race.id}`}>
                {t('overlay.openRace')}
              </Link>
              {race.milesplit && isSafeHref(race.milesplit) && (
                <a className="btn btn--ghost" href={race.milesplit} target="_blank" rel="noopener noreferrer">
                  {race.resultSource ? tr('action.resultsFrom', { source: race.resultSource }) : tr('action.results')} ↗
                </a>
              )}
            </div>
          </div>
        ) : (
          editMode.value && <p className="admin-hint">{t('overlay.linkHint')}</p>
        )}
        <div className="race-detail__actions">
          <ShareButton path={props.href} title={t('overlay.title', { distance: pr.distance })} />
          {/* A PR a race holds changes with that race. */}
          {pr.source === 'race' && race ? <AdminEditLink screen="courses" id={race.id} name={race.title} /> : <AdminEditLink screen="prs" id={pr.id} name={t('overlay.title', { distance: pr.distance })} />}
        </div>
      </div>
    </Modal>
  );
}

/** The personal records, cached with the default stale time. */
export const usePrs = () => useResource('prs', fetchPrs);

/** Home section: the records grid; left out for visitors while there is no PR. */
export function PrSection(props: { title: ReactNode }) {
  const prs = usePrs();
  if (prs.status === 'loaded' && prs.data.length === 0) return <EmptySection part={PRS_PART} id="prs" title={props.title} />;
  return (
    <Section id="prs" title={props.title}>
      <PrGrid />
    </Section>
  );
}

/** One record's badge: it opens the record's dialog (a link before the app runs, see DialogOpener). */
function PrBadge(props: { pr: Pr; href: string; onOpen: () => void }) {
  const { pr } = props;
  return (
    <DialogOpener className={`pr-badge ${pr.featured ? 'pr-badge--featured' : ''}`} href={props.href} onOpen={props.onOpen}>
      <span className="pr-badge__distance">{pr.distance}</span>
      <span className="sr-only"> {t('badge.in')} </span>
      <span className="pr-badge__time mono">{pr.timeStr}</span>
      {pr.location && <span className="sr-only">, </span>}
      <span className="pr-badge__meta">{pr.location}</span>
      {pr.date && <span className="sr-only">, </span>}
      <span className="pr-badge__meta">{formatDate(pr.date, { year: 'numeric', month: 'short' })}</span>
    </DialogOpener>
  );
}

/** The Personal Records grid of circular badges; a badge opens its overlay. Empty, it is the admin's prompt (nothing for a visitor). */
export function PrGrid() {
  const prs = usePrs();
  const dialog = useDialogItem('pr');
  if (prs.status === 'loading') return <Loading height={220} />;
  if (prs.status === 'error') return <ErrorState message={t('grid.failed')} onRetry={prs.reload} />;
  if (prs.data.length === 0) return <EmptyBody part={PRS_PART} />;
  const open = prs.data.find((p) => String(p.id) === dialog.id);
  return (
    <>
      <ul className="pr-grid" role="list">
        {prs.data.map((pr) => (
          <li key={pr.id}>
            <PrBadge pr={pr} href={dialog.link(pr.id)} onOpen={() => dialog.open(pr.id)} />
          </li>
        ))}
      </ul>
      {open && <PrOverlay pr={open} onClose={dialog.close} href={dialog.href(open.id)} />}
    </>
  );
}
