import { locale, type Locale } from '../../lib/i18n/i18n';
import { formatDate } from '../../lib/page';
import { t } from './links-admin.messages';
import { escapeHtml } from '../../lib/html';

// The coach e-mail kit: one pure function turns what the site already holds into a subject, a
// plain-text body and the same body in HTML. Nothing is made up: a fact the site does not have is
// left out, never filled with a placeholder that could be sent by mistake. It is written in the
// admin's language (English or French).

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
  /** The résumé as a PDF, to attach or forward (carries the same college code as the résumé). */
  pdfUrl?: string;
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

/** "1st", "2nd", "23rd"… */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A finishing place in a language: "3rd" in English, "3e" (and "1er") in French. */
export function placeOrdinal(n: number, lang: Locale): string {
  if (lang === 'fr') return n === 1 ? '1er' : `${n}e`;
  return ordinal(n);
}

/** The most recent race by date (ties: the first given). */
function latestRace(races: CoachEmailInput['races']) {
  return races.reduce<CoachEmailInput['races'][number] | undefined>((best, r) => (!best || r.date > best.date ? r : best), undefined);
}

/** One line about a race: "Title – 5K in 15:38 (3rd of 120), Mar 2, 2026, Place". */
function raceLine(r: CoachEmailInput['races'][number], lang: Locale): string {
  const place = r.position ? placeOrdinal(r.position, lang) : '';
  const placing = r.position ? ` (${r.fieldSize ? t('email.placing', { ordinal: place, size: r.fieldSize }, lang) : place})` : '';
  return t('email.race', { title: r.title, distance: r.distance, time: r.timeStr, placing, date: formatDate(r.date, undefined, lang), place: r.place }, lang);
}

/** One line about a meet: "Title – May 2, 2026, Location". */
function meetLine(m: CoachEmailInput['upcoming'][number], lang: Locale): string {
  return [m.title, [formatDate(m.eventAt, undefined, lang), m.location].filter(Boolean).join(', ')].join(' – ');
}

/** "Class of 2027 at Lincoln High School (Portland, OR)", or the parts the site has. */
function schoolLine(i: CoachEmailInput, lang: Locale): string {
  const where = [i.city, i.state].filter(Boolean).join(', ');
  const school = i.highSchool ? `${i.highSchool}${where ? ` (${where})` : ''}` : where;
  const year = i.graduationYear ? t('email.classOfInline', { year: i.graduationYear }, lang) : '';
  if (year && school) return i.highSchool ? t('email.classAt', { class: year, school }, lang) : `${year}, ${school}`;
  return year || school;
}

/** A line with a link: the message's text escaped, the address as a link where `{url}` stands. */
function linkedLine(message: string, url: string, escape: (s: string) => string): string {
  return message
    .split('{url}')
    .map(escape)
    .join(`<a href="${escape(url)}">${escape(url)}</a>`);
}

/** The e-mail for coaches: subject, plain text, HTML and a mailto: link, from the site's data, in the admin's language. */
export function composeCoachEmail(input: CoachEmailInput, lang: Locale = locale.value): CoachEmail {
  const name = input.name.trim();
  const prs = input.prs.slice(0, MAX_PRS);
  const race = latestRace(input.races);
  const meets = input.upcoming.slice(0, MAX_MEETS);
  const school = schoolLine(input, lang);
  const events = (input.events ?? []).filter(Boolean);

  const subjectFacts = [input.graduationYear ? t('email.classOf', { year: input.graduationYear }, lang) : '', prs.slice(0, 2).map((p) => `${p.distance} ${p.timeStr}`).join(', ')].filter(Boolean);
  const subject = [name || t('email.runner', {}, lang), ...subjectFacts].join(' – ') + (input.program ? ` – ${t('email.interest', { program: input.program }, lang)}` : '');

  const intro = [
    name ? (school ? t('email.nameSchool', { name, school }, lang) : t('email.name', { name }, lang)) : school ? t('email.runnerSchool', { school }, lang) : t('email.runnerPlain', {}, lang),
    events.length ? t('email.events', { events: new Intl.ListFormat(lang, { type: 'conjunction' }).format(events) }, lang) : '',
    input.program ? t('email.program', { program: input.program }, lang) : t('email.anyProgram', {}, lang),
  ]
    .filter(Boolean)
    .join(' ');

  const prWidth = Math.max(0, ...prs.map((p) => p.distance.length));
  const timeWidth = Math.max(0, ...prs.map((p) => p.timeStr.length));
  const prDetail = (p: CoachEmailInput['prs'][number]) => [p.date ? formatDate(p.date, undefined, lang) : '', p.place ?? ''].filter(Boolean).join(', ');
  const raw = (key: Parameters<typeof t>[0]) => t(key, {}, lang);

  const text = [
    raw('email.greeting'),
    intro,
    prs.length ? [raw('email.prs'), ...prs.map((p) => `  ${p.distance.padEnd(prWidth)}  ${p.timeStr.padEnd(timeWidth)}${prDetail(p) ? `  ${prDetail(p)}` : ''}`.trimEnd())].join('\n') : '',
    race ? `${raw('email.latestRace')}\n  ${raceLine(race, lang)}` : '',
    meets.length ? [raw('email.nextMeets'), ...meets.map((m) => `  - ${meetLine(m, lang)}`)].join('\n') : '',
    [t('email.resume', { url: input.resumeUrl }, lang), input.pdfUrl ? t('email.pdf', { url: input.pdfUrl }, lang) : '', t('email.site', { url: input.siteUrl }, lang)].filter(Boolean).join('\n'),
    [raw('email.thanks'), name].filter(Boolean).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');

  const e = escapeHtml;
  const cell = 'style="padding:2px 12px 2px 0"';
  const html = [
    `<p>${e(raw('email.greeting'))}</p>`,
    `<p>${e(intro)}</p>`,
    prs.length
      ? `<p><strong>${e(raw('email.prs'))}</strong></p><table style="border-collapse:collapse;margin:0 0 14px">${prs.map((p) => `<tr><td ${cell}>${e(p.distance)}</td><td ${cell}><strong>${e(p.timeStr)}</strong></td><td ${cell}>${e(prDetail(p))}</td></tr>`).join('')}</table>`
      : '',
    race ? `<p><strong>${e(raw('email.latestRace'))}</strong><br>${e(raceLine(race, lang))}</p>` : '',
    meets.length ? `<p><strong>${e(raw('email.nextMeets'))}</strong></p><ul>${meets.map((m) => `<li>${e(meetLine(m, lang))}</li>`).join('')}</ul>` : '',
    `<p>${[linkedLine(raw('email.resume'), input.resumeUrl, e), input.pdfUrl ? linkedLine(raw('email.pdf'), input.pdfUrl, e) : '', linkedLine(raw('email.site'), input.siteUrl, e)].filter(Boolean).join('<br>')}</p>`,
    `<p>${e(raw('email.thanks'))}${name ? `<br>${e(name)}` : ''}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  // RFC 6068: percent-encoded, line breaks as CRLF.
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.replace(/\n/g, '\r\n'))}`;
  return { subject, text, html, mailto };
}
