import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeatureMeta, PageContext, PageText, SitemapPage } from '../feature';
import { hasPublishedRace } from '../races';
import { t } from './prs.meta.messages';
import { hasPr } from './prs.repository';
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

/** The PRs' page, once there is a PR: one entered by hand, or a published race (which makes its event's PR). */
export async function prsSitemap(db: Kysely<DB>): Promise<SitemapPage[]> {
  return (await hasPr(db)) || (await hasPublishedRace(db)) ? [{ path: '/prs' }] : [];
}
