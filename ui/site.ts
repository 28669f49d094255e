import { UI_FEATURES } from './features';
import type { NavLink, PublicPage, UiFeature } from './features/feature';
import { addFrenchParts, type FrenchParts } from './lib/i18n/i18n';
import { addSectionParts } from './lib/sections';
import { setHomeSections } from './lib/home-layout';
import { settings } from './lib/settings';
import { builtInSections } from './home/home-groups';

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

/** Hands the features' parts that can be empty, their home sections and their French loaders to the shared code (again: no effect). */
export function registerFeatures(features: readonly UiFeature[] = UI_FEATURES): void {
  addSectionParts(features.flatMap((f) => f.parts ?? []));
  // A section's name in the family's list is its own title when it has one: the family's words.
  setHomeSections(
    builtInSections(features).map((s) => ({
      id: s.id,
      anchor: s.anchor ?? s.id,
      name: s.name ?? (() => (s.title ? settings.value[s.title.field] : s.id)),
    })),
  );
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
