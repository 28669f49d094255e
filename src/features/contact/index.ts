import type { Feature } from '../feature';
import { contactMeta, contactSitemap } from './contact.meta';
import { adminContactRoutes, publicContactRoutes } from './contact.routes';

// The contact form and the family's inbox.

/** The contact form and the inbox. */
export const contactFeature: Feature = { name: 'contact', order: 210, routes: [publicContactRoutes, adminContactRoutes], meta: contactMeta, sitemap: contactSitemap };

export { findContactMessage, listMessagesFromOrIds } from './contact.repository';
