import { signal } from '@preact/signals-react';
import { currentTenantId } from '../../lib/tenant';

// Where the admin left the first-run setup, kept in this browser per tenant. Apart from the setup's
// words (setup.state.ts): the home page reads whether the checklist shows on every visit, and the
// setup's messages then stay out of the public code.

/** The steps, in order: few fields each, every one saved as soon as it is left. */
export const SETUP_STEPS = [{ id: 'name' }, { id: 'class' }, { id: 'photo' }, { id: 'prs' }, { id: 'theme' }] as const;

/** The id of a step. */
export type SetupStepId = (typeof SETUP_STEPS)[number]['id'];

/** Where the admin is in the setup. */
export interface SetupProgress {
  /** The index of the step to show next time. */
  step: number;
  /** True once the setup was finished or skipped: a fresh site no longer opens it by itself. */
  done: boolean;
  /** True while the checklist of what is still missing shows on the live page. */
  checklist: boolean;
}

const FRESH: SetupProgress = { step: 0, done: false, checklist: false };
const key = () => `athlete-setup:${currentTenantId()}`;

/** Reads a stored progress, keeping only what makes sense (a step in range, booleans). */
export function parseProgress(raw: string | null): SetupProgress {
  try {
    const v: unknown = raw ? JSON.parse(raw) : undefined;
    if (!v || typeof v !== 'object') return { ...FRESH };
    const o = v as Record<string, unknown>;
    const step = typeof o.step === 'number' && Number.isInteger(o.step) ? Math.min(Math.max(o.step, 0), SETUP_STEPS.length - 1) : 0;
    return { step, done: o.done === true, checklist: o.checklist === true };
  } catch {
    return { ...FRESH };
  }
}

/** The progress kept in this browser for the current tenant. */
export function readProgress(): SetupProgress {
  try {
    return parseProgress(localStorage.getItem(key()));
  } catch {
    return { ...FRESH };
  }
}

/** True while the checklist shows on the live page (follows saveProgress). */
export const checklistShown = signal<boolean>(typeof window !== 'undefined' && readProgress().checklist);

/** Records a change of progress (blocked storage only means the setup starts over next time). */
export function saveProgress(patch: Partial<SetupProgress>): SetupProgress {
  const next = { ...readProgress(), ...patch };
  try {
    localStorage.setItem(key(), JSON.stringify(next));
  } catch {
    // Private mode: nothing to keep.
  }
  checklistShown.value = next.checklist;
  return next;
}

