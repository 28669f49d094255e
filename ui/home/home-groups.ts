import { UI_FEATURES } from '../features';
import type { HomeAside, HomeGroupId, HomeSection, UiFeature } from '../features/feature';
import type { HomeSectionChoice } from '../../src/shared/settings-defaults';
import { arrangeSections } from '../lib/home-layout';

// The home page's sections come from the features' manifests; the page groups them. A phone that
// hydrated the whole page at once would spend its start-up on sections far below the screen: each
// group hydrates as it comes near the screen (HydrateNear), and the groups far below the hero are
// also drawn only once the browser is idle (Deferred), keeping their height until then.

/** How a group waits: not at all, until it comes near the screen, or also until the browser is idle. */
export type GroupWait = 'page' | 'near' | { minHeight: number; timeoutMs: number };

/** The groups, top to bottom, each with how it waits (the hydration gate is named after it). */
const HOME_GROUPS: ReadonlyArray<{ id: HomeGroupId; wait: GroupWait }> = [
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

/** Every home section in the built-in order: the groups top to bottom, each in its order. */
export function builtInSections(features: readonly UiFeature[] = UI_FEATURES): HomeSection[] {
  return HOME_GROUPS.flatMap((g) => sectionsOf(g.id, features));
}

/** A run of sections of one group, next to each other in the family's order: hydrated together, under `name`. */
export interface HomeRun {
  name: string;
  wait: GroupWait;
  sections: HomeSection[];
}

/**
 * The sections visitors see, in the family's order, cut into runs of one group each. A group split
 * by the family's order (a fan section moved up between two records) makes several runs, each with
 * a gate of its own (`records`, `records-2`): the server and the browser cut them alike, from the
 * same settings.
 */
export function homeRuns(choices: readonly HomeSectionChoice[], sections: readonly HomeSection[] = builtInSections()): HomeRun[] {
  const runs: Array<HomeRun & { group: HomeGroupId }> = [];
  const seen = new Map<HomeGroupId, number>();
  for (const { section, shown } of arrangeSections(sections, choices)) {
    if (!shown) continue;
    const last = runs[runs.length - 1];
    if (last?.group === section.group) {
      last.sections.push(section);
      continue;
    }
    const n = (seen.get(section.group) ?? 0) + 1;
    seen.set(section.group, n);
    const wait = HOME_GROUPS.find((g) => g.id === section.group)?.wait ?? 'near';
    runs.push({ group: section.group, name: n === 1 ? section.group : `${section.group}-${n}`, wait, sections: [section] });
  }
  return runs;
}

/** What the home page shows its signed-in admin over the page (the setup's checklist). */
export function homeAsides(features: readonly UiFeature[] = UI_FEATURES): HomeAside[] {
  return features.flatMap((f) => (f.homeAside ? [f.homeAside] : []));
}
