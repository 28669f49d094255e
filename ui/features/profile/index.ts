import type { UiFeature } from '../feature';
import { t } from './profile.messages';
import { ProfileCard } from './ProfileCard';
import './profile.css';

// The athlete profile: the home page's card of facts, the résumé link, its admin screen.

export { ResumeLink } from './ResumeLink';
export { fetchProfile } from './profile.api';
export { fetchAdminProfile, patchProfile } from './profile-admin.api';

export const profileFeature: UiFeature = {
  name: 'profile',
  order: 30,
  home: [{ id: 'profile', name: () => t('card.title'), group: 'top', order: 10, component: ProfileCard }],
  french: { profile: () => import('./profile.messages.fr') },
  admin: () => import('./admin'),
};
