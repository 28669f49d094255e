import { request } from '../../lib/api';

/** The training profile (public-site.md §3); numbers may come as strings from older data. */
export interface TrainingProfile {
  heroImageUrl?: string;
  weeklyMileage?: number | string;
  runsPerWeek?: number | string;
  strengthWork?: string;
  cycling?: string;
  yearlyMileage2023?: number | string;
  yearlyMileage2024?: number | string;
  yearlyMileage2025?: number | string;
  likes?: string;
  toughest?: string;
  teamSessions?: string;
  fatherSessions?: string;
  favoriteWorkouts?: string;
  longestRun?: string;
  articleHtml?: string;
  gallery?: string[];
  sideTitle?: string;
  sideText?: string;
  sideImageUrl?: string;
  sideTag1?: string;
  sideTag2?: string;
  sideTag3?: string;
}

/** The training profile (null before the athlete fills it in). */
export const fetchTraining = () => request<TrainingProfile | null>('/content/public/training-profile');

/** The gauge's scale: 800 km a year (public-site.md §9). */
export const GAUGE_MAX_KM = 800;
export const GAUGE_COUNT_MS = 1500;
