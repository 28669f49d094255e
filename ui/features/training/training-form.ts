import { TRAINING_GALLERY_SLOTS, UpdateTrainingBody } from '../../../src/features/training/training.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
import { locale, type Locale } from '../../lib/i18n/i18n';
import { trainingYears } from './training-content';
import { t as msg } from './training-admin.messages';
import type { TrainingInput, TrainingProfile } from './training-admin.api';

/** The form's volume fields: the year before last, last year and this year to date (see trainingYears). */
export const VOLUME_FIELDS = ['kmOlder', 'kmLast', 'kmCurrent'] as const;

/** The wizard's fields as typed (kilometres as text). */
export interface TrainingForm {
  weeklyMileage: string;
  runsPerWeek: string;
  strengthWork: string;
  cycling: string;
  kmOlder: string;
  kmLast: string;
  kmCurrent: string;
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
}

/** The fields of the guided content blocks of step 2, in order. */
const GUIDED_FIELDS = ['likes', 'toughest', 'teamSessions', 'fatherSessions', 'favoriteWorkouts', 'longestRun'] as const;
export type GuidedField = (typeof GUIDED_FIELDS)[number];

/** The guided content blocks of step 2: the field, its title and the question that helps write it (in the UI's language, or the one given). */
export function guidedBlocks(lang: Locale = locale.value): Array<readonly [GuidedField, string, string]> {
  return GUIDED_FIELDS.map((k) => [k, msg(`block.${k}.title`, {}, lang), msg(`block.${k}.question`, {}, lang)] as const);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const kmText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v : '');

/** The form of a loaded profile (missing fields blank; the gallery padded to 4 slots; volumes of the last three years). */
export function trainingToForm(p: Partial<TrainingProfile>, today: Date = new Date()): TrainingForm {
  const years = trainingYears(today);
  const km = (i: number) => kmText(p.yearlyMileage?.find((v) => v.year === years[i])?.km);
  const gallery = Array.isArray(p.gallery) ? p.gallery.filter((g): g is string => typeof g === 'string').slice(0, TRAINING_GALLERY_SLOTS) : [];
  return {
    weeklyMileage: str(p.weeklyMileage),
    runsPerWeek: str(p.runsPerWeek),
    strengthWork: str(p.strengthWork),
    cycling: str(p.cycling),
    kmOlder: km(0),
    kmLast: km(1),
    kmCurrent: km(2),
    likes: str(p.likes),
    toughest: str(p.toughest),
    teamSessions: str(p.teamSessions),
    fatherSessions: str(p.fatherSessions),
    favoriteWorkouts: str(p.favoriteWorkouts),
    longestRun: str(p.longestRun),
    heroImageUrl: str(p.heroImageUrl),
    gallery: [...gallery, ...Array<string>(TRAINING_GALLERY_SLOTS - gallery.length).fill('')],
    sideImageUrl: str(p.sideImageUrl),
    sideTag1: str(p.sideTag1),
    sideTag2: str(p.sideTag2),
    sideTag3: str(p.sideTag3),
    sideTitle: str(p.sideTitle),
    sideText: str(p.sideText),
    articleHtml: str(p.articleHtml),
  };
}

/** Kilometres as typed: a number of 0 or more (comma or dot), null when blank, undefined when not a number. */
export function parseKm(value: string): number | null | undefined {
  const v = value.trim().replace(',', '.');
  if (!v) return null;
  if (!/^\d+(\.\d+)?$/.test(v)) return undefined;
  return Number(v);
}

/**
 * Field errors of the wizard, keyed by form field, from the API's own body schema (a kilometre
 * figure that is not a number is sent as typed, so the schema's message names it).
 */
export function trainingFormErrors(f: TrainingForm, today: Date = new Date()): Partial<Record<string, string>> {
  const body = trainingFormToBody(f, today);
  const years = (body.yearlyMileage ?? []).map((y, i) => (parseKm(f[VOLUME_FIELDS[i]!]) === undefined ? { ...y, km: f[VOLUME_FIELDS[i]!] } : y));
  return schemaErrors(UpdateTrainingBody, { ...body, yearlyMileage: years }, (path) => (path.startsWith('yearlyMileage.') ? fieldOfIssue(path) : path.split('.')[0]!));
}

/** The form field a server issue is about: `yearlyMileage.2.km` is the third volume field. */
export function fieldOfIssue(path: string): string {
  const m = /^yearlyMileage\.(\d)/.exec(path);
  return m ? (VOLUME_FIELDS[Number(m[1])] ?? path) : path;
}

/** The step a field is on (to send the athlete to a problem). */
export const stepOfField = (key: string): 1 | 2 | 3 => (/^(km|yearly|weekly|runs|strength|cycling)/.test(key) ? 1 : (GUIDED_FIELDS as readonly string[]).includes(key) ? 2 : 3);

/** The body of a save: texts trimmed, blank gallery entries removed, missing sidebar and hero fields sent as '', a blank volume removes its year. */
export function trainingFormToBody(f: TrainingForm, today: Date = new Date()): TrainingInput {
  const years = trainingYears(today);
  const t = (v: string) => v.trim();
  return {
    weeklyMileage: t(f.weeklyMileage),
    runsPerWeek: t(f.runsPerWeek),
    strengthWork: t(f.strengthWork),
    cycling: t(f.cycling),
    yearlyMileage: VOLUME_FIELDS.map((k, i) => ({ year: years[i]!, km: parseKm(f[k]) ?? null })),
    likes: t(f.likes),
    toughest: t(f.toughest),
    teamSessions: t(f.teamSessions),
    fatherSessions: t(f.fatherSessions),
    favoriteWorkouts: t(f.favoriteWorkouts),
    longestRun: t(f.longestRun),
    heroImageUrl: t(f.heroImageUrl),
    gallery: f.gallery.map(t).filter(Boolean),
    sideImageUrl: t(f.sideImageUrl),
    sideTag1: t(f.sideTag1),
    sideTag2: t(f.sideTag2),
    sideTag3: t(f.sideTag3),
    sideTitle: t(f.sideTitle),
    sideText: t(f.sideText),
    articleHtml: f.articleHtml.trim(),
  };
}

/**
 * The prompt the athlete copies into a writing assistant: the answers of steps 1 and 2, and what
 * the article must be (400 to 700 words, 3 to 5 h3 subheadings, only the tags the site keeps), in
 * the UI's language (or the one given): a French prompt asks for a French article.
 */
export function buildTrainingPrompt(f: TrainingForm, athleteName: string, today: Date = new Date(), lang: Locale = locale.value): string {
  const years = trainingYears(today);
  const t = (key: Parameters<typeof msg>[0], params?: Record<string, string | number>) => msg(key, params, lang);
  const facts: string[] = [];
  const add = (label: string, value: string) => value.trim() && facts.push(t('prompt.fact', { label, value: value.trim() }));
  add(t('prompt.weekly'), f.weeklyMileage);
  add(t('prompt.runs'), f.runsPerWeek);
  add(t('prompt.strength'), f.strengthWork);
  add(t('prompt.cycling'), f.cycling);
  VOLUME_FIELDS.forEach((k, i) => {
    const km = parseKm(f[k]);
    if (typeof km === 'number') facts.push(t(k === 'kmCurrent' ? 'prompt.kmSoFar' : 'prompt.km', { year: years[i]!, km }));
  });
  const answers = guidedBlocks(lang)
    .filter(([k]) => f[k].trim())
    .map(([k, title]) => t('prompt.answer', { title, answer: f[k].trim() }));
  const who = athleteName.trim() || t('prompt.someone');
  return [
    t('prompt.intro', { who }),
    '',
    t('prompt.style'),
    '',
    t('prompt.format'),
    t('prompt.words'),
    t('prompt.subheadings'),
    t('prompt.html'),
    t('prompt.start'),
    '',
    t('prompt.figures'),
    ...(facts.length ? facts : [t('prompt.noFigures')]),
    '',
    t('prompt.answers'),
    ...(answers.length ? answers.flatMap((a) => [a, '']) : [t('prompt.noAnswers'), '']),
  ]
    .join('\n')
    .trim();
}

/** Words in a piece of HTML (for the article's length hint). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
