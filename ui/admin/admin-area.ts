import type { ComponentType } from 'react';
import { UI_FEATURES } from '../features';
import type { AdminGroupId, AdminPart, AdminRoute, AdminScreen, UiFeature } from '../features/feature';
import { t } from './admin.messages';

// The admin area's screens, from the features' manifests: each feature's admin part (its
// `admin.ts`, referenced lazily so no public page loads it) is loaded as the admin area's code is
// (ui/app.tsx starts both at once). The side menu, the dashboard's tiles and cards and the routes
// are all drawn from what loadAdminArea gives.

/** The parts of the side menu and the dashboard, in order: a parent finds a screen by what it is for. */
export const ADMIN_GROUPS: ReadonlyArray<{ id: AdminGroupId; label: () => string }> = [
  { id: 'site', label: () => t('group.site') },
  { id: 'results', label: () => t('group.results') },
  { id: 'recruiting', label: () => t('group.recruiting') },
  { id: 'community', label: () => t('group.community') },
];

/** Loads the admin part of every feature that has one (each once: a module is loaded once). */
export function loadAdminParts(features: readonly UiFeature[] = UI_FEATURES): Promise<AdminPart[]> {
  return Promise.all(features.flatMap((f) => (f.admin ? [f.admin()] : [])));
}

const groupIndex = (id: AdminGroupId) => ADMIN_GROUPS.findIndex((g) => g.id === id);

/** The screens of the admin parts, by group in ADMIN_GROUPS order, then by their order within it. */
export function orderScreens(parts: readonly AdminPart[]): AdminScreen[] {
  return parts.flatMap((p) => p.screens).sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || a.order - b.order);
}

/** What the admin area is drawn from: every screen (menu and dashboard order), the dashboard's cards (the setup's), the features' own styles. */
export interface AdminArea {
  screens: readonly AdminScreen[];
  routes: readonly AdminRoute[];
  cards: readonly ComponentType[];
  styles: readonly string[];
}

/** Loads the features' admin parts and puts them together. */
export async function loadAdminArea(features: readonly UiFeature[] = UI_FEATURES): Promise<AdminArea> {
  const parts = await loadAdminParts(features);
  return { screens: orderScreens(parts), routes: parts.flatMap((p) => p.routes ?? []), cards: parts.flatMap((p) => p.dashboard ?? []), styles: parts.flatMap((p) => (p.styles ? [p.styles] : [])) };
}

/** The URL of an admin screen. */
export function adminPath(id: string): string {
  return `/admin/${id}`;
}
