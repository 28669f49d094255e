import { signal } from '@preact/signals-react';
import type { AdminCoachInvite } from '../../../src/features/coach/coach.schema';
import { request } from '../../lib/api';

export type { AdminCoachInvite };

/** Bumped when an invite is created, so the list reloads. */
export const invitesVersion = signal(0);
/** Tells the invite list that an invite was created. */
export const invitesChanged = (): void => {
  invitesVersion.value++;
};

/** Every invite, newest first, with where it stands. */
export const fetchCoachInvites = () => request<AdminCoachInvite[]>('/content/admin/coach-invites');
/** Withdraws an open invite: its link stops working. */
export const revokeCoachInvite = (id: number) => request<AdminCoachInvite>(`/content/admin/coach-invite/${id}`, { method: 'DELETE' });
