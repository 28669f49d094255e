import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from '../../test/soft-authenticator';
import { makeTempDir } from '../../test/test-app';
import { createTenant } from '../../tenants/tenant-admin';
import { addAdmin } from '.';
import { totpCodeAt } from '../../test/soft-authenticator';

// Tokens, codes and secrets never reach a log line: a real server process (the log as the journal
// gets it, at debug level) goes through every flow of the account, sign-ins failed and not, two-
// factor codes, recovery codes, a passkey, the sessions and a password change, and its whole
// output is searched for every secret it handed out or was sent.

const tmp = makeTempDir('athlete-secrets-log-');
const EMAIL = 'family@example.org';
const PASSWORD = 'a long family password';
let server: ServerProcess;
let base: string;

beforeAll(async () => {
  await createTenant(tmp.dir, 'default');
  await addAdmin(tmp.dir, 'default', EMAIL, PASSWORD);
  server = await startServerProcess(tmp.dir, { ...process.env, LOG_LEVEL: 'debug' });
  // localhost, not 127.0.0.1: a passkey needs a host name.
  base = `http://localhost:${server.port}`;
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  tmp.cleanup();
});

/** One JSON call as the browser makes it. */
async function call<T>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

describe('the server’s log', () => {
  it('holds no password, token, ticket, code, recovery code, secret or passkey data', async () => {
    const secrets: string[] = [PASSWORD];
    const keep = (...values: Array<string | undefined>) => values.forEach((v) => v && secrets.push(v));

    const first = await call<{ token: string }>('POST', '/auth/login', { email: EMAIL, password: PASSWORD });
    expect(first.status).toBe(200);
    keep(first.body.token);
    expect((await call('POST', '/auth/login', { email: EMAIL, password: 'a wrong guess of a password' })).status).toBe(401);
    keep('a wrong guess of a password');

    const setup = await call<{ secret: string; otpauthUrl: string }>('POST', '/auth/totp/setup', undefined, first.body.token);
    keep(setup.body.secret, setup.body.otpauthUrl);
    const enableCode = totpCodeAt(setup.body.secret);
    const enabled = await call<{ recoveryCodes: string[] }>('POST', '/auth/totp/enable', { code: enableCode }, first.body.token);
    expect(enabled.status).toBe(200);
    keep(enableCode, ...enabled.body.recoveryCodes);

    const ticket = await call<{ ticket: string }>('POST', '/auth/login', { email: EMAIL, password: PASSWORD });
    keep(ticket.body.ticket);
    const wrong = enableCode === '424242' ? '242424' : '424242';
    expect((await call('POST', '/auth/login/totp', { ticket: ticket.body.ticket, code: wrong })).status).toBe(401);
    const code = totpCodeAt(setup.body.secret, Date.now() + 30_000);
    const second = await call<{ token: string }>('POST', '/auth/login/totp', { ticket: ticket.body.ticket, code });
    expect(second.status).toBe(200);
    keep(wrong, code, second.body.token);
    const ticket2 = await call<{ ticket: string }>('POST', '/auth/login', { email: EMAIL, password: PASSWORD });
    const recovered = await call<{ token: string }>('POST', '/auth/login/totp', { ticket: ticket2.body.ticket, code: enabled.body.recoveryCodes[3] });
    expect(recovered.status).toBe(200);
    keep(ticket2.body.ticket, recovered.body.token);

    const auth = new SoftAuthenticator();
    const creation = await call<CreationOptions>('POST', '/auth/passkeys/options', undefined, second.body.token);
    const registration = auth.create(creation.body, base);
    expect((await call('POST', '/auth/passkeys', { name: 'Phone', response: registration }, second.body.token)).status).toBe(201);
    const request = await call<RequestOptions>('POST', '/auth/passkey/options');
    const assertion = auth.get(request.body, base);
    const withPasskey = await call<{ token: string }>('POST', '/auth/passkey/login', { response: assertion });
    expect(withPasskey.status).toBe(200);
    keep(creation.body.challenge, request.body.challenge, registration.response.attestationObject, assertion.response.signature, assertion.response.userHandle, withPasskey.body.token);

    // The token sent as x-api-key too, the sessions listed and ended, a password change, codes off.
    expect((await call('GET', '/auth/sessions', undefined, undefined, { 'x-api-key': withPasskey.body.token })).status).toBe(200);
    expect((await call('POST', '/auth/sessions/end-others', undefined, withPasskey.body.token)).status).toBe(200);
    expect((await call('GET', '/content/admin/races', undefined, first.body.token)).status).toBe(401);
    const changed = await call<{ token: string }>('PUT', '/auth/password', { currentPassword: PASSWORD, newPassword: 'the family’s new password' }, withPasskey.body.token);
    expect(changed.status).toBe(200);
    keep('the family’s new password', changed.body.token);
    expect((await call('POST', '/auth/totp/disable', { password: 'the family’s new password' }, changed.body.token)).status).toBe(200);
    expect((await call('POST', '/auth/logout', undefined, changed.body.token)).status).toBe(200);

    // Every request has its line (the log is gathered in blocks: wait for the last one).
    const log = await server.waitForLog(/"path":"\/auth\/logout"/);
    expect(log).toContain('"path":"/auth/login/totp"');
    expect(log).toContain('failed admin sign-in');
    expect(log).toContain('wrong two-factor code');
    for (const secret of secrets) expect(log, `a secret of ${secret.length} characters is in the log`).not.toContain(secret);
  });
});
