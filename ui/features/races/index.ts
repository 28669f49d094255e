import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { RecentRaces } from './RecentRaces';
import { RACES_PART } from './races-part';
import { t } from './races.messages';
import './races.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const CourseDetailPage = lazyComponent('CourseDetailPage', () => import('./CourseDetailPage').then((m) => m.CourseDetailPage));
const CoursesPage = lazyComponent('CoursesPage', () => import('./CoursesPage').then((m) => m.CoursesPage));

// The races: /courses and a race's page, the home page's recent races, their admin screen.

export { fetchAdminRaces, fetchRaces } from './races.api';
export { finishText, ordinal } from './result-format';
export { t as raceMessages } from './races.messages';

export const racesFeature: UiFeature = {
  name: 'races',
  order: 50,
  pages: [
    { path: '/courses', component: CoursesPage },
    { path: '/courses/:id', component: CourseDetailPage },
  ],
  home: [{ id: 'races', anchor: 'recent', group: 'records', order: 30, component: RecentRaces, title: { field: 'titleRaces', label: () => t('section.titleLabel') } }],
  parts: [RACES_PART],
  nav: [
    { href: '#recent', label: () => t('nav.anchor'), order: 20 },
    { href: '/courses', label: () => t('nav.page'), order: 20 },
  ],
  french: { races: () => import('./races.messages.fr') },
  admin: () => import('./admin'),
};
