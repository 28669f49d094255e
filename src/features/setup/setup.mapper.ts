import { parseJsonArray } from '../../shared/fields';
import { SETUP_STEP_IDS, type SetupStepId } from '../../shared/setup-steps';
import type { SetupState, UpdateSetupInput } from './setup.schema';
import type { SetupStateRow, SetupStateUpdate } from './setup.table';

/** Which steps the site's data shows as done (the look has no trace of its own: it is done once the setup is finished). */
export type DoneSteps = Record<Exclude<SetupStepId, 'theme'>, boolean>;

const isStepId = (v: string): v is SetupStepId => (SETUP_STEP_IDS as readonly string[]).includes(v);

/** The setup state as the API answers it: the stored choices (or a fresh setup's) with each step's done read from the data. */
export function toSetupState(row: SetupStateRow | undefined, done: DoneSteps): SetupState {
  const finished = row?.finished === 1;
  const skipped = new Set(row ? parseJsonArray(row.skipped).filter(isStepId) : []);
  const isDone = (id: SetupStepId) => (id === 'theme' ? finished : done[id]);
  return {
    step: row && isStepId(row.step) ? row.step : 'name',
    steps: SETUP_STEP_IDS.map((id) => ({ id, done: isDone(id), skipped: skipped.has(id) && !isDone(id) })),
    finished,
    dismissed: row?.dismissed === 1,
    checklist: row?.checklist === 1,
    saved: row !== undefined,
  };
}

/** The columns an update sets: only the fields sent. */
export function toRow(body: UpdateSetupInput): SetupStateUpdate {
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  // Kysely leaves a column whose value is undefined out of the statement: a field not sent is kept.
  return {
    step: body.step,
    skipped: body.skipped && JSON.stringify(body.skipped),
    finished: flag(body.finished),
    dismissed: flag(body.dismissed),
    checklist: flag(body.checklist),
  };
}
