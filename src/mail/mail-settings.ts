import { z } from 'zod';
import { isEmailAddress } from '../shared/fields';

// The family's own SMTP server (their mail provider's SMTP submission service, or a relay): the
// one thing the site needs to send e-mail. The URL holds the password, so it is never printed,
// logged or answered: `describeSmtp` gives what a status screen may show.

/** True for an `smtp://` or `smtps://` URL with a host. */
function isSmtpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** A sender: `address@example.com` or `Name <address@example.com>`. */
const FROM = /^(?:[^<>\r\n"]{1,80}\s)?<?[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}>?$/;

const smtpUrl = z.string().refine(isSmtpUrl, 'Expected an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465.');
const from = z.string().trim().refine((v) => FROM.test(v), 'Expected an e-mail address, or "Name <address>".');
const operatorEmail = z.string().trim().refine(isEmailAddress, 'Expected an e-mail address.');
const maxPerMinute = z.number().int().min(1).max(10_000);
const holdMinutes = z.number().int().min(0).max(24 * 60);

/** How many messages go out in a minute when the settings do not say (providers throttle bursts). */
const DEFAULT_MAX_PER_MINUTE = 30;
/** How long a publication's e-mails to followers wait when the settings do not say: the family may hold them back meanwhile. */
const DEFAULT_HOLD_MINUTES = 10;

/** Settings of outgoing mail (config file `mail`, env SMTP_URL and MAIL_FROM, `serve --smtp-url/--mail-from`). */
export const MailSettingsSchema = z
  .object({
    /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465`. */
    smtpUrl,
    /** The sender of every message, an address the SMTP server lets this account send as. */
    from,
    /** Who gets the server's own alerts (failed backups, a full disk, a replica behind); every admin of every site when absent. */
    operatorEmail: operatorEmail.optional(),
    /** The most messages sent in a minute, whatever their tenant (providers throttle bursts). */
    maxPerMinute: maxPerMinute.default(DEFAULT_MAX_PER_MINUTE),
    /** How long the e-mails announcing a new result to followers wait before they go (the family may hold one back); 0 sends at once. */
    holdMinutes: holdMinutes.default(DEFAULT_HOLD_MINUTES),
  })
  .strict();
export type MailSettings = z.infer<typeof MailSettingsSchema>;
export type MailSettingsInput = z.input<typeof MailSettingsSchema>;

/**
 * The `mail` group as one source gives it (the config file, SMTP_URL and MAIL_FROM, the flags):
 * every field optional, the sources merged field by field, then checked whole (`completeMailSettings`).
 */
export const MailSettingsLayerSchema = z
  .object({ smtpUrl: smtpUrl.optional(), from: from.optional(), operatorEmail: operatorEmail.optional(), maxPerMinute: maxPerMinute.optional(), holdMinutes: holdMinutes.optional() })
  .strict();
export type MailSettingsLayer = z.infer<typeof MailSettingsLayerSchema>;

/** Why merged mail settings cannot be used: one of the two fields e-mail needs is missing. */
const MAIL_INCOMPLETE =
  'E-mail needs both an SMTP server (SMTP_URL, --smtp-url or "mail": { "smtpUrl" } in the config file) and a sender (MAIL_FROM, --mail-from or "mail": { "from" }).';

/** The merged mail settings as the app takes them: undefined when none are given; an Error's message when they are incomplete. */
export function completeMailSettings(layer: MailSettingsLayer | undefined): MailSettingsInput | undefined | Error {
  if (!layer || Object.values(layer).every((v) => v === undefined)) return undefined;
  const { smtpUrl: url, from: sender, ...rest } = layer;
  if (!url || !sender) return new Error(MAIL_INCOMPLETE);
  return { smtpUrl: url, from: sender, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
}

/** The SMTP server as a status screen shows it: protocol, host and port, never the account or password. */
export function describeSmtp(url: string): string {
  try {
    const u = new URL(url);
    const port = u.port || (u.protocol === 'smtps:' ? '465' : '587');
    return `${u.protocol}//${u.hostname}:${port}`;
  } catch {
    return 'invalid';
  }
}

/** The domain of the sender's address (the right side of each Message-ID). */
export function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}
