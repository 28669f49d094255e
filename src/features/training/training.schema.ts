import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { FIELDS, isSafeLinkUrl, normalizeLink } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

const TRAINING = apiMessages('training', {
  mileage: { en: 'Yearly mileage must be a number of km, 0 or more.', fr: 'Le kilométrage annuel doit être un nombre de km, 0 ou plus.' },
  year: { en: `A year must be a whole number from 1990 to 2100.`, fr: 'Une année doit être un nombre entier de 1990 à 2100.' },
  image: { en: 'Images must be relative or http(s) URLs.', fr: 'Les images doivent être des URL relatives ou http(s).' },
  gallery: { en: 'At most 4 gallery images.', fr: '4 images de galerie au maximum.' },
  article: { en: 'The article is too long.', fr: 'L’article est trop long.' },
});
export const TRAINING_MESSAGES = TRAINING.en;

/** Slots of the training gallery. */
export const TRAINING_GALLERY_SLOTS = 4;

/** The first and last calendar years a volume can be given for. */
const TRAINING_YEAR_RANGE = [1990, 2100] as const;

/** One year's training volume. */
const YearVolumeSchema = z.object({ year: z.number().int(), km: z.number() }).meta({ id: 'YearVolume' });
export type YearVolume = z.infer<typeof YearVolumeSchema>;

/** The years the older clients' fixed fields stand for. */
export const LEGACY_YEAR_FIELDS = { yearlyMileage2023: 2023, yearlyMileage2024: 2024, yearlyMileage2025: 2025 } as const;

/** The training profile, as the public site and the admin read it: every field present. */
const TrainingProfileSchema = z
  .object({
    weeklyMileage: z.string(),
    runsPerWeek: z.string(),
    strengthWork: z.string(),
    cycling: z.string(),
    yearlyMileage: z.array(YearVolumeSchema).describe('volume per calendar year in the site\'s unit, oldest first; the current year is to date'),
    yearlyMileage2023: z.number().nullable().describe('older clients: the 2023 entry of yearlyMileage; null when not given'),
    yearlyMileage2024: z.number().nullable().describe('older clients: the 2024 entry of yearlyMileage; null when not given'),
    yearlyMileage2025: z.number().nullable().describe('older clients: the 2025 entry of yearlyMileage; null when not given'),
    likes: z.string(),
    toughest: z.string(),
    teamSessions: z.string(),
    fatherSessions: z.string(),
    favoriteWorkouts: z.string(),
    longestRun: z.string(),
    heroImageUrl: z.string(),
    gallery: z.array(z.string()).max(TRAINING_GALLERY_SLOTS),
    sideImageUrl: z.string(),
    sideTag1: z.string(),
    sideTag2: z.string(),
    sideTag3: z.string(),
    sideTitle: z.string(),
    sideText: z.string(),
    articleHtml: z.string().describe('sanitised: h2, h3, p, ul, li, em, strong only, no attributes'),
  })
  .meta({ id: 'TrainingProfile' });
export type TrainingProfile = z.infer<typeof TrainingProfileSchema>;

/** The answer of every training profile call: the profile and when it was last saved (null: never). */
export const TrainingProfileResponseSchema = TrainingProfileSchema.extend({ updatedAt: z.string().nullable() }).meta({ id: 'TrainingProfileResponse' });
export type TrainingProfileResponse = z.infer<typeof TrainingProfileResponseSchema>;

/** The profile before anything is saved, and after a reset: blank, with neutral sidebar labels. */
export const TRAINING_DEFAULTS: TrainingProfile = {
  weeklyMileage: '',
  runsPerWeek: '',
  strengthWork: '',
  cycling: '',
  yearlyMileage: [],
  yearlyMileage2023: null,
  yearlyMileage2024: null,
  yearlyMileage2025: null,
  likes: '',
  toughest: '',
  teamSessions: '',
  fatherSessions: '',
  favoriteWorkouts: '',
  longestRun: '',
  heroImageUrl: '',
  gallery: [],
  sideImageUrl: '',
  sideTag1: 'Endurance',
  sideTag2: 'Consistency',
  sideTag3: 'Recovery',
  sideTitle: 'How I train',
  sideText: '',
  articleHtml: '',
};

const text = (max: number) =>
  z
    .string()
    .max(max, FIELDS.code.maxChars)
    .nullable()
    .transform((v) => (v ?? '').trim());

const km = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim().replace(',', '.'))) : v),
  z.number({ error: TRAINING.code.mileage }).finite(TRAINING.code.mileage).min(0, TRAINING.code.mileage).max(100_000, TRAINING.code.mileage).nullable(),
);

const image = z
  .string({ error: TRAINING.code.image })
  .trim()
  .overwrite(normalizeLink)
  .max(2048, FIELDS.code.urlTooLong)
  .nullable()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || isSafeLinkUrl(v), TRAINING.code.image);

/** The body of `PUT /content/admin/training-profile`: any of the fields; blank gallery entries are removed. */
export const UpdateTrainingBody = z
  .object({
    weeklyMileage: text(200),
    runsPerWeek: text(200),
    strengthWork: text(500),
    cycling: text(500),
    yearlyMileage: z
      .array(
        z.object({
          year: z.coerce.number({ error: TRAINING.code.year }).int(TRAINING.code.year).min(TRAINING_YEAR_RANGE[0], TRAINING.code.year).max(TRAINING_YEAR_RANGE[1], TRAINING.code.year),
          km,
        }),
        { error: TRAINING.code.mileage },
      )
      .max(100, TRAINING.code.mileage)
      .describe('the years sent replace those stored; km null removes a year'),
    yearlyMileage2023: km,
    yearlyMileage2024: km,
    yearlyMileage2025: km,
    likes: text(2000),
    toughest: text(2000),
    teamSessions: text(2000),
    fatherSessions: text(2000),
    favoriteWorkouts: text(2000),
    longestRun: text(500),
    heroImageUrl: image,
    gallery: z
      .array(z.string({ error: TRAINING.code.image }).trim().overwrite(normalizeLink).max(2048, FIELDS.code.urlTooLong), { error: TRAINING.code.image })
      .nullable()
      .transform((v) => (v ?? []).filter(Boolean))
      .refine((v) => v.every(isSafeLinkUrl), TRAINING.code.image)
      .refine((v) => v.length <= TRAINING_GALLERY_SLOTS, TRAINING.code.gallery),
    sideImageUrl: image,
    sideTag1: text(40),
    sideTag2: text(40),
    sideTag3: text(40),
    sideTitle: text(120),
    sideText: text(2000),
    articleHtml: z.string().max(200_000, TRAINING.code.article).nullable().transform((v) => v ?? ''),
  })
  .partial();
export type UpdateTrainingInput = z.infer<typeof UpdateTrainingBody>;
