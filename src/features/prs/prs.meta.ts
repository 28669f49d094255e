import type { FeatureMeta, PageContext, PageText } from '../feature';
import { t } from './prs.meta.messages';
import { findPublicPr } from './prs.service';

// The head of the PRs' page (`/prs`) and of a PR's dialog link (`/?open=pr-3`, `/prs?open=pr-3`).

/** A PR's title and sentence; undefined for an unknown id. */
async function describePr(page: PageContext, id: number): Promise<PageText | undefined> {
  const p = await findPublicPr(page.db, id);
  if (!p) return undefined;
  const where = [p.place, p.date].filter(Boolean).join(', ');
  const params = { name: page.name, distance: p.distance, time: p.timeStr, where: where ? ` (${where})` : '' };
  return { title: t('pr.title', { distance: p.distance, time: p.timeStr }, page.lang), description: t(page.name ? 'pr.descriptionNamed' : 'pr.description', params, page.lang) };
}

/** The PRs' page and dialog link. */
export const prsMeta: FeatureMeta = {
  pages: [{ path: /^\/prs\/?$/, describe: (page) => ({ title: page.settings.titlePR, description: t('prs.description', { who: page.who }, page.lang) }) }],
  items: [{ kind: 'pr', on: ['/', '/prs'], describe: describePr }],
};
