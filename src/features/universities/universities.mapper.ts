import { UNIVERSITY_DEFAULT_COLORS, type AdminUniversity, type CreateUniversityInput, type University, type UpdateUniversityInput } from './universities.schema';
import type { NewUniversityRow, UniversityRow, UniversityRowUpdate } from './universities.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A stored university as visitors see it. */
export function toPublicUniversity(u: UniversityRow, showVoteCount: boolean): University {
  const university: University = {
    id: u.id,
    name: u.name,
    short: u.short ?? undefined,
    siteUrl: u.site_url ?? undefined,
    logoUrl: u.logo_url,
    colorA: u.color_a,
    colorB: u.color_b,
    rank: u.rank,
  };
  if (showVoteCount) university.voteCount = u.vote_count;
  return university;
}

/** A stored university as the admin edits it. */
export function toAdminUniversity(u: UniversityRow): AdminUniversity {
  return { ...toPublicUniversity(u, true), voteCount: u.vote_count, createdAt: u.created_at, updatedAt: u.updated_at };
}

export function toRow(input: CreateUniversityInput | UpdateUniversityInput): UniversityRowUpdate {
  const row: UniversityRowUpdate = {};
  if (input.name !== undefined) row.name = input.name;
  if (input.logoUrl !== undefined) row.logo_url = input.logoUrl;
  if (input.short !== undefined) row.short = input.short;
  if (input.siteUrl !== undefined) row.site_url = input.siteUrl;
  if (input.colorA !== undefined) row.color_a = input.colorA;
  if (input.colorB !== undefined) row.color_b = input.colorB;
  if (input.rank !== undefined) row.rank = input.rank;
  return row;
}

const DEFAULT_COLOR_COLUMNS = { color_a: UNIVERSITY_DEFAULT_COLORS.colorA, color_b: UNIVERSITY_DEFAULT_COLORS.colorB };

/** The row of a new university: the required columns from the validated body, default colours when absent. */
export function toNewRow(input: CreateUniversityInput): NewUniversityRow {
  return { ...DEFAULT_COLOR_COLUMNS, ...toRow(input), name: input.name, logo_url: input.logoUrl };
}
