import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { t } from './followers.messages';
import './followers.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const FollowSection = lazyComponent('FollowSection', () => import('./FollowSection').then((m) => m.FollowSection));

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
