import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { runDemo } from './demo/demo';
import { DataFolderLockedError, lockDataFolder, type DataLock } from './ops/data-lock';
import { addAdmin } from './features/auth/admin-cli';
import { UsageError, createTenant, removeTenant } from './tenants/tenant-admin';
import { readTenantRecords } from './tenants/tenant-store';
import { APP_VERSION } from './version';

const HELP = `athlete-site ${APP_VERSION}: a portfolio website for a young distance runner

Usage: athlete-site <command> [options]

Commands:
  serve [--port 8080] [--host 0.0.0.0]       serve the site and API (env PORT, HOST)
  tenant add <id> [--host name]...           create a tenant (id: a-z, 0-9, dashes)
  tenant list                                list tenants and their host names
  tenant remove <id> [--yes]                 delete a tenant, its database and media (asks first)
  admin add --tenant <id> --email <e> [--password <p>]
                                             add an admin (a password is generated when omitted)
  backup --out <path>                        consistent copy of every tenant while the server runs
  restore <path> [--force]                   restore a backup into an empty data folder
  demo                                       create the "default" tenant with demo content and an admin

Every command takes --data DIR (default ./data, env DATA_DIR).
  --version   print the version
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
  backup?: (dataDir: string, out: string, io: Out) => Promise<void>;
  restore?: (dataDir: string, from: string, force: boolean, io: Out) => Promise<void>;
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
        host: { type: 'string', multiple: true },
        tenant: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        out: { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
        force: { type: 'boolean' },
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
    io.log(APP_VERSION);
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
        const port = Number(values.port ?? process.env.PORT ?? 8080);
        if (!Number.isInteger(port) || port < 0 || port > 65535) return usage(`Invalid port: ${values.port ?? process.env.PORT}`);
        const host = values.host?.[0] ?? process.env.HOST ?? '0.0.0.0';
        return await serve({ dataDir, port, host, publicDir: ext.publicDir?.() ?? defaultPublicDir() }, io);
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
        return usage('Usage: tenant add|list|remove');
      }
      case 'admin': {
        if (sub !== 'add' || rest.length) return usage('Usage: admin add --tenant <id> --email <e> [--password <p>]');
        if (!values.tenant || !values.email) return usage('admin add needs --tenant and --email.');
        const r = await addAdmin(dataDir, values.tenant, values.email, values.password);
        io.log(`Admin ${r.email} can sign in to tenant "${values.tenant}".`);
        if (r.generated) io.log(`Password (shown once): ${r.password}`);
        return 0;
      }
      case 'demo': {
        if (sub) return usage(`Unexpected argument: ${sub}`);
        const r = await runDemo(dataDir);
        io.log(r.createdTenant ? 'Created the "default" tenant with demo content.' : r.seeded ? 'Added demo content to the "default" tenant.' : 'The "default" tenant already exists; nothing changed.');
        if (r.admin) {
          io.log(`Admin login (shown once):\n  e-mail:   ${r.admin.email}\n  password: ${r.admin.password}`);
        } else {
          io.log(`Admins: ${r.existingAdmins.join(', ')} (reset a password with: admin add --tenant default --email <e>)`);
        }
        return 0;
      }
      case 'backup': {
        if (!values.out || sub) return usage('Usage: backup --out <path>');
        if (!ext.backup) return usage('backup is not available in this build.');
        await ext.backup(dataDir, path.resolve(values.out), io);
        return 0;
      }
      case 'restore': {
        if (!sub || rest.length) return usage('Usage: restore <path> [--force]');
        if (!ext.restore) return usage('restore is not available in this build.');
        await ext.restore(dataDir, path.resolve(sub), values.force ?? false, io);
        return 0;
      }
      default:
        return usage(`Unknown command: ${command}`);
    }
  } catch (err) {
    if (err instanceof UsageError) return usage(err.message);
    io.error(`Error: ${(err as Error).message}`);
    return 1;
  }
}

/** Serves until SIGTERM or SIGINT; then stops taking requests, lets in-flight ones finish and closes every database. */
async function serve(opts: { dataDir: string; port: number; host: string; publicDir: string }, io: Out): Promise<number> {
  // One server per data folder, and no restore under a running server: both would write into the
  // same files (or into files moved aside) and lose acknowledged writes.
  let lock: DataLock;
  try {
    lock = lockDataFolder(opts.dataDir, 'serve');
  } catch (err) {
    if (!(err instanceof DataFolderLockedError)) throw err;
    io.error(`${err.message} Only one server can use a data folder: stop the other one, or give this one another --data folder.`);
    return 1;
  }
  try {
    return await serveLocked(opts, io);
  } finally {
    lock.release();
  }
}

async function serveLocked(opts: { dataDir: string; port: number; host: string; publicDir: string }, io: Out): Promise<number> {
  const app = await buildApp({ dataDir: opts.dataDir, publicDir: opts.publicDir, version: APP_VERSION, trustProxy: process.env.TRUST_PROXY === '1' });
  await app.listen({ port: opts.port, host: opts.host });
  const shown = opts.host === '0.0.0.0' || opts.host === '::' ? 'localhost' : opts.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  io.log(`Athlete.Site ${APP_VERSION} is running at http://${shown}:${port}/ (data: ${opts.dataDir})`);
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      // Past 10 s, exit anyway: the databases are WAL and safe to abandon.
      const force = setTimeout(() => resolve(0), 10_000);
      force.unref();
      app.close().then(
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
}

/** The entry point of `node dist/cli.js` and of the packaged executable. */
export function main(ext: CliExtensions = {}): void {
  runCli(process.argv.slice(2), console, ext).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
