import { opt } from '../../shared/fields';
import type { AnnouncedItem } from '../followers';
import type { ArticlePreview } from './press-import.extract';
import { type AdminPressItem, type CreatePressInput, type PressItem, type UpdatePressInput } from './press.schema';
import type { NewPressRow, PressRow, PressRowUpdate } from './press.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A stored article as visitors see it; empty optional fields are omitted. */
export function toPublicPress(p: PressRow): PressItem {
  return {
    id: p.id,
    title: p.title,
    source: opt(p.source),
    date: opt(p.date),
    url: p.url,
    excerpt: opt(p.excerpt),
    tag: opt(p.tag),
    thumb_url: opt(p.thumb_url),
  };
}

/** A stored article as the admin edits it. */
export function toAdminPress(p: PressRow): AdminPressItem {
  return { ...toPublicPress(p), rank: p.rank, approved: p.approved === 1, createdAt: p.created_at, updatedAt: p.updated_at };
}

/** The row of a new article: every required column from the validated body, without a cast. */
export function toNewRow(input: CreatePressInput): NewPressRow {
  return { ...toRow(input), title: input.title, url: input.url };
}

/**
 * The row of an article imported from its URL, with its thumbnail (stored here, else the remote
 * one): published, as an article created by hand is by default; the list can unpublish it.
 */
export function toImportedRow(preview: ArticlePreview, thumbUrl: string): NewPressRow {
  return { title: preview.title, url: preview.url, source: preview.source || null, date: preview.date || null, excerpt: preview.excerpt || null, thumb_url: thumbUrl || null, tag: null, approved: 1 };
}

/** The columns an update changes (only the fields given). */
export function toRow(input: CreatePressInput | UpdatePressInput): PressRowUpdate {
  const row: PressRowUpdate = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.url !== undefined) row.url = input.url;
  if (input.source !== undefined) row.source = input.source;
  if (input.date !== undefined) row.date = input.date;
  if (input.excerpt !== undefined) row.excerpt = input.excerpt;
  if (input.tag !== undefined) row.tag = input.tag;
  if (input.thumb_url !== undefined) row.thumb_url = input.thumb_url;
  if (input.rank !== undefined) row.rank = input.rank;
  if (input.approved !== undefined) row.approved = input.approved ? 1 : 0;
  return row;
}

/** An article made public, as the followers' e-mail tells of it. */
export function toAnnouncedPress(p: PressRow): AnnouncedItem {
  return { kind: 'press', id: p.id, title: p.title, source: p.source, url: p.url };
}
