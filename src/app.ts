import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadConfig, type AppConfigInput } from './config';
import { LATEST_MIGRATION, SCHEMA_VERSION } from './db/database';
import { TenantPool } from './db/pool';
import { FEATURES } from './features';
import { countLinkVisits } from './features/links/link-visits';
import { mediaFileRoutes } from './features/media/media-files.routes';
import { FfmpegInfoSchema } from './features/media/media.schema';
import { loadOrCreateSecret } from './features/auth/token';
import type { AppContext } from './http/context';
import { AccessLogController, apiHeaders, genRequestId, noindexAnswers, registerRequestConventions } from './http/conventions';
import { documentHeaders } from './http/document-headers';
import { closeAfterEarlyAnswer } from './http/early-close';
import { registerErrorHandler } from './http/errors';
import { PublicCache } from './http/public-cache';
import { installFastAnswers } from './http/fast-answers';
import { installInternalRequests } from './http/internal-requests';
import { pageCacheSlot, pageMetaOf } from './http/page-meta-source';
import { registerSpa } from './http/spa';
import { getFfmpeg } from './media/video';
import { createMediaStore } from './media/store/media-settings';
import { tenantIdFor, tenantScope } from './http/tenant';
import { isSignedInAdmin, tokenOf } from './http/auth';
import { isFromThisMachine } from './http/client-address';
import { TenantDirectory, dataPaths } from './tenants/tenant-store';
import { schemaVersionOnDisk } from './db/schema-report';
import { bufferedStdout } from './http/log-stream';
import { SERVER_OPTIONS } from './http/server-options';
import { startReplication, ReplicationStatusSchema } from './ops/replication/replication.plugin';

/**
 * Builds the whole app on one data directory: infrastructure plugins first, then the routes of
 * every feature in `FEATURES` (src/features/index.ts), then the UI. Closing the app closes every tenant database.
 */
export async function buildApp(input: AppConfigInput, server: { factory?: FastifyServerFactory } = {}): Promise<FastifyInstance> {
  const config = loadConfig(input);
  const paths = dataPaths(config.dataDir);
  // A silent app (the tests) writes nothing; any other writes its lines in blocks (see log-stream.ts).
  const log = config.logLevel === 'silent' ? undefined : bufferedStdout();
  const app = Fastify({
    logger: log ? { level: config.logLevel, stream: log.stream } : { level: config.logLevel },
    // One access line per request instead of Fastify's two.
    logController: new AccessLogController(),
    genReqId: genRequestId,
    http: SERVER_OPTIONS,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // `serve --https` brings its own HTTPS server (certificates by SNI).
    ...(server.factory ? { serverFactory: server.factory } : {}),
  });

  const ctx: AppContext = {
    config,
    pool: new TenantPool(config.dataDir, config.maxOpenTenants),
    tenants: new TenantDirectory(config.dataDir),
    secret: loadOrCreateSecret(paths.secretFile),
    publicCache: new PublicCache(),
    media: createMediaStore(config.dataDir, config.media),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('tenantId', '');
  app.decorateRequest('db', null as never);
  app.decorateRequest('tenantDb', null as never);
  // Before any route: its hook must see every route's answers.
  installFastAnswers(app, ctx, log?.stream);
  installInternalRequests(app);
  // A tenant removed (or removed and created again) by the command line stops being served from
  // its old database; host names changed on disk are followed within a second.
  ctx.tenants.onGone = (ids) => ids.forEach((id) => ctx.pool.forget(id));
  const stopWatchingTenants = ctx.tenants.watch();
  app.addHook('onClose', async () => stopWatchingTenants());
  app.addHook('onClose', async () => ctx.pool.closeAll());
  app.addHook('onClose', async () => ctx.media.close());
  // Last: the lines of the close itself are in the block written here.
  if (log) app.addHook('onClose', async () => log.stop());
  const replication = config.replicateUrl ? await startReplication(app, config) : null;

  // Infrastructure.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  closeAfterEarlyAnswer(app);
  registerRequestConventions(app);
  apiHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  // Uploads are streamed to disk by the media routes, each with its own size limit.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Athlete.Site API', version: config.version, description: 'Public and admin API of one tenant. The tenant is chosen by the x-tenant-id header, else the host name, else `default`.' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
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
    handler: async (request) => {
      const unavailableTenants = ctx.pool.unavailableTenants();
      const summary = {
        ok: true as const,
        degraded: unavailableTenants.length > 0,
        version: config.version,
        schemaVersion: SCHEMA_VERSION,
        latestMigration: LATEST_MIGRATION,
        tenants: ctx.tenants.list().length,
      };
      // The tenant is looked up only for a token to check: a lookup that misses (a health check
      // naming no tenant) rereads the tenants from disk, and a poll must not keep doing that.
      const tenantId = !isFromThisMachine(request) && tokenOf(request) ? tenantIdFor(ctx.tenants, request.headers['x-tenant-id'], request.hostname) : undefined;
      const operator = isFromThisMachine(request) || (tenantId !== undefined && (await isSignedInAdmin(app, request, tenantId)));
      if (!operator) return summary;
      const ff = await getFfmpeg();
      return {
        ...summary,
        tenantSchemas: Object.fromEntries(ctx.tenants.list().map((t) => [t.id, ctx.pool.isOpen(t.id) ? SCHEMA_VERSION : schemaVersionOnDisk(paths.databaseFile(t.id))])),
        unavailableTenants,
        ffmpeg: { source: ff.source, version: ff.version },
        ...(replication ? { replication: await replication.status() } : {}),
        media: { kind: ctx.media.kind, location: ctx.media.location },
      };
    },
  });

  // Features: every API route runs in the tenant scope (tenant resolved, its database borrowed).
  await app.register(async (api) => {
    await tenantScope(api);
    noindexAnswers(api);
    for (const feature of FEATURES) {
      for (const routes of feature.routes) await api.register(routes);
    }
  });
  // Pages the server renders (the résumé): the tenant scope of the API, the security headers of
  // documents, and robots set by each page from the publish switch rather than a blanket noindex.
  await app.register(async (pages) => {
    await tenantScope(pages);
    documentHeaders(pages);
    for (const feature of FEATURES) {
      for (const routes of feature.pages ?? []) await pages.register(routes);
    }
  });
  // Media files: the tenant is resolved the same way, but no database is needed to stream a file.
  await app.register(mediaFileRoutes);

  // Documents last, under the full set of security headers (CSP and the rest): the API docs, the
  // UI's static files and the client-routing fallback.
  await app.register(async (docs) => {
    documentHeaders(docs);
    // Pages opened through a per-college link (`?via=`) are counted as they are sent, cached or not.
    countLinkVisits(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await registerSpa(docs, config.publicDir, (request) => pageMetaOf(app, request), { slot: (request) => pageCacheSlot(app, request), store: ctx.publicCache });
  });

  return app;
}
