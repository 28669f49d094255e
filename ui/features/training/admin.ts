import type { AdminPart } from '../feature';
import css from './training-admin.css' with { type: 'text' };
import { TrainingProfileAdminPage } from './TrainingProfileAdminPage';
import { TrainingsPlaceholder } from './TrainingsPlaceholder';
import { t } from './training-admin.messages';

// The training profile's admin screens, loaded with the admin area (ui/admin/admin-area.ts), never
// by a public page.

export const screens: AdminPart['screens'] = [
  { id: 'training-profile', label: () => t('screen.label'), component: TrainingProfileAdminPage, tile: () => t('screen.tile'), menu: true, group: 'results', order: 40 },
  // Reached only by its address (docs/admin.md lists it among the admin's routes): no menu entry, no tile.
  { id: 'trainings', label: () => t('placeholder.label'), component: TrainingsPlaceholder, menu: false, group: 'results', order: 90 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
