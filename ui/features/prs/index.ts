import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { PrSection } from './PrGrid';
import { PRS_PART } from './prs-part';
import { t } from './prs.messages';
import './prs.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const PrsPage = lazyComponent('PrsPage', () => import('./PrsPage').then((m) => m.PrsPage));

// The personal records: /prs, the home page's records, their admin screen.

export { createPr, fetchAdminPrs, fetchPrs } from './prs.api';

export const prsFeature: UiFeature = {
  name: 'prs',
  order: 40,
  pages: [{ path: '/prs', component: PrsPage }],
  home: [{ id: 'prs', group: 'records', order: 10, component: PrSection, title: { field: 'titlePR', label: () => t('section.titleLabel') } }],
  parts: [PRS_PART],
  nav: [
    { href: '#prs', label: () => t('nav.anchor'), order: 10 },
    { href: '/prs', label: () => t('nav.page'), order: 30 },
  ],
  french: { prs: () => import('./prs.messages.fr') },
  admin: () => import('./admin'),
};
