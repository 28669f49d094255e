import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `coach_note` table; `gallery` is a JSON array of URLs, `article_html` is sanitised, booleans are 0/1. */
interface CoachNoteTable {
  id: Generated<number>;
  author: string;
  headline: Generated<string>;
  about: string | null;
  q_training: string | null;
  q_team: string | null;
  q_surprised: string | null;
  q_hopes: string | null;
  q_future: string | null;
  contact: string | null;
  photo_url: string | null;
  hero_image_url: string | null;
  gallery: Generated<string>;
  article_html: Generated<string>;
  side_title: string | null;
  side_text: string | null;
  side_image_url: string | null;
  side_tag1: string | null;
  side_tag2: string | null;
  side_tag3: string | null;
  active: Generated<number>;
  source: Generated<'admin' | 'invite'>;
  invite_id: number | null;
  published_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type CoachNoteRow = Selectable<CoachNoteTable>;
export type NewCoachNoteRow = Insertable<CoachNoteTable>;
export type CoachNoteRowUpdate = Updateable<CoachNoteTable>;

/**
 * The `coach_invite` table: only the SHA-256 of the token is stored; `used_at` burns it,
 * `revoked_at` withdraws it. The token is derived from `link_nonce` and the install's secret key.
 */
interface CoachInviteTable {
  id: Generated<number>;
  token_hash: string;
  coach_name: string;
  coach_email: string;
  expires_at: string;
  used_at: string | null;
  opened_at: string | null;
  revoked_at: string | null;
  link_nonce: string | null;
  created_at: Generated<string>;
}
export type CoachInviteRow = Selectable<CoachInviteTable>;
export type NewCoachInviteRow = Insertable<CoachInviteTable>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    coach_note: CoachNoteTable;
    coach_invite: CoachInviteTable;
  }
}
