import type { Feature } from '../feature';
import { prsMeta, prsSitemap } from './prs.meta';
import { seedPrs } from './prs.demo';
import { adminPrRoutes, publicPrRoutes } from './prs.routes';

// Personal records: per event, the best of the published races and of the PRs entered by hand.

/** Personal records. */
export const prsFeature: Feature = { name: 'prs', order: 60, routes: [publicPrRoutes, adminPrRoutes], demo: seedPrs, meta: prsMeta, sitemap: prsSitemap };

export { countsOnItsOwn } from './prs.records';
export { findPublicPr, listPublicPrs } from './prs.service';
export { insertPr, listPrs } from './prs.repository';
export type { PrRow } from './prs.table';
