import type { FeatureMeta } from '../feature';
import { t } from './feed.messages';

/** Every public page's head links to the feed (`<link rel="alternate" type="application/atom+xml">`): a feed reader finds it from any page. */
export const feedMeta: FeatureMeta = {
  feeds: (page) => [{ href: '/feed.xml', title: t('link', {}, page.lang), type: 'application/atom+xml' }],
};
