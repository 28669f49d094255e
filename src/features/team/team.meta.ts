import type { FeatureMeta } from '../feature';
import { t } from './team.meta.messages';

// The head of the team page.

/** The team page. */
export const teamMeta: FeatureMeta = {
  pages: [{ path: /^\/team\/?$/, describe: (page) => ({ title: t('team.title', {}, page.lang), description: t('team.description', { who: page.who }, page.lang) }) }],
};
