import type { FeatureMeta } from '../feature';
import { t } from './training.meta.messages';

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
