import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LATEST_MIGRATION, SCHEMA_VERSION } from '../../db/database';
import { schemaVersionOnDisk } from '../../db/schema-report';
import { getFfmpeg } from '../../media/video';
import { ReplicationStatusSchema } from '../../ops/replication/replication.plugin';
import { dataPaths } from '../../tenants/tenant-store';
import { FfmpegInfoSchema } from '../media/media.schema';

/** `GET /healthz`: the ready check of the whole server (every tenant, ffmpeg, replication, media storage). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const paths = dataPaths(ctx.config.dataDir);
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', {
    schema: {
      tags: ['ops'],
      summary: 'Ready check (and which ffmpeg transcodes hero videos)',
      description:
        'Always 200 while the process serves: one damaged tenant must not take the others out of a load balancer. `degraded` is true when a tenant was refused (damaged or newer database, found when it was first opened); `unavailableTenants` names them.',
      response: {
        200: z.object({
          ok: z.literal(true),
          degraded: z.boolean(),
          version: z.string(),
          schemaVersion: z.number().int().describe('the database schema every tenant is migrated to when opened'),
          latestMigration: z.string(),
          tenants: z.number().int(),
          tenantSchemas: z.record(z.string(), z.number().int().nullable()).describe('each tenant\'s schema version: open tenants are migrated to schemaVersion; the others as on disk (migrated at their next open)'),
          unavailableTenants: z.array(z.object({ id: z.string(), reason: z.enum(['corrupt', 'newer_schema']), since: z.string() })),
          ffmpeg: FfmpegInfoSchema,
          replication: ReplicationStatusSchema.optional(),
          media: z.object({ kind: z.enum(['local', 's3']), location: z.string() }).describe('where media files are stored (never a credential)'),
        }),
      },
    },
    handler: async () => {
      const ff = await getFfmpeg();
      const unavailableTenants = ctx.pool.unavailableTenants();
      return {
        ok: true as const,
        degraded: unavailableTenants.length > 0,
        version: ctx.config.version,
        schemaVersion: SCHEMA_VERSION,
        latestMigration: LATEST_MIGRATION,
        tenants: ctx.tenants.list().length,
        tenantSchemas: Object.fromEntries(ctx.tenants.list().map((t) => [t.id, ctx.pool.isOpen(t.id) ? SCHEMA_VERSION : schemaVersionOnDisk(paths.databaseFile(t.id))])),
        unavailableTenants,
        ffmpeg: { source: ff.source, version: ff.version },
        ...(ctx.replication ? { replication: await ctx.replication.status() } : {}),
        media: { kind: ctx.media.kind, location: ctx.media.location },
      };
    },
  });
}
