import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox.repository';
import type { EventScope } from '../feature';
import { type AnnouncedItem, announcedTitle, announcementMail, followSiteOf, unsubscribeHeaders, unsubscribeUrls } from './followers.mail';
import { insertAnnouncement, isAnnounced, listConfirmedFollowers } from './followers.repository';

/** The outbox topic of an announcement's e-mails: held back or released together. */
export const announcementTopic = (id: number) => `announcement:${id}`;

/** The prefix of every announcement's topic (a follower who leaves is taken out of those not sent). */
export const ANNOUNCEMENT_TOPICS = 'announcement:';

/**
 * Announces a publication to the confirmed followers, in the transaction that publishes it (a race
 * published, a PR added, a press article approved): one e-mail each, waiting in the outbox for the
 * settings' `holdMinutes` (the family may hold them back, or send them at once, from the followers
 * screen). An item is announced once: published again, edited or unpublished and published, it
 * sends nothing more. Without SMTP settings nothing is written. Answers the announcement's id.
 */
export async function announce(db: Kysely<DB>, scope: EventScope, item: AnnouncedItem): Promise<number | undefined> {
  const mail = scope.ctx.config.mail;
  if (!mail || !scope.ctx.outbox.configured || (await isAnnounced(db, item.kind, item.id))) return undefined;
  const followers = await listConfirmedFollowers(db);
  const sendAt = new Date(Date.now() + mail.holdMinutes * 60_000).toISOString();
  const id = await insertAnnouncement(db, { kind: item.kind, item_id: item.id, title: announcedTitle(item), recipients: followers.length, send_at: sendAt });
  if (!followers.length) return id;
  const site = await followSiteOf(db, scope.origin, scope.tenantId);
  for (const f of followers) {
    const urls = unsubscribeUrls(scope.origin, f.unsubscribe_key);
    await enqueueMail(db, { kind: `follow_${item.kind}`, to: f.email, ...announcementMail(site, item, urls.page), headers: unsubscribeHeaders(urls.oneClick), topic: announcementTopic(id), notBefore: sendAt });
  }
  scope.ctx.outbox.wake(scope.tenantId);
  return id;
}
