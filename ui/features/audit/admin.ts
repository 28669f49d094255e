import type { AdminPart } from '../feature';
import css from './audit-admin.css' with { type: 'text' };
import { AuditAdminPage } from './AuditAdminPage';
import { t } from './audit-admin.messages';

// The audit log's admin screen, loaded with the admin area (ui/admin/admin-area.ts), never by a
// public page.

export const screens: AdminPart['screens'] = [
  { id: 'audit', label: () => t('screen.label'), component: AuditAdminPage, tile: () => t('screen.tile'), menu: true, group: 'site', order: 85 },
];

/** Its screen's own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
