import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeatureMeta, SitemapPage } from '../feature';
import { t } from './coach.meta.messages';
import { findCoachNoteById, hasActiveCoachNote } from './coach.repository';

// The head of the coach's page (`/coach`) and of a coach's invite link (`/coach/invite/{token}`).
// An invite link is private: no search engine may index it, and the server does not render it
// (only the app draws its form).

/** The coach's page and the invite link. */
export const coachMeta: FeatureMeta = {
  pages: [
    { path: /^\/coach\/?$/, describe: (page) => ({ title: page.settings.titleCoachNote, description: t(page.name ? 'coach.descriptionNamed' : 'coach.description', { name: page.name }, page.lang) }) },
    { path: /^\/coach\/invite\/[^/]+\/?$/, describe: (page) => ({ title: t('invite.title', {}, page.lang), description: t('invite.description', { who: page.who }, page.lang) }) },
  ],
  privatePaths: [/^\/coach\/invite(\/|$)/],
  // `?open=coach-<id>`: a published note's dialog.
  dialogs: [{ kind: 'coach', exists: async (page, value) => /^\d{1,9}$/.test(value) && (await findCoachNoteById(page.db, Number(value)))?.active === 1 }],
};

/** The coach's page, while a note is shown. */
export async function coachSitemap(db: Kysely<DB>): Promise<SitemapPage[]> {
  return (await hasActiveCoachNote(db)) ? [{ path: '/coach' }] : [];
}
