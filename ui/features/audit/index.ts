import type { UiFeature } from '../feature';

// The audit log's screen: who changed what, and when (src/features/audit records it).

export const auditFeature: UiFeature = {
  name: 'audit',
  order: 220,
  admin: () => import('./admin'),
};
