import type { UiFeature } from '../feature';

// The college links and the coach e-mail: two admin screens (a link's visit goes through the server).

export const linksFeature: UiFeature = {
  name: 'links',
  order: 150,
  admin: () => import('./admin'),
};
