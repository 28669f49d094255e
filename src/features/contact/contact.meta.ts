import type { FeatureMeta, SitemapPage } from '../feature';
import { t } from './contact.meta.messages';

// The head of the contact page.

/** The contact page. */
export const contactMeta: FeatureMeta = {
  pages: [{ path: /^\/contact\/?$/, describe: (page) => ({ title: t('contact.title', {}, page.lang), description: t('contact.description', { who: page.who }, page.lang) }) }],
};

/** The contact page, always there. */
export async function contactSitemap(): Promise<SitemapPage[]> {
  return [{ path: '/contact' }];
}
