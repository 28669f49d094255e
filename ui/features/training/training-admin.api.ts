import type { z } from 'zod';
import type { TrainingProfileResponse, UpdateTrainingBody } from '../../../src/features/training/training.schema';
import { request } from '../../lib/api';

/** The training profile as the admin reads it (every field present). */
export type TrainingProfile = TrainingProfileResponse;
/** The body of a save. */
export type TrainingInput = z.input<typeof UpdateTrainingBody>;

/** The training profile. */
export const fetchAdminTraining = () => request<TrainingProfile>('/content/admin/training-profile');
/** Saves the profile; answers it as stored (the article sanitised). */
export const saveTraining = (body: TrainingInput) => request<TrainingProfile>('/content/admin/training-profile', { method: 'PUT', body });
/** Restores the default (blank) profile. */
export const resetTraining = () => request<TrainingProfile>('/content/admin/training-profile/reset', { method: 'POST' });

// The cached public reads this feature's writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    training: true;
  }
}
