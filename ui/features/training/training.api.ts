import type { TrainingProfileResponse } from '../../../src/features/training/training.schema';
import { request } from '../../lib/api';

/** The training profile (every field present; blank until the athlete fills it in). */
export type TrainingProfile = TrainingProfileResponse;

/** The training profile. */
export const fetchTraining = () => request<TrainingProfile>('/content/public/training-profile');

/** The gauge's scale: 800 km or 500 miles, and its count-up time. */
export const GAUGE_MAX_KM = 800;
export const GAUGE_MAX_MI = 500;
export const GAUGE_COUNT_MS = 1500;
