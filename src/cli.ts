import path from 'node:path';
import readline from 'node:readline/promises';
import closeWithGrace from 'close-with-grace';
import { Command, CommanderError, Help, Option } from 'commander';
import { LISTEN_DEFAULTS, backupDirOf, startServer, type ScheduleBackups } from './serve';
import { ConfigSchema } from './config';
import { ConfigFileError, DEFAULT_BACKUP_KEEP, ServeSettingsSchema, configFileExposure, defaultConfigFile, mergeServeSettings, parseServeSettings, readConfigFile, type ServeSettings } from './config-file';
import { describeSchemas } from './db/schema-report';
import { runDemo } from './demo/demo';
import { DataFolderLockedError, lockDataFolder, type DataLock } from './ops/data-lock';
import { addAdmin, listTenantAdmins, removeAdmin, resetAdminPassword, resetAdminTwoFactor } from './features/auth';
import { recordCommandLineChange } from './features/audit';
import { UsageError, createTenant, removeTenant, setTenantHosts } from './tenants/tenant-admin';
import { readTenantRecords } from './tenants/tenant-store';
import { APP_VERSION } from './version';
import { commandName, firstSiteCommands } from './cli-commands';
import { migrateMedia } from './media/store/media-migrate';
import { carriesPassword, passwordFromConfigured, passwordOnCommandLine } from './ops/replication/replica-target';
import { setPrivateUmask } from './ops/private-files';
import { completeMailSettings, describeSmtp } from './mail/mail-settings';
import { DEFAULT_MEMORY_LIMIT_MIB, MIN_MEMORY_LIMIT_MIB, memoryBudgets } from './memory-budget';

/**
 * What the app does when no flag, variable or config file says otherwise (shown in the help), read
 * from its schema's defaults: parsing the schema instead cost 2-4 ms at every start.
 */
const APP_DEFAULTS = { logLevel: ConfigSchema.shape.logLevel.def.defaultValue };

/**
 * The environment variables of the serve settings, by the flag each stands for: the help shows
 * them beside their flags, and resolveServeSettings reads them as the layer between the config
 * file and the flags.
 */
const SERVE_ENV = { port: 'PORT', host: 'HOST', trustProxy: 'TRUST_PROXY', logLevel: 'LOG_LEVEL', replicate: 'REPLICATE_URL', media: 'MEDIA_URL', smtpUrl: 'SMTP_URL', mailFrom: 'MAIL_FROM' } as const;

/** A repeatable flag's values in the order given (`--host a --host b`). */
const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

/**
 * Every flag of the command line, declared once: name and argument, description, environment
 * variable, default. A command adds the flags it takes, and its --help is written from them. The
 * serve settings' defaults and variables are shown here but applied by resolveServeSettings (the
 * config file, then the environment, then the flags), which is given only the flags typed.
 */
const FLAGS = {
  data: () => new Option('--data <dir>', 'the data folder (tenants, databases, media)').env('DATA_DIR').default('./data'),
  version: () => new Option('-v, --version', 'print the version (with --data, also the schema version of each tenant)'),
  config: () => new Option('--config <file>', 'the settings file (default: DATA/config.json); the environment and the flags win over it'),
  port: () => new Option('--port <port>', 'the port to listen on').env(SERVE_ENV.port).default(LISTEN_DEFAULTS.port),
  listenHost: () => new Option('--host <address>', 'the address to listen on').env(SERVE_ENV.host).default(LISTEN_DEFAULTS.host),
  trustProxy: () => new Option('--trust-proxy', `behind a reverse proxy: trust its X-Forwarded-* headers (or ${SERVE_ENV.trustProxy}=1)`),
  logLevel: () => new Option('--log-level <level>', `what the log writes: ${ServeSettingsSchema.shape.logLevel.unwrap().options.join(', ')}`).env(SERVE_ENV.logLevel).default(APP_DEFAULTS.logLevel),
  maxOpenTenants: () => new Option('--max-open-tenants <n>', `tenant databases kept open at once (default: one per 32 MiB of --memory-limit, ${DEFAULT_MEMORY_LIMIT_MIB / 32} without it)`),
  memoryLimit: () => new Option('--memory-limit <MiB>', `the memory the server should stay within: sizes its caches and V8's heap (at least ${MIN_MEMORY_LIMIT_MIB}; default: caches sized for ${DEFAULT_MEMORY_LIMIT_MIB} MiB, V8's own heap limit)`),
  backupEvery: () => new Option('--backup-every <interval>', 'back up every tenant this often: 90 (seconds), 30s, 15m, 24h, 7d (off by default)'),
  backupKeep: () => new Option('--backup-keep <n>', 'how many scheduled backups are kept').default(DEFAULT_BACKUP_KEEP),
  backupDir: () => new Option('--backup-dir <dir>', 'the folder of the scheduled backups, relative to the data folder (default: DATA/backups)'),
  https: () => new Option('--https', "HTTPS on every tenant's host names, with certificates from Let's Encrypt (or --acme-directory)"),
  httpPort: () => new Option('--http-port <port>', "with --https: the port of the CA's challenges and of the redirect to HTTPS").default(LISTEN_DEFAULTS.httpPort),
  httpsPort: () => new Option('--https-port <port>', 'with --https: the HTTPS port').default(LISTEN_DEFAULTS.httpsPort),
  acmeDirectory: () => new Option('--acme-directory <url>', "with --https: the ACME directory of another CA than Let's Encrypt"),
  acmeCaFile: () => new Option('--acme-ca-file <pem>', 'with --https: a PEM file of CAs to trust for the ACME directory (a test CA)'),
  acmeEmail: () => new Option('--acme-email <address>', 'with --https: the contact address given to the CA'),
  replicate: () =>
    new Option('--replicate <url>', 'stream every database to a replica with Litestream: file:///dir, sftp://user@host/dir?key=/path, s3://bucket/prefix (a password only in REPLICATE_URL or the config file, never here)').env(SERVE_ENV.replicate),
  media: () =>
    new Option('--media <url>', 'new media files in an S3-compatible bucket, s3://bucket/prefix (endpoint, region, keys: AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or the config file)').env(SERVE_ENV.media),
  smtpUrl: () =>
    new Option('--smtp-url <url>', "send e-mail through the family's SMTP server: smtps://user@smtp.example.com:465 or smtp://…:587 (a password only in SMTP_URL or the config file, never here)").env(SERVE_ENV.smtpUrl),
  mailFrom: () => new Option('--mail-from <address>', 'the sender of every e-mail: "Owen\'s family <family@example.com>"').env(SERVE_ENV.mailFrom),
  tenantHost: () => new Option('--host <name>', 'a host name the tenant answers (repeatable)').argParser(collect),
  addHost: () => new Option('--add <name>', 'a host name to add (repeatable)').argParser(collect),
  removeHost: () => new Option('--remove <name>', 'a host name to remove (repeatable)').argParser(collect),
  yes: () => new Option('-y, --yes', 'remove without asking'),
  tenant: () => new Option('--tenant <id>', 'the tenant'),
  email: () => new Option('--email <e-mail>', "the admin's e-mail address"),
  password: () => new Option('--password <password>', 'the password (one is generated and printed when omitted)'),
  out: () => new Option('--out <path>', 'the folder the backup is written to'),
  force: () => new Option('--force', 'restore into a data folder that is not empty: its content is moved aside first'),
  dryRun: () => new Option('--dry-run', 'verify the backup (checksums, integrity, media) and write nothing'),
  fromReplica: () => new Option('--from-replica <url>', 'rebuild the data folder (or one tenant, --tenant) from a Litestream replica'),
  to: () => new Option('--to <url>', 'the bucket: s3://bucket/prefix'),
  noMedia: () => new Option('--no-media', 'texts only, with the built-in placeholders (no pictures drawn, no hero clip)'),
  passkeys: () => new Option('--passkeys', 'remove every passkey of the admin too (when the lost phone held one)'),
};

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
  /** `serve --memory-limit`: starts the process again with V8's old space limited to this many MiB (src/ops/heap-limit.ts). */
  limitHeap?: (mib: number) => void;
}

/** A command's name under the program: "tenant add". */
function pathOf(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ') || cmd.name();
}

/**
 * The help group of the flags a command cannot run without. They are checked before its action
 * rather than made mandatory in commander, so the message names them all, as it always did:
 * "admin remove needs --tenant and --email."
 */
const REQUIRED = 'Required:';

/** The flag, in the command's required flags. */
const required = (option: Option): Option => option.helpGroup(REQUIRED);

/** The flags a command needs (see REQUIRED). */
const requiredOf = (cmd: Command): Option[] => cmd.options.filter((o) => o.helpGroupHeading === REQUIRED);

/**
 * A command as the help lists it: its full name, its arguments, the flags it needs (only named, to
 * keep the list narrow), then "[options]" when it takes others.
 */
function termOf(cmd: Command, needs: (o: Option) => string = (o) => o.long!): string {
  const args = cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`));
  const others = cmd.options.length > requiredOf(cmd).length ? ['[options]'] : [];
  return [pathOf(cmd), ...args, ...requiredOf(cmd).map(needs), ...others].join(' ');
}

/** A command's usage after a mistake: a group's commands, or the term with the flags it needs in full. */
function usageOf(cmd: Command): string {
  if (cmd.commands.length && !cmd.registeredArguments.length && !cmd.options.length) return `${pathOf(cmd)} <command>`;
  return termOf(cmd, (o) => o.flags);
}

/** The flags typed on the command line, by name ("log-level"): a default or a variable is not one. */
function typedFlags(cmd: Command): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const option of cmd.options) {
    const key = option.attributeName();
    if (cmd.getOptionValueSource(key) === 'cli') typed[option.long!.slice(2)] = cmd.getOptionValue(key);
  }
  return typed;
}

/**
 * The command line as commander declares it: each command with its arguments and flags (FLAGS),
 * its description and its action. An action answers its exit code through `exit`; a bad command
 * line throws (commander's errors, UsageError), and runCli turns that into exit 2.
 */
function buildProgram(io: Out, ext: CliExtensions, exit: (code: number) => void): Command {
  /** Every command that runs, in the order the program's help lists them. */
  const runnable: Command[] = [];
  const program = new Command(commandName())
    .description(`athlete-site ${APP_VERSION}: a portfolio website for a young distance runner`)
    .usage('<command> [options]')
    // Errors and help go to the caller's output (the tests' too), and never end the process here.
    .configureOutput({ writeOut: (s) => io.log(s.replace(/\n$/, '')), writeErr: (s) => io.error(s.replace(/\n$/, '')) })
    .exitOverride()
    .configureHelp({
      showGlobalOptions: true,
      // The program's help lists every command that runs by its full name ("tenant add <id>"),
      // and a group's (tenant, admin…) the ones under it.
      visibleCommands(cmd: Command): Command[] {
        const under = runnable.filter((c) => c !== cmd && pathOf(c).startsWith(cmd.parent ? `${pathOf(cmd)} ` : ''));
        return [...under, ...Help.prototype.visibleCommands.call(this, cmd).filter((c) => c.name() === 'help')];
      },
      subcommandTerm: (cmd: Command) => termOf(cmd),
      commandUsage: (cmd: Command): string => `${commandName()} ${cmd.parent ? usageOf(cmd) : cmd.usage()}`,
      // The terms are wide (admin reset-password --tenant --email): wrap the descriptions anyway.
      minWidthToWrap: 30,
    })
    .addOption(FLAGS.data())
    .addOption(FLAGS.version());
  const dataDir = () => path.resolve(program.opts<{ data: string }>().data);
  const usage = (message: string): never => {
    throw new UsageError(message);
  };
  /** Declares that `cmd` runs `action`, whose answer is the exit code. */
  function runs<A extends unknown[]>(cmd: Command, action: (...args: A) => Promise<number> | number): Command {
    runnable.push(cmd);
    return cmd.action(async (...args: A) => exit(await action(...args)));
  }

  // The version: at once, or when a command is named too, instead of running it (as before).
  const printVersion = () => {
    // The first line alone is the version (scripts read it); with --data, each tenant's schema too.
    io.log(APP_VERSION);
    if (program.getOptionValueSource('data') === 'cli') for (const line of describeSchemas(dataDir())) io.log(line);
  };
  program.hook('preAction', (_program, cmd) => {
    const needs = requiredOf(cmd);
    if (needs.some((o) => cmd.getOptionValue(o.attributeName()) === undefined)) cmd.error(`${pathOf(cmd)} needs ${needs.map((o) => o.long).join(' and ')}.`);
  });
  program.hook('preSubcommand', () => {
    if (!program.opts().version) return;
    printVersion();
    throw new CommanderError(0, 'commander.version', APP_VERSION);
  });
  // The program has an action of its own, for --version with --data (known only once every flag is
  // read): a name that is no command reaches it too.
  program.argument('[command]').action((command: string | undefined) => {
    if (program.opts().version) return printVersion();
    if (command !== undefined) program.error(`error: unknown command '${command}'`);
    program.help({ error: true });
  });

  const serveCommand = program.command('serve').description('serve the site and the API');
  for (const flag of ['port', 'listenHost', 'trustProxy', 'logLevel', 'maxOpenTenants', 'memoryLimit', 'config', 'backupEvery', 'backupKeep', 'backupDir', 'https', 'httpPort', 'httpsPort', 'acmeDirectory', 'acmeCaFile', 'acmeEmail', 'replicate', 'media', 'smtpUrl', 'mailFrom'] as const) {
    serveCommand.addOption(FLAGS[flag]());
  }
  runs(serveCommand, (_options: unknown, cmd: Command) => {
    // A password typed on the command line is in the process list for every local user to read.
    const replicate: unknown = cmd.getOptionValue('replicate');
    if (typeof replicate === 'string' && cmd.getOptionValueSource('replicate') === 'cli' && carriesPassword(replicate)) return usage(passwordOnCommandLine('--replicate'));
    const smtpUrl: unknown = cmd.getOptionValue('smtpUrl');
    if (typeof smtpUrl === 'string' && cmd.getOptionValueSource('smtpUrl') === 'cli' && carriesPassword(smtpUrl)) return usage(smtpPasswordOnCommandLine());
    const configFlag: unknown = cmd.getOptionValue('config');
    const exposed = configFileExposure(typeof configFlag === 'string' ? path.resolve(configFlag) : defaultConfigFile(dataDir()));
    if (exposed) io.error(exposed);
    const settings = resolveServeSettings(dataDir(), typedFlags(cmd) as ServeFlags);
    return serve(dataDir(), settings, ext.publicDir?.() ?? defaultPublicDir(), io, ext);
  });

  const tenant = program.command('tenant').description('create, list, change and remove tenants (one site each)');
  runs(tenant.command('add').description('create a tenant (id: a-z, 0-9, dashes)').argument('<id>').addOption(FLAGS.tenantHost()), async (id: string, options: { host?: string[] }) => {
    const record = await createTenant(dataDir(), id, options.host ?? []);
    io.log(`Tenant "${record.id}" created${record.hosts.length ? ` for ${record.hosts.join(', ')}` : ''}. Add an admin with: admin add --tenant ${record.id} --email <e-mail>`);
    return 0;
  });
  runs(tenant.command('list').description('list the tenants and their host names'), () => {
    const records = readTenantRecords(dataDir());
    if (!records.length) io.log('No tenants yet. Create one with: tenant add <id>');
    for (const t of records) io.log(`${t.id}${t.hosts.length ? `\t${t.hosts.join(', ')}` : ''}`);
    return 0;
  });
  runs(
    tenant.command('hosts').description('show or change the host names a tenant answers (a running server follows within a second)').argument('<id>').addOption(FLAGS.addHost()).addOption(FLAGS.removeHost()),
    (id: string, options: { add?: string[]; remove?: string[] }) => {
      const change = { add: options.add ?? [], remove: options.remove ?? [] };
      const changed = change.add.length > 0 || change.remove.length > 0;
      const record = changed ? setTenantHosts(dataDir(), id, change) : readTenantRecords(dataDir()).find((r) => r.id === id);
      if (!record) return usage(`Tenant "${id}" does not exist. The tenants are listed by: tenant list`);
      const fallback = id === 'default' ? ', and every address no other tenant has' : '';
      const list = record.hosts.length ? `${record.hosts.join(', ')}${fallback}` : id === 'default' ? 'every address no other tenant has' : `no host name yet (add one with: tenant hosts ${id} --add <name>)`;
      io.log(`Tenant "${id}" answers ${list}.${changed ? ' A running server follows within a second.' : ''}`);
      return 0;
    },
  );
  runs(tenant.command('remove').description('delete a tenant, its database and media (asks first)').argument('<id>').addOption(FLAGS.yes()), async (id: string, options: { yes?: boolean }) => {
    if (!options.yes) {
      if (!process.stdin.isTTY) return usage(`Refusing to remove "${id}" without confirmation: add --yes.`);
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question(`Remove tenant "${id}" with its database and media? Type the id to confirm: `);
      rl.close();
      if (answer.trim() !== id) {
        io.error('Not removed.');
        return 1;
      }
    }
    removeTenant(dataDir(), id);
    io.log(`Tenant "${id}" removed.`);
    return 0;
  });

  const admin = program.command('admin').description("add, list and remove a tenant's admins; reset a password or two-factor codes");
  const tenantFlag = () => required(FLAGS.tenant());
  const emailFlag = () => required(FLAGS.email());
  runs(admin.command('add').description('add an admin (a password is generated when omitted)').addOption(tenantFlag()).addOption(emailFlag()).addOption(FLAGS.password()), async (options: { tenant: string; email: string; password?: string }) => {
    const r = await addAdmin(dataDir(), options.tenant, options.email, options.password);
    await recordCommandLineChange(dataDir(), options.tenant, { command: 'admin add', kind: 'security', summary: `Admin ${r.email} added or given a new password`, entity: 'admin' });
    io.log(`Admin ${r.email} can sign in to tenant "${options.tenant}".`);
    if (r.generated) io.log(`Password (shown once): ${r.password}`);
    return 0;
  });
  runs(admin.command('list').description("list a tenant's admins").addOption(tenantFlag()), async (options: { tenant: string }) => {
    const admins = await listTenantAdmins(dataDir(), options.tenant);
    if (!admins.length) io.log(`Tenant "${options.tenant}" has no admin yet. Add one with: admin add --tenant ${options.tenant} --email <e-mail>`);
    for (const a of admins) io.log(`${a.email}\tadded ${a.createdAt}`);
    return 0;
  });
  runs(admin.command('remove').description('remove an admin (its sessions end)').addOption(tenantFlag()).addOption(emailFlag()), async (options: { tenant: string; email: string }) => {
    await removeAdmin(dataDir(), options.tenant, options.email);
    await recordCommandLineChange(dataDir(), options.tenant, { command: 'admin remove', kind: 'security', summary: `Admin ${options.email.trim().toLowerCase()} removed`, entity: 'admin' });
    io.log(`Admin ${options.email.trim().toLowerCase()} removed from tenant "${options.tenant}"; its sessions have ended.`);
    return 0;
  });
  runs(admin.command('reset-password').description("print a new generated password; the admin's sessions end").addOption(tenantFlag()).addOption(emailFlag()), async (options: { tenant: string; email: string }) => {
    const r = await resetAdminPassword(dataDir(), options.tenant, options.email);
    await recordCommandLineChange(dataDir(), options.tenant, { command: 'admin reset-password', kind: 'security', summary: `New password for ${r.email}; every session ended`, entity: 'admin' });
    io.log(`New password for ${r.email} (shown once): ${r.password}\nEvery session of this admin has ended.`);
    return 0;
  });
  runs(
    admin
      .command('reset-2fa')
      .description("for a lost phone: turn the admin's two-factor codes off (recovery codes too) and end every session")
      .addOption(tenantFlag())
      .addOption(emailFlag())
      .addOption(FLAGS.passkeys())
      .addHelpText(
        'after',
        [
          '',
          'The admin then signs in with the password alone, removes the lost phone\'s passkey on',
          '/admin/security (or run this again with --passkeys to remove them all), and sets up',
          'two-factor codes again with the new phone. Their password is unchanged: if the phone may',
          'have been unlocked by someone else, reset it too (admin reset-password).',
        ].join('\n'),
      ),
    async (options: { tenant: string; email: string; passkeys?: boolean }) => {
      const r = await resetAdminTwoFactor(dataDir(), options.tenant, options.email, { passkeys: options.passkeys === true });
      const passkeys = options.passkeys ? `${r.passkeys} passkey${r.passkeys === 1 ? '' : 's'} removed` : `${r.passkeys} passkey${r.passkeys === 1 ? '' : 's'} kept`;
      const summary = `Two-factor codes of ${r.email} ${r.hadTotp ? 'turned off' : 'were already off'}; ${passkeys}; ${r.sessions} session${r.sessions === 1 ? '' : 's'} ended`;
      await recordCommandLineChange(dataDir(), options.tenant, { command: 'admin reset-2fa', kind: 'security', summary, entity: 'admin' });
      io.log(`${summary}.`);
      io.log(`${r.email} can sign in with the password alone, then set up two-factor codes again on /admin/security.`);
      if (!options.passkeys && r.passkeys > 0) io.log(`Remove the lost phone's passkey there, or run this again with --passkeys to remove them all.`);
      return 0;
    },
  );

  // `backup` runs and has a subcommand: its flags are read before `list` is (commander parses a
  // parent's options first), so --config is backup's, for both.
  const backup = program.command('backup').description('a consistent copy of every tenant, while the server runs').addOption(required(FLAGS.out())).addOption(FLAGS.config());
  runs(backup, async (options: { out: string }, cmd: Command) => {
    if (!ext.backup) return usage('backup is not available in this build.');
    const mediaInBucket = resolveServeSettings(dataDir(), typedFlags(cmd) as ServeFlags).media !== undefined;
    await ext.backup(dataDir(), path.resolve(options.out), io, { mediaInBucket });
    return 0;
  });
  runs(backup.command('list').description('the backups in a folder, with their size and date').addOption(FLAGS.backupDir()), (options: { backupDir?: string }) => {
    if (!ext.listBackups) return usage('backup list is not available in this build.');
    const dir = options.backupDir ? path.resolve(dataDir(), options.backupDir) : backupDirOf(dataDir(), resolveServeSettings(dataDir(), typedFlags(backup) as ServeFlags).backup);
    for (const line of ext.listBackups(dir)) io.log(line);
    return 0;
  });

  runs(
    program
      .command('restore')
      .description('restore a backup into an empty data folder, verify one (--dry-run), or rebuild the data folder from a replica (--from-replica)')
      .argument('[path]')
      .addOption(FLAGS.force())
      .addOption(FLAGS.dryRun())
      .addOption(FLAGS.fromReplica())
      .addOption(FLAGS.tenant()),
    async (from: string | undefined, options: { force?: boolean; dryRun?: boolean; fromReplica?: string; tenant?: string }) => {
      if (options.fromReplica !== undefined) {
        if (from) return usage('Give either a backup path or --from-replica, not both.');
        if (carriesPassword(options.fromReplica)) return usage(passwordOnCommandLine('--from-replica'));
        if (!ext.restoreFromReplica) return usage('restore --from-replica is not available in this build.');
        // The URL typed without its password takes it from REPLICATE_URL or the config file when they name the same place.
        const url = passwordFromConfigured(options.fromReplica, resolveServeSettings(dataDir(), {}).replicateUrl);
        await ext.restoreFromReplica(dataDir(), url, { tenant: options.tenant, force: options.force ?? false }, io);
        return 0;
      }
      if (!from) return usage('Usage: restore <path> [--force | --dry-run] | restore --from-replica <url> [--tenant <id>] [--force]');
      if (options.dryRun) {
        if (!ext.verifyBackup) return usage('restore --dry-run is not available in this build.');
        await ext.verifyBackup(path.resolve(from), io);
        return 0;
      }
      if (!ext.restore) return usage('restore is not available in this build.');
      await ext.restore(dataDir(), path.resolve(from), options.force ?? false, io);
      return 0;
    },
  );

  const media = program.command('media').description('move media files into a bucket');
  runs(
    media.command('migrate').description('copy local media files into a bucket (resumable, verified; local files are kept)').addOption(required(FLAGS.to())).addOption(FLAGS.tenant()).addOption(FLAGS.config()),
    async (options: { to: string; tenant?: string }, cmd: Command) => {
      // Endpoint, region and keys as `serve` would take them (config file, then MEDIA_URL's
      // neighbours in the environment); the destination is the one given here.
      const settings = resolveServeSettings(dataDir(), typedFlags(cmd) as ServeFlags).media;
      const to = parseServeSettings({ media: { ...settings, url: options.to } }, 'The command line').media!;
      await migrateMedia(dataDir(), to, { tenant: options.tenant }, io);
      return 0;
    },
  );

  runs(program.command('demo').description('create the "default" tenant with demo content and an admin; its pictures and hero clip are drawn by the program').addOption(FLAGS.noMedia()), async (options: { media: boolean }) => {
    const r = await runDemo(dataDir(), new Date(), { media: options.media });
    io.log(r.createdTenant ? 'Created the "default" tenant with demo content.' : r.seeded ? 'Added demo content to the "default" tenant.' : 'The "default" tenant already exists; nothing changed.');
    if (r.media) io.log(`Drew ${r.media.images} pictures${r.media.video ? ' and the hero clip' : ' (no ffmpeg: no hero clip)'} in ${(r.media.ms / 1000).toFixed(1)} s.`);
    if (r.admin) {
      io.log(`Admin login (shown once):\n  e-mail:   ${r.admin.email}\n  password: ${r.admin.password}`);
    } else {
      io.log(`Admins: ${r.existingAdmins.join(', ')} (reset a password with: admin reset-password --tenant default --email <e>)`);
    }
    return 0;
  });

  // After a mistake, the command's usage and where its options are explained.
  program.showHelpAfterError('Run with --help for usage.');
  for (const cmd of [...runnable, tenant, admin, media]) cmd.showHelpAfterError(`Usage: ${usageOf(cmd)}\nRun with --help for usage.`);
  // `help [command]` too, as each group has it (the program's own action would hide it).
  program.helpCommand(true);
  program.addHelpText('after', `\nEach command has its own help: ${program.name()} <command> --help (e.g. ${program.name()} tenant add --help).`);
  return program;
}

/** Runs one command line; answers the exit code (2 for bad arguments). */
export async function runCli(argv: string[], io: Out = console, ext: CliExtensions = {}): Promise<number> {
  let code = 0;
  const program = buildProgram(io, ext, (c) => (code = c));
  const usage = (message: string) => {
    io.error(`${message}\nRun with --help for usage.`);
    return 2;
  };
  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (err) {
    // commander has written its message (or the help, or the version): 0 for those, 2 for a mistake.
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
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

/** The serve flags typed on the command line, by name (resolveServeSettings reads them). */
export interface ServeFlags {
  config?: string;
  port?: string;
  host?: string;
  'log-level'?: string;
  'trust-proxy'?: boolean;
  'max-open-tenants'?: string;
  'memory-limit'?: string;
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
  'smtp-url'?: string;
  'mail-from'?: string;
}

/** The serve settings: `data/config.json` (or --config), then PORT/HOST/TRUST_PROXY…, then the flags; e-mail settings that name a server without a sender (or the reverse) are refused. */
export function resolveServeSettings(dataDir: string, values: ServeFlags, env: NodeJS.ProcessEnv = process.env): ServeSettings {
  const file = values.config ? readConfigFile(path.resolve(values.config), { required: true }) : readConfigFile(defaultConfigFile(dataDir), { required: false });
  const fromEnv = parseServeSettings(
    dropUndefined({
      port: numberFlag(env[SERVE_ENV.port]),
      host: env[SERVE_ENV.host],
      trustProxy: env[SERVE_ENV.trustProxy] === undefined ? undefined : env[SERVE_ENV.trustProxy] === '1',
      logLevel: env[SERVE_ENV.logLevel] || undefined,
      replicateUrl: env[SERVE_ENV.replicate] || undefined,
      media: env[SERVE_ENV.media] || undefined,
      mail: layerOrUndefined({ smtpUrl: env[SERVE_ENV.smtpUrl] || undefined, from: env[SERVE_ENV.mailFrom] || undefined }),
    }),
    `The environment (${Object.values(SERVE_ENV).join(', ')})`,
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
      host: values.host,
      logLevel: values['log-level'],
      trustProxy: values['trust-proxy'],
      maxOpenTenants: numberFlag(values['max-open-tenants']),
      memoryLimitMiB: numberFlag(values['memory-limit']),
      replicateUrl: values.replicate,
      media: values.media,
      backup: Object.keys(backup).length ? backup : undefined,
      https: Object.keys(tlsFlags).length ? tlsFlags : undefined,
      mail: layerOrUndefined({ smtpUrl: values['smtp-url'], from: values['mail-from'] }),
    }),
    'The command line',
  );
  const merged = mergeServeSettings(file, fromEnv, fromFlags);
  const mail = completeMailSettings(merged.mail);
  if (mail instanceof Error) throw new ConfigFileError(mail.message);
  return merged;
}

/** A group of fields, or undefined when none is set (an absent group never hides the config file's). */
function layerOrUndefined<T extends Record<string, unknown>>(o: T): Partial<T> | undefined {
  const set = dropUndefined(o);
  return Object.keys(set).length ? set : undefined;
}

/** Why an SMTP password is refused on the command line, and the ways that keep it private. */
function smtpPasswordOnCommandLine(): string {
  return [
    'A password in --smtp-url is visible to every user of this machine (ps shows the command line): refusing it.',
    'Give it one of these ways instead:',
    "  - the environment: SMTP_URL='smtps://user:password@smtp.example.com:465';",
    '  - the config file: "mail": { "smtpUrl": "smtps://user:password@smtp.example.com:465", "from": "…" } in data/config.json (readable by the service\'s user only).',
  ].join('\n');
}

/** A copy without the undefined fields, so an absent flag never hides the config file's value. */
function dropUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Serves until a signal (or an uncaught error); then stops taking requests, lets in-flight ones finish and closes every database. */
async function serve(dataDir: string, settings: ServeSettings, defaultPublic: string, io: Out, ext: CliExtensions): Promise<number> {
  // Before anything is opened or locked: the process may replace itself to set V8's heap limit.
  const heapMiB = memoryBudgets(settings.memoryLimitMiB).heapMiB;
  if (heapMiB !== undefined) ext.limitHeap?.(heapMiB);
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
    return await serveLocked(dataDir, settings, defaultPublic, io, ext, lock);
  } finally {
    lock.release();
  }
}

/** How long a stop may take before the process exits anyway: the databases are WAL and safe to abandon. */
const SHUTDOWN_GRACE_MS = 10_000;

async function serveLocked(dataDir: string, settings: ServeSettings, defaultPublic: string, io: Out, ext: CliExtensions, lock: DataLock): Promise<number> {
  const server = await startServer(dataDir, settings, defaultPublic, ext.scheduleBackups);
  const app = server.app;
  // The signal handlers first, the "running" line after: a supervisor (or a test) that stops the
  // server as soon as it reads that line must get the graceful stop, not the default kill.
  // close-with-grace stops on SIGTERM, SIGINT (and SIGHUP, SIGQUIT…) or an uncaught error: the
  // server stops taking requests, lets those in flight finish and closes every database, then the
  // process exits (0, or 1 after an error). A second signal, or a stop longer than the grace,
  // exits at once with 1. Its own messages are replaced by lines in the server's log.
  const done = new Promise<number>((resolve) => {
    closeWithGrace(
      {
        delay: SHUTDOWN_GRACE_MS,
        logger: false,
        onSecondSignal: (signal) => app.log.warn({ signal }, 'second signal: exiting now'),
        onSecondError: (err) => app.log.error({ err }, 'error while shutting down: exiting now'),
        onTimeout: (ms) => app.log.warn({ ms }, 'shutdown took too long: exiting now'),
      },
      async ({ signal, err }) => {
        if (err) app.log.fatal({ err }, 'uncaught error');
        app.log.info({ signal }, 'shutting down');
        try {
          await server.stop();
          resolve(err ? 1 : 0);
        } catch (stopErr) {
          app.log.error({ err: stopErr }, 'shutdown failed');
          resolve(1);
          throw stopErr;
        } finally {
          // close-with-grace ends the process as soon as this returns, before serve's own release.
          lock.release();
        }
      },
    );
  });
  io.log(`Athlete.Site ${APP_VERSION} is running at ${server.urls.join(', ') || `https://…:${server.ports.https}/`} (data: ${dataDir})`);
  for (const line of server.addressLines) io.log(line);
  if (settings.replicateUrl) io.log('Replicating every database with Litestream; /healthz shows how far each replica is.');
  // The server and the sender, never the account or its password.
  if (settings.mail?.smtpUrl) io.log(`Sending e-mail through ${describeSmtp(settings.mail.smtpUrl)} as ${settings.mail.from ?? ''}.`);
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
  // Everything any command writes (databases, keys, backups, replicas) is its user's alone, whatever the umask.
  setPrivateUmask();
  runCli(process.argv.slice(2), console, ext).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
