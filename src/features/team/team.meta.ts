import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeatureMeta, SitemapPage } from '../feature';
import { t } from './team.meta.messages';
import { hasTeamMember } from './team.repository';

// The head of the team page.

/** The team page. */
export const teamMeta: FeatureMeta = {
  pages: [{ path: /^\/team\/?$/, describe: (page) => ({ title: t('team.title', {}, page.lang), description: t('team.description', { who: page.who }, page.lang) }) }],
};

/** The team page, once it has a member. */
export async function teamSitemap(db: Kysely<DB>): Promise<SitemapPage[]> {
  return (await hasTeamMember(db)) ? [{ path: '/team' }] : [];
}
