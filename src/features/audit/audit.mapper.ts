import type { Insertable } from 'kysely';
import type { AuditNote } from '../../http/context';
import type { AuditEntry, AuditKind } from './audit.schema';
import type { AuditLogRow, AuditLogTable } from './audit.table';

// What an entry says of a change, worked out from the request alone (one rule for every route):
// the kind from the method, the path and the body's shape; the entity from the path; its id from
// the path or the answer; a summary from the route's own summary and the title or name of what
// was written. A handler may say better through `request.audit` (AuditNote). Nothing of the body
// is written but those few fields: never a password, token, code or secret.

/** A change as the hook sees it. */
export interface Change {
  method: string;
  /** The route's pattern (`/content/admin/races/:id`). */
  route: string;
  params: Record<string, unknown>;
  body: unknown;
  /** The id in the answer (a create's new row), when it has one. */
  answerId?: string;
  /** The route's summary in the OpenAPI document ("Update a race"). */
  routeSummary: string;
  note?: AuditNote;
  actor: { userId: number | null; email: string };
}

/** The body's fields that may name what was written, in order. */
const LABEL_FIELDS = ['title', 'name', 'label'] as const;
/** Fields that publish or hide something: a body of these alone is a publication. */
const SWITCHES = new Set(['published', 'approved', 'active']);
/** The longest summary kept. */
const MAX_SUMMARY = 200;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True for a body of publish switches alone (`{ approved: true }`, `{ ids, approved }`): a publication. */
function isPublication(body: unknown): body is Record<string, unknown> {
  if (!isRecord(body)) return false;
  const keys = Object.keys(body).filter((k) => k !== 'ids');
  return keys.length > 0 && keys.every((k) => SWITCHES.has(k) && typeof body[k] === 'boolean');
}

/** The kind of a change. */
export function kindOf(method: string, route: string, body: unknown): AuditKind {
  if (route.startsWith('/auth/')) return 'security';
  if (isPublication(body)) return 'publish';
  if (/\/settings(\/|$)/.test(route)) return 'settings';
  if (route.startsWith('/admin/media/') || route.startsWith('/upload/')) return 'media';
  if (route.includes('invite')) return 'invites';
  if (method === 'POST') return 'create';
  if (method === 'DELETE') return 'delete';
  return 'update';
}

/** The entity a route changes: its first segment after the admin prefix (`races`, `media`, `passkeys`). */
export function entityOf(route: string): string | null {
  const rest = route.replace(/^\/(content\/admin|admin|auth|upload)\//, '');
  const first = rest.split('/')[0];
  return first && !first.startsWith(':') ? first : null;
}

/** The summary: the route's own, then the title or name written, or the switches a publication sets. */
// The activity screen names the action again in the admin's language and keeps what follows the first " · " (ui/features/audit/audit-action.ts).
export function summaryOf(routeSummary: string, body: unknown): string {
  const parts = [routeSummary];
  if (isPublication(body)) {
    parts.push(
      Object.entries(body)
        .filter(([k]) => SWITCHES.has(k))
        .map(([k, v]) => `${k}: ${v ? 'yes' : 'no'}`)
        .join(', '),
    );
  } else if (isRecord(body)) {
    const label = LABEL_FIELDS.map((f) => body[f]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (label) parts.push(label.trim().replace(/\s+/g, ' '));
  }
  const text = parts.filter(Boolean).join(' · ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}

/** The id of the thing changed: the path's `:id`, else the answer's, else the handler's note. */
function entityIdOf(change: Change): string | null {
  const fromPath = change.params.id;
  if (typeof fromPath === 'string' || typeof fromPath === 'number') return String(fromPath);
  if (change.answerId !== undefined) return change.answerId;
  return change.note?.entityId !== undefined ? String(change.note.entityId) : null;
}

/** The row an admin change or sign-in is recorded as. */
export function toNewAuditRow(change: Change): Insertable<AuditLogTable> {
  const note = change.note ?? {};
  return {
    admin_id: change.actor.userId,
    admin_email: change.actor.email,
    kind: note.kind ?? kindOf(change.method, change.route, change.body),
    method: change.method,
    route: change.route,
    entity: note.entity ?? entityOf(change.route),
    entity_id: entityIdOf(change),
    summary: note.summary ?? summaryOf(change.routeSummary, change.body),
  };
}

/** A change made on the server's command line (no request, no admin signed in). */
export function toCommandLineAuditRow(command: string, kind: AuditKind, summary: string, entity: string | null): Insertable<AuditLogTable> {
  return { admin_id: null, admin_email: '', kind, method: 'CLI', route: command, entity, entity_id: null, summary };
}

/** An entry as the API answers it. */
export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    admin: row.admin_email === '' ? null : row.admin_email,
    kind: row.kind,
    method: row.method,
    route: row.route,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
  };
}
