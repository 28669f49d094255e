import type { Feature } from '../feature';
import { seoRoutes } from './seo.routes';

// What search engines read: robots.txt and the sitemap, following the site's publish switch.

/** robots.txt and the sitemap. */
export const seoFeature: Feature = { name: 'seo', order: 170, routes: [seoRoutes] };
