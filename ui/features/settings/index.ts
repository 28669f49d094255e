import type { UiFeature } from '../feature';

// The site's settings: the admin's screen (the public site reads them through ui/lib/settings.ts).

export { fetchAdminSettings } from './settings-admin.api';

export const settingsFeature: UiFeature = {
  name: 'settings',
  order: 10,
  admin: () => import('./admin'),
};
