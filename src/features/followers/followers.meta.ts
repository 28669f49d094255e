import type { FeatureMeta } from '../feature';
import { t } from './followers.meta.messages';

// The head of the pages a follower's e-mail links to: the confirmation and the unsubscribe page.
// Both carry a secret in their query: never indexed, never rendered (nor kept) by the server.

/** The confirmation and unsubscribe pages. */
export const followersMeta: FeatureMeta = {
  pages: [
    { path: /^\/follow\/confirm\/?$/, describe: (page) => ({ title: t('confirm.title', {}, page.lang), description: t('confirm.description', { who: page.who }, page.lang) }) },
    { path: /^\/unsubscribe\/?$/, describe: (page) => ({ title: t('unsubscribe.title', {}, page.lang), description: t('unsubscribe.description', { who: page.who }, page.lang) }) },
  ],
  privatePaths: [/^\/follow\/confirm(\/|$)/, /^\/unsubscribe(\/|$)/],
};
