import { UI_FEATURES } from './features';
import type { NavLink, PublicPage, UiFeature } from './features/feature';
import { addFrenchParts, type FrenchParts } from './lib/i18n/i18n';
import { addSectionParts } from './lib/sections';

// The public site drawn from the features' manifests (ui/features/index.ts): the pages the routes
// show, the nav's links, and what the shared code asks the features about (the parts of the site
// that can be empty, the French loaded on demand), handed over once as the app starts.

/** The French of the shared code's own parts (the features name theirs in their manifests). */
const SHARED_FRENCH: FrenchParts = {
  common: () => import('./lib/i18n/common.messages.fr'),
  components: () => import('./components/components.messages.fr'),
  home: () => import('./home/home.messages.fr'),
  lib: () => import('./lib/lib.messages.fr'),
  'settings-load': () => import('./lib/settings-load.messages.fr'),
};

/** Hands the features' parts that can be empty and their French loaders to the shared code (again: no effect). */
export function registerFeatures(features: readonly UiFeature[] = UI_FEATURES): void {
  addSectionParts(features.flatMap((f) => f.parts ?? []));
  addFrenchParts(SHARED_FRENCH);
  for (const f of features) if (f.french) addFrenchParts(f.french);
}

/** Every public page of the features (the home page and the admin area are the app's own). */
export const PUBLIC_PAGES: readonly PublicPage[] = UI_FEATURES.flatMap((f) => f.pages ?? []);

const byOrder = (a: NavLink, b: NavLink) => a.order - b.order;
const navLinks = UI_FEATURES.flatMap((f) => f.nav ?? []);

/** The nav's links into the home page (`#prs`), in order: the top bar and the menu. */
export const NAV_ANCHORS: readonly NavLink[] = navLinks.filter((l) => l.href.startsWith('#')).sort(byOrder);
/** The nav's links to pages (`/prs`), in order: the menu and the footer. */
export const NAV_PAGES: readonly NavLink[] = navLinks.filter((l) => !l.href.startsWith('#')).sort(byOrder);
