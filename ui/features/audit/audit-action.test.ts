import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../src/features/audit/audit.schema';
import { createTestApp, type TestApp } from '../../../src/test/test-app';
import { actionOf } from './audit-action';
import { t as action } from './audit-actions.messages';

// The activity screen names each entry's action in the admin's language from its method and route.
// Its catalog must know every route the audit log records: read here from the app's own OpenAPI
// document with the hook's rule (audit-hook.ts: an admin's route that is not a read), so a new
// feature's admin route fails this test until it has its English and French.

let app: TestApp;
let audited: { key: string; summary: string }[];
beforeAll(async () => {
  app = await createTestApp({ tenants: ['default'] });
  await app.app.ready();
  const doc = app.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[]; summary?: string }>> };
  audited = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, op]) => method !== 'get' && method !== 'head' && Array.isArray(op.security) && op.security.length > 0)
      // The document writes `{id}` where the route, and so the log, has `:id`.
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, summary: op.summary ?? '' })),
  );
});
afterAll(() => app.close());

describe('the audit log’s actions', () => {
  it('name every audited admin route in English and French', () => {
    expect(audited.length).toBeGreaterThan(60);
    const missing = audited.filter(({ key }) => {
      const known = (lang: 'en' | 'fr') => action(key as Parameters<typeof action>[0], {}, lang);
      return known('en') === key || known('fr') === key || known('en').trim() === '' || known('fr').trim() === '';
    });
    expect(missing.map((r) => r.key)).toEqual([]);
  });

  it('can find where an entry’s route summary ends: every audited route has one, without the separator', () => {
    expect(audited.filter((r) => r.summary.trim() === '' || r.summary.includes(' · ')).map((r) => r.key)).toEqual([]);
  });

  it('says a recorded edit of a race in the admin’s language and keeps the race’s title as written', async () => {
    const token = await app.login('default');
    const created = (await app.call({ method: 'POST', url: '/content/admin/races', token, payload: { title: 'County 5K', distance: '5K', date: '2026-10-01', place: 'Hartley Park', timeMs: 1_000_000 } })).json() as { id: number };
    await app.call({ method: 'PUT', url: `/content/admin/races/${created.id}`, token, payload: { title: 'Cross de l’Ouest' } });
    await app.call({ method: 'DELETE', url: `/content/admin/races/${created.id}`, token });
    const page = (await app.call({ method: 'GET', url: '/content/admin/audit', token })).json() as AuditPage;
    const entry = (method: string) => page.items.find((e) => e.method === method && e.entity === 'races')!;
    expect(actionOf(entry('PUT'), 'fr')).toBe('Modifier une course · Cross de l’Ouest');
    expect(actionOf(entry('PUT'), 'en')).toBe('Update a race · Cross de l’Ouest');
    expect(actionOf(entry('POST'), 'fr')).toBe('Créer une course · County 5K');
    expect(actionOf(entry('DELETE'), 'fr')).toBe('Supprimer une course');
    const signIn = page.items.find((e) => e.kind === 'sign-in')!;
    expect(actionOf(signIn, 'fr')).toMatch(/^Connexion avec le mot de passe · /);
  });

  it('says a publication’s switches in the admin’s language', () => {
    const entry = { kind: 'publish', method: 'PUT', route: '/content/admin/cheers/:id', summary: 'Publish, unpublish or reply to a cheer · published: yes' };
    expect(actionOf(entry, 'fr')).toBe('Publier, masquer ou répondre à un encouragement · publié : oui');
    expect(actionOf({ ...entry, route: '/content/admin/press/bulk-approve', method: 'POST', summary: 'Approve or unapprove many articles at once · approved: no' }, 'en')).toBe('Approve or unapprove articles · approved: no');
  });

  it('keeps the recorded summary of a route it does not know (an old route, a later one)', () => {
    expect(actionOf({ kind: 'update', method: 'PUT', route: '/content/admin/shoes/:id', summary: 'Update a pair · Trail 2' }, 'fr')).toBe('Update a pair · Trail 2');
  });

  it('says the server’s command-line changes in French, with their addresses and counts', () => {
    const cli = (command: string, summary: string) => ({ kind: 'security', method: 'CLI', route: command, summary });
    expect(actionOf(cli('admin add', 'Admin anna@example.test added or given a new password'), 'fr')).toBe('Admin anna@example.test ajouté, ou nouveau mot de passe');
    expect(actionOf(cli('admin remove', 'Admin anna@example.test removed'), 'fr')).toBe('Admin anna@example.test retiré');
    expect(actionOf(cli('admin reset-password', 'New password for anna@example.test; every session ended'), 'fr')).toBe('Nouveau mot de passe pour anna@example.test ; toutes les sessions fermées');
    const reset = cli('admin reset-2fa', 'Two-factor codes of owen@example.test turned off; 2 passkeys removed; 1 session ended');
    expect(actionOf(reset, 'fr')).toBe('Codes à deux facteurs d’owen@example.test désactivés ; 2 clés d’accès supprimées ; 1 session fermée');
    expect(actionOf(reset, 'en')).toBe('Two-factor codes of owen@example.test turned off; 2 passkeys removed; 1 session ended');
    expect(actionOf(cli('admin reset-2fa', 'Two-factor codes of b@example.test were already off; 1 passkey kept; 0 sessions ended'), 'fr')).toBe('Codes à deux facteurs de b@example.test déjà désactivés ; 1 clé d’accès conservée ; 0 session fermée');
    expect(actionOf(cli('admin rename', 'Something new'), 'fr')).toBe('Something new');
  });
});
