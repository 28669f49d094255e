import type { MessageCode } from '../../shared/api-messages';
import { opt, parseJsonArray } from '../../shared/fields';
import { cutText, htmlToText } from '../../shared/html-policy';
import { sanitizeCoachArticle } from '../../shared/sanitize';
import {
  COACH,
  COACH_SIDE_TAG_DEFAULTS,
  type AdminCoachInvite,
  type AdminCoachNote,
  type CoachInviteStatus,
  type CoachNote,
  type CoachSubmissionInput,
  type CreateCoachInviteInput,
  type CreateCoachNoteInput,
  type UpdateCoachNoteInput,
} from './coach.schema';
import type { CoachInviteRow, CoachNoteRow, CoachNoteRowUpdate, NewCoachInviteRow, NewCoachNoteRow } from './coach.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A stored note as visitors see it: the article cleaned again, the headline derived when blank. */
export function toPublicCoachNote(r: CoachNoteRow): CoachNote {
  const { contact: _c, source: _s, createdAt: _cr, ...note } = toAdminCoachNote(r);
  const articleHtml = sanitizeCoachArticle(r.article_html);
  return { ...note, articleHtml, headline: r.headline || cutText(htmlToText(articleHtml)) };
}

/** A stored note as the admin edits it. */
export function toAdminCoachNote(r: CoachNoteRow): AdminCoachNote {
  return {
    id: r.id,
    author: r.author,
    headline: r.headline,
    about: opt(r.about),
    qTraining: opt(r.q_training),
    qTeam: opt(r.q_team),
    qSurprised: opt(r.q_surprised),
    qHopes: opt(r.q_hopes),
    qFuture: opt(r.q_future),
    articleHtml: r.article_html,
    photoUrl: opt(r.photo_url),
    heroImageUrl: opt(r.hero_image_url),
    gallery: parseJsonArray(r.gallery),
    sideTitle: opt(r.side_title),
    sideText: opt(r.side_text),
    sideImageUrl: opt(r.side_image_url),
    sideTag1: r.side_tag1 || COACH_SIDE_TAG_DEFAULTS[0],
    sideTag2: r.side_tag2 || COACH_SIDE_TAG_DEFAULTS[1],
    sideTag3: r.side_tag3 || COACH_SIDE_TAG_DEFAULTS[2],
    active: r.active === 1,
    publishedAt: opt(r.published_at),
    updatedAt: r.updated_at,
    contact: opt(r.contact),
    source: r.source,
    createdAt: r.created_at,
  };
}

/** The row of the admin's own note: published at `now` unless the body says `active: false`. */
export function toNewRow(input: CreateCoachNoteInput, now: Date): NewCoachNoteRow {
  const row = toRow(input);
  const active = input.active !== false;
  return { ...row, author: row.author ?? '', active: active ? 1 : 0, published_at: active ? now.toISOString() : null, source: 'admin' };
}

/** The row of a note a coach sent through an invite: a draft for the admin to review, with no article yet. */
export function toSubmittedNoteRow(input: CoachSubmissionInput, inviteId: number): NewCoachNoteRow {
  return { ...toRow({ ...input, articleHtml: undefined }), author: input.author, headline: input.headline, photo_url: input.photoUrl, active: 0, source: 'invite', invite_id: inviteId };
}

/** The row of a new invite: the hash of its token (never the token), and the nonce its link is made again from. */
export function toNewInviteRow(input: CreateCoachInviteInput, invite: { tokenHash: string; nonce: string; expiresAt: string }): NewCoachInviteRow {
  return { token_hash: invite.tokenHash, link_nonce: invite.nonce, coach_name: input.coachName, coach_email: input.coachEmail, expires_at: invite.expiresAt };
}

/** The columns a create or update body sets (only the fields given; the article is sanitised). */
export function toRow(input: UpdateCoachNoteInput): CoachNoteRowUpdate {
  const row: CoachNoteRowUpdate = {};
  if ('author' in input) row.author = input.author ?? '';
  if ('headline' in input) row.headline = input.headline ?? '';
  const optional = {
    about: 'about',
    qTraining: 'q_training',
    qTeam: 'q_team',
    qSurprised: 'q_surprised',
    qHopes: 'q_hopes',
    qFuture: 'q_future',
    contact: 'contact',
    photoUrl: 'photo_url',
    heroImageUrl: 'hero_image_url',
    sideTitle: 'side_title',
    sideText: 'side_text',
    sideImageUrl: 'side_image_url',
    sideTag1: 'side_tag1',
    sideTag2: 'side_tag2',
    sideTag3: 'side_tag3',
  } as const;
  for (const [key, column] of Object.entries(optional) as Array<[keyof typeof optional, (typeof optional)[keyof typeof optional]]>) {
    if (key in input) row[column] = input[key] ?? null;
  }
  if ('gallery' in input) row.gallery = JSON.stringify(input.gallery ?? []);
  if ('articleHtml' in input) row.article_html = sanitizeCoachArticle(input.articleHtml ?? '');
  if (input.active !== undefined) row.active = input.active ? 1 : 0;
  return row;
}

/** Where an invite stands at `now`: answered and revoked first, then expired, then opened or sent. */
export function inviteStatus(r: CoachInviteRow, now: Date = new Date()): CoachInviteStatus {
  if (r.used_at) return 'answered';
  if (r.revoked_at) return 'revoked';
  if (r.expires_at <= now.toISOString()) return 'expired';
  return r.opened_at ? 'opened' : 'sent';
}

/** Why a known link no longer opens the form, in words for the coach (undefined while it does). */
export function closedInviteError(status: CoachInviteStatus): { error: string; message: MessageCode } | undefined {
  if (status === 'answered') return { error: 'invite_used', message: COACH.code.inviteUsed };
  if (status === 'revoked') return { error: 'invite_revoked', message: COACH.code.inviteRevoked };
  if (status === 'expired') return { error: 'invite_expired', message: COACH.code.inviteExpired };
  return undefined;
}

/** A stored invite for the admin's list; `link` is its relative URL, given only while it is open. */
export function toAdminCoachInvite(r: CoachInviteRow, link: string | undefined, now: Date = new Date()): AdminCoachInvite {
  const status = inviteStatus(r, now);
  return {
    id: r.id,
    coachName: r.coach_name,
    coachEmail: r.coach_email,
    status,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    openedAt: opt(r.opened_at),
    answeredAt: opt(r.used_at),
    revokedAt: opt(r.revoked_at),
    url: status === 'sent' || status === 'opened' ? link : undefined,
  };
}
