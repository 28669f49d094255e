import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { TEAM_PART } from './team-part';
import { t } from './team.messages';
import './team.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const TeamPage = lazyComponent('TeamPage', () => import('./TeamPage').then((m) => m.TeamPage));
const TeamSection = lazyComponent('TeamSection', () => import('./TeamSection').then((m) => m.TeamSection));

// The team: /team, the home page's wheel, its admin screen.

export const teamFeature: UiFeature = {
  name: 'team',
  order: 90,
  pages: [{ path: '/team', component: TeamPage }],
  home: [{ id: 'team', name: () => t('section.title'), group: 'training', order: 20, component: TeamSection }],
  parts: [TEAM_PART],
  nav: [{ href: '/team', label: () => t('nav.page'), order: 40 }],
  french: { team: () => import('./team.messages.fr') },
  admin: () => import('./admin'),
};
