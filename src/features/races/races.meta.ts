import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeatureMeta, PageContext, PageText, SitemapPage } from '../feature';
import { toPublicRace } from './races.mapper';
import { t } from './races.meta.messages';
import { findPublishedRaceById, listPublishedRaceChanges } from './races.repository';

// The head of the races' pages (`/courses`, `/courses/{id}`) and of a race's dialog link
// (`/?open=race-12`): a race's own link names the race, its time and its cover photo.

/** A published race's title, sentence and cover; undefined for an unknown or unpublished id. */
async function describeRace(page: PageContext, id: number): Promise<PageText | undefined> {
  const row = await findPublishedRaceById(page.db, id);
  if (!row) return undefined;
  const r = toPublicRace(row);
  const where = [r.place, r.date].filter(Boolean).join(', ');
  return { title: r.title, description: t('race.description', { name: page.whoCap, time: r.timeStr, race: r.title, where }, page.lang), image: r.photoUrl };
}

/** The races' pages and dialog link. */
export const racesMeta: FeatureMeta = {
  pages: [
    { path: /^\/courses\/?$/, describe: (page) => ({ title: t('races.title', {}, page.lang), description: t('races.description', { who: page.who }, page.lang) }) },
    {
      path: /^\/courses\/([^/]+)\/?$/,
      describe: async (page, [, id = '']) =>
        (/^\d{1,9}$/.test(id) ? await describeRace(page, Number(id)) : undefined) ?? { title: t('race.title', {}, page.lang), description: t('race.fallbackDescription', { who: page.who }, page.lang), transient: true },
    },
  ],
  items: [{ kind: 'race', on: ['/'], describe: describeRace }],
};

/** The races' list and each published race's page, with their last changes; nothing before a race is published. */
export async function racesSitemap(db: Kysely<DB>): Promise<SitemapPage[]> {
  const races = await listPublishedRaceChanges(db);
  if (!races.length) return [];
  const list = { path: '/courses', changedAt: races.map((r) => r.updated_at).sort().at(-1) };
  return [list, ...races.map((r) => ({ path: `/courses/${r.id}`, changedAt: r.updated_at }))];
}
