import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { COACH_PART } from './coach-part';
import { t } from './coach.messages';
import './coach.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const CoachPage = lazyComponent('CoachPage', () => import('./CoachPage').then((m) => m.CoachPage));
const CoachSection = lazyComponent('CoachSection', () => import('./CoachSpotlight').then((m) => m.CoachSection));

// The coach's note: /coach, the home page's spotlight, the invite form a coach opens from a private
// link (a chunk of its own: visitors never load it), and the admin's screen of notes and invites.

export const coachFeature: UiFeature = {
  name: 'coach',
  order: 120,
  pages: [
    { path: '/coach', component: CoachPage },
    { path: '/coach/invite/:token', load: () => import('./CoachInvitePage') },
  ],
  home: [{ id: 'coach', group: 'coach', order: 10, component: CoachSection, title: { field: 'titleCoachNote', label: () => t('section.titleLabel') } }],
  parts: [COACH_PART],
  nav: [
    { href: '#coach', label: () => t('nav.anchor'), order: 40 },
    { href: '/coach', label: () => t('nav.page'), order: 50 },
  ],
  french: { coach: () => import('./coach.messages.fr') },
  admin: () => import('./admin'),
};
