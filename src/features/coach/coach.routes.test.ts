import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAllUnauthorized } from '../../test/content-helpers';
import { countRows } from '../../test/rows';
import { executableVectors } from '../../test/html-checks';
import { createTestApp, type TestApp } from '../../test/test-app';
import { XSS_PAYLOADS } from '../../test/xss-payloads';
import { COACH_ARTICLE_POLICY } from '../../shared/html-policy';
import { findValidInvite, hashInviteToken } from './coach.repository';
import { COACH_MESSAGES } from './coach.schema';

let t: TestApp;
let token: string;
const article = '<h3>Work ethic</h3><p>He shows up <strong>every</strong> day.</p>';
const valid = { author: 'Coach Dana Reyes', headline: 'A quiet leader who makes the whole team better.', photoUrl: '/media/coach.webp', articleHtml: article };
const submission = { author: 'Coach Sam Ortiz', headline: 'Relentless and kind.', about: 'Cross-country coach for 12 years.', qTraining: 'Consistent.', qTeam: '', photoUrl: '/media/sam.webp', contact: 'via the school office', consent: true };

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  token = await t.login();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const createNote = async (payload: object = valid) => {
  const res = await t.call({ method: 'POST', url: '/content/admin/coach-note', token, payload });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const createInvite = async (tenant = 'default') => {
  const tok = await t.login(tenant);
  const res = await t.call({ method: 'POST', url: '/content/admin/coach-invite', tenant, token: tok, payload: { coachName: ' Sam Ortiz ', coachEmail: 'sam@example.org' } });
  expect(res.statusCode).toBe(201);
  return res.json() as { url: string; token: string; expiresAt: string };
};
const publicNotes = async () => (await t.call({ method: 'GET', url: '/content/public/coach-notes' })).json();

describe('admin coach notes', () => {
  it("creates the admin's own note, published, with the article sanitised", async () => {
    const note = await createNote({ ...valid, articleHtml: `${article}<script>alert(1)</script><p onclick="x()">More <a href="https://example.org">link</a></p>`, gallery: ['/media/1.webp', ''] });
    expect(note).toMatchObject({
      author: valid.author,
      headline: valid.headline,
      photoUrl: valid.photoUrl,
      articleHtml: `${article}<p>More <a href="https://example.org" rel="noopener noreferrer" target="_blank">link</a></p>`,
      gallery: ['/media/1.webp'],
      sideTag1: 'Training',
      sideTag2: 'High-School',
      sideTag3: 'Discipline',
      active: true,
      source: 'admin',
    });
    expect(note.publishedAt).toEqual(expect.any(String));
  });

  it('accepts the article as article, html or content, and the photo as photo', async () => {
    for (const key of ['article', 'html', 'content']) {
      const { articleHtml: _a, photoUrl: _p, ...rest } = valid;
      const note = await createNote({ ...rest, [key]: '<p>Alias</p>', photo: '/media/alias.webp' });
      expect(note).toMatchObject({ articleHtml: '<p>Alias</p>', photoUrl: '/media/alias.webp' });
    }
  });

  it("refuses a note without coach name, headline, photo or article: 'Cannot save' with an issue per problem", async () => {
    const before = await countRows(t, 'coach_note');
    const res = await t.call({ method: 'POST', url: '/content/admin/coach-note', token, payload: { author: ' ', articleHtml: '<script>alert(1)</script><p> </p>' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_failed',
      message: COACH_MESSAGES.cannotSave,
      issues: [
        { path: 'author', message: COACH_MESSAGES.author },
        { path: 'headline', message: COACH_MESSAGES.headline },
        { path: 'photoUrl', message: COACH_MESSAGES.photo },
        { path: 'articleHtml', message: COACH_MESSAGES.article },
      ],
    });
    expect(await countRows(t, 'coach_note')).toBe(before);
  });

  it.each([
    ['photo javascript', { photoUrl: 'javascript:alert(1)' }, 'photoUrl', COACH_MESSAGES.image],
    ['hero data', { heroImageUrl: 'data:image/png;base64,AAAA' }, 'heroImageUrl', COACH_MESSAGES.image],
    ['five gallery images', { gallery: ['/1', '/2', '/3', '/4', '/5'] }, 'gallery', 'At most 4 images.'],
  ])('refuses %s with 400 and writes nothing', async (_n, patch, path, message) => {
    const before = await countRows(t, 'coach_note');
    const res = await t.call({ method: 'POST', url: '/content/admin/coach-note', token, payload: { ...valid, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countRows(t, 'coach_note')).toBe(before);
  });

  it('sanitises every XSS payload on write and on the public read', async () => {
    for (const payload of XSS_PAYLOADS) {
      const res = await t.call({ method: 'POST', url: '/content/admin/coach-note', token, payload: { ...valid, articleHtml: `<p>ok</p>${payload}` } });
      expect(res.statusCode).toBe(201);
      expect(executableVectors(res.json().articleHtml, COACH_ARTICLE_POLICY)).toEqual([]);
    }
    for (const note of await publicNotes()) expect(executableVectors(note.articleHtml, COACH_ARTICLE_POLICY)).toEqual([]);
  });

  it('publishes and unpublishes with { active }, and edits fields keeping the required ones', async () => {
    const note = await createNote({ ...valid, active: false });
    expect(note.active).toBe(false);
    expect(note).not.toHaveProperty('publishedAt');
    const published = (await t.call({ method: 'PUT', url: `/content/admin/coach-note/${note.id}`, token, payload: { active: true } })).json();
    expect(published).toMatchObject({ active: true, publishedAt: expect.any(String) });

    const edited = await t.call({ method: 'PUT', url: `/content/admin/coach-note/${note.id}`, token, payload: { headline: 'New headline.', contact: 'office', sideTag1: 'Grit' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ headline: 'New headline.', contact: 'office', sideTag1: 'Grit', author: valid.author, active: true });

    const broken = await t.call({ method: 'PUT', url: `/content/admin/coach-note/${note.id}`, token, payload: { headline: '', articleHtml: '<p></p>' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: COACH_MESSAGES.cannotSave, issues: [{ path: 'headline', message: COACH_MESSAGES.headline }, { path: 'articleHtml', message: COACH_MESSAGES.article }] });
    const list = (await t.call({ method: 'GET', url: '/content/admin/coach-note', token })).json();
    expect(list.items.find((n: { id: number }) => n.id === note.id)).toMatchObject({ headline: 'New headline.', articleHtml: article });
  });

  it('answers 404 for unknown and other tenants’ notes, 401 without a token', async () => {
    const note = await createNote();
    expect((await t.call({ method: 'PUT', url: '/content/admin/coach-note/999999', token, payload: { active: true } })).statusCode).toBe(404);
    const other = await t.login('other');
    expect((await t.call({ method: 'PUT', url: `/content/admin/coach-note/${note.id}`, tenant: 'other', token: other, payload: { active: false } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/coach-note/${note.id}`, tenant: 'other', token: other })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/content/admin/coach-note', tenant: 'other', token: other })).json()).toEqual({ items: [] });
    expect(
      await expectAllUnauthorized(t, [
        ['GET', '/content/admin/coach-note'],
        ['POST', '/content/admin/coach-note'],
        ['PUT', `/content/admin/coach-note/${note.id}`],
        ['DELETE', `/content/admin/coach-note/${note.id}`],
        ['POST', '/content/admin/coach-invite'],
      ]),
    ).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `/content/admin/coach-note/${note.id}`, token })).json()).toEqual({ ok: true });
    expect((await t.call({ method: 'DELETE', url: `/content/admin/coach-note/${note.id}`, token })).statusCode).toBe(404);
  });
});

describe('public coach notes', () => {
  it('lists published notes, latest first, with the public fields, defaults and a derived headline', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const tok = await t2.login();
      const post = (payload: object) => t2.call({ method: 'POST', url: '/content/admin/coach-note', token: tok, payload: { ...valid, ...payload } });
      await post({ author: 'Older' });
      await post({ author: 'Draft', active: false });
      const newer = (await post({ author: 'Newer', contact: 'private', articleHtml: `<p>${'word '.repeat(100)}</p>` })).json();
      // A blank headline (from an older client, or a direct edit) is derived from the article.
      await t2.app.ctx.pool.with('default', (h) => h.db.updateTable('coach_note').set({ headline: '' }).where('id', '=', newer.id).execute());
      const list = (await t2.call({ method: 'GET', url: '/content/public/coach-notes' })).json();
      expect(list.map((n: { author: string }) => n.author)).toEqual(['Newer', 'Older']);
      expect(list[0].headline).toBe(`${'word '.repeat(100).trim().slice(0, 217)}…`);
      expect(Object.keys(list[1]).sort()).toEqual(['active', 'articleHtml', 'author', 'gallery', 'headline', 'id', 'photoUrl', 'publishedAt', 'sideTag1', 'sideTag2', 'sideTag3', 'updatedAt']);
      expect(list[0]).not.toHaveProperty('contact');
    } finally {
      await t2.close();
    }
  });

  it('cleans stored article HTML again on read', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      await t2.app.ctx.pool.with('default', (h) =>
        h.db.insertInto('coach_note').values({ author: 'Legacy', headline: 'h', article_html: '<p onclick="x()">Hi</p><img src=x onerror=alert(1)>', active: 1, published_at: new Date().toISOString() }).execute(),
      );
      const [note] = (await t2.call({ method: 'GET', url: '/content/public/coach-notes' })).json();
      expect(note.articleHtml).toBe('<p>Hi</p>');
    } finally {
      await t2.close();
    }
  });
});

describe('coach invites', () => {
  it('creates a single-use link whose token is stored only as a hash, valid 14 days', async () => {
    const before = Date.now();
    const invite = await createInvite();
    expect(invite.url).toBe(`/coach/invite/${invite.token}`);
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(invite.expiresAt) - before;
    expect(ttl).toBeGreaterThanOrEqual(14 * 86_400_000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(14 * 86_400_000 + 5_000);
    const rows = await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('coach_invite').selectAll().execute());
    expect(JSON.stringify(rows)).not.toContain(invite.token);
    expect(rows.map((r) => r.token_hash)).toContain(hashInviteToken(invite.token));
    const res = await t.call({ method: 'GET', url: `/content/public/coach-invite/${invite.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ coachName: 'Sam Ortiz' });
  });

  it.each([
    ['no coach name', { coachName: ' ', coachEmail: 'a@example.org' }, 'coachName', COACH_MESSAGES.coachName],
    ['no e-mail', { coachName: 'Sam' }, 'coachEmail', COACH_MESSAGES.coachEmail],
    ['a bad e-mail', { coachName: 'Sam', coachEmail: 'sam at school' }, 'coachEmail', COACH_MESSAGES.coachEmail],
  ])('refuses an invite with %s and writes nothing', async (_n, payload, path, message) => {
    const before = await countRows(t, 'coach_invite');
    const res = await t.call({ method: 'POST', url: '/content/admin/coach-invite', token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countRows(t, 'coach_invite')).toBe(before);
  });

  it('stores a submission as an inactive draft and burns the token', async () => {
    const invite = await createInvite();
    const res = await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/submit`, payload: submission });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, status: 'pending_review' });
    const { items } = (await t.call({ method: 'GET', url: '/content/admin/coach-note', token })).json();
    const draft = items.find((n: { author: string }) => n.author === 'Coach Sam Ortiz');
    expect(draft).toMatchObject({ headline: 'Relentless and kind.', about: 'Cross-country coach for 12 years.', qTraining: 'Consistent.', photoUrl: '/media/sam.webp', contact: 'via the school office', active: false, source: 'invite', articleHtml: '' });
    expect(draft).not.toHaveProperty('qTeam');
    expect((await publicNotes()).map((n: { id: number }) => n.id)).not.toContain(draft.id);

    // Burned: the page and a second submission are 404s that say the note arrived, and nothing more is written.
    const notes = await countRows(t, 'coach_note');
    expect((await t.call({ method: 'GET', url: `/content/public/coach-invite/${invite.token}` })).statusCode).toBe(404);
    const again = await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/submit`, payload: submission });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'invite_used', message: COACH_MESSAGES.inviteUsed });
    expect(await countRows(t, 'coach_note')).toBe(notes);

    // The admin reviews and publishes.
    const published = (await t.call({ method: 'PUT', url: `/content/admin/coach-note/${draft.id}`, token, payload: { active: true } })).json();
    expect(published.active).toBe(true);
    expect((await publicNotes())[0].id).toBe(draft.id);
  });

  it('burns the token once when two submissions race', async () => {
    const invite = await createInvite();
    const notes = await countRows(t, 'coach_note');
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/submit`, payload: submission })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404, 404, 404]);
    expect(await countRows(t, 'coach_note')).toBe(notes + 1);
  });

  it.each([
    ['no author', { author: ' ' }, 'author', COACH_MESSAGES.submitAuthor],
    ['no headline', { headline: undefined }, 'headline', COACH_MESSAGES.submitHeadline],
    ['no photo', { photoUrl: '' }, 'photoUrl', COACH_MESSAGES.submitPhoto],
    ['a javascript photo', { photoUrl: 'javascript:alert(1)' }, 'photoUrl', COACH_MESSAGES.image],
    ['no consent', { consent: false }, 'consent', COACH_MESSAGES.consent],
    ['consent missing', { consent: undefined }, 'consent', COACH_MESSAGES.consent],
  ])('refuses a submission with %s, writes nothing and keeps the link valid', async (_n, patch, path, message) => {
    const invite = await createInvite();
    const notes = await countRows(t, 'coach_note');
    const res = await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/submit`, payload: { ...submission, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await countRows(t, 'coach_note')).toBe(notes);
    expect((await t.call({ method: 'GET', url: `/content/public/coach-invite/${invite.token}` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and for another tenant’s token', async () => {
    expect((await t.call({ method: 'GET', url: '/content/public/coach-invite/not-a-real-token' })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/content/public/coach-invite/not-a-real-token/submit', payload: submission })).statusCode).toBe(404);
    const invite = await createInvite();
    expect((await t.call({ method: 'GET', url: `/content/public/coach-invite/${invite.token}`, tenant: 'other' })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/submit`, tenant: 'other', payload: submission })).statusCode).toBe(404);
  });

  it('answers 404 once the link has expired (faked clock)', async () => {
    const invite = await createInvite();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 13 * 86_400_000);
    expect((await t.call({ method: 'GET', url: `/content/public/coach-invite/${invite.token}` })).statusCode).toBe(200);
    vi.setSystemTime(Date.parse(invite.expiresAt) + 1000);
    expect((await t.call({ method: 'GET', url: `/content/public/coach-invite/${invite.token}` })).statusCode).toBe(404);
    const notes = await countRows(t, 'coach_note');
    expect((await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/submit`, payload: submission })).statusCode).toBe(404);
    expect(await countRows(t, 'coach_note')).toBe(notes);
  });

  it('answers 404 for an expired row, and findValidInvite agrees', async () => {
    const invite = await createInvite();
    await t.app.ctx.pool.with('default', (h) => h.db.updateTable('coach_invite').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashInviteToken(invite.token)).execute());
    expect((await t.call({ method: 'GET', url: `/content/public/coach-invite/${invite.token}` })).statusCode).toBe(404);
    const fresh = await createInvite();
    await t.app.ctx.pool.with('default', async (h) => {
      expect(await findValidInvite(h.db, invite.token)).toBeUndefined();
      expect((await findValidInvite(h.db, fresh.token))?.coach_name).toBe('Sam Ortiz');
      expect(await findValidInvite(h.db, fresh.token, new Date(Date.parse(fresh.expiresAt) + 1))).toBeUndefined();
    });
  });

  it('rate limits the invite page per client address', async () => {
    const t2 = await createTestApp({ tenants: ['default'] });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await t2.call({ method: 'GET', url: `/content/public/coach-invite/guess-${i}`, remoteAddress: '198.51.100.4' })).statusCode);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
      expect(statuses[30]).toBe(429);
      const submits: number[] = [];
      for (let i = 0; i < 11; i++) submits.push((await t2.call({ method: 'POST', url: `/content/public/coach-invite/guess-${i}/submit`, payload: submission, remoteAddress: '198.51.100.5' })).statusCode);
      expect(submits.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(submits[10]).toBe(429);
    } finally {
      await t2.close();
    }
  });
});

describe('invite list and withdrawal', () => {
  const listInvites = async (tenant = 'default') => {
    const res = await t.call({ method: 'GET', url: '/content/admin/coach-invites', tenant, token: await t.login(tenant) });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{ id: number; status: string; url?: string; openedAt?: string; answeredAt?: string; revokedAt?: string; coachName: string }>;
  };
  const inviteOf = async (url: string) => {
    const found = (await listInvites()).find((i) => i.url === url);
    expect(found, `no listed invite with ${url}`).toBeDefined();
    return found!;
  };
  const open = (tok: string) => t.call({ method: 'GET', url: `/content/public/coach-invite/${tok}` });
  const submit = (tok: string) => t.call({ method: 'POST', url: `/content/public/coach-invite/${tok}/submit`, payload: submission });

  it('lists an invite as sent with the same link again, opened after the coach loads it, answered after the note', async () => {
    const invite = await createInvite();
    const listed = await inviteOf(invite.url);
    expect(listed).toMatchObject({ status: 'sent', coachName: 'Sam Ortiz' });
    expect(listed.openedAt).toBeUndefined();

    expect((await open(invite.token)).statusCode).toBe(200);
    expect(await inviteOf(invite.url)).toMatchObject({ status: 'opened', openedAt: expect.any(String) });

    expect((await submit(invite.token)).statusCode).toBe(201);
    const answered = (await listInvites()).find((i) => i.id === listed.id)!;
    expect(answered).toMatchObject({ status: 'answered', answeredAt: expect.any(String) });
    expect(answered.url).toBeUndefined();
  });

  it('tells the coach of a used link that the note arrived, instead of "invalid"', async () => {
    const invite = await createInvite();
    expect((await submit(invite.token)).statusCode).toBe(201);
    const again = await open(invite.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'invite_used', message: COACH_MESSAGES.inviteUsed });
    expect((await submit(invite.token)).json()).toMatchObject({ error: 'invite_used' });
  });

  it('keeps no working link in the database: only the hash and a nonce the secret key turns into the link', async () => {
    const invite = await createInvite();
    const row = await t.app.ctx.pool.with('default', (h) => h.db.selectFrom('coach_invite').selectAll().where('token_hash', '=', hashInviteToken(invite.token)).executeTakeFirstOrThrow());
    expect(Object.values(row).join(' ')).not.toContain(invite.token);
    expect(row.link_nonce).toMatch(/^[\w-]{22}$/);
  });

  it('withdraws an open invite: the link stops working for the page, the submission and the photo upload', async () => {
    const invite = await createInvite();
    const { id } = await inviteOf(invite.url);
    const res = await t.call({ method: 'DELETE', url: `/content/admin/coach-invite/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'revoked', revokedAt: expect.any(String) });
    expect(res.json().url).toBeUndefined();
    expect((await open(invite.token)).json()).toEqual({ error: 'invite_revoked', message: COACH_MESSAGES.inviteRevoked });
    const notes = await countRows(t, 'coach_note');
    expect((await submit(invite.token)).json()).toMatchObject({ error: 'invite_revoked' });
    expect(await countRows(t, 'coach_note')).toBe(notes);
    const upload = await t.call({ method: 'POST', url: `/content/public/coach-invite/${invite.token}/upload-image`, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(upload.statusCode).toBe(404);
    // Withdrawing again changes nothing.
    expect((await t.call({ method: 'DELETE', url: `/content/admin/coach-invite/${id}`, token })).json()).toMatchObject({ status: 'revoked', revokedAt: res.json().revokedAt });
  });

  it('refuses to withdraw an answered invite (409) and answers 404 for an unknown or another tenant’s invite', async () => {
    const invite = await createInvite();
    expect((await submit(invite.token)).statusCode).toBe(201);
    const { id } = (await listInvites()).find((i) => i.status === 'answered')!;
    const refused = await t.call({ method: 'DELETE', url: `/content/admin/coach-invite/${id}`, token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'invite_answered', message: COACH_MESSAGES.inviteAnswered });
    expect((await listInvites()).find((i) => i.id === id)?.status).toBe('answered');

    expect((await t.call({ method: 'DELETE', url: '/content/admin/coach-invite/999999', token })).statusCode).toBe(404);
    const theirs = await createInvite('other');
    const theirId = (await listInvites('other')).find((i) => i.url === theirs.url)!.id;
    const before = await listInvites('other');
    await t.call({ method: 'DELETE', url: `/content/admin/coach-invite/${theirId}`, token });
    expect(await listInvites('other')).toEqual(before);
    expect((await listInvites()).some((i) => i.url === theirs.url)).toBe(false);
  });

  it('shows an expired invite as expired, without its link, and tells the coach so', async () => {
    const invite = await createInvite();
    const { id } = await inviteOf(invite.url);
    await t.app.ctx.pool.with('default', (h) => h.db.updateTable('coach_invite').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute());
    const listed = (await listInvites()).find((i) => i.id === id)!;
    expect(listed.status).toBe('expired');
    expect(listed.url).toBeUndefined();
    expect((await open(invite.token)).json()).toEqual({ error: 'invite_expired', message: COACH_MESSAGES.inviteExpired });
  });
});
