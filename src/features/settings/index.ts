import type { Feature } from '../feature';
import { seedSettings } from './settings.demo';
import { homeSitemap } from './settings.sitemap';
import { adminSettingsRoutes, publicSettingsRoutes } from './settings.routes';

// The site's settings: its texts, theme, language, hero and publish switch. The defaults the UI
// shares are in src/shared/settings-defaults.ts.

/** The site settings. */
export const settingsFeature: Feature = { name: 'settings', order: 40, routes: [publicSettingsRoutes, adminSettingsRoutes], demo: seedSettings, sitemap: homeSitemap };

export { toPublicSettings } from './settings.mapper';
export { areVoteCountsShown, clearHeroVideo, getSettingsRow, isCheersAutoApprove, setHeroVideo } from './settings.repository';
