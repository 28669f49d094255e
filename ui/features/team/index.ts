import type { UiFeature } from '../feature';
import { TeamPage } from './TeamPage';
import { TeamSection } from './TeamSection';
import { TEAM_PART } from './team-part';
import { t } from './team.messages';
import './team.css';

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
