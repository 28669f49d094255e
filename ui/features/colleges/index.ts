import type { UiFeature } from '../feature';

// The recruiting board: an admin screen only (nothing of it is ever public).

export const collegesFeature: UiFeature = {
  name: 'colleges',
  admin: () => import('./admin'),
};
