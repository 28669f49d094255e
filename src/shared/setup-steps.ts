// The first-run setup's steps, in order: the server's setup state and the UI's setup screen (and
// the home page, which must not bundle zod) share them from here.

/** The steps' ids, in the order the setup asks them. */
export const SETUP_STEP_IDS = ['name', 'class', 'photo', 'prs', 'theme'] as const;

/** The id of a step. */
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];
