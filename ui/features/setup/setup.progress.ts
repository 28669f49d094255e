import { computed, effect, signal } from '@preact/signals-react';
import type { SetupState, UpdateSetupInput } from '../../../src/features/setup/setup.schema';
import { SETUP_STEP_IDS, type SetupStepId } from '../../../src/shared/setup-steps';
import { request } from '../../lib/api';
import { editMode } from '../../lib/auth';
import { currentTenantId } from '../../lib/tenant';

// Where the admin is in the first-run setup, kept by the server for every device they sign in on
// (GET/PUT /content/admin/setup). Apart from the setup's words (setup.state.ts): the home page reads
// whether the checklist shows, and the setup's messages then stay out of the public code. The
// schema is imported for its types only, so the home page's code never bundles zod.

export type { SetupState } from '../../../src/features/setup/setup.schema';
export type { SetupStepId } from '../../../src/shared/setup-steps';

/** The steps, in order: few fields each, every one saved as soon as it is left. */
export const SETUP_STEPS = SETUP_STEP_IDS.map((id) => ({ id }));

/** The setup state as the server last answered it (with the admin's latest change already applied), once loaded. */
export const setupState = signal<SetupState | undefined>(undefined);

/** True while the checklist shows on the live page. */
export const checklistShown = computed(() => setupState.value?.checklist === true);

/** The index of the step the setup opens on. */
export const stepIndexOf = (state: SetupState): number => Math.max(0, SETUP_STEP_IDS.indexOf(state.step));

/** Where a browser kept the progress before the server did (read once, sent, then dropped). */
const localKey = () => `athlete-setup:${currentTenantId()}`;

/**
 * The progress a browser kept before the server did, as a change of the server's state; undefined
 * when there is none or it makes no sense. `done` covered both a finished setup (which turned the
 * checklist on) and one left for later.
 */
export function parseLocalProgress(raw: string | null): UpdateSetupInput | undefined {
  try {
    const v: unknown = raw ? JSON.parse(raw) : undefined;
    if (!v || typeof v !== 'object') return undefined;
    const o = v as Record<string, unknown>;
    const index = typeof o.step === 'number' && Number.isInteger(o.step) ? Math.min(Math.max(o.step, 0), SETUP_STEP_IDS.length - 1) : 0;
    const done = o.done === true;
    const checklist = o.checklist === true;
    return { step: SETUP_STEP_IDS[index], finished: done && checklist, dismissed: done && !checklist, checklist };
  } catch {
    return undefined;
  }
}

function readLocalProgress(): string | null {
  try {
    return localStorage.getItem(localKey());
  } catch {
    return null;
  }
}

function dropLocalProgress(): void {
  try {
    localStorage.removeItem(localKey());
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

const putState = (body: UpdateSetupInput) => request<SetupState>('/content/admin/setup', { method: 'PUT', body });

let loading: Promise<SetupState> | undefined;

/**
 * Reads the setup state from the server. A browser that kept the progress itself (before the
 * server did) sends it once, if the server has none yet, and drops it once it is sent: nobody
 * loses their place, and the server's state wins over an older browser's.
 */
export function loadSetupState(): Promise<SetupState> {
  loading ??= (async () => {
    let state = await request<SetupState>('/content/admin/setup', { query: { ts: Date.now() } });
    const kept = readLocalProgress();
    if (kept !== null) {
      const local = parseLocalProgress(kept);
      if (local && !state.saved) state = await putState(local);
      dropLocalProgress();
    }
    setupState.value = state;
    return state;
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}

/** The state with a change applied, as the server will answer it (done is the server's to say). */
function applied(state: SetupState, patch: UpdateSetupInput): SetupState {
  const skipped = patch.skipped;
  return {
    ...state,
    ...(patch.step !== undefined && { step: patch.step }),
    ...(patch.finished !== undefined && { finished: patch.finished }),
    ...(patch.dismissed !== undefined && { dismissed: patch.dismissed }),
    ...(patch.checklist !== undefined && { checklist: patch.checklist }),
    steps: skipped ? state.steps.map((s) => ({ ...s, skipped: skipped.includes(s.id) && !s.done })) : state.steps,
    saved: true,
  };
}

/**
 * Records a change of progress: shown at once (the checklist, the step), then saved; the server's
 * answer (with each step's done read from the data) replaces it. A failure rejects (the caller
 * says so); the admin's place is kept on the page until the next change is saved.
 */
export async function saveSetupState(patch: UpdateSetupInput): Promise<SetupState> {
  if (setupState.value) setupState.value = applied(setupState.value, patch);
  const saved = await putState(patch);
  setupState.value = saved;
  return saved;
}

/**
 * Hides the live page's checklist once the server has kept it hidden. Not shown at once like the
 * other changes: a checklist that went at once and whose save failed would vanish, then come back
 * on the next load with nothing said.
 */
export async function hideChecklist(): Promise<SetupState> {
  const saved = await putState({ checklist: false });
  setupState.value = saved;
  return saved;
}

/** The ids of the steps skipped (and not done since), with `id` added. */
export function skippedWith(state: SetupState, id: SetupStepId): SetupStepId[] {
  return [...new Set([...state.steps.filter((s) => s.skipped).map((s) => s.id), id])];
}

// The signed-in admin's home page shows the checklist when the setup state says so: read it once
// the admin is signed in (a visitor's page never asks).
if (typeof window !== 'undefined') {
  effect(() => {
    if (editMode.value && !setupState.peek()) loadSetupState().catch(() => undefined);
  });
}
