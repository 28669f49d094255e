import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { t } from './contact.messages';
import './contact.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const ContactPage = lazyComponent('ContactPage', () => import('./ContactPage').then((m) => m.ContactPage));

// The contact page and the admin's inbox of its messages.

export const contactFeature: UiFeature = {
  name: 'contact',
  order: 140,
  pages: [{ path: '/contact', component: ContactPage }],
  nav: [{ href: '/contact', label: () => t('nav.page'), order: 80 }],
  french: { contact: () => import('./contact.messages.fr') },
  admin: () => import('./admin'),
};
