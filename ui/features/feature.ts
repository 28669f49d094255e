import type { ComponentType, ReactNode } from 'react';
import type { FrenchParts } from '../lib/i18n/i18n';
import type { SectionPart } from '../lib/sections';
import type { SettingsTextField } from '../lib/settings';

// What a UI feature tells the app about itself: its manifest, the `index.ts` of its folder, listed
// once in ui/features/index.ts. The routes (ui/app.tsx), the public nav, the home page (ui/home/),
// the admin area (ui/admin/) and the French loaded on demand are all built from the manifests,
// so a feature's pages, sections, screens and words live in its own folder.
//
// What only the signed-in admin uses is referenced lazily (`admin`, a page's `load`, the home
// aside's `load`): a manifest is in the code every public page loads, and a static import there
// would put the admin's code in it too.

/** What a route gives its page: the path's parameters (`/courses/:id` gives `{ id }`). */
export interface PageProps {
  params: Record<string, string | undefined>;
}

/** A public page: its path, and its component or (kept out of the home page's code) a loader for it. */
export type PublicPage = { path: string } & ({ component: ComponentType<PageProps> } | { load: () => Promise<{ default: ComponentType<PageProps> }> });

/** A settings text the signed-in admin edits in place (a section's title or lead), with its label for screen readers. */
interface EditableText {
  field: SettingsTextField;
  label: () => string;
}

/**
 * The groups of the home page's sections, top to bottom (ui/home/home-groups.ts): `top` hydrates
 * with the page, `records` as it comes near the screen, the others are also drawn once the browser
 * is idle (far below the hero).
 */
export type HomeGroupId = 'top' | 'records' | 'training' | 'support' | 'coach';

/** What the home page gives a section: its title and lead, as the admin edits them in place. */
export interface HomeSectionProps {
  title: ReactNode;
  lead?: ReactNode;
}

/** A section of the home page. */
export interface HomeSection {
  /** Its name in the family's order of the sections (Settings), stored on the server: never changes. Its part's key when it has one. */
  id: string;
  /** What the family calls it in that list, for a section without an editable title (with one, the title is its name). */
  name?: () => string;
  /** The id of its element (the nav's `#recent`), when it is not `id`. */
  anchor?: string;
  /** Its hydration group, and its place in the group (lower first); the built-in order is the groups' order, then this. */
  group: HomeGroupId;
  order: number;
  component: ComponentType<HomeSectionProps>;
  /** The settings texts of its title and lead (a section without them words its own). */
  title?: EditableText;
  lead?: EditableText;
}

/** What the home page shows its signed-in admin over the page (loaded only when it shows). */
export interface HomeAside {
  /** Read at render (signals): true while it shows. */
  shown: () => boolean;
  load: () => Promise<{ default: ComponentType }>;
}

/** A link of the public nav. */
export interface NavLink {
  /** `#prs`: a part of the home page (the top bar and the menu); `/prs`: a page (the menu and the footer). */
  href: string;
  label: () => string;
  /** Its place among the nav's links of its kind (lower first). */
  order: number;
  /** The parts whose content decides whether it shows; by default the part its address leads to. */
  parts?: readonly string[];
}

/** The parts of the admin's menu and dashboard, in order (ADMIN_GROUPS, ui/admin/admin-area.ts). */
export type AdminGroupId = 'site' | 'results' | 'recruiting' | 'community';

/** One editing screen of the admin: its route, its side-menu entry and its dashboard tile. */
export interface AdminScreen {
  /** The URL segment under /admin (kept stable: links, bookmarks and tests use these paths). */
  id: string;
  /** The name in the side menu and on the dashboard tile (in the current language). */
  label: () => string;
  component: ComponentType;
  /** The tile's one-line description (in the current language); a screen without one has no tile. */
  tile?: () => string;
  /** False for a screen reached only by link. */
  menu: boolean;
  /** The part of the menu and the dashboard it is listed in, and its place there (lower first). */
  group: AdminGroupId;
  order: number;
  /** What waits for the admin there (unread messages, notes to review), shown as a badge. */
  badge?: { count: () => Promise<number>; label: (n: number) => string };
}

/** A page of the admin reached from a screen rather than the menu (a program of the colleges board): its path under /admin, and its component. */
export interface AdminRoute {
  path: string;
  component: ComponentType<PageProps>;
}

/** A feature's part of the admin area (its `admin.ts`), loaded with the admin area. */
export interface AdminPart {
  screens: readonly AdminScreen[];
  /** Pages its screens open (`/admin/colleges/:id`), tried before the screens' own paths. */
  routes?: readonly AdminRoute[];
  /** Cards at the top of the dashboard, above the tiles. */
  dashboard?: readonly ComponentType[];
  /** Its screens' own styles (a `<x>-admin.css` imported as text), added to the page after the admin's shared ones. */
  styles?: string;
}

/** The UI's description of a feature: its manifest. */
export interface UiFeature {
  name: string;
  /** Where it comes in UI_FEATURES, lowest first (without one: after those that have one, by name): the order of its dashboard cards and admin styles among the features'. */
  order?: number;
  /** Its public pages. */
  pages?: readonly PublicPage[];
  /** Its sections of the home page. */
  home?: readonly HomeSection[];
  homeAside?: HomeAside;
  /** The parts of the site it shows that can be empty (the nav and links leave an empty one out). */
  parts?: readonly SectionPart[];
  /** Its links in the public nav. */
  nav?: readonly NavLink[];
  /** The French of its public messages, by namespace, loaded when a page speaks French. */
  french?: FrenchParts;
  /** Its admin screens (`() => import('./admin')`), loaded with the admin area. */
  admin?: () => Promise<AdminPart>;
}
