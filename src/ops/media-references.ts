import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { filesOf, listAllMediaAssets } from '../features/media';

// Which media files the rows of a tenant's database point at: every `/media/…` URL in any text
// column of any table (so it keeps working as features add tables), and every file the media
// library lists for its ready assets (the media feature's own `filesOf`).

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

/** A media reference and where it was found. */
export interface MediaReference {
  table: string;
  column: string;
  path: string;
}

/** Every `/media/…` reference in the text columns of every table of the database. */
export function findMediaReferences(raw: Database.Database): MediaReference[] {
  const tables = raw.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as Array<{ name: string }>;
  const refs: MediaReference[] = [];
  const seen = new Set<string>();
  for (const { name: table } of tables) {
    const columns = raw.prepare(`pragma table_info(${quoteIdent(table)})`).all() as Array<{ name: string }>;
    for (const { name: column } of columns) {
      const col = quoteIdent(column);
      const rows = raw.prepare(`select ${col} as v from ${quoteIdent(table)} where typeof(${col}) = 'text' and instr(${col}, '/media/') > 0`).all() as Array<{ v: string }>;
      for (const { v } of rows) {
        for (const p of mediaPathsInText(v)) {
          const key = `${table}\0${column}\0${p}`;
          if (seen.has(key)) continue;
          seen.add(key);
          refs.push({ table, column, path: p });
        }
      }
    }
  }
  return refs;
}

/** The files the media library lists for its ready assets (an asset being transcoded has none yet). */
export async function findMediaLibraryFiles(db: Kysely<DB>): Promise<MediaReference[]> {
  const rows = await listAllMediaAssets(db);
  return rows.filter((r) => r.status === 'ready').flatMap((r) => filesOf(r).map((p) => ({ table: 'media_asset', column: 'files', path: p })));
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

/** A short, readable list of missing references for an error message. */
export function describeMissing(missing: MediaReference[], limit = 5): string {
  const shown = missing.slice(0, limit).map((m) => `/media/${m.path} (${m.table}.${m.column})`);
  return shown.join(', ') + (missing.length > limit ? ` and ${missing.length - limit} more` : '');
}
