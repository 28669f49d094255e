import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

// What a feature tells the app about itself: its manifest, exported by `src/features/<x>/index.ts`
// and listed once in `FEATURES` (src/features/index.ts). The app registers the routes, the demo
// runs the seeders and the page metadata asks the features from that list; none of them names a
// feature. Every field but the name is optional: a feature declares only what it has.

/** A Fastify plugin that registers routes. */
export type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/** What every demo seeder is given. */
export interface DemoContext {
  /** When the demo is made: its dates are relative to this moment (a demo made today has races of last month). */
  today: Date;
  /** The date `days` from `today`, as `YYYY-MM-DD` (negative: in the past). */
  day: (days: number) => string;
  /** The fictional athlete the demo is about (no real person, no contact details: this is a minor's site). */
  athlete: { firstName: string; lastName: string; school: string };
}

/**
 * A feature's demo rows: fills the feature's own tables when they are empty, so a second `demo`
 * changes nothing. Seeders run in the order of `FEATURES`, in one database, before the drawn media.
 */
export type DemoSeeder = (db: Kysely<DB>, demo: DemoContext) => Promise<void>;

/** One feature as the app sees it. */
export interface Feature {
  /** The feature's folder name (logs, docs, test titles). */
  name: string;
  /** API routes, registered in the tenant scope: tenant resolved, its database borrowed for the request, answers `noindex`. */
  routes?: readonly RoutePlugin[];
  /** Pages the server renders itself (the résumé): the tenant scope too, but with the page security headers and robots set by each page. */
  pages?: readonly RoutePlugin[];
  /** Routes on the app itself, outside the tenant scope, with no tenant database borrowed (the health check; the media files, which resolve their tenant and stream a file). */
  rootRoutes?: readonly RoutePlugin[];
  /** A hook on the documents scope (the UI's pages, the API docs), run before they are registered (counting visits through a college link). */
  documents?: (docs: FastifyInstance) => void;
  /** The feature's demo content. */
  demo?: DemoSeeder;
}
