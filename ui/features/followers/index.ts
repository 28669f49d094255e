import type { UiFeature } from '../feature';
import { FollowSection } from './FollowSection';
import { t } from './followers.messages';
import './followers.css';

// Following the season by e-mail: the home page's form (shown when the server can send e-mail),
// the pages of the e-mails' links (confirm, unsubscribe), and the admin's list of followers.

export const followersFeature: UiFeature = {
  name: 'followers',
  order: 180,
  pages: [
    { path: '/follow/confirm', load: () => import('./FollowPages').then((m) => ({ default: m.FollowConfirmPage })) },
    { path: '/unsubscribe', load: () => import('./FollowPages').then((m) => ({ default: m.UnsubscribePage })) },
  ],
  home: [{ id: 'followers', name: () => t('section.title'), group: 'support', order: 90, component: FollowSection }],
  french: { followers: () => import('./followers.messages.fr') },
  admin: () => import('./admin'),
};
