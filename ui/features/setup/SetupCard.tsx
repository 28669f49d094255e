import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { errorMessage } from '../../lib/api';
import { athleteName, probeSections, sectionContent } from '../../lib/sections';
import { SETUP_STEPS, loadSetupState, saveSetupState, setupState, stepIndexOf } from './setup.progress';
import { ensureSetupStyles } from './setup-styles';
import { t } from './setup.messages';

ensureSetupStyles();

/**
 * The dashboard's way into the setup, where the family left it on any device. A site with nothing
 * in it yet (no name, no record, no race) whose setup was never finished or left opens the setup
 * instead of the dashboard.
 */
export function SetupCard() {
  useSignals();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    probeSections(['prs', 'races']);
    loadSetupState().catch((err: unknown) => setFailure(errorMessage(err)));
  }, []);
  const state = setupState.value;
  const known = sectionContent.value;
  const fresh = !athleteName() && known.prs === false && known.races === false;
  if (state && fresh && !state.finished && !state.dismissed) return <Redirect to="/admin/setup" replace />;
  const over = !!state && (state.finished || state.dismissed);
  const done = state ? state.steps.filter((s) => s.done).length : 0;
  const showChecklist = () => {
    setFailure(undefined);
    saveSetupState({ checklist: true }).catch((err: unknown) => setFailure(errorMessage(err)));
    navigate('/');
  };
  return (
    <section className="setup-card" aria-labelledby="setup-card-title" aria-busy={!state && !failure}>
      <div>
        <h2 id="setup-card-title" className="tile__title">
          {state && !over ? t('card.todo') : t('card.done')}
        </h2>
        {state && <p className="muted">{over ? t('card.doneLead', { done, total: SETUP_STEPS.length }) : t('card.todoLead', { n: stepIndexOf(state) + 1, total: SETUP_STEPS.length, done })}</p>}
        {failure && (
          <p className="notice notice--error" role="alert">
            {t('card.failed', { reason: failure })}
          </p>
        )}
      </div>
      <div className="setup-step__actions">
        <Link href="/admin/setup" className="btn btn--primary">
          {over ? t('card.open') : t('card.continue')}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={showChecklist}>
          {t('card.missing')}
        </button>
      </div>
    </section>
  );
}
