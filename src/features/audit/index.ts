import type { Feature } from '../feature';
import { recordAdminChanges } from './audit-hook';
import { adminAuditRoutes } from './audit.routes';

// The audit log: every admin change (create, update, delete, publish, settings, media, invites,
// security) and every sign-in, with who, when and what, recorded by one hook on the admin routes
// (audit-hook.ts) rather than by each feature; read a page at a time; kept a year.

/** The audit log: its record of every admin change, and its read. */
export const auditFeature: Feature = { name: 'audit', order: 30, routes: [adminAuditRoutes], api: recordAdminChanges };

export { recordCommandLineChange } from './audit-cli';
