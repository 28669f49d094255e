import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeatureMeta, SitemapPage } from '../feature';
import { t } from './socials.meta.messages';
import { hasSocialLink } from './socials.repository';

// The head of the social links' page: the section's own title and subtitle.

/** The social links' page. */
export const socialsMeta: FeatureMeta = {
  pages: [{ path: /^\/socials\/?$/, describe: (page) => ({ title: page.settings.titleSocials, description: t('socials.description', { name: page.whoCap, desc: page.settings.subtitleSocials }, page.lang) }) }],
};

/** The social links' page, once it has a link. */
export async function socialsSitemap(db: Kysely<DB>): Promise<SitemapPage[]> {
  return (await hasSocialLink(db)) ? [{ path: '/socials' }] : [];
}
