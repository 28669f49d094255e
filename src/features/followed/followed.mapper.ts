import { badRequest } from '../../http/errors';
import { opt, parseJsonArray } from '../../shared/fields';
import { FOLLOWED, MAX_FOLLOWED_PHOTOS, type AdminFollowedAthlete, type CreateFollowedInput, type FollowedAthlete, type UpdateFollowedInput } from './followed.schema';
import type { FollowedAthleteRow, FollowedAthleteRowUpdate, NewFollowedAthleteRow } from './followed.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A stored athlete as visitors see it. */
export function toPublicFollowed(r: FollowedAthleteRow): FollowedAthlete {
  return {
    id: r.id,
    name: r.name,
    school: r.school,
    schoolShort: opt(r.school_short),
    intro: opt(r.intro),
    bio: opt(r.bio),
    body: opt(r.body),
    photos: parseJsonArray(r.photos),
    instagram: opt(r.instagram),
    tiktok: opt(r.tiktok),
    otherUrl: opt(r.other_url),
    likeCount: r.like_count,
  };
}

/** A stored athlete as the admin edits it. */
export function toAdminFollowed(r: FollowedAthleteRow): AdminFollowedAthlete {
  return { ...toPublicFollowed(r), rank: r.rank, active: r.active === 1, createdAt: r.created_at, updatedAt: r.updated_at };
}

/** The photo list after an edit: the new or kept list, then added uploads, then remote URLs, without repeats. */
export function mergePhotos(base: string[], ...more: Array<string[] | undefined>): string[] {
  const photos = [...new Set([...base, ...more.flatMap((m) => m ?? [])])];
  if (photos.length > MAX_FOLLOWED_PHOTOS) throw badRequest(FOLLOWED.code.photos, [{ path: 'photos', message: FOLLOWED.code.photos }]);
  return photos;
}

/** The row a create body inserts, with its photos (uploaded and fetched, see mergePhotos). */
export function toNewRow(input: CreateFollowedInput, photos: string[]): NewFollowedAthleteRow {
  return { ...toRow(input), name: input.name, school: input.school, photos: JSON.stringify(photos) };
}

/** The columns a create or update body sets (only the fields given; photos are merged by the route). */
export function toRow(input: CreateFollowedInput | UpdateFollowedInput): FollowedAthleteRowUpdate {
  const row: FollowedAthleteRowUpdate = {};
  if (input.name !== undefined) row.name = input.name;
  if (input.school !== undefined) row.school = input.school;
  if ('schoolShort' in input) row.school_short = input.schoolShort ?? null;
  if ('intro' in input) row.intro = input.intro ?? null;
  if ('bio' in input) row.bio = input.bio ?? null;
  if ('body' in input) row.body = input.body ?? null;
  if ('instagram' in input) row.instagram = input.instagram ?? null;
  if ('tiktok' in input) row.tiktok = input.tiktok ?? null;
  if ('otherUrl' in input) row.other_url = input.otherUrl ?? null;
  if (input.rank !== undefined) row.rank = input.rank;
  if (input.active !== undefined) row.active = input.active ? 1 : 0;
  return row;
}
