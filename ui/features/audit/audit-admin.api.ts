import type { AuditPage } from '../../../src/features/audit/audit.schema';
import { request } from '../../lib/api';

export type { AuditPage };

/** A page of the audit log, newest first, by admin and kind when given. */
export const fetchAuditPage = (query: { admin?: string; kind?: string; page: number; take: number }) => request<AuditPage>('/content/admin/audit', { query });
