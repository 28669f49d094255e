import type { AuditEntry } from '../../../src/features/audit/audit.schema';
import { summaryOf } from '../../admin-kit/audit-summary';
import { locale, plural, type Locale } from '../../lib/i18n/i18n';
import { AUDIT_ACTIONS_EN, t as action } from './audit-actions.messages';
import { t } from './audit-admin.messages';

// The audit log keeps what it recorded, in English (a record is not rewritten when the admin's
// language changes): an admin change's summary is its route's summary then, after " · ", the title
// or name the admin wrote, or the switches a publication set. The screen names the action again
// from the entry's method and route, in the admin's language, and keeps what follows as written
// (a title is the family's own words). A route the catalog does not know keeps its summary.

type Entry = Pick<AuditEntry, 'kind' | 'method' | 'route' | 'summary'>;

/** The separator the server puts between the route's summary and what was written (audit.mapper.ts). */
const SEPARATOR = ' · ';

const isKnownAction = (key: string): key is keyof typeof AUDIT_ACTIONS_EN => Object.hasOwn(AUDIT_ACTIONS_EN, key);

/** The switches a publication set, as recorded (`published: yes, approved: no`), in `lang`; anything else as written. */
function switchesIn(detail: string, lang: Locale): string {
  const pairs = detail.split(', ').map((p) => /^(published|approved|active): (yes|no)$/.exec(p));
  if (pairs.some((m) => m === null)) return detail;
  return pairs.map((m) => t('switch.set', { name: t(`switch.${m![1] as 'published' | 'approved' | 'active'}`, {}, lang), value: t(`switch.${m![2] as 'yes' | 'no'}`, {}, lang) }, lang)).join(', ');
}

/** A change made on the server's command line (audit-cli.ts, src/cli.ts), in `lang` when its summary has a known shape. */
function commandLineSummary(summary: string, lang: Locale): string {
  let m = /^Admin (.+) added or given a new password$/.exec(summary);
  if (m) return t('cli.adminAdded', { email: m[1]! }, lang);
  m = /^Admin (.+) removed$/.exec(summary);
  if (m) return t('cli.adminRemoved', { email: m[1]! }, lang);
  m = /^New password for (.+); every session ended$/.exec(summary);
  if (m) return t('cli.passwordReset', { email: m[1]! }, lang);
  m = /^Two-factor codes of (.+?) (turned off|were already off); (\d+) passkeys? (removed|kept); (\d+) sessions? ended$/.exec(summary);
  if (m) {
    const passkeys = Number(m[3]);
    const sessions = Number(m[5]);
    return [
      t(m[2] === 'turned off' ? 'cli.twoFactorOff' : 'cli.twoFactorAlreadyOff', { email: m[1]! }, lang),
      t(`cli.passkeys${m[4] === 'removed' ? 'Removed' : 'Kept'}.${plural(passkeys, lang)}`, { count: passkeys }, lang),
      t(`cli.sessionsEnded.${plural(sessions, lang)}`, { count: sessions }, lang),
    ].join(lang === 'fr' ? ' ; ' : '; ');
  }
  return summary;
}

/** What an entry did, in `lang`: the action named from its route (or how a sign-in went, or a command's change), then what was written. */
export function actionOf(entry: Entry, lang: Locale = locale.value): string {
  if (entry.kind === 'sign-in') return summaryOf(entry, lang);
  if (entry.method === 'CLI') return commandLineSummary(entry.summary, lang);
  const key = `${entry.method} ${entry.route}`;
  if (!isKnownAction(key)) return entry.summary;
  const cut = entry.summary.indexOf(SEPARATOR);
  const name = action(key, {}, lang);
  return cut < 0 ? name : `${name}${SEPARATOR}${switchesIn(entry.summary.slice(cut + SEPARATOR.length), lang)}`;
}
