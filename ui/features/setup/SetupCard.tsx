import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { athleteName, probeSections, sectionContent } from '../../lib/sections';
import { SETUP_STEPS, readProgress, saveProgress } from './setup.progress';
import { ensureSetupStyles } from './setup-styles';
import { t } from './setup.messages';

ensureSetupStyles();

/**
 * The dashboard's way into the setup. A site with nothing in it yet (no name, no record, no race)
 * whose setup was never finished or left opens the setup instead of the dashboard.
 */
export function SetupCard() {
  useSignals();
  const [, navigate] = useLocation();
  const [progress] = useState(readProgress);
  useEffect(() => probeSections(['prs', 'races']), []);
  const known = sectionContent.value;
  const fresh = !athleteName() && known.prs === false && known.races === false;
  if (fresh && !progress.done) return <Redirect to="/admin/setup" replace />;
  const showChecklist = () => {
    saveProgress({ checklist: true });
    navigate('/');
  };
  return (
    <section className="setup-card" aria-labelledby="setup-card-title">
      <div>
        <h2 id="setup-card-title" className="tile__title">
          {progress.done ? t('card.done') : t('card.todo')}
        </h2>
        <p className="muted">{progress.done ? t('card.doneLead') : t('card.todoLead', { n: progress.step + 1, total: SETUP_STEPS.length })}</p>
      </div>
      <div className="setup-step__actions">
        <Link href="/admin/setup" className="btn btn--primary">
          {progress.done ? t('card.open') : t('card.continue')}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={showChecklist}>
          {t('card.missing')}
        </button>
      </div>
    </section>
  );
}
