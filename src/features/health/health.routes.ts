import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LATEST_MIGRATION, SCHEMA_VERSION } from '../../db/database';
import { schemaVersionOnDisk } from '../../db/schema-report';
import { type FfmpegInfo, getFfmpeg } from '../../media/video';
import { ReplicationStatusSchema } from '../../ops/replication/replication.plugin';
import type { ReplicationStatus } from '../../ops/replication/replicator';
import { dataPaths } from '../../tenants/tenant-store';
import { isFromThisMachine } from '../../http/client-address';
import { tenantIdFor } from '../../http/tenant';
import { isSignedInAdmin, tokenOf } from '../auth';
import { FfmpegInfoSchema } from '../media/media.schema';

/** Sends JSON already written (the route's typed reply asks for the object its schema describes). */
function sendWritten(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** `GET /healthz`: the ready check of the whole server; its details (every tenant, ffmpeg, replication, media storage) only for this machine or a signed-in admin. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const paths = dataPaths(ctx.config.dataDir);
  const summaryOf = (count: number, degraded: boolean) => ({
    ok: true as const,
    degraded,
    version: ctx.config.version,
    schemaVersion: SCHEMA_VERSION,
    latestMigration: LATEST_MIGRATION,
    tenants: count,
  });
  // The anonymous answer, written once for the tenants' count and state it tells.
  let summary: { tenants: number; degraded: boolean; body: string } | undefined;
  const summaryBody = (count: number, degraded: boolean): string => {
    if (summary?.tenants !== count || summary.degraded !== degraded) summary = { tenants: count, degraded, body: JSON.stringify(summaryOf(count, degraded)) };
    return summary.body;
  };
  // The ffmpeg found, once the first detailed answer waited for it (it never changes after).
  let ffmpeg: FfmpegInfo | undefined;
  const detailsBody = (ff: FfmpegInfo, replication: ReplicationStatus | undefined): string => {
    const unavailableTenants = ctx.pool.unavailableTenants();
    const tenants = ctx.tenants.list();
    return JSON.stringify({
      ...summaryOf(tenants.length, unavailableTenants.length > 0),
      tenantSchemas: Object.fromEntries(tenants.map((t) => [t.id, ctx.pool.isOpen(t.id) ? SCHEMA_VERSION : schemaVersionOnDisk(paths.databaseFile(t.id))])),
      unavailableTenants,
      ffmpeg: { source: ff.source, version: ff.version },
      ...(replication ? { replication } : {}),
      media: { kind: ctx.media.kind, location: ctx.media.location },
    });
  };
  // A poll (a load balancer's, a monitor's on this machine) is answered in front of Fastify, the
  // same bytes and headers as the route's (fast-answers.ts): the anonymous summary, or this machine's
  // details. The route answers what needs waiting for: an admin's token to check, the replication's
  // status, ffmpeg not probed yet.
  app.fastAnswers.addLive('/healthz', (req) => {
    if (!isFromThisMachine(req)) return tokenOf(req) ? undefined : summaryBody(ctx.tenants.list().length, ctx.pool.unavailableTenants().length > 0);
    return ctx.replication || !ffmpeg ? undefined : detailsBody(ffmpeg, undefined);
  });
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', {
    schema: {
      tags: ['ops'],
      summary: 'Ready check (and, for the operator, which ffmpeg transcodes hero videos, where media and replicas are)',
      description:
        'Always 200 while the process serves: one damaged tenant must not take the others out of a load balancer. `degraded` is true when a tenant was refused (damaged or newer database, found when it was first opened). The details (each tenant\'s schema, `unavailableTenants` naming the refused ones, ffmpeg, media, replication) are answered only to a request from this machine (a loopback address, no forwarding header) or with a signed-in admin\'s token of the request\'s tenant: they name paths, builds and tenants.',
      response: {
        200: z.object({
          ok: z.literal(true),
          degraded: z.boolean(),
          version: z.string(),
          schemaVersion: z.number().int().describe('the database schema every tenant is migrated to when opened'),
          latestMigration: z.string(),
          tenants: z.number().int(),
          tenantSchemas: z.record(z.string(), z.number().int().nullable()).optional().describe('details: each tenant\'s schema version: open tenants are migrated to schemaVersion; the others as on disk (migrated at their next open)'),
          unavailableTenants: z.array(z.object({ id: z.string(), reason: z.enum(['corrupt', 'newer_schema']), since: z.string() })).optional().describe('details'),
          ffmpeg: FfmpegInfoSchema.optional().describe('details'),
          replication: ReplicationStatusSchema.optional().describe('details, with --replicate'),
          media: z.object({ kind: z.enum(['local', 's3']), location: z.string() }).optional().describe('details: where media files are stored (never a credential)'),
        }),
      },
    },
    handler: async (request, reply) => {
      const tenants = ctx.tenants.list();
      // The tenant is looked up only for a token to check: a lookup that misses (a health check
      // naming no tenant) rereads the tenants from disk, and a poll must not keep doing that.
      const tenantId = !isFromThisMachine(request) && tokenOf(request) ? tenantIdFor(ctx.tenants, request.headers['x-tenant-id'], request.hostname) : undefined;
      const operator = isFromThisMachine(request) || (tenantId !== undefined && (await isSignedInAdmin(app, request, tenantId)));
      // Written as JSON here and sent as written: a string with a JSON type skips the response
      // schema's serializer, which checked the whole answer again on every poll.
      if (!operator) return sendWritten(reply, summaryBody(tenants.length, ctx.pool.unavailableTenants().length > 0));
      // The operator's details are read now: a replica that catches up is said at once.
      ffmpeg = await getFfmpeg();
      return sendWritten(reply, detailsBody(ffmpeg, ctx.replication ? await ctx.replication.status() : undefined));
    },
  });
}
