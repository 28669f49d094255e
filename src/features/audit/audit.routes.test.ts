import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { totpCodeAt } from '../../test/soft-authenticator';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/test-app';
import type { AuditPage } from './audit.schema';

// The audit log through the API: an admin's edit is recorded with who, when and what, once for
// every feature by the hook on the admin routes; sign-ins and security changes too; failed
// changes and reads are not; the page is filtered by admin and kind; nothing secret is written.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ tenants: ['default', 'other'] });
});
afterEach(() => t.close());

const RACE = { title: 'County 5K', distance: '5K', date: '2026-10-01', place: 'Hartley Park', timeMs: 1_000_000 };

async function audit(token: string, query: Record<string, string> = {}, tenant = 'default'): Promise<AuditPage> {
  const res = await t.call({ method: 'GET', url: '/content/admin/audit', tenant, token, query });
  expect(res.statusCode).toBe(200);
  return res.json() as AuditPage;
}

async function cli(args: string[]) {
  return runCli([...args, '--data', t.dataDir], { log: () => undefined, error: () => undefined });
}

describe('the audit log', () => {
  it('shows an edit of a race with the admin’s e-mail, the race’s id and a short summary', async () => {
    const token = await t.login('default');
    const created = (await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token, payload: RACE })).json() as { id: number };
    await t.call({ method: 'PUT', url: `/content/admin/races/${created.id}`, tenant: 'default', token, payload: { title: 'County 5K (final)' } });
    await t.call({ method: 'DELETE', url: `/content/admin/races/${created.id}`, tenant: 'default', token });
    const { items } = await audit(token, { kind: 'update' });
    expect(items).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        admin: 'admin@default.test',
        kind: 'update',
        method: 'PUT',
        route: '/content/admin/races/:id',
        entity: 'races',
        entityId: String(created.id),
        summary: 'Update a race · County 5K (final)',
      },
    ]);
    const all = (await audit(token)).items.filter((e) => e.entity === 'races');
    expect(all.map((e) => [e.kind, e.entityId])).toEqual([
      ['delete', String(created.id)],
      ['update', String(created.id)],
      ['create', String(created.id)],
    ]);
    expect(all[2]!.summary).toBe('Create a race · County 5K');
  });

  it('records sign-ins and security changes, and no read nor failed change', async () => {
    const token = await t.login('default');
    await t.call({ method: 'GET', url: '/content/admin/races', tenant: 'default', token });
    await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token, payload: { title: '' } });
    await t.call({ method: 'PUT', url: '/content/admin/races/999', tenant: 'default', token, payload: { title: 'x' } });
    await t.call({ method: 'POST', url: '/auth/login', tenant: 'default', payload: { email: 'admin@default.test', password: 'wrong' } });
    await t.call({ method: 'POST', url: '/auth/totp/setup', tenant: 'default', token });
    await t.call({ method: 'POST', url: '/auth/sessions/end-others', tenant: 'default', token });
    const { items, total } = await audit(token);
    expect(items.map((e) => [e.kind, e.route, e.summary])).toEqual([
      ['security', '/auth/sessions/end-others', 'Sign out everywhere else: every session but this one ends'],
      ['security', '/auth/totp/setup', 'Set up two-factor codes: a new secret and the otpauth:// URL of its QR code'],
      ['sign-in', '/auth/login', expect.stringMatching(/^Signed in with the password · Unknown device · 127\.0\.0\.0\/24$/)],
    ]);
    expect(total).toBe(3);
  });

  it('is filtered by admin and kind, a page at a time, newest first, and lists the admins it names', async () => {
    await cli(['admin', 'add', '--tenant', 'default', '--email', 'coach@default.test', '--password', 'another password']);
    const owner = await t.login('default');
    const coach = ((await t.call({ method: 'POST', url: '/auth/login', tenant: 'default', payload: { email: 'coach@default.test', password: 'another password' } })).json() as { token: string }).token;
    for (const n of [1, 2, 3]) await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token: owner, payload: { ...RACE, title: `Race ${n}` } });
    await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token: coach, payload: { ...RACE, title: 'Coach’s race' } });
    const byCoach = await audit(owner, { admin: 'Coach@Default.test', kind: 'create' });
    expect(byCoach.items.map((e) => e.summary)).toEqual(['Create a race · Coach’s race']);
    const page2 = await audit(owner, { admin: 'admin@default.test', kind: 'create', take: '2', page: '2' });
    expect(page2).toMatchObject({ page: 2, take: 2, total: 3 });
    expect(page2.items.map((e) => e.summary)).toEqual(['Create a race · Race 1']);
    expect(page2.admins).toEqual(['admin@default.test', 'coach@default.test']);
    // The command line's own entries name no admin.
    expect((await audit(owner, { kind: 'security' })).items.map((e) => [e.admin, e.route])).toEqual([[null, 'admin add']]);
    const bad = await t.call({ method: 'GET', url: '/content/admin/audit', tenant: 'default', token: owner, query: { kind: 'everything' } });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each tenant’s log in its own database', async () => {
    await t.call({ method: 'POST', url: '/content/admin/races', tenant: 'default', token: await t.login('default'), payload: RACE });
    const other = await audit(await t.login('other'), {}, 'other');
    expect(other.items.map((e) => e.kind)).toEqual(['sign-in']);
  });

  it('never writes a password, token, code or secret', async () => {
    const token = await t.login('default');
    const secrets: string[] = [TEST_PASSWORD, token];
    const { secret, otpauthUrl } = (await t.call({ method: 'POST', url: '/auth/totp/setup', tenant: 'default', token })).json() as { secret: string; otpauthUrl: string };
    const code = totpCodeAt(secret);
    const { recoveryCodes } = (await t.call({ method: 'POST', url: '/auth/totp/enable', tenant: 'default', token, payload: { code } })).json() as { recoveryCodes: string[] };
    secrets.push(secret, otpauthUrl, code, ...recoveryCodes);
    const { ticket } = (await t.call({ method: 'POST', url: '/auth/login', tenant: 'default', payload: { email: 'admin@default.test', password: TEST_PASSWORD } })).json() as { ticket: string };
    const signedIn = (await t.call({ method: 'POST', url: '/auth/login/totp', tenant: 'default', payload: { ticket, code: recoveryCodes[0] } })).json() as { token: string };
    secrets.push(ticket, signedIn.token);
    const changed = (await t.call({ method: 'PUT', url: '/auth/password', tenant: 'default', token: signedIn.token, payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' } })).json() as { token: string };
    secrets.push('a brand new password', changed.token);
    const renewed = (await t.call({ method: 'POST', url: '/auth/totp/recovery-codes', tenant: 'default', token: changed.token, payload: { password: 'a brand new password' } })).json() as { recoveryCodes: string[] };
    secrets.push(...renewed.recoveryCodes);
    const invite = (await t.call({ method: 'POST', url: '/content/admin/coach-invite', tenant: 'default', token: changed.token, payload: { coachName: 'Coach Rivera', coachEmail: 'rivera@college.example.edu' } })).json() as { token: string };
    secrets.push(invite.token);

    const rows = await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('audit_log').selectAll().execute());
    expect(rows.map((r) => r.route)).toEqual(expect.arrayContaining(['/auth/totp/enable', '/auth/login/totp', '/auth/password', '/auth/totp/recovery-codes', '/content/admin/coach-invite']));
    expect(rows.find((r) => r.route === '/content/admin/coach-invite')).toMatchObject({ kind: 'invites' });
    const written = JSON.stringify(rows);
    for (const s of secrets) expect(written).not.toContain(s);
  });

  it('keeps a year: older entries are pruned at the next sign-in', async () => {
    const token = await t.login('default');
    const old = new Date(Date.now() - 366 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 300 * 86_400_000).toISOString();
    await t.app.ctx.pool.with('default', (h) =>
      h.db
        .insertInto('audit_log')
        .values([
          { at: old, admin_id: 1, admin_email: 'admin@default.test', kind: 'update', method: 'PUT', route: '/content/admin/races/:id', entity: 'races', entity_id: '1', summary: 'Too old' },
          { at: recent, admin_id: 1, admin_email: 'admin@default.test', kind: 'update', method: 'PUT', route: '/content/admin/races/:id', entity: 'races', entity_id: '1', summary: 'Kept' },
        ])
        .execute(),
    );
    await t.call({ method: 'POST', url: '/auth/login', tenant: 'default', payload: { email: 'admin@default.test', password: TEST_PASSWORD } });
    const summaries = (await audit(token)).items.map((e) => e.summary);
    expect(summaries).toContain('Kept');
    expect(summaries).not.toContain('Too old');
  });
});
