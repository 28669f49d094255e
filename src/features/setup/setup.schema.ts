import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { SETUP_STEP_IDS } from '../../shared/setup-steps';

// One schema per payload, shared by validation, the OpenAPI document and the setup's admin screens.

const SETUP = apiMessages('setup', {
  step: { en: 'The step must be one of name, class, photo, prs or theme.', fr: 'L’étape doit être name, class, photo, prs ou theme.' },
  skipped: { en: 'Skipped steps are a list of step names, each once.', fr: 'Les étapes passées sont une liste de noms d’étapes, chacun une fois.' },
  flag: { en: 'This field must be true or false.', fr: 'Ce champ doit valoir true ou false.' },
});
export const SETUP_MESSAGES = SETUP.en;

const StepId = z.enum(SETUP_STEP_IDS, { error: SETUP.code.step });

/** One step of the setup: done is read from the site's data (a name, a photo, a record…), skipped is what the family said. */
const SetupStepStateSchema = z
  .object({
    id: z.enum(SETUP_STEP_IDS),
    done: z.boolean().describe("read from the site's data: a name of their own, a class line or profile facts, a photo, a record; the look once the setup is finished"),
    skipped: z.boolean().describe('skipped and still not done'),
  })
  .meta({ id: 'SetupStepState' });

/** `GET /content/admin/setup`: where the family is in the setup, the same on every device. */
export const SetupStateSchema = z
  .object({
    step: StepId.describe('the step the setup opens on'),
    steps: z.array(SetupStepStateSchema),
    finished: z.boolean().describe('the last step was passed: the setup no longer opens by itself'),
    dismissed: z.boolean().describe('the family left the setup for now: it no longer opens by itself'),
    checklist: z.boolean().describe('the checklist of what is still missing shows on the live page'),
    saved: z.boolean().describe('false until anything was saved: a browser may then send the progress it kept before this state lived on the server'),
  })
  .meta({ id: 'SetupState' });
export type SetupState = z.infer<typeof SetupStateSchema>;

/** `PUT /content/admin/setup`: the fields sent change, the others are kept. */
export const UpdateSetupBody = z
  .strictObject({
    step: StepId.optional(),
    skipped: z
      .array(StepId, { error: SETUP.code.skipped })
      .max(SETUP_STEP_IDS.length, SETUP.code.skipped)
      .refine((ids) => new Set(ids).size === ids.length, SETUP.code.skipped)
      .optional(),
    finished: z.boolean({ error: SETUP.code.flag }).optional(),
    dismissed: z.boolean({ error: SETUP.code.flag }).optional(),
    checklist: z.boolean({ error: SETUP.code.flag }).optional(),
  })
  .meta({ id: 'UpdateSetupBody' });
export type UpdateSetupInput = z.infer<typeof UpdateSetupBody>;
