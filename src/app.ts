import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type AppConfigInput } from './config';
import { TenantPool } from './db/pool';
import { FEATURES } from './features';
import { loadOrCreateSecret, onNewDeviceSignIn } from './features/auth';
import type { AppContext } from './http/context';
import { AccessLogController, apiHeaders, genRequestId, noindexAnswers, registerRequestConventions } from './http/conventions';
import { documentHeaders } from './http/document-headers';
import { closeAfterEarlyAnswer } from './http/early-close';
import { registerErrorHandler } from './http/errors';
import { PublicCache } from './http/public-cache';
import { installFastAnswers } from './http/fast-answers';
import { installInternalRequests } from './http/internal-requests';
import { appPagesOf } from './http/page-meta';
import { pageCacheSlot, pageMetaOf } from './http/page-meta-source';
import { registerSpa } from './http/spa';
import { createMediaStore } from './media/store/media-settings';
import { tenantScope } from './http/tenant';
import { TenantDirectory, dataPaths } from './tenants/tenant-store';
import { bufferedStdout } from './http/log-stream';
import { SERVER_OPTIONS } from './http/server-options';
import { startReplication } from './ops/replication/replication.plugin';
import { OutboxWorker } from './mail/outbox-worker';
import { DailySchedule, alertOperators, notifyNewDevice } from './features/notifications';
import { OpsWatch } from './ops/ops-watch';
import { memoryBudgets } from './memory-budget';
import { setImageCacheMiB } from './media/images';

/**
 * Builds the whole app on one data directory: infrastructure plugins first, then the routes of
 * every feature in `FEATURES` (src/features/index.ts), then the UI. Closing the app closes every tenant database.
 */
export async function buildApp(input: AppConfigInput, server: { factory?: FastifyServerFactory; logStream?: DestinationStream } = {}): Promise<FastifyInstance> {
  const config = loadConfig(input);
  const paths = dataPaths(config.dataDir);
  // A silent app (the tests) writes nothing; any other writes its lines in blocks (see log-stream.ts),
  // or to the stream it is given (a test that reads the log).
  const log = server.logStream ? { stream: server.logStream, stop: async () => undefined } : config.logLevel === 'silent' ? undefined : bufferedStdout();
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

  // Every cache in bytes, sized from the memory limit (src/memory-budget.ts, docs/memory.md).
  const budgets = memoryBudgets(config.memoryLimitMiB, config.caches, config.maxOpenTenants);
  setImageCacheMiB(budgets.imageCacheMiB);
  const publicCache = new PublicCache(budgets.answers);
  // A database closed (evicted, idle, forgotten): the answers kept for it name its old epoch and can
  // never be sent again, so they go at once rather than when newer ones push them out.
  const pool = new TenantPool(config.dataDir, budgets.maxOpenTenants, { cacheKiB: budgets.databaseCacheKiB, onClosed: (id) => publicCache.dropTenant(id) });
  const tenants = new TenantDirectory(config.dataDir);
  const ctx: AppContext = {
    config,
    pool,
    tenants,
    secret: loadOrCreateSecret(paths.secretFile),
    publicCache,
    media: createMediaStore(config.dataDir, config.media),
    // One sender for every tenant's outbox, idle without SMTP settings. It starts once the app is
    // ready (a restart first looks at every tenant: what an earlier process left pending goes out).
    outbox: new OutboxWorker({ pool, tenantIds: () => tenants.list().map((t) => t.id), settings: config.mail, log: app.log }),
    opsWatch: new OpsWatch({ dataDir: config.dataDir, replication: () => ctx.replication, alert: (trouble, detail) => alertOperators(ctx, trouble, detail, app.log) }),
  };
  app.decorate('ctx', ctx);
  app.decorate('features', FEATURES);
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
  app.addHook('onReady', async () => ctx.outbox.start());
  // Before the databases close: the message being handed to SMTP finishes and is marked.
  app.addHook('onClose', async () => ctx.outbox.stop());
  // A tenant not asked for a while gives back its database's memory and its kept pages; the timer
  // never keeps the process alive by itself.
  const idleSweep = setInterval(() => ctx.pool.closeIdle(Date.now() - budgets.idleMs), Math.min(60_000, budgets.idleMs / 2));
  idleSweep.unref();
  app.addHook('onClose', async () => clearInterval(idleSweep));
  app.addHook('onClose', async () => ctx.pool.closeAll());
  app.addHook('onClose', async () => ctx.media.close());
  // Last: the lines of the close itself are in the block written here.
  if (log) app.addHook('onClose', async () => log.stop());
  if (config.replicateUrl) ctx.replication = await startReplication(app, config);
  // The notifications: a sign-in from a new device (the auth feature's event), the daily round of
  // every feature's daily task and the admins' digests, the server's troubles told to its operator.
  onNewDeviceSignIn(app, notifyNewDevice(ctx));
  const daily = new DailySchedule(ctx, FEATURES.flatMap((f) => (f.daily ? [f.daily] : [])), app.log);
  app.addHook('onReady', async () => {
    daily.start();
    ctx.opsWatch.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([daily.stop(), ctx.opsWatch.stop()]);
  });

  // Infrastructure.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  closeAfterEarlyAnswer(app);
  registerRequestConventions(app);
  apiHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  // request.cookies and reply.setCookie (the visitor id of public likes and votes, http/visitor.ts).
  await app.register(fastifyCookie);
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

  // Routes on the app itself, outside the tenant scope: no tenant database is borrowed for them
  // (the health check answers for every tenant; the media files resolve theirs and stream a file).
  for (const feature of FEATURES) {
    for (const routes of feature.rootRoutes ?? []) await app.register(routes);
  }

  // Features: every API route runs in the tenant scope (tenant resolved, its database borrowed).
  await app.register(async (api) => {
    await tenantScope(api);
    noindexAnswers(api);
    // The features' hooks on the API scope (the audit log's), before the routes they watch.
    for (const feature of FEATURES) feature.api?.(api);
    for (const feature of FEATURES) {
      for (const routes of feature.routes ?? []) await api.register(routes);
    }
  });
  // Pages the server renders (the résumé): the tenant scope of the API, the security headers of
  // documents, and robots set by each page from the publish switch rather than a blanket noindex.
  await app.register(async (pages) => {
    await tenantScope(pages);
    documentHeaders(pages);
    // A résumé opened through a college link counts for the link, as the app's pages do.
    for (const feature of FEATURES) feature.documents?.(pages);
    for (const feature of FEATURES) {
      for (const routes of feature.pages ?? []) await pages.register(routes);
    }
  });
  // Documents last, under the full set of security headers (CSP and the rest): the API docs, the
  // UI's static files and the client-routing fallback.
  await app.register(async (docs) => {
    documentHeaders(docs);
    // The features' hooks on pages as they are sent, cached or not (visits through a college link).
    for (const feature of FEATURES) feature.documents?.(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    // Each page's head: its text, preview and structured data, from the features' manifests.
    const site = appPagesOf(FEATURES);
    await registerSpa(docs, config.publicDir, (request) => pageMetaOf(app, site, request), { slot: (request) => pageCacheSlot(app, site, request), store: ctx.publicCache, pageDataLimits: budgets.pageData });
  });

  return app;
}
