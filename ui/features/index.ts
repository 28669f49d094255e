import type { UiFeature } from './feature';
import * as manifests from './manifests';

/**
 * Every feature of the UI, by its manifest (ui/features/<name>/index.ts, shaped by feature.ts),
 * from the list in ./manifests.ts. The routes, the public nav, the home page, the admin area and
 * the French loaded on demand are built from this list: adding a feature is its folder and one
 * line in ./manifests.ts. Each page, section, link and screen says where it goes; the manifests'
 * own `order` (those without one last, by name) is that of what has none: the dashboard's cards
 * and the admin styles.
 */
export const UI_FEATURES: readonly UiFeature[] = Object.values<UiFeature>(manifests).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name));
