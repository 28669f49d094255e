import { formatDate } from '../../lib/page';

// The coach e-mail kit: one pure function turns what the site already holds into a subject, a
// plain-text body and the same body in HTML. Nothing is made up: a fact the site does not have is
// left out, never filled with a placeholder that could be sent by mistake.

/** What the e-mail is built from (the site's own published data). */
export interface CoachEmailInput {
  /** The athlete's name as set in the settings ('' when not set). */
  name: string;
  graduationYear?: number;
  highSchool?: string;
  city?: string;
  state?: string;
  events?: string[];
  prs: Array<{ distance: string; timeStr: string; date?: string; place?: string }>;
  /** Published races in any order; the most recent by date is the one described. */
  races: Array<{ title: string; date: string; distance: string; place: string; timeStr: string; position?: number; fieldSize?: number }>;
  /** The next meets, soonest first. */
  upcoming: Array<{ title: string; location: string; eventAt: string }>;
  /** The site's address to give (a per-college link when one is chosen). */
  siteUrl: string;
  resumeUrl: string;
  /** The program the e-mail is for (the chosen link's label), when one is chosen. */
  program?: string;
}

/** The composed e-mail. */
export interface CoachEmail {
  subject: string;
  text: string;
  html: string;
  /** A `mailto:` address with the subject and plain body filled in (no recipient: the family picks one). */
  mailto: string;
}

/** How many PRs and meets the e-mail lists at most (an e-mail a coach reads in half a minute). */
const MAX_PRS = 6;
const MAX_MEETS = 3;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** "1st", "2nd", "23rd"… */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The most recent race by date (ties: the first given). */
function latestRace(races: CoachEmailInput['races']) {
  return races.reduce<CoachEmailInput['races'][number] | undefined>((best, r) => (!best || r.date > best.date ? r : best), undefined);
}

/** One line about a race: "Title – 5K in 15:38 (3rd of 120), Mar 2, 2026, Place". */
function raceLine(r: CoachEmailInput['races'][number]): string {
  const placing = r.position ? ` (${ordinal(r.position)}${r.fieldSize ? ` of ${r.fieldSize}` : ''})` : '';
  return `${r.title} – ${r.distance} in ${r.timeStr}${placing}, ${formatDate(r.date)}, ${r.place}`;
}

/** One line about a meet: "Title – May 2, 2026, Location". */
function meetLine(m: CoachEmailInput['upcoming'][number]): string {
  return [m.title, [formatDate(m.eventAt), m.location].filter(Boolean).join(', ')].join(' – ');
}

/** "Class of 2027 at Lincoln High School (Portland, OR)", or the parts the site has. */
function schoolLine(i: CoachEmailInput): string {
  const where = [i.city, i.state].filter(Boolean).join(', ');
  const school = i.highSchool ? `${i.highSchool}${where ? ` (${where})` : ''}` : where;
  return [i.graduationYear ? `Class of ${i.graduationYear}` : '', school].filter(Boolean).join(i.highSchool ? ' at ' : ', ');
}

/** The e-mail for coaches: subject, plain text, HTML and a mailto: link, from the site's data. */
export function composeCoachEmail(input: CoachEmailInput): CoachEmail {
  const name = input.name.trim();
  const prs = input.prs.slice(0, MAX_PRS);
  const race = latestRace(input.races);
  const meets = input.upcoming.slice(0, MAX_MEETS);
  const school = schoolLine(input);
  const events = (input.events ?? []).filter(Boolean);

  const subjectFacts = [input.graduationYear ? `Class of ${input.graduationYear}` : '', prs.slice(0, 2).map((p) => `${p.distance} ${p.timeStr}`).join(', ')].filter(Boolean);
  const subject = [name || 'Distance runner', ...subjectFacts].join(' – ') + (input.program ? ` – interest in ${input.program}` : '');

  const intro = [
    name ? `My name is ${name}${school ? `, ${school}` : ''}.` : school ? `I am a distance runner, ${school}.` : 'I am a distance runner.',
    events.length ? `I race the ${new Intl.ListFormat('en', { type: 'conjunction' }).format(events)}.` : '',
    input.program ? `I am very interested in ${input.program} and would love to learn more about your program.` : 'I am very interested in your program and would love to learn more about it.',
  ]
    .filter(Boolean)
    .join(' ');

  const prWidth = Math.max(0, ...prs.map((p) => p.distance.length));
  const timeWidth = Math.max(0, ...prs.map((p) => p.timeStr.length));
  const prDetail = (p: CoachEmailInput['prs'][number]) => [p.date ? formatDate(p.date) : '', p.place ?? ''].filter(Boolean).join(', ');

  const text = [
    'Dear Coach,',
    intro,
    prs.length ? ['Personal records', ...prs.map((p) => `  ${p.distance.padEnd(prWidth)}  ${p.timeStr.padEnd(timeWidth)}${prDetail(p) ? `  ${prDetail(p)}` : ''}`.trimEnd())].join('\n') : '',
    race ? `Latest race\n  ${raceLine(race)}` : '',
    meets.length ? ['Next meets', ...meets.map((m) => `  - ${meetLine(m)}`)].join('\n') : '',
    [`Résumé: ${input.resumeUrl}`, `Results, videos and more: ${input.siteUrl}`].join('\n'),
    ['Thank you for your time,', name].filter(Boolean).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');

  const e = escapeHtml;
  const cell = 'style="padding:2px 12px 2px 0"';
  const html = [
    '<p>Dear Coach,</p>',
    `<p>${e(intro)}</p>`,
    prs.length
      ? `<p><strong>Personal records</strong></p><table style="border-collapse:collapse;margin:0 0 14px">${prs.map((p) => `<tr><td ${cell}>${e(p.distance)}</td><td ${cell}><strong>${e(p.timeStr)}</strong></td><td ${cell}>${e(prDetail(p))}</td></tr>`).join('')}</table>`
      : '',
    race ? `<p><strong>Latest race</strong><br>${e(raceLine(race))}</p>` : '',
    meets.length ? `<p><strong>Next meets</strong></p><ul>${meets.map((m) => `<li>${e(meetLine(m))}</li>`).join('')}</ul>` : '',
    `<p>Résumé: <a href="${e(input.resumeUrl)}">${e(input.resumeUrl)}</a><br>Results, videos and more: <a href="${e(input.siteUrl)}">${e(input.siteUrl)}</a></p>`,
    `<p>Thank you for your time,${name ? `<br>${e(name)}` : ''}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  // RFC 6068: percent-encoded, line breaks as CRLF.
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.replace(/\n/g, '\r\n'))}`;
  return { subject, text, html, mailto };
}
