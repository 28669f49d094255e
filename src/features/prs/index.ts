import type { Feature } from '../feature';
import { prsMeta } from './prs.meta';
import { seedPrs } from './prs.demo';
import { adminPrRoutes, publicPrRoutes } from './prs.routes';

// Personal records, each optionally linked to the race it was run in.

/** Personal records. */
export const prsFeature: Feature = { name: 'prs', routes: [publicPrRoutes, adminPrRoutes], demo: seedPrs, meta: prsMeta };

export { toAdminPr, toPublicPr } from './prs.mapper';
export { findPrById, insertPr, listPrs } from './prs.repository';
export type { PrRow } from './prs.table';
