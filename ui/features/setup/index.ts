import { editMode } from '../../lib/auth';
import type { UiFeature } from '../feature';
import { checklistShown } from './setup.progress';

// The first-run setup: its admin screen, its card on the dashboard, and the checklist the signed-in
// admin sees on the home page after it (its code loads only when it shows).

export const setupFeature: UiFeature = {
  name: 'setup',
  order: 20,
  homeAside: { shown: () => editMode.value && checklistShown.value, load: () => import('./SetupChecklist') },
  admin: () => import('./admin'),
};
