import { SIGN_IN_SUMMARIES } from '../../src/features/auth/auth.schema';
import type { AuditEntry } from '../../src/features/audit/audit.schema';
import { sayIn } from '../../src/shared/api-messages';
import type { Locale } from '../lib/i18n/i18n';
import { locale } from '../lib/i18n/i18n';

// For the admin's screens that show the audit log (activity, security); admin code only: the
// account's catalog brings zod with it.
//
// The audit log keeps what it records in English (a record is not rewritten when the admin's
// language changes). A sign-in's entry starts with how it went, a message of the account's catalog:
// that start is said in the UI's language; the device and the network that follow are names.

// The longest first: "…with the password" starts "…with the password and a two-factor code".
const STARTS = Object.values(SIGN_IN_SUMMARIES).sort((a, b) => sayIn('en', b).length - sayIn('en', a).length);

/** An entry's summary in the UI's language when the catalog has it (a sign-in's), else as recorded. */
export function summaryOf(entry: Pick<AuditEntry, 'kind' | 'summary'>, lang: Locale = locale.value): string {
  if (entry.kind !== 'sign-in') return entry.summary;
  for (const code of STARTS) {
    const en = sayIn('en', code);
    if (entry.summary.startsWith(en)) return sayIn(lang, code) + entry.summary.slice(en.length);
  }
  return entry.summary;
}
