import { absoluteUrl } from '../../http/page-meta';
import { plainText } from '../../shared/athlete-text';
import { heroPosterOf } from '../../shared/hero-poster';
import { ownSettingsText } from '../../shared/settings-defaults';
import { listActiveCoachNotes } from '../coach';
import type { FeatureMeta, PageAt, PageContext } from '../feature';
import { findAthleteProfile, toAdminProfile, toPublicProfile } from '../profile';
import { listPublishedRaces, toPublicRace } from '../races';
import { listActiveSocials } from '../socials';
import { shareCardHash } from './share-card';
import { type CardKey, loadShareCardInput, shareCardPath } from './share-card.source';
import { t } from './share.messages';
import { buildStructuredData } from './structured-data';

// What a link pasted in a message or read by a search engine shows: the preview card of the home
// page, a race's page and a race's or PR's dialog link, and the home page's structured data.

/** How many recent races the home page's structured data lists. */
const STRUCTURED_RACES = 5;

/** The card a page shows: the home page's, a race page's, or the race or PR its dialog opens. */
function cardKeyOf(at: PageAt): CardKey | undefined {
  // An article's preview is the athlete's card: its thumbnail may be another site's picture, an
  // SVG or any size, and a preview must be a 1200x630 raster that this site serves.
  if (at.item?.kind === 'race' || at.item?.kind === 'pr') return `${at.item.kind}-${at.item.id}`;
  if (at.path === '/') return 'home';
  const race = /^\/courses\/(\d{1,9})\/?$/.exec(at.path);
  return race ? `race-${Number(race[1])}` : undefined;
}

/** The path of the page's card, named by the hash of what it shows; undefined when there is none. */
async function cardOf(page: PageContext, at: PageAt): Promise<string | undefined> {
  const key = cardKeyOf(at);
  if (!key) return undefined;
  const input = await loadShareCardInput(page.db, key, page.settings, page.host);
  return input && shareCardPath(key, shareCardHash(input));
}

/** The athlete's own card (the home page's), the preview of a page about the athlete as a whole: the résumé. */
export const athleteCardOf = (page: PageContext): Promise<string | undefined> => cardOf(page, { path: '/' });

/** The home page's JSON-LD: the athlete, their recent published races, social links and latest coach note. */
async function homeJsonLd(page: PageContext, at: PageAt): Promise<unknown> {
  if (at.path !== '/' || at.item) return undefined;
  const { db, settings, origin } = page;
  const [races, socials, notes, profile] = await Promise.all([
    listPublishedRaces(db),
    listActiveSocials(db),
    listActiveCoachNotes(db),
    findAthleteProfile(db).then((row) => toPublicProfile(toAdminProfile(row))),
  ]);
  const note = notes[0];
  return buildStructuredData({
    origin,
    // A fresh site's built-in texts are never shown to visitors (the same rule as the page title).
    name: ownSettingsText(settings, 'heroTitle') || t('distanceRunner', {}, settings.language),
    subtitle: ownSettingsText(settings, 'heroSubtitle'),
    lang: settings.language,
    // The profile's graduation year and school when the family filled them in (the subtitle's "Class of" else).
    ...(profile.graduationYear ? { gradYear: String(profile.graduationYear) } : {}),
    ...(profile.highSchool ? { school: profile.highSchool } : {}),
    image: absoluteUrl(origin, heroPosterOf(settings)),
    socialUrls: socials.map((s) => s.url).filter((u) => /^https?:\/\//i.test(u)),
    races: races.slice(0, STRUCTURED_RACES).map((row) => {
      const r = toPublicRace(row);
      return { id: r.id, title: r.title, date: r.date, distance: r.distance, place: r.place, timeStr: r.timeStr, photoUrl: r.photoUrl };
    }),
    coachNote: note ? { author: note.author, text: plainText(note.article_html) || note.headline, publishedAt: note.published_at ?? undefined } : undefined,
  });
}

/** The preview cards and the home page's structured data. */
export const shareMeta: FeatureMeta = { card: cardOf, jsonLd: homeJsonLd };
