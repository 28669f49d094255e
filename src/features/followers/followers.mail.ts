import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type MailContent, renderMail } from '../../mail/mail-template';
import { finishText } from '../../shared/result-format';
import { ownSettingsText } from '../../shared/settings-defaults';
import type { Locale } from '../../../ui/lib/i18n/i18n';
import { mailDate } from '../notifications';
import { getSettingsRow, toPublicSettings } from '../settings';
import { t } from './followers.mail.messages';

// The followers' e-mails, in the site's language: the confirmation of a new address, and one per
// publication, each with its one-click unsubscribe link (RFC 8058).

/** What the followers' e-mails say of the site: its language, the athlete, its address. */
export interface FollowSite {
  lang: Locale;
  /** The athlete's name, else "the athlete". */
  who: string;
  /** The site's host name, as a reader knows it. */
  host: string;
  origin: string;
}

/** The site as the followers' e-mails name it. */
export async function followSiteOf(db: Kysely<DB>, origin: string, tenantId: string): Promise<FollowSite> {
  const settings = toPublicSettings(await getSettingsRow(db), tenantId);
  const lang = settings.language;
  return { lang, who: ownSettingsText(settings, 'heroTitle') || t('theAthlete', {}, lang), host: new URL(origin).host, origin };
}

/** A publication announced to the followers, as its feature describes it (the texts are written here, in the site's language). */
export type AnnouncedItem =
  | { kind: 'race'; id: number; title: string; date: string; distance: string; result: string; place: string; position?: number; fieldSize?: number }
  | { kind: 'pr'; id: number; distance: string; result: string; date: string | null; place: string | null }
  | { kind: 'press'; id: number; title: string; source: string | null; url: string };

/** The title an announcement is listed under in the admin. */
export function announcedTitle(item: AnnouncedItem): string {
  if (item.kind === 'pr') return `${item.distance} · ${item.result}`;
  return item.title;
}

/** The page of the site a publication is on. */
function pageOf(item: AnnouncedItem, origin: string): string {
  if (item.kind === 'race') return `${origin}/courses/${item.id}`;
  if (item.kind === 'pr') return `${origin}/prs?open=pr-${item.id}`;
  return `${origin}/?open=press-${item.id}`;
}

/** The one-click unsubscribe address of a follower (POST, no sign-in: RFC 8058), and the page a person opens. */
export function unsubscribeUrls(origin: string, key: string): { oneClick: string; page: string } {
  return { oneClick: `${origin}/content/public/unsubscribe?key=${key}`, page: `${origin}/unsubscribe?key=${key}` };
}

/** The headers every follower's e-mail carries: the mail client's own "Unsubscribe" button, in one click. */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The confirmation e-mail of a new address (double opt-in). */
export function confirmMail(site: FollowSite, token: string): MailContent {
  const { lang, who } = site;
  return renderMail(t('confirm.subject', { who }, lang), {
    lang,
    title: t('confirm.title', { who }, lang),
    paragraphs: [t('confirm.body', { who, site: site.host }, lang), t('confirm.ignore', {}, lang)],
    button: { label: t('confirm.button', {}, lang), url: `${site.origin}/follow/confirm?token=${token}` },
    footer: [t('confirm.footer', { site: site.host }, lang)],
  });
}

/** The e-mail announcing a publication to one follower. */
export function announcementMail(site: FollowSite, item: AnnouncedItem, unsubscribePage: string): MailContent {
  const { lang, who } = site;
  const footer = { footer: [t('footer', { who, site: site.host }, lang)], footerLink: { label: t('unsubscribe', {}, lang), url: unsubscribePage } };
  const open = { label: t('open', {}, lang), url: pageOf(item, site.origin) };
  if (item.kind === 'race') {
    const finish = finishText(item.position, item.fieldSize, lang);
    return renderMail(t('race.subject', { who, title: item.title, result: item.result }, lang), {
      lang,
      title: t('race.title', { title: item.title }, lang),
      paragraphs: [t('race.result', { distance: item.distance, result: item.result }, lang), ...(finish ? [t('race.finish', { finish }, lang)] : []), [item.place, mailDate(item.date, lang)].filter(Boolean).join(' · ')],
      button: open,
      ...footer,
    });
  }
  if (item.kind === 'pr') {
    return renderMail(t('pr.subject', { who, distance: item.distance, result: item.result }, lang), {
      lang,
      title: t('pr.title', { distance: item.distance }, lang),
      paragraphs: [t('pr.result', { distance: item.distance, result: item.result }, lang), [item.place ?? '', item.date ? mailDate(item.date, lang) : ''].filter(Boolean).join(' · ')].filter(Boolean),
      button: open,
      ...footer,
    });
  }
  return renderMail(t('press.subject', { who, title: item.title }, lang), {
    lang,
    title: t('press.title', { title: item.title }, lang),
    paragraphs: item.source ? [item.source] : [],
    items: [{ text: t('press.read', {}, lang), link: { label: t('press.read', {}, lang), url: item.url } }],
    button: open,
    ...footer,
  });
}
