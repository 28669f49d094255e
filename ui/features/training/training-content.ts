import { galleryOf, tagsOf, type MagazineContent } from '../../components/magazine/magazine';
import type { TrainingProfile } from './training.api';

/** The stat tiles: a value and what it is; empty fields are left out. */
export function statTiles(p: TrainingProfile): Array<{ label: string; value: string }> {
  const rows: Array<[string, string | undefined]> = [
    ['Weekly volume', p.weeklyMileage],
    ['Runs a week', p.runsPerWeek],
    ['Longest run', p.longestRun],
    ['Strength', p.strengthWork],
    ['Cross-training', p.cycling],
  ];
  return rows.filter(([, v]) => v?.trim()).map(([label, value]) => ({ label, value: value!.trim() }));
}

/** The text cards, each with a heading. */
export function textCards(p: TrainingProfile): Array<{ label: string; text: string }> {
  const rows: Array<[string, string | undefined]> = [
    ['What I love about it', p.likes],
    ['Favorite workouts', p.favoriteWorkouts],
    ['The toughest session', p.toughest],
    ['With the team', p.teamSessions],
    ['With my dad', p.fatherSessions],
  ];
  return rows.filter(([, t]) => t?.trim()).map(([label, text]) => ({ label, text: text!.trim() }));
}

/** Yearly volumes, oldest first; the last is the current year to date. */
export function yearlyVolumes(p: TrainingProfile): Array<{ year: string; km: number; toDate?: boolean }> {
  const rows: Array<{ year: string; km: number | null; toDate?: boolean }> = [
    { year: '2023', km: p.yearlyMileage2023 },
    { year: '2024', km: p.yearlyMileage2024 },
    { year: '2025', km: p.yearlyMileage2025, toDate: true },
  ];
  return rows.filter((r): r is { year: string; km: number; toDate?: boolean } => typeof r.km === 'number' && Number.isFinite(r.km));
}

/** True when the athlete has filled in anything worth showing. */
export function hasTraining(p: TrainingProfile | null | undefined): p is TrainingProfile {
  return !!p && (statTiles(p).length > 0 || textCards(p).length > 0 || yearlyVolumes(p).length > 0 || hasInterview(p));
}

/** True when the profile has an interview to read. */
export const hasInterview = (p: TrainingProfile) => !!p.articleHtml?.replace(/<[^>]*>/g, '').trim();

/** The magazine article of the training interview. */
export function trainingMagazine(p: TrainingProfile, athlete: string): MagazineContent {
  return {
    policy: 'training',
    kicker: 'Exclusive interview',
    title: `${athlete} on training`,
    gallery: galleryOf(p.heroImageUrl, p.gallery ?? []),
    articleHtml: p.articleHtml ?? '',
    sideTitle: p.sideTitle,
    sideText: p.sideText,
    sideImage: p.sideImageUrl,
    tags: tagsOf(p.sideTag1, p.sideTag2, p.sideTag3),
  };
}
