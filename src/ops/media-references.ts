import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { filesOf, listAllMediaAssets } from '../features/media';

// Which media files the rows of a tenant's database point at: every `/media/…` URL in the columns
// that hold media references (MEDIA_COLUMNS), and every file the media library lists for its ready
// assets (the media feature's own `filesOf`).

/**
 * The columns whose values are media references: the image and video fields a family (or a coach,
 * through an invite) fills from the media library or an upload. Text written by anyone else (a
 * visitor's cheer or message, a coach's words) is never read for references: a `/media/…` path in
 * it is only text, and a missing file it names must not stop a backup. A JSON column (a list of
 * photos, the training page) counts as a whole. A new image field adds its column here
 * (backup.test.ts checks that every column named exists).
 */
export const MEDIA_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  race: ['cover_image'],
  press: ['thumb_url'],
  university: ['logo_url'],
  followed_athlete: ['photos'],
  team_member: ['portrait_url'],
  site_settings: ['hero_video_url', 'hero_video_poster_url', 'hero_video_playlist'],
  training_profile: ['data'],
  coach_note: ['photo_url', 'hero_image_url', 'gallery', 'side_image_url'],
};

/**
 * A `/media/<path>` reference inside a text value: at the start, or after a character that cannot
 * belong to a host or path (quote, space, `(`, `,`, `=`…), so `https://example.org/media/x.jpg`
 * (someone else's file) is not taken for ours. Segments are the media store's safe names.
 */
const MEDIA_REF = /(?<![A-Za-z0-9._~:/@%+-])\/media\/([A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*)/g;

/** The relative media paths referenced in a text (each once, trailing sentence dots dropped). */
export function mediaPathsInText(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(MEDIA_REF)) {
    const rel = (m[1] ?? '').replace(/\.+$/, '');
    if (rel) found.add(rel);
  }
  return [...found];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A media reference and where it was found: the table, column and row (rowid) that names it. */
export interface MediaReference {
  table: string;
  column: string;
  row: number;
  path: string;
}

/** Every `/media/…` reference in the media columns (MEDIA_COLUMNS) of the database. */
function findMediaReferences(raw: Database.Database): MediaReference[] {
  const refs: MediaReference[] = [];
  for (const [table, columns] of Object.entries(MEDIA_COLUMNS)) {
    const existing = new Set((raw.prepare('select name from pragma_table_info(?)').all(table) as Array<{ name: string }>).map((c) => c.name));
    for (const column of columns) {
      // A database of an older schema (a backup taken before a feature existed) lacks the column.
      if (!existing.has(column)) continue;
      const col = quoteIdent(column);
      const rows = raw.prepare(`select rowid as r, ${col} as v from ${quoteIdent(table)} where typeof(${col}) = 'text' and instr(${col}, '/media/') > 0 order by rowid`).all() as Array<{ r: number; v: string }>;
      for (const { r, v } of rows) {
        for (const p of mediaPathsInText(v)) refs.push({ table, column, row: r, path: p });
      }
    }
  }
  return refs;
}

/** The files the media library lists for its ready assets (an asset being transcoded has none yet). */
async function findMediaLibraryFiles(db: Kysely<DB>): Promise<MediaReference[]> {
  const rows = await listAllMediaAssets(db);
  return rows.filter((r) => r.status === 'ready').flatMap((r) => filesOf(r).map((p) => ({ table: 'media_asset', column: 'files', row: r.id, path: p })));
}

/** Every media reference of a tenant database: URLs in its rows, then the media library's files. */
export async function findAllMediaReferences(handle: { db: Kysely<DB>; raw: Database.Database }): Promise<MediaReference[]> {
  return [...findMediaReferences(handle.raw), ...(await findMediaLibraryFiles(handle.db))];
}

/** The references whose file is missing from, or would resolve outside, the media folder. */
export function filterMissing(refs: MediaReference[], mediaDir: string): MediaReference[] {
  const root = path.resolve(mediaDir);
  return refs.filter((ref) => {
    const abs = path.resolve(root, ...ref.path.split('/'));
    if (!abs.startsWith(root + path.sep)) return true;
    try {
      return !fs.statSync(abs).isFile();
    } catch {
      return true;
    }
  });
}

/** A short, readable list of missing references for a message: each path with the row that names it. */
export function describeMissing(missing: MediaReference[], limit = 5): string {
  const shown = missing.slice(0, limit).map((m) => `/media/${m.path} (${m.table}.${m.column}, row ${m.row})`);
  return shown.join(', ') + (missing.length > limit ? ` and ${missing.length - limit} more` : '');
}
