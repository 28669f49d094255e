import type { FastifyInstance } from 'fastify';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth';
import { notFound } from '../../http/errors';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { deleteTeamMember, insertTeamMember, listActiveTeam, listAllTeam, nextTeamOrder, reorderTeam, updateTeamMember } from './team.repository';
import { say } from '../../shared/api-messages';
import { AdminTeamMemberSchema, CreateTeamMemberBody, ReorderTeamBody, TEAM, TeamMemberSchema, UpdateTeamMemberBody } from './team.schema';
import { sendCachedJson } from '../../http/public-cache';
import { toAdminTeamMember, toNewRow, toPublicTeamMember, toRow } from './team.mapper';

const memberNotFound = (id?: number) => notFound('team_member_not_found', id ? say(TEAM.code.notFoundId, { id }) : TEAM.code.notFound);

/** `GET /content/public/team-members`: active members in order. */
export async function publicTeamRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/team-members', {
    schema: { tags: ['team'], summary: 'Active team members, in order', querystring: TenantQuery, response: { 200: z.array(TeamMemberSchema) } },
    handler: (request, reply) => sendCachedJson(request, reply, z.array(TeamMemberSchema), async () => (await listActiveTeam(request.db)).map(toPublicTeamMember)),
  });
}

/** Admin team members: list, create, update, delete, reorder. */
export async function adminTeamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['team', 'admin'], security: adminSecurity };
  r.get('/content/admin/team-member', {
    schema: { ...base, summary: 'Every team member, hidden ones included, in order', querystring: TenantQuery, response: { 200: z.array(AdminTeamMemberSchema), ...AdminErrorResponses } },
    handler: async (request) => (await listAllTeam(request.db)).map(toAdminTeamMember),
  });
  r.post('/content/admin/team-member', {
    schema: { ...base, summary: 'Add a team member (theme foil, active, placed last by default)', querystring: TenantQuery, body: CreateTeamMemberBody, response: { 201: AdminTeamMemberSchema, ...AdminErrorResponses } },
    handler: async (request, reply) => {
      const created = await request.db.transaction().execute(async (trx) => insertTeamMember(trx, toNewRow(request.body, request.body.order ?? (await nextTeamOrder(trx)))));
      return reply.code(201).send(toAdminTeamMember(created));
    },
  });
  r.patch('/content/admin/team-member/reorder', {
    schema: {
      ...base,
      summary: 'Set the order of many members in one transaction',
      description: 'An unknown id is a 404 and no order changes. Answers the whole list in its new order.',
      querystring: TenantQuery,
      body: ReorderTeamBody,
      response: { 200: z.array(AdminTeamMemberSchema), ...AdminErrorResponses },
    },
    handler: async (request) => {
      const { unknownId } = await reorderTeam(request.db, request.body.items);
      if (unknownId !== undefined) throw memberNotFound(unknownId);
      return (await listAllTeam(request.db)).map(toAdminTeamMember);
    },
  });
  r.put('/content/admin/team-member/:id', {
    schema: { ...base, summary: 'Update a team member', params: IdParams, querystring: TenantQuery, body: UpdateTeamMemberBody, response: { 200: AdminTeamMemberSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const updated = await updateTeamMember(request.db, request.params.id, toRow(request.body));
      if (!updated) throw memberNotFound();
      return toAdminTeamMember(updated);
    },
  });
  r.delete('/content/admin/team-member/:id', {
    schema: { ...base, summary: 'Delete a team member', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteTeamMember(request.db, request.params.id))) throw memberNotFound();
      return { ok: true as const };
    },
  });
}
