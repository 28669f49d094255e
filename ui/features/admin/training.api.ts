import { request } from '../../lib/api';

/** The training profile as the admin reads and saves it. */
export interface TrainingProfile {
  weeklyMileage: string;
  runsPerWeek: string;
  strengthWork: string;
  cycling: string;
  yearlyMileage2023: number | null;
  yearlyMileage2024: number | null;
  yearlyMileage2025: number | null;
  likes: string;
  toughest: string;
  teamSessions: string;
  fatherSessions: string;
  favoriteWorkouts: string;
  longestRun: string;
  heroImageUrl: string;
  gallery: string[];
  sideImageUrl: string;
  sideTag1: string;
  sideTag2: string;
  sideTag3: string;
  sideTitle: string;
  sideText: string;
  articleHtml: string;
  updatedAt?: string | null;
}

/** The training profile. */
export const fetchAdminTraining = () => request<Partial<TrainingProfile>>('/content/admin/training-profile');
/** Saves the whole profile; answers it as stored (the article sanitised). */
export const saveTraining = (body: Omit<TrainingProfile, 'updatedAt'>) => request<Partial<TrainingProfile>>('/content/admin/training-profile', { method: 'PUT', body });
/** Restores the default (blank) profile. */
export const resetTraining = () => request<Partial<TrainingProfile>>('/content/admin/training-profile/reset', { method: 'POST' });
