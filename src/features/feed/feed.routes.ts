import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { originOf } from '../../http/page-meta';
import { sendCachedText } from '../../http/public-cache';
import { finishText } from '../../shared/result-format';
import { ownSettingsText } from '../../shared/settings-defaults';
import type { Locale } from '../../../ui/lib/i18n/i18n';
import { listApprovedPress } from '../press';
import { formatTimeMs } from '../../shared/fields';
import { listPrs } from '../prs';
import { listPublishedRaces, toPublicRace } from '../races';
import { getSettingsRow, toPublicSettings } from '../settings';
import { type FeedEntry, renderAtom } from './feed.atom';
import { t } from './feed.messages';

/** The newest entries the feed holds (readers keep what they have read). */
const MAX_ENTRIES = 50;

/** A stored time as RFC 3339; the stored text when it is no time. */
function rfc3339(stored: string): string {
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(stored) ? stored : `${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? stored : new Date(ms).toISOString();
}

/** The day an entry is about, for the order: its race's, PR's or article's date, else when it was written. */
const dayOf = (date: string | null, created: string) => date || created.slice(0, 10);

/** The feed's entries: published races, PRs, approved press articles; newest first. */
async function feedEntries(db: Kysely<DB>, origin: string, lang: Locale): Promise<FeedEntry[]> {
  const races = (await listPublishedRaces(db)).map((row) => {
    const r = toPublicRace(row);
    const finish = finishText(r.position, r.fieldSize, lang);
    return {
      day: dayOf(row.date, row.created_at),
      entry: {
        id: `${origin}/courses/${r.id}`,
        title: t('race.title', { title: r.title, result: r.timeStr }, lang),
        updated: rfc3339(row.updated_at),
        published: rfc3339(row.created_at),
        link: `${origin}/courses/${r.id}`,
        summary: [r.distance, r.place, r.date, finish ? t('race.finish', { finish }, lang) : ''].filter(Boolean).join(' · '),
        category: 'race',
      },
    };
  });
  // The PRs entered (a race that made a PR is in the feed as the race).
  const prs = (await listPrs(db)).map((row) => {
    const p = { id: row.id, distance: row.distance, timeStr: row.mark ?? formatTimeMs(row.time_ms), place: row.place, date: row.date };
    return {
      day: dayOf(row.date, row.created_at),
      entry: {
        id: `${origin}/prs?open=pr-${p.id}`,
        title: t('pr.title', { distance: p.distance, result: p.timeStr }, lang),
        updated: rfc3339(row.updated_at),
        published: rfc3339(row.created_at),
        link: `${origin}/prs?open=pr-${p.id}`,
        summary: [p.place ?? '', p.date ?? ''].filter(Boolean).join(' · ') || undefined,
        category: 'pr',
      },
    };
  });
  const press = (await listApprovedPress(db, { offset: 0, limit: MAX_ENTRIES })).map((row) => ({
    day: dayOf(row.date, row.created_at),
    entry: {
      id: `${origin}/?open=press-${row.id}`,
      title: t('press.title', { title: row.title }, lang),
      updated: rfc3339(row.updated_at),
      published: rfc3339(row.created_at),
      link: /^https?:\/\//i.test(row.url) ? row.url : `${origin}/?open=press-${row.id}`,
      summary: [row.source ?? '', row.excerpt ?? ''].filter(Boolean).join(' · ') || undefined,
      category: 'press',
    },
  }));
  return [...races, ...prs, ...press]
    .sort((a, b) => b.day.localeCompare(a.day) || b.entry.updated.localeCompare(a.entry.updated))
    .slice(0, MAX_ENTRIES)
    .map((e) => e.entry);
}

/** `GET /feed.xml`: the site's results, PRs and press articles as an Atom 1.0 feed, in the site's language. */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/feed.xml', {
    schema: { tags: ['feed'], summary: 'New race results, personal records and press articles, as an Atom 1.0 feed (RFC 4287)', response: { 200: z.string() } },
    handler: (request, reply) =>
      sendCachedText(request, reply, 'application/atom+xml; charset=utf-8', async () => {
        const row = await getSettingsRow(request.db);
        const settings = toPublicSettings(row, request.tenantId);
        const lang = settings.language;
        const origin = originOf(request);
        const who = ownSettingsText(settings, 'heroTitle') || t('theAthlete', {}, lang);
        const entries = await feedEntries(request.db, origin, lang);
        const updated = entries.reduce((latest, e) => (e.updated > latest ? e.updated : latest), rfc3339(row.updated_at));
        return renderAtom({ lang, origin, title: t('title', { who }, lang), subtitle: t('subtitle', {}, lang), author: who, updated, entries });
      }),
  });
}
