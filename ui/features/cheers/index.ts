import type { UiFeature } from '../feature';
import { CheerSection } from './CheerWall';
import { SupportPage } from './SupportPage';
import { t } from './cheers.messages';
import './cheers.css';

// The cheers: /support, the home page's cheer wall, their moderation screen.

export { athleteFirstName } from './CheerWall';

export const cheersFeature: UiFeature = {
  name: 'cheers',
  order: 100,
  pages: [{ path: '/support', component: SupportPage }],
  home: [
    {
      id: 'cheers',
      anchor: 'support',
      group: 'support',
      order: 10,
      component: CheerSection,
      title: { field: 'titleSupport', label: () => t('section.titleLabel') },
      lead: { field: 'descSupport', label: () => t('section.leadLabel') },
    },
  ],
  nav: [
    { href: '#support', label: () => t('nav.anchor'), order: 50 },
    { href: '/support', label: () => t('nav.page'), order: 70 },
  ],
  french: { cheers: () => import('./cheers.messages.fr') },
  admin: () => import('./admin'),
};
