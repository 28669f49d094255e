import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { progressionSparks } from '../charts';
import { listActiveCoachNotes, toPublicCoachNote } from '../coach';
import { findAthleteProfile, toAdminProfile, toPublicProfile } from '../profile';
import type { PublicProfile } from '../profile/profile.schema';
import { listPrs, listPublicPrs } from '../prs';
import { listAllRaces, toPublicRace } from '../races';
import { finishText } from '../../shared/result-format';
import { ownSettingsText, type SiteSettingsValues } from '../../shared/settings-defaults';
import { plainText } from '../../shared/athlete-text';
import { listNextUpcoming } from '../upcoming';
import type { Locale } from '../../../ui/lib/i18n/i18n';
import { t } from './resume.messages';
import { SPARK_BOX } from './resume.paper';

// What the one-page résumé shows, read once for both its HTML and its PDF. Only public data: the
// same facts the public API answers (published races, switched-on profile facts), never a draft.

/** How many races, upcoming meets and characters of the coach note fit on the page. */
const RESUME_LIMITS = { races: 5, upcoming: 4, prs: 8, coachNote: 300 } as const;

/** One line of the PR table. */
interface ResumePr {
  distance: string;
  timeStr: string;
  date?: string;
  meet?: string;
  /** The event's progression as a sparkline path in SPARK_BOX (two results or more). */
  spark?: string;
}

/** One of the last races. */
interface ResumeRace {
  date: string;
  title: string;
  distance: string;
  timeStr: string;
  /** "3rd of 120", when the position was entered. */
  finish?: string;
  venue: string;
  resultSource?: string;
}

/** Everything on the résumé. */
export interface ResumeData {
  /** The language of the résumé's fixed words (the site's); English when left out. */
  lang?: Locale;
  /** The site's address (`https://host/`), also the QR code's content. */
  siteUrl: string;
  name: string;
  subtitle: string;
  /** The page's accent colour (the palette's first gradient colour, hex). */
  accent: string;
  profile: PublicProfile;
  /** True when the site's contact form is open (the résumé then points to it). */
  contactForm?: boolean;
  prs: ResumePr[];
  races: ResumeRace[];
  upcoming: Array<{ eventAt: string; title: string; location: string }>;
  coachNote?: { text: string; author: string };
  /** The day the résumé was made (YYYY-MM-DD). */
  generatedOn: string;
}


const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A note's text cut at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.\u2013\u2014-]+$/, '')}…`;
}

/** Reads the résumé of the tenant whose database this is; `siteUrl` is the address it is served at. */
export async function loadResume(db: Kysely<DB>, settings: SiteSettingsValues, siteUrl: string, now: Date = new Date()): Promise<ResumeData> {
  const [profileRow, prRows, publicPrs, raceRows, upcomingRows, notes] = await Promise.all([
    findAthleteProfile(db),
    listPrs(db),
    listPublicPrs(db),
    listAllRaces(db),
    listNextUpcoming(db, now.toISOString(), RESUME_LIMITS.upcoming),
    listActiveCoachNotes(db),
  ]);
  const sparkOf = progressionSparks({ races: raceRows.filter((r) => r.published === 1), prs: prRows }, SPARK_BOX.width, SPARK_BOX.height);
  // The PRs visitors see: a race faster than a PR typed earlier is the PR here too.
  const prs = publicPrs.slice(0, RESUME_LIMITS.prs).map((pr) => ({ distance: pr.distance, timeStr: pr.timeStr, date: pr.date, meet: pr.race?.title ?? pr.place ?? pr.location, spark: sparkOf(pr.distance) }));
  // The last races by date (the public list is in the athlete's own order, best first).
  const races = raceRows
    .filter((r) => r.published === 1)
    .map(toPublicRace)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .slice(0, RESUME_LIMITS.races)
    .map((r) => ({ date: r.date, title: r.title, distance: r.distance, timeStr: r.timeStr, finish: finishText(r.position, r.fieldSize, settings.language), venue: r.place, resultSource: r.resultSource }));
  const note = notes[0] && toPublicCoachNote(notes[0]);
  return {
    lang: settings.language,
    siteUrl,
    // A fresh site's built-in texts are never shown to a reader (the same rule as the pages).
    name: ownSettingsText(settings, 'heroTitle') || t('distanceRunner', {}, settings.language),
    subtitle: ownSettingsText(settings, 'heroSubtitle'),
    accent: HEX.test(settings.gradFrom) ? settings.gradFrom : '#1f3a8a',
    profile: toPublicProfile(toAdminProfile(profileRow)),
    contactForm: toAdminProfile(profileRow).contactFormEnabled,
    prs,
    races,
    upcoming: upcomingRows.map((u) => ({ eventAt: u.event_at, title: u.title, location: u.location })),
    coachNote: note ? { text: excerpt(note.headline || plainText(note.articleHtml), RESUME_LIMITS.coachNote), author: note.author } : undefined,
    generatedOn: now.toISOString().slice(0, 10),
  };
}
