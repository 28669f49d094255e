import { DAY_MONTH_YEAR, formatDate } from '../../shared/dates';
import { plural, type Locale } from '../../../ui/lib/i18n/i18n';
import type { ContactPerson, PublicProfile } from '../profile/profile.schema';
import { t as factName } from '../../shared/profile-facts.messages';
import { t, type ResumeColumn } from './resume.messages';
import type { ResumeData } from './resume.source';

// The résumé as text, laid out once: the HTML page and the PDF draw the same lines, so the two
// never say different things. Its fixed words are in the site's language (`ResumeData.lang`).

/** A label and its value; `href` for a contact a reader can tap. */
export interface ResumeLine {
  label: string;
  value: string;
  href?: string;
}

/** A small table: its caption, columns (ids), their heads in the résumé's language and rows of cells. */
export interface ResumeTable {
  title: string;
  cols: ResumeColumn[];
  head: string[];
  rows: string[][];
}

/** The résumé's sections in reading order; an empty one is left out by both renderers. */
export interface ResumeContent {
  /** The language of the fixed words (the site's). */
  lang: Locale;
  name: string;
  subtitle: string;
  siteUrl: string;
  /** The address as printed under the QR code (no scheme, no trailing slash, no query). */
  siteLabel: string;
  /** The PDF's path from the HTML résumé (with the college link's code it was opened with). */
  pdfPath: string;
  accent: string;
  facts: ResumeLine[];
  academics: ResumeLine[];
  contacts: ResumeLine[];
  prs: ResumeTable & { charts: Array<string | undefined> };
  races: ResumeTable;
  upcoming: ResumeTable;
  coachNote?: { text: string; author: string };
  footer: string;
}

/** `2026-10-12` (or a full ISO date-time, read in UTC) as `Oct 12, 2026` (`12 oct. 2026` in French); anything else as given. */
function shortDate(iso: string | undefined, lang: Locale = 'en'): string {
  return formatDate(iso, DAY_MONTH_YEAR, lang, 'UTC');
}

/** A table's columns with their heads in `lang`. */
const columns = (cols: ResumeColumn[], lang: Locale) => ({ cols, head: cols.map((c) => t(`col.${c}`, {}, lang)) });

const join = (parts: Array<string | undefined>, sep: string) => parts.filter(Boolean).join(sep);

function contactLine(label: string, c: (ContactPerson & { role?: string }) | undefined, lang: Locale): ResumeLine | undefined {
  if (!c) return undefined;
  const role = c.role === 'parent' || c.role === 'athlete' ? t(`role.${c.role}`, {}, lang) : c.role;
  const who = join([c.name, role ? `(${role})` : undefined], ' ');
  const value = join([who, c.email, c.phone], ' · ');
  if (!value) return undefined;
  return { label, value, href: c.email ? `mailto:${c.email}` : c.phone ? `tel:${c.phone.replace(/[^\d+]/g, '')}` : undefined };
}

const line = (label: string, value: string | undefined): ResumeLine | undefined => (value ? { label, value } : undefined);
const present = <T>(v: T | undefined): v is T => v !== undefined;

/** The athlete's facts (never weight, academics or contacts unless the public profile carries them). */
function factLines(p: PublicProfile, lang: Locale): ResumeLine[] {
  return [
    line(factName('classOf', {}, lang), p.graduationYear ? String(p.graduationYear) : undefined),
    line(factName('highSchool', {}, lang), p.highSchool),
    line(factName('home', {}, lang), join([p.city, p.state], ', ')),
    line(factName('events', {}, lang), p.events?.join(', ')),
    line(factName(p.weight ? 'heightWeight' : 'height', {}, lang), join([p.height, p.weight], ' · ')),
    line(factName('major', {}, lang), p.intendedMajor),
    line(t('fact.ncaa', {}, lang), p.ncaaId),
  ].filter(present);
}

/** The last races; the Place column only when a finishing position was entered for one of them. */
function racesTable(d: ResumeData, lang: Locale): ResumeTable {
  const places = d.races.some((r) => r.finish);
  const n = d.races.length;
  return {
    title: t(`races.title.${plural(n, lang)}`, { n }, lang),
    ...columns(['Date', 'Race', 'Event', 'Time', ...(places ? (['Place'] as const) : []), 'Venue'], lang),
    rows: d.races.map((r) => [shortDate(r.date, lang), r.title, r.distance, r.timeStr, ...(places ? [r.finish ?? '—'] : []), r.venue]),
  };
}

/** A site address as printed (`owen.example.com`): no trailing slash, no query (a college link's code), and no scheme unless `withScheme`. */
function siteLabelOf(siteUrl: string, withScheme = false): string {
  const u = new URL(siteUrl);
  const text = `${u.origin}${u.pathname}`.replace(/\/$/, '');
  return withScheme ? text : text.replace(/^https?:\/\//, '');
}

/** The résumé's sections from its data. */
export function resumeContent(d: ResumeData): ResumeContent {
  const p = d.profile;
  const lang = d.lang ?? 'en';
  return {
    lang,
    name: d.name,
    subtitle: d.subtitle,
    siteUrl: d.siteUrl,
    siteLabel: siteLabelOf(d.siteUrl),
    pdfPath: `/resume.pdf${new URL(d.siteUrl).search}`,
    accent: d.accent,
    facts: factLines(p, lang),
    academics: [line(factName('gpa', {}, lang), p.gpa), line(factName('testScores', {}, lang), p.testScores)].filter(present),
    contacts: [
      contactLine(t('contact.recruit', {}, lang), p.recruitContact, lang),
      contactLine(t('contact.coach', {}, lang), p.coachContact, lang),
      // The contact form, when open: the way to write to the family that needs no published address.
      d.contactForm ? { label: t('contact.form', {}, lang), value: `${siteLabelOf(d.siteUrl)}/contact`, href: new URL('/contact', d.siteUrl).href } : undefined,
    ].filter(present),
    prs: {
      title: t('prs.title', {}, lang),
      ...columns(['Event', 'Time', 'Date', 'Meet'], lang),
      rows: d.prs.map((r) => [r.distance, r.timeStr, shortDate(r.date, lang), r.meet ?? '']),
      charts: d.prs.map((r) => r.spark),
    },
    races: racesTable(d, lang),
    upcoming: {
      title: t('upcoming.title', {}, lang),
      ...columns(['Date', 'Meet', 'Location'], lang),
      rows: d.upcoming.map((u) => [shortDate(u.eventAt, lang), u.title, u.location]),
    },
    coachNote: d.coachNote,
    footer: t('footer', { url: siteLabelOf(d.siteUrl, true), date: shortDate(d.generatedOn, lang) }, lang),
  };
}
