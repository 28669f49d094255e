import type { UiFeature } from '../feature';
import { Upcoming } from './Upcoming';
import { UPCOMING_PART } from './upcoming-part';
import { t } from './upcoming.messages';
import './upcoming.css';

// The next races: the home page's countdowns, their admin screen.

export { fetchUpcoming } from './upcoming.api';

export const upcomingFeature: UiFeature = {
  name: 'upcoming',
  order: 60,
  home: [{ id: 'upcoming', group: 'records', order: 20, component: Upcoming, title: { field: 'titleUpcoming', label: () => t('section.titleLabel') } }],
  parts: [UPCOMING_PART],
  french: { upcoming: () => import('./upcoming.messages.fr') },
  admin: () => import('./admin'),
};
