import type { UiFeature } from '../feature';
import { Universities } from './Universities';
import { UNIVERSITIES_PART } from './universities-part';
import { t } from './universities.messages';
import './universities.css';

// The favourite universities: the home page's votes, their admin screen.

export const universitiesFeature: UiFeature = {
  name: 'universities',
  order: 160,
  home: [{ id: 'universities', group: 'coach', order: 20, component: Universities, title: { field: 'titleFavorites', label: () => t('section.titleLabel') } }],
  parts: [UNIVERSITIES_PART],
  french: { universities: () => import('./universities.messages.fr') },
  admin: () => import('./admin'),
};
