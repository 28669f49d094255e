import type { Feature } from './feature';
import * as manifests from './manifests';

/**
 * Every feature of the server, each one's manifest (`./<x>/index.ts`, typed by `Feature` in
 * ./feature.ts), from the list in ./manifests.ts, in the manifests' `order` (those without one
 * last, by name). The app registers their routes, the demo runs their seeders and the page
 * metadata reads their pages, in this order. Adding a feature is one line in ./manifests.ts
 * (docs/adding-a-feature.md).
 */
export const FEATURES: readonly Feature[] = Object.values<Feature>(manifests).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name));
