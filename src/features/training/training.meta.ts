import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeatureMeta, SitemapPage } from '../feature';
import { t } from './training.meta.messages';
import { hasTrainingProfile } from './training.repository';

// The head of the training page: the section's own title and description, as the family wrote them.

/** The training page. */
export const trainingMeta: FeatureMeta = {
  pages: [
    {
      path: /^\/training\/?$/,
      describe: (page) => ({ title: page.settings.titleTraining, description: t('training.description', { name: page.name || t('training.fallbackName', {}, page.lang), desc: page.settings.descTraining }, page.lang) }),
    },
  ],
  // `?open=interview-training`: the training interview's dialog.
  dialogs: [{ kind: 'interview', exists: async (_page, value) => value === 'training' }],
};

/** The training page, once its profile is written. */
export async function trainingSitemap(db: Kysely<DB>): Promise<SitemapPage[]> {
  return (await hasTrainingProfile(db)) ? [{ path: '/training' }] : [];
}
