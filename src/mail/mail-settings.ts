import { z } from 'zod';

// The family's own SMTP server (their mail provider's SMTP submission service, or a relay): the
// one thing the site needs to send e-mail. The URL holds the password, so it is never printed,
// logged or answered: `describeSmtp` gives what a status screen may show.

/** True for an `smtp://` or `smtps://` URL with a host. */
export function isSmtpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** A sender: `address@example.com` or `Name <address@example.com>`. */
const FROM = /^(?:[^<>\r\n"]{1,80}\s)?<?[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}>?$/;

/** Settings of outgoing mail (config file `mail`, env SMTP_URL and MAIL_FROM, `serve --smtp-url/--mail-from`). */
export const MailSettingsSchema = z
  .object({
    /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465`. */
    smtpUrl: z.string().refine(isSmtpUrl, 'Expected an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465.'),
    /** The sender of every message, an address the SMTP server lets this account send as. */
    from: z.string().trim().refine((v) => FROM.test(v), 'Expected an e-mail address, or "Name <address>".'),
    /** Who gets the server's own alerts (failed backups, a full disk, a replica behind); every admin when absent. */
    operatorEmail: z.string().trim().optional(),
    /** The most messages sent in a minute, whatever their tenant (providers throttle bursts). */
    maxPerMinute: z.number().int().min(1).max(10_000).default(30),
  })
  .strict();
export type MailSettings = z.infer<typeof MailSettingsSchema>;

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
