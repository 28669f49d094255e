import type { z } from 'zod';
import { ApiError } from '../lib/api';
import { issueText } from '../../src/shared/api-messages';
import { t } from '../lib/i18n/common.messages';
import { locale } from '../lib/i18n/i18n';

// Turning a failed call into what the admin screens show: the server's `message` in the notice,
// and its field `issues` next to the fields they name (the server wrote them in the UI's language,
// which every call asks for); and the issues of the API's own schemas run in the browser, said in
// the UI's language from the features' catalogs (src/shared/api-messages.ts).

/** The server's field issues keyed by field path (`gallery.2`, `records.0.time`…); the first message per path wins. */
export function issuesByField(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(err instanceof ApiError) || !err.details) return out;
  for (const issue of err.details) {
    if (typeof issue?.path !== 'string' || typeof issue.message !== 'string') continue;
    if (!(issue.path in out)) out[issue.path] = issue.message;
  }
  return out;
}


/** The detail of a failure: the first field issue's message, else the error's message, else ''. */
export function failureDetail(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return t('notSignedIn');
    return err.details?.[0]?.message || err.message || '';
  }
  return err instanceof Error ? err.message : '';
}

/**
 * A notice for a failed action: the screen's own words ('Save failed', 'Reorder failed.'…, see docs/admin.md#shared-behaviour) followed
 * by the server's message when there is one ('Save failed: …', 'Reorder failed. …'); the message
 * alone when it already says the same thing.
 */
export function failureText(fallback: string, err: unknown): string {
  const detail = failureDetail(err);
  if (!detail) return fallback;
  if (detail.toLowerCase().startsWith(fallback.replace(/[.:]$/, '').toLowerCase())) return detail;
  return fallback.endsWith('.') ? `${fallback} ${detail}` : t('failure.detail', { fallback, detail });
}

/** True when the server has no such route (a feature not deployed yet), as opposed to a missing item. */
export function isMissingRoute(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404 && err.code === 'not_found';
}

/**
 * A form's field errors from the shared zod schema of its API body: each issue's message under the
 * field its path starts with (renamed by `fieldOf` where the form spells a field differently, e.g.
 * `timeMs` typed as `time`), or under the field `fieldOf` names from the issue's whole path
 * (`recruitContact.email` typed as `recruitEmail`) when it is a function; the first message per
 * field wins.
 */
export function schemaErrors<F extends string>(schema: z.ZodType, body: unknown, fieldOf: Partial<Record<string, F>> | ((path: string) => string) = {}): Partial<Record<F, string>> {
  const out: Partial<Record<string, string>> = {};
  const parsed = schema.safeParse(body);
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? 'form');
    const field = typeof fieldOf === 'function' ? fieldOf(issue.path.map(String).join('.') || 'form') : (fieldOf[head] ?? head);
    out[field] ??= issueText(issue, locale.value);
  }
  return out as Partial<Record<F, string>>;
}

/**
 * Like `schemaErrors`, but keyed by the issue's whole path (`coaches.1.email`), for a form with
 * rows of fields; the first message per path wins.
 */
export function schemaErrorsByPath(schema: z.ZodType, body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const parsed = schema.safeParse(body);
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) out[issue.path.map(String).join('.') || 'form'] ??= issueText(issue, locale.value);
  return out;
}
