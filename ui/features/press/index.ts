import type { UiFeature } from '../feature';
import { PressSection } from './PressGrid';
import { PRESS_PART } from './press-part';
import { t } from './press.messages';
import './press.css';

// The press: the home page's articles, their admin screen.

export const pressFeature: UiFeature = {
  name: 'press',
  order: 110,
  home: [
    {
      id: 'press',
      group: 'support',
      order: 20,
      component: PressSection,
      title: { field: 'titlePress', label: () => t('section.titleLabel') },
      lead: { field: 'descPress', label: () => t('section.leadLabel') },
    },
  ],
  parts: [PRESS_PART],
  nav: [{ href: '#press', label: () => t('nav.anchor'), order: 30 }],
  french: { press: () => import('./press.messages.fr') },
  admin: () => import('./admin'),
};
