import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { getFfmpeg } from './media/video';
import { DEFAULT_BACKUP_KEEP, type ServeSettings } from './config-file';
import type { CertificateManager } from './tls/certificates';
import { addHsts, createRedirectServer, httpsServerFactory } from './tls/https-serve';
import { APP_VERSION } from './version';
import { commandName } from './cli-commands';
import { addressLines as addressLinesOf, primaryAddress, siteAddresses } from './serve-addresses';
import { makeDataFolderPrivate, setPrivateUmask } from './ops/private-files';
import { completeMailSettings } from './mail/mail-settings';

/** Starts scheduled backups (from the ops extensions); answers how to stop them. */
export type ScheduleBackups = (options: {
  dataDir: string;
  dir: string;
  everySeconds: number;
  keep: number;
  log: FastifyBaseLogger;
  mediaInBucket: boolean;
  /** After each backup written, and each failure (its reason): the operator hears of failures. */
  onBackup?: () => void;
  onFailure?: (reason: string) => void;
}) => { stop(): Promise<void> };

/** A running server: its app, the addresses it listens on, and how to stop it. */
export interface RunningServer {
  app: FastifyInstance;
  /** The addresses to name first: the sites' (HTTPS), or the one that opens a site (plain HTTP). */
  urls: string[];
  /** Plain HTTP: each site and its addresses, and how to reach one when no address matches (serve-addresses.ts). */
  addressLines: string[];
  /** The HTTP port (plain HTTP, or the redirect and challenge port with HTTPS) and the HTTPS port. */
  ports: { http: number; https?: number };
  certificates?: CertificateManager;
  stop(): Promise<void>;
}

/** Where `serve` listens when the settings do not say: plain HTTP, or HTTPS and its HTTP port. */
export const LISTEN_DEFAULTS = { port: 8080, host: '0.0.0.0', httpsPort: 443, httpPort: 80 } as const;

/** How often every tenant host's certificate is checked (and renewed within 30 days of expiry). */
const RENEW_CHECK_MS = 12 * 3600 * 1000;

/** The folder of scheduled backups: the settings' `backup.dir` (relative to the data folder), else `<data>/backups`. */
export function backupDirOf(dataDir: string, backup: ServeSettings['backup']): string {
  return path.resolve(dataDir, backup?.dir ?? 'backups');
}

/** How many tenants' home pages are rendered at start (the default tenant first), and when. */
const WARM_TENANTS = 3;
const WARM_AFTER_MS = 500;

/**
 * Renders the home page of the first tenants once, in the background, half a second after the
 * server listens (the first requests, a health check, come first). The first page after a start
 * loads the server renderer and opens the tenant's database: 0.2 s on the demo, which the first
 * visitor would otherwise wait for. The renders are the server's own requests: no access lines
 * (a server error is logged, with the request id `warm-up`).
 */
function warmUp(app: FastifyInstance): { stop(): Promise<void> } {
  let stopped = false;
  let done: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    done = (async () => {
      const tenants = app.ctx.tenants.list().sort((a, b) => Number(b.id === 'default') - Number(a.id === 'default'));
      for (const tenant of tenants.slice(0, WARM_TENANTS)) {
        if (stopped) return;
        const started = performance.now();
        try {
          const res = await app.internalRequests.get('/', { 'x-tenant-id': tenant.id, 'accept-encoding': 'br', 'x-request-id': 'warm-up' });
          app.log.debug({ tenant: tenant.id, status: res.status, ms: Math.round(performance.now() - started) }, 'home page rendered ahead of the first visitor');
        } catch {
          // The server is closing: nothing to warm.
        }
      }
    })();
  }, WARM_AFTER_MS);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await done;
    },
  };
}

function portOf(server: { address(): unknown }, fallback: number): number {
  const a = server.address();
  return typeof a === 'object' && a && 'port' in a && typeof a.port === 'number' ? a.port : fallback;
}

/**
 * Starts serving with the given settings: plain HTTP on `port`, or with `https.enabled` HTTPS on
 * `httpsPort` (certificates from the ACME CA, picked by SNI, HSTS on every answer) and, on
 * `httpPort`, the CA's HTTP-01 challenges and a redirect to HTTPS. Scheduled backups start when
 * `backup.every` is set.
 */
export async function startServer(dataDir: string, settings: ServeSettings, defaultPublic: string, scheduleBackups?: ScheduleBackups): Promise<RunningServer> {
  const { port: wantedPort = LISTEN_DEFAULTS.port, host = LISTEN_DEFAULTS.host, backup, publicDir, https: tlsSettings, mail: mailLayer, ...appSettings } = settings;
  const mail = completeMailSettings(mailLayer);
  if (mail instanceof Error) throw mail;
  // Everything the server (and Litestream, its child) writes is its user's alone, whatever the
  // umask it was started with; what an earlier version or another umask left is made so too.
  setPrivateUmask();
  makeDataFolderPrivate(dataDir);
  // Which ffmpeg transcodes (`ffmpeg -version`, a child process) is found while the app is built,
  // on the other core, rather than by the first /healthz, which reports it.
  void getFfmpeg();
  let certificates: CertificateManager | undefined;
  let app: FastifyInstance | undefined;
  if (tlsSettings?.enabled) {
    // Loaded only with HTTPS on (a lazy part in a build): the ACME client and its HTTP stack cost ~140 ms of every start.
    const { CertificateManager, LETS_ENCRYPT_DIRECTORY } = await import('./tls/certificates');
    certificates = new CertificateManager(
      path.join(dataDir, 'tls'),
      { directoryUrl: tlsSettings.acmeDirectory ?? LETS_ENCRYPT_DIRECTORY, caFile: tlsSettings.acmeCaFile, email: tlsSettings.acmeEmail },
      // Only the tenants' registered names get certificates (rescanned, so a new tenant's too).
      (h) => app?.ctx.tenants.findByHost(h) !== undefined,
      { info: (o, m) => app?.log.info(o, m), error: (o, m) => app?.log.error(o, m) },
    );
  }
  const built = await buildApp({ ...appSettings, mail, port: wantedPort, dataDir, publicDir: publicDir ? path.resolve(dataDir, publicDir) : defaultPublic, version: APP_VERSION }, { factory: certificates && httpsServerFactory(certificates) });
  app = built;
  if (certificates) addHsts(built);
  const stops: Array<() => Promise<void> | void> = [];
  let ports: RunningServer['ports'];
  let urls: string[];
  let addressLines: string[] = [];
  if (certificates) {
    const certs = certificates;
    await built.listen({ port: tlsSettings?.httpsPort ?? LISTEN_DEFAULTS.httpsPort, host });
    const httpsPort = portOf(built.server, tlsSettings?.httpsPort ?? LISTEN_DEFAULTS.httpsPort);
    const redirect = createRedirectServer(certs, httpsPort);
    await new Promise<void>((resolve, reject) => redirect.once('error', reject).listen(tlsSettings?.httpPort ?? LISTEN_DEFAULTS.httpPort, host, () => resolve()));
    stops.push(() => new Promise<void>((resolve) => redirect.close(() => resolve())), () => redirect.closeAllConnections());
    const hosts = () => {
      built.ctx.tenants.scan();
      return built.ctx.tenants.list().flatMap((t) => t.hosts);
    };
    void certs.renewAll(hosts());
    const renew = setInterval(() => void certs.renewAll(hosts()), RENEW_CHECK_MS);
    renew.unref();
    stops.push(() => clearInterval(renew));
    ports = { http: portOf(redirect, 80), https: httpsPort };
    urls = hosts().map((h) => `https://${h}${httpsPort === 443 ? '' : `:${httpsPort}`}/`);
    if (!urls.length) built.log.warn('HTTPS is on but no tenant has a host name yet: add one with tenant add <id> --host <name>');
  } else {
    await built.listen({ port: wantedPort, host });
    ports = { http: portOf(built.server, wantedPort) };
    // The listening address opens a site only if one registered it or a default site exists: name
    // each site's own addresses instead (a `tenant add smith --host localhost` is at localhost).
    built.ctx.tenants.scan();
    const sites = siteAddresses(built.ctx.tenants.list(), host, ports.http);
    urls = [primaryAddress(sites, host, ports.http)];
    addressLines = addressLinesOf(sites, host, ports.http, commandName());
  }
  const warm = warmUp(built);
  stops.unshift(() => warm.stop());
  const schedule = backup?.every && scheduleBackups ? scheduleBackups({
          dataDir,
          dir: backupDirOf(dataDir, backup),
          everySeconds: backup.every,
          keep: backup.keep ?? DEFAULT_BACKUP_KEEP,
          log: built.log,
          mediaInBucket: settings.media !== undefined,
          onBackup: () => built.ctx.opsWatch.backupWritten(),
          onFailure: (reason) => void built.ctx.opsWatch.backupFailed(reason),
        }) : undefined;
  if (backup?.every && !schedule) built.log.warn('scheduled backups are not available in this build');
  return {
    app: built,
    urls,
    addressLines,
    ports,
    certificates,
    // A scheduled backup in progress is waited for (it uses its own handles).
    stop: async () => {
      for (const s of stops) await s();
      await Promise.all([schedule?.stop(), built.close()]);
    },
  };
}
