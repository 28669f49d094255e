import type { FastifyRequest } from 'fastify';
import type { CompiledQuery, Kysely } from 'kysely';
import type { TenantDatabase } from '../../db/database';
import { runUncounted } from '../../db/direct';
import type { DB } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { siteAddressOf } from '../../http/site-address';
import { enqueueMail, outboxInsert } from '../../mail/outbox.repository';
import type { EventScope } from '../feature';
import { type EventExtras, eventMail, mailSiteOf } from './notifications.mail';
import { adminsWithModes, notificationInsert } from './notifications.repository';
import { DEFAULT_NOTIFICATION_MODES, type NotificationEvent, type NotificationKind, type NotificationMode, type OpsAlert } from './notifications.schema';
import type { NewDeviceListener } from '../auth';

// How the family hears of an event: `notify` writes it to the admins' in-app list and, for each
// admin who wants it at once, an e-mail to the outbox, in the transaction of the event itself (the
// caller's `db`): the event, its notification and its e-mails are written together or not at all.
// Without SMTP settings only the list is written, and nothing fails.

/** The site addresses seen in requests, per app and tenant: the daily round's e-mails link there. */
const seenOrigins = new WeakMap<AppContext, Map<string, string>>();

/** The scope of an event a request causes: its tenant (the request's, unless a hook outside the tenant scope resolved it), and the site's address as the request reached it. */
export function eventScopeOf(request: FastifyRequest, tenantId: string = request.tenantId): EventScope {
  const ctx = request.server.ctx;
  const origin = siteAddressOf(ctx, request, tenantId).origin;
  let seen = seenOrigins.get(ctx);
  if (!seen) seenOrigins.set(ctx, (seen = new Map()));
  seen.set(tenantId, origin);
  return { ctx, tenantId, origin };
}

/**
 * The site's address when no request says it (the daily round, the server's alerts): its first
 * registered host name over HTTPS, else the last address a request reached it at, else this
 * machine at the configured port.
 */
export function siteOriginFor(ctx: AppContext, tenantId: string): string {
  const host = ctx.tenants.find(tenantId)?.hosts[0];
  if (host) return `https://${host}`;
  return seenOrigins.get(ctx)?.get(tenantId) ?? `http://localhost:${ctx.config.port}`;
}

/** An admin's mode of a kind: its choice, else the kind's default. */
export function modeOf(modes: ReadonlyMap<string, NotificationMode>, kind: NotificationKind): NotificationMode {
  return modes.get(kind) ?? DEFAULT_NOTIFICATION_MODES[kind];
}

/** The stored part of an event: everything but its kind. */
function paramsOf(event: NotificationEvent): string {
  const { kind: _kind, ...params } = event;
  return JSON.stringify(params);
}

/** An insert that answers ids, run through Kysely or compiled and run directly. */
interface IdInsert {
  compile(): CompiledQuery<{ id: number }>;
  executeTakeFirstOrThrow(): Promise<{ id: number }>;
}

/** How notify writes: as any write, or set aside from the tenant's data version (in a write batch: a link's visit). */
interface Writes {
  setAside?: Pick<TenantDatabase, 'uncounted'>;
}

/** Runs an insert (set aside when asked and the batch lends its handle, each statement with its bookkeeping in one step); answers the id. */
async function insert(db: Kysely<DB>, query: IdInsert, writes: Writes): Promise<number> {
  const direct = writes.setAside && runUncounted(writes.setAside, db, query.compile());
  return direct ? (direct.rows[0] as { id: number }).id : (await query.executeTakeFirstOrThrow()).id;
}

/**
 * Tells the site's admins of an event, inside the caller's transaction: a notification in their
 * list, and an e-mail to each admin who wants this kind at once (Reply-To and the quoted words from
 * `extras`). The outbox is woken: its sweep runs on the same connection, so it reads the e-mails
 * once this transaction has committed (or finds none if it rolled back). Neither the notification
 * nor the e-mails are public: in a write set aside from the data version (`writes.setAside`, a
 * visit through a college link), they are set aside too. Answers the notification's id.
 */
export async function notify(db: Kysely<DB>, scope: EventScope, event: NotificationEvent, extras: EventExtras = {}, writes: Writes = {}): Promise<number> {
  const id = await insert(db, notificationInsert(db, event.kind, paramsOf(event)), writes);
  if (!scope.ctx.outbox.configured) return id;
  const instant = (await adminsWithModes(db)).filter((a) => modeOf(a.modes, event.kind) === 'instant');
  if (!instant.length) return id;
  const site = await mailSiteOf(db, scope.origin, scope.tenantId);
  const mail = eventMail(event, site, extras);
  for (const admin of instant) await insert(db, outboxInsert(db, { kind: event.kind, to: admin.email, replyTo: extras.replyTo, ...mail }), writes);
  scope.ctx.outbox.wake(scope.tenantId);
  return id;
}

/** The log an alert writes its failures to. */
interface AlertLog {
  warn(obj: object, msg: string): void;
}

/**
 * Tells of a trouble of the server itself (a failed scheduled backup, a disk nearly full, a replica
 * behind): by e-mail to the operator's address when the mail settings name one (written to the
 * outbox of the `default` site, else the first), else to every admin of every site, as any event.
 * A site that cannot be written to is skipped and logged.
 */
export async function alertOperators(ctx: AppContext, alert: OpsAlert, detail: string, log: AlertLog): Promise<void> {
  const event: NotificationEvent = { kind: 'ops', alert, detail };
  const ids = ctx.tenants.list().map((t) => t.id);
  const operator = ctx.config.mail?.operatorEmail;
  if (operator && ctx.outbox.configured) {
    const tenantId = ids.includes('default') ? 'default' : ids[0];
    if (tenantId === undefined) return;
    try {
      await ctx.pool.with(tenantId, (h) =>
        h.db.transaction().execute(async (trx) => {
          const site = await mailSiteOf(trx, siteOriginFor(ctx, tenantId), tenantId);
          await enqueueMail(trx, { kind: 'ops', to: operator, ...eventMail(event, site, {}, { operator: true }) });
        }),
      );
      ctx.outbox.wake(tenantId);
    } catch (err) {
      log.warn({ err, tenant: tenantId, alert }, 'the operator could not be alerted');
    }
    return;
  }
  for (const tenantId of ids) {
    try {
      await ctx.pool.with(tenantId, (h) => h.db.transaction().execute((trx) => notify(trx, { ctx, tenantId, origin: siteOriginFor(ctx, tenantId) }, event)));
    } catch (err) {
      log.warn({ err, tenant: tenantId, alert }, "a site's admins could not be alerted");
    }
  }
}

/** The notifications' listener of the auth feature's new-device sign-ins: every admin of the site hears of one (an account's first sign-in is no news). */
export function notifyNewDevice(ctx: AppContext): NewDeviceListener {
  return async (db, signIn) => {
    if (signIn.firstDevice) return;
    await notify(db, { ctx, tenantId: signIn.tenantId, origin: new URL(signIn.securityUrl).origin }, { kind: 'new_device', device: signIn.device });
  };
}
