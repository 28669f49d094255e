import { galleryOf, tagsOf, type MagazineContent } from '../../components/magazine/magazine';
import type { DistanceUnit } from '../../../src/shared/settings-defaults';
import { GAUGE_MAX_KM, GAUGE_MAX_MI, type TrainingProfile } from './training.api';
import { t } from './training.messages';

/** The stat tiles: a value and what it is (in the current language); empty fields are left out. */
export function statTiles(p: TrainingProfile): Array<{ label: string; value: string }> {
  const rows: Array<[string, string | undefined]> = [
    [t('tile.weekly'), p.weeklyMileage],
    [t('tile.runs'), p.runsPerWeek],
    [t('tile.longest'), p.longestRun],
    [t('tile.strength'), p.strengthWork],
    [t('tile.cross'), p.cycling],
  ];
  return rows.filter(([, v]) => v?.trim()).map(([label, value]) => ({ label, value: value!.trim() }));
}

/** The text cards, each with a heading (in the current language). */
export function textCards(p: TrainingProfile): Array<{ label: string; text: string }> {
  const rows: Array<[string, string | undefined]> = [
    [t('card.likes'), p.likes],
    [t('card.favorite'), p.favoriteWorkouts],
    [t('card.toughest'), p.toughest],
    [t('card.team'), p.teamSessions],
    [t('card.father'), p.fatherSessions],
  ];
  return rows.filter(([, t]) => t?.trim()).map(([label, text]) => ({ label, text: text!.trim() }));
}

/**
 * The years of the three volume fields, read from today's date: the year before last, last year and
 * this year (to date). Labels written into the code went stale when the calendar moved on.
 */
export function trainingYears(today: Date = new Date()): [number, number, number] {
  const y = today.getFullYear();
  return [y - 2, y - 1, y];
}

/** A distance unit as a word, for labels ("Kilometres in 2026"), in the current language. */
export const unitName = (unit: DistanceUnit) => (unit === 'mi' ? t('unit.mi') : t('unit.km'));

/** The gauge's full scale in the site's unit: 800 km, or 500 miles (about the same distance). */
export const gaugeMax = (unit: DistanceUnit) => (unit === 'mi' ? GAUGE_MAX_MI : GAUGE_MAX_KM);

/** Yearly volumes (in the site's one unit) of the last three years, oldest first; the current year is to date. */
export function yearlyVolumes(p: TrainingProfile, today: Date = new Date()): Array<{ year: string; km: number; toDate?: boolean }> {
  const [, , current] = trainingYears(today);
  return trainingYears(today).flatMap((year) => {
    const km = (p.yearlyMileage ?? []).find((v) => v.year === year)?.km;
    return typeof km === 'number' && Number.isFinite(km) ? [{ year: String(year), km, ...(year === current ? { toDate: true } : {}) }] : [];
  });
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
    kicker: t('interview.kicker'),
    title: t('interview.title', { athlete }),
    gallery: galleryOf(p.heroImageUrl, p.gallery ?? []),
    articleHtml: p.articleHtml ?? '',
    sideTitle: p.sideTitle,
    sideText: p.sideText,
    sideImage: p.sideImageUrl,
    tags: tagsOf(p.sideTag1, p.sideTag2, p.sideTag3),
  };
}
