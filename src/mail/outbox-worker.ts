import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { TenantPool } from '../db/pool';
import { type MailSettings, senderDomain } from './mail-settings';
import { dueMail, markAttemptFailed, markSent, pendingMail, retryNow } from './outbox.repository';
import type { OutboxRow } from './outbox.table';

// Sends what the tenants' outboxes hold, one message at a time, at a bounded rate.
//
// A message is marked sent only after the SMTP server accepted it (its 250 to DATA). A process
// killed between that answer and the update sends it once more at the next start: the only window
// where a message can go twice, and the receiving side sees the same Message-ID both times. A
// message is never lost: it stays pending through an SMTP server that is down or answers 4xx, a
// restart or a kill, retried later and later (30 s doubling, at most an hour apart) for three days;
// only a refusal of the recipient itself (5xx to RCPT TO) or three days of failures end it as failed.

/** One message as handed to SMTP. */
interface SmtpMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers: Record<string, string>;
}

/** What sends a message: nodemailer over SMTP in the app; resolves once the server accepted it. */
export type SendMail = (message: SmtpMessage) => Promise<void>;

/** A send that failed, as the worker judges it: try again later, or never. */
export interface SendFailure {
  permanent: boolean;
  reason: string;
}

/** How long after `attempts` failures the next try comes: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts), 3_600_000);
}

/** How long a message is tried before it is given up. */
const GIVE_UP_AFTER_MS = 3 * 86_400_000;

/**
 * Whether a failed send may succeed later. The recipient refused by the server (5xx to RCPT TO,
 * or nodemailer's envelope error) will not; anything else may: the server down or busy (a
 * connection error, 4xx), or a setting the family fixes (5xx to AUTH means a wrong password, not
 * a wrong message).
 */
export function judgeFailure(err: unknown): SendFailure {
  const e = err as { code?: string; responseCode?: number; command?: string; response?: string; message?: string };
  const reason = (e.response ?? e.message ?? String(err)).replace(/\s+/g, ' ').slice(0, 300);
  const recipientRefused = e.code === 'EENVELOPE' || (typeof e.responseCode === 'number' && e.responseCode >= 500 && /RCPT/i.test(e.command ?? ''));
  return { permanent: recipientRefused, reason };
}

/** nodemailer on the family's SMTP server (`smtps://` is TLS from the start; `smtp://` upgrades with STARTTLS when offered). */
function smtpSender(smtpUrl: string): { send: SendMail; close: () => void } {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    send: async (m) => {
      await transport.sendMail({ from: m.from, to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text, html: m.html, messageId: m.messageId, headers: m.headers });
    },
    close: () => transport.close(),
  };
}

/** What the worker needs from the app. */
export interface OutboxWorkerOptions {
  pool: TenantPool;
  /** Every tenant's id (scanned once at start: a restart finds what an earlier process left pending). */
  tenantIds: () => string[];
  settings: MailSettings | undefined;
  log: FastifyBaseLogger;
  /** Replaces SMTP (tests of the worker's own rules); the app always sends through `smtpSender`. */
  send?: SendMail;
  /** How often waiting tenants are looked at (retries come due in between). */
  intervalMs?: number;
  now?: () => number;
}

/** How long a woken tenant is looked at even when its outbox seems empty: the waking transaction may not have committed yet. */
const WAKE_GRACE_MS = 10_000;

/** The outbox's sender: one per server, for every tenant. */
export class OutboxWorker {
  /** Tenants that may have mail to send, with the time they were last woken. */
  private waiting = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** True until the first sweep after start has made every waiting retry due. */
  private retryFirst = false;
  private sender: { send: SendMail; close: () => void } | undefined;
  /** Sends allowed in the current minute, and when that minute began. */
  private budget = { used: 0, since: 0 };
  private readonly now: () => number;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? Date.now;
    if (options.settings) this.sender = options.send ? { send: options.send, close: () => undefined } : smtpSender(options.settings.smtpUrl);
  }

  /** True when the server has an SMTP server to send through. */
  get configured(): boolean {
    return this.sender !== undefined;
  }

  /**
   * Begins: every tenant is looked at once, its messages waiting for a retry tried at once (the
   * server may be back, or its settings fixed, since the last process), then the waiting ones every
   * interval.
   */
  start(): void {
    if (!this.sender || this.timer) return;
    const at = this.now();
    for (const id of this.options.tenantIds()) this.waiting.set(id, at - WAKE_GRACE_MS);
    this.retryFirst = true;
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs ?? 5_000);
    this.timer.unref();
    void this.sweep();
  }

  /** Says a tenant has just written mail: it is sent at once (after the writing transaction commits). */
  wake(tenantId: string): void {
    if (!this.sender || this.stopped) return;
    this.waiting.set(tenantId, this.now());
    setImmediate(() => void this.sweep());
  }

  /** Sends what is due now; resolves when a sweep found nothing more to do at once. */
  sweep(): Promise<void> {
    if (this.sweeping) {
      this.again = true;
      return this.sweeping;
    }
    // Cleared in a `.finally` (always a later microtask): a sweep with nothing waiting ends without
    // an await, and a `finally` inside it would run before this assignment and leave a finished
    // sweep in place, so every later sweep would be skipped.
    this.sweeping = this.sweepWaiting().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /** Sends what the waiting tenants have due, again while wakes came in meanwhile. */
  private async sweepWaiting(): Promise<void> {
    do {
      this.again = false;
      for (const [tenantId, wokenAt] of [...this.waiting]) {
        if (this.stopped) return;
        await this.sendDue(tenantId, wokenAt);
      }
      this.retryFirst = false;
    } while (this.again && !this.stopped);
  }

  /** Stops sending: the message being handed to SMTP finishes first; pending ones wait for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
    this.sender?.close();
  }

  /** How many sends the rate leaves for now. */
  private allowance(): number {
    const max = this.options.settings?.maxPerMinute ?? 0;
    const now = this.now();
    if (now - this.budget.since >= 60_000) this.budget = { used: 0, since: now };
    return Math.max(0, max - this.budget.used);
  }

  private async sendDue(tenantId: string, wokenAt: number): Promise<void> {
    const settings = this.options.settings;
    if (!settings || !this.sender) return;
    try {
      const left = await this.options.pool.with(tenantId, async (h) => {
        if (this.retryFirst) await retryNow(h.db, new Date(this.now()).toISOString());
        const allowance = this.allowance();
        if (allowance > 0) {
          for (const row of await dueMail(h.db, new Date(this.now()).toISOString(), allowance)) {
            if (this.stopped) break;
            await this.sendOne(h.db, tenantId, row, settings);
          }
        }
        return pendingMail(h.db);
      });
      // A wake that came during this send (a newer time in the map) keeps the tenant waiting.
      if (left.count === 0 && this.waiting.get(tenantId) === wokenAt && this.now() - wokenAt > WAKE_GRACE_MS) this.waiting.delete(tenantId);
    } catch (err) {
      // A tenant that cannot be opened (removed, damaged) is not looked at again until woken.
      this.options.log.warn({ err, tenant: tenantId }, 'the outbox of a site could not be read');
      this.waiting.delete(tenantId);
    }
  }

  private async sendOne(db: Parameters<typeof markSent>[0], tenantId: string, row: OutboxRow, settings: MailSettings): Promise<void> {
    this.budget.used++;
    try {
      await this.sender!.send({
        from: settings.from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        messageId: `<${row.message_key}@${senderDomain(settings.from)}>`,
        headers: parseHeaders(row.headers),
      });
    } catch (err) {
      const failure = judgeFailure(err);
      const age = this.now() - Date.parse(row.created_at);
      const giveUp = failure.permanent || age + retryDelayMs(row.attempts) > GIVE_UP_AFTER_MS;
      const nextAt = giveUp ? undefined : new Date(this.now() + retryDelayMs(row.attempts)).toISOString();
      await markAttemptFailed(db, row.id, failure.reason, nextAt);
      // The address is a person's: the log names the message, never who it was for.
      this.options.log.warn({ tenant: tenantId, outboxId: row.id, kind: row.kind, attempts: row.attempts + 1, reason: failure.reason, retryAt: nextAt ?? null }, giveUp ? 'an e-mail was given up' : 'an e-mail could not be sent yet; it will be tried again');
      return;
    }
    await markSent(db, row.id, new Date(this.now()).toISOString());
    this.options.log.info({ tenant: tenantId, outboxId: row.id, kind: row.kind }, 'e-mail sent');
  }
}

/** The stored extra headers; anything unreadable is no header. */
function parseHeaders(json: string): Record<string, string> {
  try {
    const v: unknown = JSON.parse(json);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
