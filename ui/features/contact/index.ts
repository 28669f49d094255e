import type { UiFeature } from '../feature';
import { ContactPage } from './ContactPage';
import { t } from './contact.messages';
import './contact.css';

// The contact page and the admin's inbox of its messages.

export const contactFeature: UiFeature = {
  name: 'contact',
  order: 140,
  pages: [{ path: '/contact', component: ContactPage }],
  nav: [{ href: '/contact', label: () => t('nav.page'), order: 80 }],
  french: { contact: () => import('./contact.messages.fr') },
  admin: () => import('./admin'),
};
