import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { AppConfigInput } from '../config';
import { addAdmin } from '../features/auth';
import { createTenant } from '../tenants/tenant-admin';

/** A temp data directory, removed by `cleanup`. */
export function makeTempDir(prefix = 'athlete-test-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export const TEST_PASSWORD = 'correct horse battery';

/** A running test app on a temp data dir with tenants that each have one admin (`admin@<tenant>.test`). */
export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Signs in as the tenant's admin and answers the token. */
  login(tenant?: string): Promise<string>;
  /** `app.inject` with the tenant header and, when given, the token. */
  call(opts: InjectOptions & { tenant?: string; token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh data dir; tenants are created with migrated databases, and with the
 * host names `hosts` gives them (a site writes its address from its registered names: site-address.ts).
 * With `logLines`, the app logs at the info level into that array.
 */
export async function createTestApp(options: { tenants?: string[]; hosts?: Record<string, string[]>; config?: Partial<AppConfigInput>; logLines?: string[] } = {}): Promise<TestApp> {
  const tmp = makeTempDir();
  const tenants = options.tenants ?? ['default', 'other'];
  for (const id of tenants) {
    await createTenant(tmp.dir, id, options.hosts?.[id] ?? []);
    await addAdmin(tmp.dir, id, `admin@${id}.test`, TEST_PASSWORD);
  }
  // A test that reads the log (nothing private in it) gets every line at the info level in `logLines`.
  const lines = options.logLines;
  const app = await buildApp({ dataDir: tmp.dir, logLevel: lines ? 'info' : 'silent', ...options.config }, lines ? { logStream: { write: (line: string) => void lines.push(line) } } : {});
  await app.ready();
  const tokens = new Map<string, string>();
  const call: TestApp['call'] = (opts) => {
    const { tenant, token, headers, ...rest } = opts;
    return app.inject({
      ...rest,
      headers: {
        ...(tenant ? { 'x-tenant-id': tenant } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  };
  return {
    app,
    dataDir: tmp.dir,
    call,
    async login(tenant = 'default') {
      const cached = tokens.get(tenant);
      if (cached) return cached;
      const res = await call({ method: 'POST', url: '/auth/login', tenant, payload: { email: `admin@${tenant}.test`, password: TEST_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const token = (res.json() as { token: string }).token;
      tokens.set(tenant, token);
      return token;
    },
    async close() {
      await app.close();
      tmp.cleanup();
    },
  };
}
