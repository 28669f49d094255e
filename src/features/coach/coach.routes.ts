import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { withoutBidiControls } from '../../http/bidi-controls';
import { badRequest, conflict, notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { publicWriteLimit } from '../../http/rate-limit';
import {
  burnCoachInvite,
  deleteCoachNote,
  findCoachNoteById,
  findInviteByToken,
  insertCoachInvite,
  inviteToken,
  listCoachInvites,
  markInviteOpened,
  newInviteNonce,
  revokeCoachInvite,
  insertCoachNote,
  listActiveCoachNotes,
  listAllCoachNotes,
  hashInviteToken,
  updateCoachNote,
} from './coach.repository';
import { AdminCoachInviteSchema, AdminCoachNoteListSchema, AdminCoachNoteSchema, COACH, COACH_INVITE_TTL_DAYS, CoachInviteCreatedSchema, CoachInviteSchema, CoachNoteSchema, CoachSubmissionBody, CoachSubmittedSchema, CreateCoachInviteBody, CreateCoachNoteBody, InviteTokenParams, UpdateCoachNoteBody, coachNoteProblems } from './coach.schema';
import { sendCachedJson } from '../../http/public-cache';
import { closedInviteError, inviteStatus, toAdminCoachInvite, toAdminCoachNote, toNewInviteRow, toNewRow, toPublicCoachNote, toRow, toSubmittedNoteRow } from './coach.mapper';
import type { CoachInviteRow } from './coach.table';

const noteNotFound = () => notFound('coach_note_not_found', COACH.code.noteNotFound);
const inviteNotFound = () => notFound('invite_not_found', COACH.code.inviteNotFound);

/**
 * The invite a link opens, else a 404 that says why: unknown, or answered ("we received your
 * note"), withdrawn or expired, each in words for the coach.
 */
function openInvite(invite: CoachInviteRow | undefined): CoachInviteRow {
  if (!invite) throw inviteNotFound();
  const closed = closedInviteError(inviteStatus(invite));
  if (closed) throw notFound(closed.error, closed.message);
  return invite;
}

/** The admin editor's rule (coachNoteProblems, shared with the UI) on a stored row, its article already cleaned. */
function checkNote(note: { author?: string | null; headline?: string | null; photo_url?: string | null; article_html?: string | null }): void {
  const issues = coachNoteProblems({ author: note.author, headline: note.headline, photoUrl: note.photo_url, articleHtml: note.article_html });
  if (issues.length) throw badRequest(COACH.code.cannotSave, issues);
}

/** Public coach notes and the coach invite page's calls (rate limited per client address). */
export async function publicCoachRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/content/public/coach-notes', {
    schema: { tags: ['coach'], summary: 'Published coach notes, most recently published first', querystring: TenantQuery, response: { 200: z.array(CoachNoteSchema) } },
    handler: (request, reply) => sendCachedJson(request, reply, z.array(CoachNoteSchema), async () => (await listActiveCoachNotes(request.db)).map(toPublicCoachNote)),
  });
  r.get('/content/public/coach-invite/:token', {
    config: publicWriteLimit(app, { max: 30, timeWindow: '1 minute' }),
    schema: {
      tags: ['coach'],
      summary: 'The coach an invite is for; 404 for an unknown, used, withdrawn or expired link',
      description: 'The error code says which: `invite_not_found`, `invite_used`, `invite_revoked`, `invite_expired`. The first answer marks the invite opened in the admin\'s list.',
      params: InviteTokenParams,
      querystring: TenantQuery,
      response: { 200: CoachInviteSchema, ...ErrorResponses, 429: ErrorSchema },
    },
    handler: async (request) => {
      const invite = openInvite(await findInviteByToken(request.db, request.params.token));
      await markInviteOpened(request.db, invite.id);
      return { coachName: invite.coach_name };
    },
  });
  r.post('/content/public/coach-invite/:token/submit', {
    config: publicWriteLimit(app, { max: 10, timeWindow: '1 minute' }),
    // The coach's words appear on the site as the admin's do: cleaned the same way.
    preValidation: withoutBidiControls,
    schema: {
      tags: ['coach'],
      summary: 'Submit a coach note through an invite; it waits as a draft for the admin, and the link is burned',
      params: InviteTokenParams,
      querystring: TenantQuery,
      body: CoachSubmissionBody,
      response: { 201: CoachSubmittedSchema, ...ErrorResponses, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const body = request.body;
      await request.db.transaction().execute(async (trx) => {
        const invite = openInvite(await findInviteByToken(trx, request.params.token));
        if (!(await burnCoachInvite(trx, invite.id))) throw inviteNotFound();
        await insertCoachNote(trx, toSubmittedNoteRow(body, invite.id));
      });
      return reply.code(201).send({ ok: true as const, status: 'pending_review' as const });
    },
  });
}

/** Admin coach notes (list, create, update or publish, delete) and invites (list, create, withdraw). */
export async function adminCoachRoutes(app: FastifyInstance): Promise<void> {
  const linkOf = (tenantId: string, nonce: string | null) => (nonce ? `/coach/invite/${inviteToken(app.ctx.secret, tenantId, nonce)}` : undefined);
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['coach', 'admin'], security: adminSecurity };
  r.get('/content/admin/coach-note', {
    schema: { ...base, summary: 'Every coach note, drafts submitted through invites included', querystring: TenantQuery, response: { 200: AdminCoachNoteListSchema, ...AdminErrorResponses } },
    handler: async (request) => ({ items: (await listAllCoachNotes(request.db)).map(toAdminCoachNote) }),
  });
  r.post('/content/admin/coach-note', {
    schema: {
      ...base,
      summary: "Create the admin's own coach note (published by default)",
      description: "Coach name, headline, photo and article are required: 400 'Cannot save' with an issue per problem. The article is sanitised.",
      querystring: TenantQuery,
      body: CreateCoachNoteBody,
      response: { 201: AdminCoachNoteSchema, ...AdminErrorResponses },
    },
    handler: async (request, reply) => {
      const row = toNewRow(request.body, new Date());
      checkNote(row);
      const created = await insertCoachNote(request.db, row);
      return reply.code(201).send(toAdminCoachNote(created));
    },
  });
  r.put('/content/admin/coach-note/:id', {
    schema: {
      ...base,
      summary: 'Publish or unpublish a note ({ active }), or edit its fields',
      description: "An edit must leave coach name, headline, photo and article in place (400 'Cannot save'). Publishing sets publishedAt.",
      params: IdParams,
      querystring: TenantQuery,
      body: UpdateCoachNoteBody,
      response: { 200: AdminCoachNoteSchema, ...AdminErrorResponses },
    },
    handler: async (request) => {
      const body = request.body;
      const updated = await request.db.transaction().execute(async (trx) => {
        const current = await findCoachNoteById(trx, request.params.id);
        if (!current) throw noteNotFound();
        const row = toRow(body);
        if (Object.keys(body).some((k) => k !== 'active')) checkNote({ ...current, ...row });
        if (body.active === true && current.active !== 1) row.published_at = new Date().toISOString();
        return updateCoachNote(trx, current.id, row);
      });
      if (!updated) throw noteNotFound();
      return toAdminCoachNote(updated);
    },
  });
  r.delete('/content/admin/coach-note/:id', {
    schema: { ...base, summary: 'Delete a coach note', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteCoachNote(request.db, request.params.id))) throw noteNotFound();
      return { ok: true as const };
    },
  });
  r.get('/content/admin/coach-invites', {
    schema: { ...base, summary: 'Every invite with where it stands (sent, opened, answered, expired, revoked), newest first', querystring: TenantQuery, response: { 200: z.array(AdminCoachInviteSchema), ...AdminErrorResponses } },
    handler: async (request) => (await listCoachInvites(request.db)).map((row) => toAdminCoachInvite(row, linkOf(request.tenantId, row.link_nonce))),
  });
  r.post('/content/admin/coach-invite', {
    schema: {
      ...base,
      summary: 'Create a single-use invite link for a coach (valid 14 days)',
      description: 'The url is relative to the site (/coach/invite/{token}). Only a hash of the token is stored; the invite list gives the link again while the invite is open.',
      querystring: TenantQuery,
      body: CreateCoachInviteBody,
      response: { 201: CoachInviteCreatedSchema, ...AdminErrorResponses },
    },
    handler: async (request, reply) => {
      const nonce = newInviteNonce();
      const token = inviteToken(app.ctx.secret, request.tenantId, nonce);
      const expiresAt = new Date(Date.now() + COACH_INVITE_TTL_DAYS * 86_400_000).toISOString();
      await insertCoachInvite(request.db, toNewInviteRow(request.body, { tokenHash: hashInviteToken(token), nonce, expiresAt }));
      return reply.code(201).send({ url: `/coach/invite/${token}`, token, expiresAt });
    },
  });
  r.delete('/content/admin/coach-invite/:id', {
    schema: { ...base, summary: 'Withdraw an invite: its link stops working (an answered invite cannot be withdrawn)', params: IdParams, querystring: TenantQuery, response: { 200: AdminCoachInviteSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const row = await revokeCoachInvite(request.db, request.params.id);
      if (!row) throw notFound('invite_not_found', COACH.code.inviteMissing);
      if (row.used_at) throw conflict('invite_answered', COACH.code.inviteAnswered);
      return toAdminCoachInvite(row, undefined);
    },
  });
}
