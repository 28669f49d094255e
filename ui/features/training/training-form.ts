import { TRAINING_GALLERY_SLOTS, UpdateTrainingBody } from '../../../src/features/training/training.schema';
import { trainingYears } from './training-content';
import type { TrainingInput, TrainingProfile } from './training-admin.api';

export { TRAINING_GALLERY_SLOTS };
/** The form's volume fields: the year before last, last year and this year to date (see trainingYears). */
export const VOLUME_FIELDS = ['kmOlder', 'kmLast', 'kmCurrent'] as const;
export type VolumeField = (typeof VOLUME_FIELDS)[number];

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

/** The guided content blocks of step 2: the field, its title and the question that helps write it. */
export const GUIDED_BLOCKS = [
  ['likes', 'What I love about training', 'What makes you want to lace up every day? A feeling, a place, the people?'],
  ['toughest', 'The toughest session', 'Which workout scares you a little, and how do you get through it?'],
  ['teamSessions', 'Sessions with the team', 'What does a typical practice with your team look like? Who pushes you?'],
  ['fatherSessions', 'Sessions with my dad', 'What do you do together: bike alongside, timing laps, long weekend runs?'],
  ['favoriteWorkouts', 'Favorite workouts', 'Two or three workouts you look forward to, with the paces if you like.'],
  ['longestRun', 'Longest run', 'Distance, where, and how it felt.'],
] as const;

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
  const out: Partial<Record<string, string>> = {};
  const parsed = UpdateTrainingBody.safeParse({ ...body, yearlyMileage: years });
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) out[issue.path[0] === 'yearlyMileage' ? fieldOfIssue(issue.path.join('.')) : String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

/** The form field a server issue is about: `yearlyMileage.2.km` is the third volume field. */
export function fieldOfIssue(path: string): string {
  const m = /^yearlyMileage\.(\d)/.exec(path);
  return m ? (VOLUME_FIELDS[Number(m[1])] ?? path) : path;
}

/** The step a field is on (to send the athlete to a problem). */
export const stepOfField = (key: string): 1 | 2 | 3 => (/^(km|yearly|weekly|runs|strength|cycling)/.test(key) ? 1 : GUIDED_BLOCKS.some(([k]) => k === key) ? 2 : 3);

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
 * the article must be (400 to 700 words, 3 to 5 h3 subheadings, only the tags the site keeps).
 */
export function buildTrainingPrompt(f: TrainingForm, athleteName: string, today: Date = new Date()): string {
  const years = trainingYears(today);
  const facts: string[] = [];
  const add = (label: string, value: string) => value.trim() && facts.push(`- ${label}: ${value.trim()}`);
  add('Weekly mileage', f.weeklyMileage);
  add('Runs per week', f.runsPerWeek);
  add('Strength work', f.strengthWork);
  add('Cycling / cross-training', f.cycling);
  VOLUME_FIELDS.forEach((k, i) => {
    const km = parseKm(f[k]);
    if (typeof km === 'number') facts.push(`- Kilometres in ${years[i]}${k === 'kmCurrent' ? ' (so far)' : ''}: ${km}`);
  });
  const answers = GUIDED_BLOCKS.filter(([k]) => f[k].trim()).map(([k, title]) => `${title}:\n${f[k].trim()}`);
  const who = athleteName.trim() || 'a high-school distance runner';
  return [
    `You are helping ${who}, a high-school distance runner, write the training article of their recruiting website. College coaches will read it.`,
    '',
    'Write a magazine-style article in the first person, warm and honest, in plain English a teenager would use. Use only the facts below; do not invent times, races, injuries or names.',
    '',
    'Format:',
    '- 400 to 700 words.',
    '- 3 to 5 subheadings, each as <h3>.',
    '- Output HTML only, using just these tags: <h2>, <h3>, <p>, <ul>, <li>, <em>, <strong>. No other tags, no attributes, no Markdown, no images.',
    '- Start with one short <p> that sums up who I am as a runner.',
    '',
    'Key figures:',
    ...(facts.length ? facts : ['- (none given)']),
    '',
    'My answers:',
    ...(answers.length ? answers.flatMap((a) => [a, '']) : ['(none given)', '']),
  ]
    .join('\n')
    .trim();
}

/** Words in a piece of HTML (for the article's length hint). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
