import { opt } from '../../shared/fields';
import { type AdminSocialLink, type CreateSocialInput, type SocialLink, type SocialPlatform, type UpdateSocialInput } from './socials.schema';
import type { NewSocialLinkRow, SocialLinkRow, SocialLinkRowUpdate } from './socials.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A stored link as visitors see it. */
export function toPublicSocial(r: SocialLinkRow): SocialLink {
  return {
    id: r.id,
    platform: r.platform as SocialPlatform,
    name: opt(r.name),
    handle: opt(r.handle),
    url: r.url,
    gradient: opt(r.gradient),
    iconKey: opt(r.icon_key),
    rank: r.rank,
    active: r.active === 1,
  };
}

/** A stored link as the admin edits it. */
export function toAdminSocial(r: SocialLinkRow): AdminSocialLink {
  return { ...toPublicSocial(r), createdAt: r.created_at, updatedAt: r.updated_at };
}

/** The row a new link inserts, at `rank` (a create body's own rank, else after the last link). */
export function toNewRow(input: CreateSocialInput, rank: number): NewSocialLinkRow {
  return { ...toRow(input), platform: input.platform, url: input.url, rank };
}

/** The columns an update body changes (only the fields given). */
export function toRow(input: UpdateSocialInput): SocialLinkRowUpdate {
  const row: SocialLinkRowUpdate = {};
  if (input.platform !== undefined) row.platform = input.platform;
  if ('name' in input) row.name = input.name ?? null;
  if ('handle' in input) row.handle = input.handle ?? null;
  if (input.url !== undefined) row.url = input.url;
  if ('gradient' in input) row.gradient = input.gradient ?? null;
  if ('iconKey' in input) row.icon_key = input.iconKey ?? null;
  if (input.rank !== undefined) row.rank = input.rank;
  if (input.active !== undefined) row.active = input.active ? 1 : 0;
  return row;
}
