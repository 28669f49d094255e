import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { UNIVERSITIES_PART } from './universities-part';
import { t } from './universities.messages';
import './universities.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const Universities = lazyComponent('Universities', () => import('./Universities').then((m) => m.Universities));

// The favourite universities: the home page's votes, their admin screen.

export const universitiesFeature: UiFeature = {
  name: 'universities',
  order: 160,
  home: [{ id: 'universities', group: 'coach', order: 20, component: Universities, title: { field: 'titleFavorites', label: () => t('section.titleLabel') } }],
  parts: [UNIVERSITIES_PART],
  french: { universities: () => import('./universities.messages.fr') },
  admin: () => import('./admin'),
};
