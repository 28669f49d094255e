import type { Feature } from '../feature';
import { seedLinks } from './links.demo';
import { countLinkVisits } from './link-visits';
import { linkVisitsDaily } from './links.daily';
import { adminLinkRoutes } from './links.routes';

// Per-college links (`?via=<code>`): the admin's list with its counts, and the counting itself,
// which happens where pages are sent (the documents scope), cached or not.

/** Tracked links and their visit counts. */
export const linksFeature: Feature = { name: 'links', order: 220, routes: [adminLinkRoutes], documents: countLinkVisits, demo: seedLinks, daily: linkVisitsDaily };

export { findLinkByCode, findLinkById, listLinks, visitDaysOfLink, visitTotals } from './links.repository';
