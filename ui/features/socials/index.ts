import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { SOCIALS_PART } from './socials-part';
import { t } from './socials.messages';
import './socials.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const SocialsSection = lazyComponent('SocialsSection', () => import('./SocialLinks').then((m) => m.SocialsSection));
const SocialsPage = lazyComponent('SocialsPage', () => import('./SocialsPage').then((m) => m.SocialsPage));

// The social links: /socials (with the followed athletes), the home page's links, their admin screen.

export const socialsFeature: UiFeature = {
  name: 'socials',
  order: 200,
  pages: [{ path: '/socials', component: SocialsPage }],
  home: [
    {
      id: 'socials',
      group: 'coach',
      order: 40,
      component: SocialsSection,
      title: { field: 'titleSocials', label: () => t('section.titleLabel') },
      lead: { field: 'subtitleSocials', label: () => t('section.leadLabel') },
    },
  ],
  parts: [SOCIALS_PART],
  // The page shows the followed athletes too: its link stays while either has content.
  nav: [{ href: '/socials', label: () => t('nav.page'), order: 60, parts: ['socials', 'followed'] }],
  french: { socials: () => import('./socials.messages.fr') },
  admin: () => import('./admin'),
};
