import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { t } from './followed.messages';
import { FOLLOWED_PART } from './followed-part';
import './followed.css';

// The athletes the athlete follows: the home page's cards (also on /socials), their admin screen.

/** The followed athletes' cards (their code is a chunk of its own: far below the hero, see ui/lib/lazy-component.tsx). */
export const FollowedAthletes = lazyComponent('FollowedAthletes', () => import('./FollowedAthletes').then((m) => m.FollowedAthletes));
export { fetchFollowed } from './followed.api';

export const followedFeature: UiFeature = {
  name: 'followed',
  order: 170,
  home: [{ id: 'followed', name: () => t('title'), group: 'coach', order: 30, component: FollowedAthletes }],
  parts: [FOLLOWED_PART],
  french: { followed: () => import('./followed.messages.fr') },
  admin: () => import('./admin'),
};
