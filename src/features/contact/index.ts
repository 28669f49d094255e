import type { Feature } from '../feature';
import { contactMeta } from './contact.meta';
import { adminContactRoutes, publicContactRoutes } from './contact.routes';

// The contact form and the family's inbox.

/** The contact form and the inbox. */
export const contactFeature: Feature = { name: 'contact', order: 210, routes: [publicContactRoutes, adminContactRoutes], meta: contactMeta };

export { findContactMessage, listMessagesFromOrIds } from './contact.repository';
