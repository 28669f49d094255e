import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../http/context';
import { enqueueMail, pruneSentMail } from '../../mail/outbox.repository';
import type { DailyRun, DailyTask } from '../feature';
import { digestMail, mailSiteOf } from './notifications.mail';
import { eventOf } from './notifications.mapper';
import { adminsWithModes, lastDailyRound, newestNotificationId, notificationsAfter, recordDailyRound } from './notifications.repository';
import { modeOf, siteOriginFor } from './notify';

// Once a day, per site: the features' daily tasks (the follow-ups due, yesterday's visits through
// the college links), then each admin's digest of what happened since the last round, then the
// outbox's old sent messages pruned. It all runs in one transaction that also records the day, so
// a round runs once a day per site whatever the restarts (a crash before the commit leaves the
// day to run again).

/** The hour (server's local time) from which the day's round runs: the digest is there in the morning. */
const DAILY_ROUND_HOUR = 7;

/** How long sent and failed messages stay in the outbox (the e-mail screen's history). */
const KEEP_SENT_MS = 30 * 86_400_000;

/** A date as `YYYY-MM-DD` in the server's local time. */
function localDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Runs the day's round of one site, unless it already ran on `now`'s day; answers whether it ran.
 * The digest of the first round covers the last day only (an upgraded site's older history is not
 * mailed); later ones, everything since the previous round.
 */
export async function runDailyRound(ctx: AppContext, tenantId: string, tasks: readonly DailyTask[], now: Date = new Date()): Promise<boolean> {
  const day = localDay(now);
  const ran = await ctx.pool.with(tenantId, (h) =>
    h.db.transaction().execute(async (trx) => {
      const last = await lastDailyRound(trx);
      if (last && last.day >= day) return false;
      const run: DailyRun = { ctx, tenantId, origin: siteOriginFor(ctx, tenantId), day, now };
      for (const task of tasks) await task(trx, run);
      const since = last?.last_id ?? 0;
      const fresh = (await notificationsAfter(trx, since)).filter((r) => last || Date.parse(r.created_at) > now.getTime() - 86_400_000);
      if (ctx.outbox.configured && fresh.length) {
        const site = await mailSiteOf(trx, run.origin, tenantId);
        for (const admin of await adminsWithModes(trx)) {
          const events = fresh.flatMap((r) => {
            const e = eventOf(r.kind, r.params);
            return e && modeOf(admin.modes, e.kind) === 'digest' ? [e] : [];
          });
          if (events.length) await enqueueMail(trx, { kind: 'digest', to: admin.email, ...digestMail(events, site) });
        }
      }
      await pruneSentMail(trx, new Date(now.getTime() - KEEP_SENT_MS).toISOString());
      return recordDailyRound(trx, day, await newestNotificationId(trx));
    }),
  );
  if (ran) ctx.outbox.wake(tenantId);
  return ran;
}

/**
 * Runs the daily round of every site once a day, from DAILY_ROUND_HOUR: it looks every
 * `checkMs` (and soon after a start), and a site whose round ran (here or in an earlier process)
 * is not looked at again that day. A failure is logged and tried again at the next look.
 */
export class DailySchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private day = '';
  private done = new Set<string>();
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly tasks: readonly DailyTask[],
    private readonly log: FastifyBaseLogger,
    private readonly checkMs = 10 * 60_000,
  ) {}

  /** Looks a minute after the start, then every `checkMs`. */
  start(): void {
    const first = setTimeout(() => this.look(), 60_000);
    first.unref();
    this.timer = setInterval(() => this.look(), this.checkMs);
    this.timer.unref();
    this.stopTimers = () => {
      clearTimeout(first);
      clearInterval(this.timer);
    };
  }

  private stopTimers: () => void = () => undefined;

  /** Stops looking; a round in progress finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopTimers();
    await this.running;
  }

  private look(): void {
    if (this.running || this.stopped) return;
    this.running = this.runDue(new Date()).finally(() => (this.running = undefined));
  }

  /** Runs the round of every site that has not had today's, when the hour has come. */
  async runDue(now: Date): Promise<void> {
    if (now.getHours() < DAILY_ROUND_HOUR) return;
    const day = localDay(now);
    if (day !== this.day) {
      this.day = day;
      this.done.clear();
    }
    for (const { id } of this.ctx.tenants.list()) {
      if (this.stopped) return;
      if (this.done.has(id)) continue;
      try {
        if (await runDailyRound(this.ctx, id, this.tasks, now)) this.log.info({ tenant: id, day }, 'daily round: digests and follow-ups');
        this.done.add(id);
      } catch (err) {
        this.log.warn({ err, tenant: id }, 'the daily round of a site failed; it is tried again later');
      }
    }
  }
}
