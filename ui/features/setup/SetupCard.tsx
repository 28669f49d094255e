import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { athleteName, probeSections, sectionContent } from '../home/sections';
import { SETUP_STEPS, readProgress, saveProgress } from './setup.state';
import { ensureSetupStyles } from './setup-styles';

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
          {progress.done ? 'Setup' : 'Finish setting up the site'}
        </h2>
        <p className="muted">{progress.done ? 'Name, class line, photo, first records and look, in five short steps.' : `Step ${progress.step + 1} of ${SETUP_STEPS.length}: it picks up where you left it.`}</p>
      </div>
      <div className="setup-step__actions">
        <Link href="/admin/setup" className="btn btn--primary">
          {progress.done ? 'Open the setup' : 'Continue the setup'}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={showChecklist}>
          What is still missing
        </button>
      </div>
    </section>
  );
}
