import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext } from '../http/context';
import type { SiteSettingsValues } from '../shared/settings-defaults';
import type { Locale } from '../../ui/lib/i18n/i18n';

// What a feature tells the app about itself: its manifest, exported by `src/features/<x>/index.ts`
// and listed once in `FEATURES` (src/features/index.ts). The app registers the routes, the demo
// runs the seeders and the page metadata asks the features, all from that list; none of them names
// a feature. Every field but the name is optional: a feature declares only what it has.

/** A Fastify plugin that registers routes. */
type RoutePlugin = (app: FastifyInstance) => Promise<void>;

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
type DemoSeeder = (db: Kysely<DB>, demo: DemoContext) => Promise<void>;

/** Where an event happens: the app, the tenant, and the site's address its e-mails link to. */
export interface EventScope {
  ctx: AppContext;
  tenantId: string;
  /** `https://host` of the site (the request's site address, or the tenant's first host name). */
  origin: string;
}

/** What a feature's daily task is given: the event scope, the day (`YYYY-MM-DD`, the server's local date) and the moment the round runs. */
export interface DailyRun extends EventScope {
  day: string;
  now: Date;
}

/**
 * A feature's part of the daily round (the follow-ups due, yesterday's visits through the college
 * links): run once a day per tenant, every feature's in the order of `FEATURES`, all in one
 * transaction with the admins' digests that follow them (src/features/notifications/daily-round.ts).
 */
export type DailyTask = (db: Kysely<DB>, run: DailyRun) => Promise<void>;

/** One feature as the app sees it. */
export interface Feature {
  /** The feature's folder name (logs, docs, test titles). */
  name: string;
  /**
   * Where it comes in FEATURES, lowest first (without one: after those that have one, by name):
   * its routes are registered, its demo rows seeded and its daily task run in that order, so a
   * feature whose seeder reads another's rows comes after it (prs after races).
   */
  order?: number;
  /** API routes, registered in the tenant scope: tenant resolved, its database borrowed for the request, answers `noindex`. */
  routes?: readonly RoutePlugin[];
  /** Pages the server renders itself (the résumé): the tenant scope too, but with the page security headers and robots set by each page. */
  pages?: readonly RoutePlugin[];
  /** Routes on the app itself, outside the tenant scope, with no tenant database borrowed (the health check; the media files, which resolve their tenant and stream a file). */
  rootRoutes?: readonly RoutePlugin[];
  /**
   * A hook on the API scope (the tenant scope every feature's routes are registered in), run before
   * any route is: the audit log adds its record of every admin change to the admin routes there.
   */
  api?: (scope: FastifyInstance) => void;
  /** A hook on each scope that sends documents (the UI's pages and the API docs; the pages the server renders, the résumé), run before they are registered (counting visits through a college link). */
  documents?: (docs: FastifyInstance) => void;
  /** The feature's demo content. */
  demo?: DemoSeeder;
  /** Its part of the daily round (DailyTask). */
  daily?: DailyTask;
  /** What the feature tells the HTML head of the app's pages (title, description, preview). */
  meta?: FeatureMeta;
  /**
   * Its public pages that search engines should know, each once it has something to show (a page
   * left empty is left out): the sitemap (src/features/seo) lists every feature's, the home page
   * first, then the sections, then the items' own pages (a race's).
   */
  sitemap?: (db: Kysely<DB>) => Promise<readonly SitemapPage[]>;
}

/** A page of the sitemap: its path, and when its content last changed if known (an ISO date-time). */
export interface SitemapPage {
  path: string;
  changedAt?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every feature's manifest (FEATURES), for a feature that gathers what the others give (the sitemap). */
    features: readonly Feature[];
  }
}

/** What a page's text is written from: the tenant's settings and data, and the request's address. */
export interface PageContext {
  /** The tenant's database (a race's page reads its race). */
  db: Kysely<DB>;
  /** The tenant's public settings (blank texts replaced by their defaults). */
  settings: SiteSettingsValues;
  /** The site's language, which every text of the head is written in. */
  lang: Locale;
  /** The athlete's name as the family wrote it; '' until then (never a placeholder). */
  name: string;
  /** The name, else "the athlete" in the site's language. */
  who: string;
  /** The name, else "The athlete" (a sentence's start). */
  whoCap: string;
  /** `https://host` of the request. */
  origin: string;
  /** The request's host name, without a port. */
  host: string;
}

/** A page's own title (the athlete's name is added after it) and description, and its own picture. */
export interface PageText {
  title: string;
  description: string;
  /** The page's own preview picture (a race's cover), used when no share card is drawn for it. */
  image?: string;
  /** True for a page sent but never kept (a race id that names no published race): made-up ids must not each keep a page. */
  transient?: boolean;
}

/** A page of the app (a client route) a feature owns: the server answers it 200, with this text. */
export interface FeaturePage {
  /** The page's path (`/^\/courses\/([^/]+)\/?$/`); the text gets the match. */
  path: RegExp;
  /** The page's text, in `page.lang`. */
  describe: (page: PageContext, match: RegExpExecArray) => PageText | Promise<PageText>;
}

/** An item a page's dialog opens (`/?open=race-12`): the link gets the item's title, description and picture. */
export interface FeatureItem {
  /** The `<kind>` of `?open=<kind>-<id>`. */
  kind: string;
  /** The pages whose dialog opens it. */
  on: readonly string[];
  /**
   * Undefined when there is no such item for visitors (gone, unpublished): the page is described as
   * itself. An id may be negative (a PR only races made is named by minus its race's id).
   */
  describe: (page: PageContext, id: number) => Promise<PageText | undefined>;
}

/**
 * A dialog a page opens (`/?open=athlete-3`, `?open=interview-training`) whose link has no text of
 * its own (the page's head stays the page's): only whether the value names something that exists,
 * so a page with a real dialog is kept with it and a made-up value is served as the plain page.
 */
export interface FeatureDialog {
  /** The `<kind>` of `?open=<kind>-<value>`. */
  kind: string;
  exists: (page: PageContext, value: string) => Promise<boolean>;
}

/** The page a request is for: its path, and the dialog item it opens, when one was found. */
export interface PageAt {
  path: string;
  item?: { kind: string; id: number };
}

/** What a feature adds to the head of the app's pages. */
export interface FeatureMeta {
  /** The app's pages the feature owns; a path that is no page of any feature (nor home or admin) is a 404. */
  pages?: readonly FeaturePage[];
  /** The dialog items it describes. */
  items?: readonly FeatureItem[];
  /** The dialogs it opens whose links it does not describe. */
  dialogs?: readonly FeatureDialog[];
  /** Paths no search engine may see and the server does not render (a coach's private invite link). */
  privatePaths?: readonly RegExp[];
  /** The path of the page's preview card (1200×630) when this feature draws one for that page. */
  card?: (page: PageContext, at: PageAt) => Promise<string | undefined>;
  /** The page's structured data (JSON-LD) when this feature writes some for that page. */
  jsonLd?: (page: PageContext, at: PageAt) => Promise<unknown>;
  /** The feeds a public page links to from its head (`<link rel="alternate">`): the Atom feed. */
  feeds?: (page: PageContext) => readonly HeadFeed[];
}

/** A feed a page's head links to. */
export interface HeadFeed {
  /** `/feed.xml` (a path of the site). */
  href: string;
  /** Its title, in the site's language. */
  title: string;
  /** `application/atom+xml` or `application/rss+xml`. */
  type: string;
}
