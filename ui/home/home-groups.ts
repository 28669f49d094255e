import { UI_FEATURES } from '../features';
import type { HomeAside, HomeGroupId, HomeSection, UiFeature } from '../features/feature';

// The home page's sections come from the features' manifests; the page groups them. A phone that
// hydrated the whole page at once would spend its start-up on sections far below the screen: each
// group hydrates as it comes near the screen (HydrateNear), and the groups far below the hero are
// also drawn only once the browser is idle (Deferred), keeping their height until then.

/** How a group waits: not at all, until it comes near the screen, or also until the browser is idle. */
export type GroupWait = 'page' | 'near' | { minHeight: number; timeoutMs: number };

/** The groups, top to bottom, each with how it waits (the hydration gate is named after it). */
export const HOME_GROUPS: ReadonlyArray<{ id: HomeGroupId; wait: GroupWait }> = [
  // The athlete's card, right under the hero: hydrated with the page.
  { id: 'top', wait: 'page' },
  { id: 'records', wait: 'near' },
  { id: 'training', wait: { minHeight: 1400, timeoutMs: 1000 } },
  { id: 'support', wait: { minHeight: 2000, timeoutMs: 1400 } },
  { id: 'coach', wait: { minHeight: 1800, timeoutMs: 1800 } },
];

/** The sections of a group, in their order. */
export function sectionsOf(group: HomeGroupId, features: readonly UiFeature[] = UI_FEATURES): HomeSection[] {
  return features.flatMap((f) => f.home ?? []).filter((s) => s.group === group).sort((a, b) => a.order - b.order);
}

/** What the home page shows its signed-in admin over the page (the setup's checklist). */
export function homeAsides(features: readonly UiFeature[] = UI_FEATURES): HomeAside[] {
  return features.flatMap((f) => (f.homeAside ? [f.homeAside] : []));
}
