import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type MailContent, type MailLink, renderMail } from '../../mail/mail-template';
import { pluralCategory } from '../../shared/plural';
import type { Locale } from '../../../ui/lib/i18n/i18n';
import { getSettingsRow, toPublicSettings } from '../settings';
import { ownSettingsText } from '../../shared/settings-defaults';
import { NOTIFICATION_SCREENS, type NotificationEvent } from './notifications.schema';
import { t } from './notifications.mail.messages';

// The admins' e-mails, written from an event in the site's language: one at once per event, or a
// digest of the day's. The site is named by the athlete's name, else by its address.

/** What an e-mail says of its site: the language, the name to call it, the address its links start with. */
export interface MailSite {
  lang: Locale;
  name: string;
  origin: string;
}

/** The site's language and name, from its settings. */
export async function mailSiteOf(db: Kysely<DB>, origin: string, tenantId: string): Promise<MailSite> {
  const settings = toPublicSettings(await getSettingsRow(db), tenantId);
  return { lang: settings.language, name: ownSettingsText(settings, 'heroTitle') || new URL(origin).host, origin };
}

/** What an event's e-mail carries that its stored notification does not: the visitor's address (Reply-To) and words. */
export interface EventExtras {
  replyTo?: string;
  quote?: string;
}

/** A `YYYY-MM-DD` day as the site's language writes it ("Nov 8, 2026", "8 nov. 2026"). */
export function mailDate(day: string, lang: Locale): string {
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

const screen = (site: MailSite, id: string) => `${site.origin}/admin/${id}`;

/** The subject of an event's e-mail, which is also its line in a digest. */
function eventSubject(event: NotificationEvent, lang: Locale): string {
  switch (event.kind) {
    case 'contact':
      return t('contact.subject', { name: event.name }, lang);
    case 'coach_note':
      return t('coach_note.subject', { coach: event.coachName }, lang);
    case 'link_first_visit':
      return t('link_first_visit.subject', { label: event.label }, lang);
    case 'link_visits': {
      const n = event.links.reduce((sum, l) => sum + l.count, 0);
      return t(`link_visits.subject.${pluralCategory(n, lang)}`, { n, day: mailDate(event.day, lang) }, lang);
    }
    case 'follow_ups':
      return t(`follow_ups.subject.${pluralCategory(event.programs.length, lang)}`, { n: event.programs.length }, lang);
    case 'new_device':
      return t('new_device.subject', {}, lang);
    case 'ops':
      return t(`ops.${event.alert}.subject`, {}, lang);
  }
}

/** The lines under an event (a digest's sub-list, an e-mail's list). */
function eventLines(event: NotificationEvent, site: MailSite): Array<{ text: string; link?: MailLink }> {
  const lang = site.lang;
  if (event.kind === 'link_visits') return event.links.map((l) => ({ text: t(`link_visits.line.${pluralCategory(l.count, lang)}`, { label: l.label, n: l.count }, lang) }));
  if (event.kind === 'follow_ups') {
    return event.programs.map((p) => ({ text: t('follow_ups.line', { name: p.name, step: p.nextStep || t('follow_ups.noStep', {}, lang), date: mailDate(p.date, lang) }, lang), link: { label: p.name, url: screen(site, `colleges/${p.id}`) } }));
  }
  return [];
}

/** The footer of every admin e-mail: why it came, where to change what comes. */
function adminFooter(site: MailSite, operator = false) {
  return {
    footer: [t(operator ? 'footer.operator' : 'footer.admin', { site: site.name }, site.lang)],
    footerLink: operator ? undefined : { label: t('footer.prefs', {}, site.lang), url: screen(site, 'notifications') },
  };
}

/** The e-mail telling one admin (or the operator) of one event at once. */
export function eventMail(event: NotificationEvent, site: MailSite, extras: EventExtras = {}, options: { operator?: boolean } = {}): MailContent {
  const lang = site.lang;
  const subject = eventSubject(event, lang);
  const open = (key: Parameters<typeof t>[0]) => ({ label: t(key, {}, lang), url: screen(site, NOTIFICATION_SCREENS[event.kind]) });
  const footer = adminFooter(site, options.operator);
  switch (event.kind) {
    case 'contact':
      return renderMail(subject, {
        lang,
        title: t('contact.title', { name: event.name }, lang),
        paragraphs: [...(event.school ? [t('contact.school', { school: event.school }, lang)] : []), t('contact.reply', { name: event.name }, lang)],
        quote: extras.quote,
        button: open('contact.open'),
        ...footer,
      });
    case 'coach_note':
      return renderMail(subject, { lang, title: subject, paragraphs: [t('coach_note.body', {}, lang)], button: open('coach_note.open'), ...footer });
    case 'link_first_visit':
      return renderMail(subject, { lang, title: subject, paragraphs: [t('link_first_visit.body', { label: event.label }, lang)], button: open('link_first_visit.open'), ...footer });
    case 'link_visits':
      return renderMail(subject, { lang, title: subject, paragraphs: [], items: eventLines(event, site), button: open('link_visits.open'), ...footer });
    case 'follow_ups':
      return renderMail(subject, { lang, title: subject, paragraphs: [], items: eventLines(event, site), button: open('follow_ups.open'), ...footer });
    case 'new_device':
      return renderMail(subject, { lang, title: subject, paragraphs: [t('new_device.body', { device: event.device }, lang)], button: open('new_device.open'), ...footer });
    case 'ops':
      return renderMail(subject, { lang, title: subject, paragraphs: [t(`ops.${event.alert}.body`, { detail: event.detail }, lang)], button: options.operator ? undefined : open('ops.open'), ...footer });
  }
}

/** One admin's daily digest: a line per event (with its own lines under it), oldest first. */
export function digestMail(events: readonly NotificationEvent[], site: MailSite): MailContent {
  const lang = site.lang;
  const subject = t(`digest.subject.${pluralCategory(events.length, lang)}`, { n: events.length }, lang);
  const items = events.flatMap((e) => [{ text: eventSubject(e, lang), link: { label: eventSubject(e, lang), url: screen(site, NOTIFICATION_SCREENS[e.kind]) } }, ...eventLines(e, site).map((l) => ({ ...l, text: `  ${l.text}` }))]);
  return renderMail(subject, { lang, title: t('digest.title', { site: site.name }, lang), paragraphs: [], items, button: { label: t('digest.open', {}, lang), url: `${site.origin}/admin` }, ...adminFooter(site) });
}

/** The e-mail screen's test message. */
export function testMail(site: MailSite): MailContent {
  const lang = site.lang;
  return renderMail(t('test.subject', { site: site.name }, lang), { lang, title: t('test.title', {}, lang), paragraphs: [t('test.body', {}, lang)], button: { label: t('digest.open', {}, lang), url: `${site.origin}/admin/email` }, ...adminFooter(site) });
}
