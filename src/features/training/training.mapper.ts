import { sanitizeTrainingArticle } from '../../shared/sanitize';
import { LEGACY_YEAR_FIELDS, TRAINING_DEFAULTS, type TrainingProfile, type TrainingProfileResponse, type UpdateTrainingInput, type YearVolume } from './training.schema';
import type { TrainingProfileRow } from './training.table';

// The stored document ↔ API shapes of the training profile. Volumes are kept per calendar year
// (`yearlyMileage`); the fixed 2023–2025 fields of older clients are derived from them on read and
// folded into them on write, so "this year" never shifts meaning when the calendar moves on.

type LegacyField = keyof typeof LEGACY_YEAR_FIELDS;
const LEGACY_FIELDS = Object.keys(LEGACY_YEAR_FIELDS) as LegacyField[];

/** Years in order, oldest first, without empty or non-numeric entries. */
function sortedVolumes(byYear: Map<number, number>): YearVolume[] {
  return [...byYear].filter(([, km]) => Number.isFinite(km)).sort(([a], [b]) => a - b).map(([year, km]) => ({ year, km }));
}

/** The volumes of a stored document: its list, else (saved before the list existed) its fixed fields. */
function storedVolumes(stored: Partial<TrainingProfile>): Map<number, number> {
  const byYear = new Map<number, number>();
  if (Array.isArray(stored.yearlyMileage)) {
    for (const v of stored.yearlyMileage) if (Number.isInteger(v?.year) && typeof v?.km === 'number') byYear.set(v.year, v.km);
    return byYear;
  }
  for (const field of LEGACY_FIELDS) {
    const km = stored[field];
    if (typeof km === 'number') byYear.set(LEGACY_YEAR_FIELDS[field], km);
  }
  return byYear;
}

/** The fixed fields older clients read, from the per-year list. */
function legacyFields(volumes: YearVolume[]): Pick<TrainingProfile, LegacyField> {
  const of = (year: number) => volumes.find((v) => v.year === year)?.km ?? null;
  return { yearlyMileage2023: of(2023), yearlyMileage2024: of(2024), yearlyMileage2025: of(2025) };
}

/** A stored profile over the defaults: fields added after it was saved read as their defaults. */
export function toTrainingProfile(row: TrainingProfileRow | undefined): TrainingProfileResponse {
  if (!row) return { ...TRAINING_DEFAULTS, updatedAt: null };
  let stored: Partial<TrainingProfile> = {};
  try {
    stored = JSON.parse(row.data) as Partial<TrainingProfile>;
  } catch {
    stored = {};
  }
  const profile: TrainingProfile = { ...TRAINING_DEFAULTS };
  for (const key of Object.keys(TRAINING_DEFAULTS) as Array<keyof TrainingProfile>) {
    if (stored[key] !== undefined) (profile as Record<string, unknown>)[key] = stored[key];
  }
  const yearlyMileage = sortedVolumes(storedVolumes(stored));
  return { ...profile, yearlyMileage, ...legacyFields(yearlyMileage), updatedAt: row.updated_at };
}

/**
 * The document to store after a save: the fields sent replace the stored ones; volumes merge by
 * year (the fixed fields first, then the list; km null removes a year); the article is sanitised.
 */
export function applyTrainingPatch(current: TrainingProfile, patch: UpdateTrainingInput): Omit<TrainingProfile, LegacyField> {
  const { yearlyMileage: list, yearlyMileage2023: _a, yearlyMileage2024: _b, yearlyMileage2025: _c, ...fields } = patch;
  const next: TrainingProfile = { ...current };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  if (patch.articleHtml !== undefined) next.articleHtml = sanitizeTrainingArticle(patch.articleHtml);

  const byYear = new Map(current.yearlyMileage.map((v) => [v.year, v.km]));
  const put = (year: number, km: number | null | undefined) => {
    if (km === undefined) return;
    if (km === null) byYear.delete(year);
    else byYear.set(year, km);
  };
  for (const field of LEGACY_FIELDS) put(LEGACY_YEAR_FIELDS[field], patch[field]);
  for (const v of list ?? []) put(v.year, v.km);
  const { yearlyMileage2023: _x, yearlyMileage2024: _y, yearlyMileage2025: _z, ...rest } = next;
  return { ...rest, yearlyMileage: sortedVolumes(byYear) };
}
