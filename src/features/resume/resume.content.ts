import type { ContactPerson, PublicProfile } from '../profile/profile.schema';
import type { ResumeData } from './resume.source';

// The résumé as text, laid out once: the HTML page and the PDF draw the same lines, so the two
// never say different things.

/** A label and its value; `href` for a contact a reader can tap. */
export interface ResumeLine {
  label: string;
  value: string;
  href?: string;
}

/** A small table: its caption, column heads and rows of cells. */
export interface ResumeTable {
  title: string;
  head: string[];
  rows: string[][];
}

/** The résumé's sections in reading order; an empty one is left out by both renderers. */
export interface ResumeContent {
  name: string;
  subtitle: string;
  siteUrl: string;
  /** The address as printed under the QR code (no scheme, no trailing slash). */
  siteLabel: string;
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-10-12` (or a full ISO date-time, read in UTC) as `Oct 12, 2026`; anything else as given. */
export function shortDate(iso: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return iso ?? '';
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
}

const join = (parts: Array<string | undefined>, sep: string) => parts.filter(Boolean).join(sep);

function contactLine(label: string, c: (ContactPerson & { role?: string }) | undefined): ResumeLine | undefined {
  if (!c) return undefined;
  const who = join([c.name, c.role ? `(${c.role})` : undefined], ' ');
  const value = join([who, c.email, c.phone], ' · ');
  if (!value) return undefined;
  return { label, value, href: c.email ? `mailto:${c.email}` : c.phone ? `tel:${c.phone.replace(/[^\d+]/g, '')}` : undefined };
}

const line = (label: string, value: string | undefined): ResumeLine | undefined => (value ? { label, value } : undefined);
const present = <T>(v: T | undefined): v is T => v !== undefined;

/** The athlete's facts (never weight, academics or contacts unless the public profile carries them). */
function factLines(p: PublicProfile): ResumeLine[] {
  return [
    line('Class of', p.graduationYear ? String(p.graduationYear) : undefined),
    line('High school', p.highSchool),
    line('Home', join([p.city, p.state], ', ')),
    line('Events', p.events?.join(', ')),
    line(p.weight ? 'Height · weight' : 'Height', join([p.height, p.weight], ' · ')),
    line('Intended major', p.intendedMajor),
    line('NCAA Eligibility Center ID', p.ncaaId),
  ].filter(present);
}

/** The last races; the Place column only when a finishing position was entered for one of them. */
function racesTable(d: ResumeData): ResumeTable {
  const places = d.races.some((r) => r.finish);
  return {
    title: `Last ${d.races.length === 1 ? 'race' : `${d.races.length} races`}`,
    head: ['Date', 'Race', 'Event', 'Time', ...(places ? ['Place'] : []), 'Venue'],
    rows: d.races.map((r) => [shortDate(r.date), r.title, r.distance, r.timeStr, ...(places ? [r.finish ?? '—'] : []), r.venue]),
  };
}

/** The résumé's sections from its data. */
export function resumeContent(d: ResumeData): ResumeContent {
  const p = d.profile;
  return {
    name: d.name,
    subtitle: d.subtitle,
    siteUrl: d.siteUrl,
    siteLabel: d.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''),
    accent: d.accent,
    facts: factLines(p),
    academics: [line('GPA', p.gpa), line('Test scores', p.testScores)].filter(present),
    contacts: [contactLine('Recruiting contact', p.recruitContact), contactLine('Coach', p.coachContact)].filter(present),
    prs: {
      title: 'Personal records',
      head: ['Event', 'Time', 'Date', 'Meet'],
      rows: d.prs.map((r) => [r.distance, r.timeStr, shortDate(r.date), r.meet ?? '']),
      charts: d.prs.map((r) => r.spark),
    },
    races: racesTable(d),
    upcoming: {
      title: 'Upcoming meets',
      head: ['Date', 'Meet', 'Location'],
      rows: d.upcoming.map((u) => [shortDate(u.eventAt), u.title, u.location]),
    },
    coachNote: d.coachNote,
    footer: `Results, race reports and video: ${d.siteUrl.replace(/\/$/, '')} · updated ${shortDate(d.generatedOn)}`,
  };
}
