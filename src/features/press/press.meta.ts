import type { FeatureMeta, PageContext, PageText } from '../feature';
import { t } from './press.meta.messages';
import { findPressById } from './press.repository';

// The head of an article's dialog link (`/?open=press-5`): its title, and its excerpt or a sentence.

/** An approved article's title and excerpt (else a sentence naming its source); undefined for any other id. */
async function describeArticle(page: PageContext, id: number): Promise<PageText | undefined> {
  const row = await findPressById(page.db, id);
  if (!row || row.approved !== 1) return undefined;
  const about = [row.source, row.date].filter(Boolean).join(', ');
  return { title: row.title, description: row.excerpt?.trim() || t('press.description', { title: row.title, about: about ? ` (${about})` : '', who: page.who }, page.lang) };
}

/** An article's dialog link. */
export const pressMeta: FeatureMeta = { items: [{ kind: 'press', on: ['/'], describe: describeArticle }] };
