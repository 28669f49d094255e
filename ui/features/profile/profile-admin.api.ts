import type { z } from 'zod';
import type { AdminProfile, PatchProfileBody, UpdateProfileBody } from '../../../src/features/profile/profile.schema';
import { request } from '../../lib/api';

export type { AdminProfile };
/** The body of a save, as the screen sends it (before the server's parsing). */
export type ProfileInput = z.input<typeof UpdateProfileBody>;

/** The whole profile with its switches. */
export const fetchAdminProfile = () => request<AdminProfile>('/content/admin/profile');
/** Saves the whole profile (a blank field clears that fact); answers it as stored. */
export const saveProfile = (body: ProfileInput) => request<AdminProfile>('/content/admin/profile', { method: 'PUT', body });
/** Changes some facts (the setup's class, school and events), the others kept; answers the profile as stored. */
export const patchProfile = (body: z.input<typeof PatchProfileBody>) => request<AdminProfile>('/content/admin/profile', { method: 'PATCH', body });
