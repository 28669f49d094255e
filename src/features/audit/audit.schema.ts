import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { pageParam, takeParam } from '../../shared/paging';

// The audit log's payloads, shared by the route, the OpenAPI document and the admin's screen.

/** What an entry records: a change by its kind, or a sign-in. */
export const AUDIT_KINDS = ['create', 'update', 'delete', 'publish', 'settings', 'media', 'invites', 'sign-in', 'security'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The audit log's messages. */
const AUDIT = apiMessages('audit', {
  kind: { en: 'kind must be one of create, update, delete, publish, settings, media, invites, sign-in or security.', fr: 'kind doit valoir create, update, delete, publish, settings, media, invites, sign-in ou security.' },
});

/** `GET /content/admin/audit` query: a page, newest first, of one admin's entries (by e-mail) and one kind, when given. */
export const AuditQuery = z.object({
  admin: z.string().trim().max(254).optional(),
  kind: z.enum(AUDIT_KINDS, { error: AUDIT.code.kind }).optional(),
  page: pageParam,
  take: takeParam(50, 200),
});

/** One entry of the audit log. */
const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    /** The admin's e-mail; null for the command line on the server. */
    admin: z.string().nullable(),
    kind: z.string(),
    /** `PUT`, `POST`, `DELETE`…, or `CLI`. */
    method: z.string(),
    /** The route (`/content/admin/races/:id`) or the command (`admin reset-2fa`). */
    route: z.string(),
    entity: z.string().nullable(),
    entityId: z.string().nullable(),
    summary: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** One page of the log, the total matching, and every admin who has entries (the screen's filter). */
export const AuditPageSchema = z
  .object({
    items: z.array(AuditEntrySchema),
    page: z.number().int(),
    take: z.number().int(),
    total: z.number().int(),
    admins: z.array(z.string()),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPageSchema>;
