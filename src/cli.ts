import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { backupDirOf, startServer, type ScheduleBackups } from './serve';
import { ConfigFileError, configFileExposure, defaultConfigFile, mergeServeSettings, parseServeSettings, readConfigFile, type ServeSettings } from './config-file';
import { describeSchemas } from './db/schema-report';
import { runDemo } from './demo/demo';
import { DataFolderLockedError, lockDataFolder, type DataLock } from './ops/data-lock';
import { addAdmin, listTenantAdmins, removeAdmin, resetAdminPassword } from './features/auth/admin-cli';
import { UsageError, createTenant, removeTenant, setTenantHosts } from './tenants/tenant-admin';
import { readTenantRecords } from './tenants/tenant-store';
import { APP_VERSION } from './version';
import { commandName, firstSiteCommands } from './cli-commands';
import { migrateMedia } from './media/store/media-migrate';
import { carriesPassword, passwordFromConfigured, passwordOnCommandLine } from './ops/replication/replica-target';
import { setPrivateUmask } from './ops/private-files';

const HELP = `athlete-site ${APP_VERSION}: a portfolio website for a young distance runner

Usage: athlete-site <command> [options]

Commands:
  serve [--port 8080] [--host 0.0.0.0]       serve the site and API (env PORT, HOST, TRUST_PROXY=1)
        [--trust-proxy] [--log-level info] [--max-open-tenants 32]
        [--backup-every 24h] [--backup-keep 14] [--backup-dir DIR]
        [--https [--http-port 80] [--https-port 443] [--acme-directory URL]
                 [--acme-ca-file PEM] [--acme-email E]]
                                             HTTPS with certificates from Let's Encrypt (or URL)
        [--config FILE]                      settings file (default DATA/config.json); flags win
        [--replicate <url>]                  stream every database to a replica with Litestream
                                             (file:///dir, sftp://user@host/dir?key=/path, s3://bucket/prefix;
                                             env REPLICATE_URL; a password only there or in the config)
        [--media s3://bucket/prefix]         new media files in an S3-compatible bucket (env MEDIA_URL;
                                             endpoint, region, keys: AWS_ENDPOINT_URL_S3, AWS_REGION,
                                             AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or the config)
  tenant add <id> [--host name]...           create a tenant (id: a-z, 0-9, dashes)
  tenant list                                list tenants and their host names
  tenant hosts <id> [--add name]... [--remove name]...
                                             show or change the host names a tenant answers
                                             (a running server follows within a second)
  tenant remove <id> [--yes]                 delete a tenant, its database and media (asks first)
  admin add --tenant <id> --email <e> [--password <p>]
                                             add an admin (a password is generated when omitted)
  admin list --tenant <id>                   list a tenant's admins
  admin remove --tenant <id> --email <e>     remove an admin (its sessions end)
  admin reset-password --tenant <id> --email <e>
                                             print a new generated password; the admin's sessions end
  backup --out <path>                        consistent copy of every tenant while the server runs
  backup list [--backup-dir DIR]             the backups in DIR (default DATA/backups) with size and date
  restore <path> [--force]                   restore a backup into an empty data folder
  restore <path> --dry-run                   verify a backup (checksums, integrity, media); writes nothing
  restore --from-replica <url> [--tenant <id>] [--force]
                                             rebuild the data folder (or one tenant) from a replica
  media migrate --to s3://bucket/prefix [--tenant <id>]
                                             copy local media files into the bucket (resumable,
                                             verified; local files are kept)
  demo [--no-media]                          create the "default" tenant with demo content and an admin;
                                             its pictures and hero clip are drawn by the program
                                             (--no-media: texts only, the built-in placeholders)

Every command takes --data DIR (default ./data, env DATA_DIR).
  --version   print the version (with --data, also the schema version of each tenant)
  --help      print this help
`;

/** Where the built UI is: beside the bundle (dist/public), or PUBLIC_DIR. */
function defaultPublicDir(): string {
  if (process.env.PUBLIC_DIR) return process.env.PUBLIC_DIR;
  return path.join(__dirname, 'public');
}

type Out = { log: (s: string) => void; error: (s: string) => void };

/** Hooks the packaged executable adds (backup, restore, native loading). */
export interface CliExtensions {
  backup?: (dataDir: string, out: string, io: Out, options: { mediaInBucket: boolean }) => Promise<void>;
  restore?: (dataDir: string, from: string, force: boolean, io: Out) => Promise<void>;
  restoreFromReplica?: (dataDir: string, url: string, opts: { tenant?: string; force: boolean }, io: Out) => Promise<void>;
  /** `restore --dry-run`: verifies a backup without writing. */
  verifyBackup?: (from: string, io: Out) => Promise<void>;
  /** `backup list`: the lines describing the backups in a folder. */
  listBackups?: (dir: string) => string[];
  /** Starts scheduled backups for `serve`; answers how to stop them. */
  scheduleBackups?: ScheduleBackups;
  publicDir?: () => string;
}

/** Runs one command line; answers the exit code (2 for bad arguments). */
export async function runCli(argv: string[], io: Out = console, ext: CliExtensions = {}): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        data: { type: 'string' },
        port: { type: 'string' },
        config: { type: 'string' },
        'log-level': { type: 'string' },
        'trust-proxy': { type: 'boolean' },
        'max-open-tenants': { type: 'string' },
        'backup-every': { type: 'string' },
        'backup-keep': { type: 'string' },
        'backup-dir': { type: 'string' },
        'dry-run': { type: 'boolean' },
        'no-media': { type: 'boolean' },
        https: { type: 'boolean' },
        'http-port': { type: 'string' },
        'https-port': { type: 'string' },
        'acme-directory': { type: 'string' },
        'acme-ca-file': { type: 'string' },
        'acme-email': { type: 'string' },
        host: { type: 'string', multiple: true },
        add: { type: 'string', multiple: true },
        remove: { type: 'string', multiple: true },
        tenant: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        out: { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
        force: { type: 'boolean' },
        replicate: { type: 'string' },
        media: { type: 'string' },
        to: { type: 'string' },
        'from-replica': { type: 'string' },
        version: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    io.error(`${(err as Error).message}\nRun with --help for usage.`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.version) {
    // The first line alone is the version (scripts read it); with --data, each tenant's schema too.
    io.log(APP_VERSION);
    if (values.data) for (const line of describeSchemas(path.resolve(values.data))) io.log(line);
    return 0;
  }
  const [command, sub, ...rest] = positionals;
  if (values.help || !command) {
    io.log(HELP);
    return command || values.help ? 0 : 2;
  }
  const dataDir = path.resolve(values.data ?? process.env.DATA_DIR ?? './data');
  const usage = (message: string) => {
    io.error(`${message}\nRun with --help for usage.`);
    return 2;
  };

  try {
    switch (command) {
      case 'serve': {
        if (sub) return usage(`Unexpected argument: ${sub}`);
        if (values.replicate !== undefined && carriesPassword(values.replicate)) return usage(passwordOnCommandLine('--replicate'));
        const exposed = configFileExposure(values.config ? path.resolve(values.config) : defaultConfigFile(dataDir));
        if (exposed) io.error(exposed);
        const settings = resolveServeSettings(dataDir, values);
        return await serve(dataDir, settings, ext.publicDir?.() ?? defaultPublicDir(), io, ext);
      }
      case 'tenant': {
        if (sub === 'add') {
          const [id, extra] = rest;
          if (!id || extra) return usage('Usage: tenant add <id> [--host name]...');
          const record = await createTenant(dataDir, id, values.host ?? []);
          io.log(`Tenant "${record.id}" created${record.hosts.length ? ` for ${record.hosts.join(', ')}` : ''}. Add an admin with: admin add --tenant ${record.id} --email <e-mail>`);
          return 0;
        }
        if (sub === 'list') {
          if (rest.length) return usage(`Unexpected argument: ${rest[0]}`);
          const records = readTenantRecords(dataDir);
          if (!records.length) io.log('No tenants yet. Create one with: tenant add <id>');
          for (const t of records) io.log(`${t.id}${t.hosts.length ? `\t${t.hosts.join(', ')}` : ''}`);
          return 0;
        }
        if (sub === 'hosts') {
          const [id, extra] = rest;
          if (!id || extra) return usage('Usage: tenant hosts <id> [--add name]... [--remove name]...');
          const change = { add: values.add ?? [], remove: values.remove ?? [] };
          const changed = change.add.length > 0 || change.remove.length > 0;
          const record = changed ? setTenantHosts(dataDir, id, change) : readTenantRecords(dataDir).find((r) => r.id === id);
          if (!record) return usage(`Tenant "${id}" does not exist. The tenants are listed by: tenant list`);
          const fallback = id === 'default' ? ', and every address no other tenant has' : '';
          const list = record.hosts.length ? `${record.hosts.join(', ')}${fallback}` : id === 'default' ? 'every address no other tenant has' : `no host name yet (add one with: tenant hosts ${id} --add <name>)`;
          io.log(`Tenant "${id}" answers ${list}.${changed ? ' A running server follows within a second.' : ''}`);
          return 0;
        }
        if (sub === 'remove') {
          const [id, extra] = rest;
          if (!id || extra) return usage('Usage: tenant remove <id> [--yes]');
          if (!values.yes) {
            if (!process.stdin.isTTY) return usage(`Refusing to remove "${id}" without confirmation: add --yes.`);
            const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
            const answer = await rl.question(`Remove tenant "${id}" with its database and media? Type the id to confirm: `);
            rl.close();
            if (answer.trim() !== id) {
              io.error('Not removed.');
              return 1;
            }
          }
          removeTenant(dataDir, id);
          io.log(`Tenant "${id}" removed.`);
          return 0;
        }
        return usage('Usage: tenant add|list|hosts|remove');
      }
      case 'admin': {
        if (rest.length) return usage(`Unexpected argument: ${rest[0]}`);
        if (sub === 'list') {
          if (!values.tenant) return usage('admin list needs --tenant.');
          const admins = await listTenantAdmins(dataDir, values.tenant);
          if (!admins.length) io.log(`Tenant "${values.tenant}" has no admin yet. Add one with: admin add --tenant ${values.tenant} --email <e-mail>`);
          for (const a of admins) io.log(`${a.email}\tadded ${a.createdAt}`);
          return 0;
        }
        if (sub === 'remove') {
          if (!values.tenant || !values.email) return usage('admin remove needs --tenant and --email.');
          await removeAdmin(dataDir, values.tenant, values.email);
          io.log(`Admin ${values.email.trim().toLowerCase()} removed from tenant "${values.tenant}"; its sessions have ended.`);
          return 0;
        }
        if (sub === 'reset-password') {
          if (!values.tenant || !values.email) return usage('admin reset-password needs --tenant and --email.');
          const r = await resetAdminPassword(dataDir, values.tenant, values.email);
          io.log(`New password for ${r.email} (shown once): ${r.password}\nEvery session of this admin has ended.`);
          return 0;
        }
        if (sub !== 'add') return usage('Usage: admin add|list|remove|reset-password --tenant <id> [--email <e>]');
        if (!values.tenant || !values.email) return usage('admin add needs --tenant and --email.');
        const r = await addAdmin(dataDir, values.tenant, values.email, values.password);
        io.log(`Admin ${r.email} can sign in to tenant "${values.tenant}".`);
        if (r.generated) io.log(`Password (shown once): ${r.password}`);
        return 0;
      }
      case 'media': {
        if (sub !== 'migrate' || rest.length) return usage('Usage: media migrate --to s3://bucket/prefix [--tenant <id>]');
        if (!values.to) return usage('media migrate needs --to s3://bucket/prefix.');
        // Endpoint, region and keys as `serve` would take them (config file, then MEDIA_URL's
        // neighbours in the environment); the destination is the one given here.
        const media = resolveServeSettings(dataDir, values).media;
        const to = parseServeSettings({ media: { ...media, url: values.to } }, 'The command line').media!;
        await migrateMedia(dataDir, to, { tenant: values.tenant }, io);
        return 0;
      }
      case 'demo': {
        if (sub) return usage(`Unexpected argument: ${sub}`);
        const r = await runDemo(dataDir, new Date(), { media: !values['no-media'] });
        io.log(r.createdTenant ? 'Created the "default" tenant with demo content.' : r.seeded ? 'Added demo content to the "default" tenant.' : 'The "default" tenant already exists; nothing changed.');
        if (r.media) io.log(`Drew ${r.media.images} pictures${r.media.video ? ' and the hero clip' : ' (no ffmpeg: no hero clip)'} in ${(r.media.ms / 1000).toFixed(1)} s.`);
        if (r.admin) {
          io.log(`Admin login (shown once):\n  e-mail:   ${r.admin.email}\n  password: ${r.admin.password}`);
        } else {
          io.log(`Admins: ${r.existingAdmins.join(', ')} (reset a password with: admin reset-password --tenant default --email <e>)`);
        }
        return 0;
      }
      case 'backup': {
        if (sub === 'list') {
          if (rest.length) return usage(`Unexpected argument: ${rest[0]}`);
          if (!ext.listBackups) return usage('backup list is not available in this build.');
          const dir = values['backup-dir'] ? path.resolve(dataDir, values['backup-dir']) : backupDirOf(dataDir, resolveServeSettings(dataDir, values).backup);
          for (const line of ext.listBackups(dir)) io.log(line);
          return 0;
        }
        if (!values.out || sub) return usage('Usage: backup --out <path> | backup list [--backup-dir DIR]');
        if (!ext.backup) return usage('backup is not available in this build.');
        await ext.backup(dataDir, path.resolve(values.out), io, { mediaInBucket: resolveServeSettings(dataDir, values).media !== undefined });
        return 0;
      }
      case 'restore': {
        const fromReplica = values['from-replica'];
        if (fromReplica !== undefined) {
          if (sub) return usage('Give either a backup path or --from-replica, not both.');
          if (carriesPassword(fromReplica)) return usage(passwordOnCommandLine('--from-replica'));
          if (!ext.restoreFromReplica) return usage('restore --from-replica is not available in this build.');
          const url = passwordFromConfigured(fromReplica, resolveServeSettings(dataDir, values).replicateUrl);
          await ext.restoreFromReplica(dataDir, url, { tenant: values.tenant, force: values.force ?? false }, io);
          return 0;
        }
        if (!sub || rest.length) return usage('Usage: restore <path> [--force | --dry-run] | restore --from-replica <url> [--tenant <id>] [--force]');
        if (values['dry-run']) {
          if (!ext.verifyBackup) return usage('restore --dry-run is not available in this build.');
          await ext.verifyBackup(path.resolve(sub), io);
          return 0;
        }
        if (!ext.restore) return usage('restore is not available in this build.');
        await ext.restore(dataDir, path.resolve(sub), values.force ?? false, io);
        return 0;
      }
      default:
        return usage(`Unknown command: ${command}`);
    }
  } catch (err) {
    if (err instanceof UsageError) return usage(err.message);
    if (err instanceof ConfigFileError) {
      io.error(err.message);
      return 2;
    }
    io.error(`Error: ${(err as Error).message}`);
    return 1;
  }
}

/** A number flag as the settings schema wants it (NaN is reported by the schema, naming the field). */
function numberFlag(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

/** The serve settings: `data/config.json` (or --config), then PORT/HOST/TRUST_PROXY, then the flags. */
export function resolveServeSettings(
  dataDir: string,
  values: {
    config?: string;
    port?: string;
    host?: string[];
    'log-level'?: string;
    'trust-proxy'?: boolean;
    'max-open-tenants'?: string;
    replicate?: string;
    media?: string;
    'backup-every'?: string;
    'backup-keep'?: string;
    'backup-dir'?: string;
    https?: boolean;
    'http-port'?: string;
    'https-port'?: string;
    'acme-directory'?: string;
    'acme-ca-file'?: string;
    'acme-email'?: string;
  },
  env: NodeJS.ProcessEnv = process.env,
): ServeSettings {
  const file = values.config ? readConfigFile(path.resolve(values.config), { required: true }) : readConfigFile(defaultConfigFile(dataDir), { required: false });
  const fromEnv = parseServeSettings(
    dropUndefined({ port: numberFlag(env.PORT), host: env.HOST, trustProxy: env.TRUST_PROXY === undefined ? undefined : env.TRUST_PROXY === '1', logLevel: env.LOG_LEVEL || undefined, replicateUrl: env.REPLICATE_URL || undefined, media: env.MEDIA_URL || undefined }),
    'The environment (PORT, HOST, TRUST_PROXY, LOG_LEVEL, REPLICATE_URL, MEDIA_URL)',
  );
  const tlsFlags = dropUndefined({
    enabled: values.https,
    httpPort: numberFlag(values['http-port']),
    httpsPort: numberFlag(values['https-port']),
    acmeDirectory: values['acme-directory'],
    acmeCaFile: values['acme-ca-file'] ? path.resolve(values['acme-ca-file']) : undefined,
    acmeEmail: values['acme-email'],
  });
  const backup = dropUndefined({ every: values['backup-every'], keep: numberFlag(values['backup-keep']), dir: values['backup-dir'] });
  const fromFlags = parseServeSettings(
    dropUndefined({
      port: numberFlag(values.port),
      host: values.host?.[0],
      logLevel: values['log-level'],
      trustProxy: values['trust-proxy'],
      maxOpenTenants: numberFlag(values['max-open-tenants']),
      replicateUrl: values.replicate,
      media: values.media,
      backup: Object.keys(backup).length ? backup : undefined,
      https: Object.keys(tlsFlags).length ? tlsFlags : undefined,
    }),
    'The command line',
  );
  return mergeServeSettings(file, fromEnv, fromFlags);
}

/** A copy without the undefined fields, so an absent flag never hides the config file's value. */
function dropUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Serves until SIGTERM or SIGINT; then stops taking requests, lets in-flight ones finish and closes every database. */
async function serve(dataDir: string, settings: ServeSettings, defaultPublic: string, io: Out, ext: CliExtensions): Promise<number> {
  // One server per data folder, and no restore under a running server: both would write into the
  // same files (or into files moved aside) and lose acknowledged writes.
  let lock: DataLock;
  try {
    lock = lockDataFolder(dataDir, 'serve');
  } catch (err) {
    if (!(err instanceof DataFolderLockedError)) throw err;
    io.error(`${err.message} Only one server can use a data folder: stop the other one, or give this one another --data folder.`);
    return 1;
  }
  try {
    return await serveLocked(dataDir, settings, defaultPublic, io, ext);
  } finally {
    lock.release();
  }
}

async function serveLocked(dataDir: string, settings: ServeSettings, defaultPublic: string, io: Out, ext: CliExtensions): Promise<number> {
  const server = await startServer(dataDir, settings, defaultPublic, ext.scheduleBackups);
  const app = server.app;
  // The signal handlers first, the "running" line after: a supervisor (or a test) that stops the
  // server as soon as it reads that line must get the graceful stop, not the default kill.
  const done = new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      // Past 10 s, exit anyway: the databases are WAL and safe to abandon.
      const force = setTimeout(() => resolve(0), 10_000);
      force.unref();
      server.stop().then(
        () => {
          clearTimeout(force);
          resolve(0);
        },
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          resolve(1);
        },
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  io.log(`Athlete.Site ${APP_VERSION} is running at ${server.urls.join(', ') || `https://…:${server.ports.https}/`} (data: ${dataDir})`);
  if (settings.replicateUrl) io.log('Replicating every database with Litestream; /healthz shows how far each replica is.');
  if (!app.ctx.tenants.list().length) io.log(firstSiteHint(dataDir));
  return done;
}

/**
 * What `serve` prints when the data folder has no site yet (the browser gets the same commands,
 * no-site-page.ts): the server answers nothing but that page until a tenant exists, and picks one
 * up without a restart.
 */
export function firstSiteHint(dataDir: string, command = commandName()): string {
  // The default folder needs no --data; another one is quoted for the shell when it must be.
  const quoted = /^[\w@%+=:,./-]+$/.test(dataDir) ? dataDir : `'${dataDir.replace(/'/g, `'\\''`)}'`;
  const { demo, empty } = firstSiteCommands(command, dataDir === path.resolve('data') ? '' : ` --data ${quoted}`);
  return [
    'This data folder has no site yet (every page says "No site here yet"). Create one from another terminal; the server picks it up without a restart.',
    '  A site with demo content (prints an admin login):',
    `    ${demo}`,
    '  Or an empty site and its admin (prints the password):',
    ...empty.map((c) => `    ${c}`),
  ].join('\n');
}

/** The entry point of `node dist/cli.js` and of the packaged executable. */
export function main(ext: CliExtensions = {}): void {
  // Every file a command writes (databases, backups, the key, a restore) is its user's alone.
  setPrivateUmask();
  runCli(process.argv.slice(2), console, ext).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
