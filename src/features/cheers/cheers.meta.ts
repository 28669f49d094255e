import type { FeatureMeta, SitemapPage } from '../feature';
import { t } from './cheers.meta.messages';

// The head of the cheer wall's page (`/support`): the section's own title and description.

/** The cheer wall's page. */
export const cheersMeta: FeatureMeta = {
  pages: [{ path: /^\/support\/?$/, describe: (page) => ({ title: page.settings.titleSupport, description: t('support.description', { who: page.who, desc: page.settings.descSupport }, page.lang) }) }],
};

/** The support page (the cheer wall and its form), always there. */
export async function cheersSitemap(): Promise<SitemapPage[]> {
  return [{ path: '/support' }];
}
