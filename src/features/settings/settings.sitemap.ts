import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SitemapPage } from '../feature';
import { getSettingsRow } from './settings.repository';

/** The home page in the sitemap, changed when the settings last were (its texts, hero and theme are theirs). */
export async function homeSitemap(db: Kysely<DB>): Promise<SitemapPage[]> {
  return [{ path: '/', changedAt: (await getSettingsRow(db)).updated_at }];
}
