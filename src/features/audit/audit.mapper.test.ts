import { describe, expect, it } from 'vitest';
import { entityOf, kindOf, summaryOf, toNewAuditRow } from './audit.mapper';

describe('what an entry says of a change', () => {
  it.each([
    ['POST', '/content/admin/races', { title: 'x' }, 'create'],
    ['PUT', '/content/admin/races/:id', { title: 'x' }, 'update'],
    ['DELETE', '/content/admin/races/:id', undefined, 'delete'],
    ['PUT', '/content/admin/cheers/:id', { approved: true }, 'publish'],
    ['PUT', '/content/admin/cheers/:id', { approved: true, reply: 'Thanks!' }, 'update'],
    ['POST', '/content/admin/press/bulk-approve', { ids: [1, 2], approved: true }, 'publish'],
    ['PUT', '/content/admin/settings', { published: false }, 'publish'],
    ['PUT', '/content/admin/settings', { heroTitle: 'Owen' }, 'settings'],
    ['POST', '/content/admin/settings/reset', undefined, 'settings'],
    ['POST', '/admin/media/upload-image', undefined, 'media'],
    ['POST', '/upload/image', undefined, 'media'],
    ['POST', '/content/admin/coach-invite', { coachName: 'x' }, 'invites'],
    ['POST', '/auth/passkeys', { name: 'x' }, 'security'],
    ['PUT', '/auth/password', { currentPassword: 'a', newPassword: 'b' }, 'security'],
  ])('%s %s %j is %s', (method, route, body, kind) => {
    expect(kindOf(method, route, body)).toBe(kind);
  });

  it.each([
    ['/content/admin/races/:id', 'races'],
    ['/content/admin/colleges/:id/notes/:noteId', 'colleges'],
    ['/admin/media/set-hero', 'media'],
    ['/auth/passkeys/:id', 'passkeys'],
    ['/upload/image', 'image'],
  ])('the entity of %s is %s', (route, entity) => {
    expect(entityOf(route)).toBe(entity);
  });

  it('summarises with the route’s words, the title or name written and the switches set, never other fields', () => {
    expect(summaryOf('Update a race', { title: '  County   5K ', notes: 'secret plan' })).toBe('Update a race · County 5K');
    expect(summaryOf('Update a cheer', { approved: false })).toBe('Update a cheer · approved: no');
    expect(summaryOf('Change the password', { currentPassword: 'hunter2', newPassword: 'hunter3' })).toBe('Change the password');
    expect(summaryOf('Add a passkey', { name: 'Phone', response: { id: 'abc' } })).toBe('Add a passkey · Phone');
    expect(summaryOf('x', { title: 'y'.repeat(500) })).toHaveLength(200);
  });

  it('takes the id from the path, else the answer, else the handler’s note; the note’s words win', () => {
    const base = { method: 'POST', route: '/content/admin/races', params: {}, body: { title: 'A' }, routeSummary: 'Create a race', actor: { userId: 1, email: 'a@b.c' } };
    expect(toNewAuditRow({ ...base, answerId: '7' })).toMatchObject({ entity_id: '7', kind: 'create', summary: 'Create a race · A', admin_email: 'a@b.c' });
    expect(toNewAuditRow({ ...base, params: { id: 3 }, answerId: '7' }).entity_id).toBe('3');
    expect(toNewAuditRow({ ...base, note: { kind: 'sign-in', summary: 'Signed in', entity: 'session', entityId: 9 } })).toMatchObject({ kind: 'sign-in', summary: 'Signed in', entity: 'session', entity_id: '9' });
  });
});
