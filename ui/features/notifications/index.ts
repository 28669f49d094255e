import type { UiFeature } from '../feature';

// What the family hears of: the admin's notifications (a badge of the unseen ones) with each
// admin's choice per kind, and the e-mail screen. Admin only: no public page loads it.

export const notificationsFeature: UiFeature = {
  name: 'notifications',
  order: 190,
  admin: () => import('./admin'),
};
