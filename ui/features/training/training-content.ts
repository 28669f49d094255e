import { galleryOf, tagsOf, type MagazineContent } from '../../components/magazine/magazine';
import type { TrainingProfile } from './training.api';

/** A number from a profile field that may be a number or a numeric string; undefined otherwise. */
export function num(v: number | string | undefined | null): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(String(v).replace(/[^\d.]/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** The stat tiles: a value and what it counts; empty fields are left out. */
export function statTiles(p: TrainingProfile): Array<{ label: string; value: string; unit?: string }> {
  const tiles: Array<{ label: string; value: string; unit?: string } | undefined> = [
    num(p.weeklyMileage) !== undefined ? { label: 'Weekly volume', value: String(num(p.weeklyMileage)), unit: 'km' } : undefined,
    num(p.runsPerWeek) !== undefined ? { label: 'Runs a week', value: String(num(p.runsPerWeek)) } : undefined,
    p.longestRun?.trim() ? { label: 'Longest run', value: p.longestRun.trim() } : undefined,
    p.strengthWork?.trim() ? { label: 'Strength', value: p.strengthWork.trim() } : undefined,
    p.cycling?.trim() ? { label: 'Cross-training', value: p.cycling.trim() } : undefined,
  ];
  return tiles.filter((t): t is { label: string; value: string; unit?: string } => !!t);
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
  const rows: Array<{ year: string; km: number | undefined; toDate?: boolean }> = [
    { year: '2023', km: num(p.yearlyMileage2023) },
    { year: '2024', km: num(p.yearlyMileage2024) },
    { year: '2025', km: num(p.yearlyMileage2025), toDate: true },
  ];
  return rows.filter((r): r is { year: string; km: number; toDate?: boolean } => r.km !== undefined);
}

/** True when the profile has an interview to read. */
export const hasInterview = (p: TrainingProfile) => !!p.articleHtml?.replace(/<[^>]*>/g, '').trim();

/** The magazine article of the training interview. */
export function trainingMagazine(p: TrainingProfile, athlete: string): MagazineContent {
  return {
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
