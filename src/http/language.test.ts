import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

// The API says its errors (and the few answers that say something) in the request's language:
// French with `Accept-Language: fr`, English otherwise; an English client never reads French.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ tenants: ['default'], config: { loginMaxFailures: 2, loginWindowMs: 60_000 } });
  token = await t.login();
});
afterAll(() => t.close());

const FR = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };

/** The same request in English (no header) and in French. */
async function both(opts: Parameters<TestApp['call']>[0]) {
  const en = await t.call(opts);
  const fr = await t.call({ ...opts, headers: { ...opts.headers, ...FR } });
  return { en, fr };
}

describe('the language of the API’s messages', () => {
  it('says a validation error and each of its issues in the request’s language', async () => {
    const { en, fr } = await both({ method: 'POST', url: '/content/admin/races', token, payload: { title: '', distance: '5K', date: '2026-13-01', place: 'Eugene', timeMs: 1000 } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ error: 'validation_failed', message: 'Title is required' });
    expect(en.json().issues).toEqual(expect.arrayContaining([{ path: 'title', message: 'Title is required' }, { path: 'date', message: 'Date must be YYYY-MM-DD' }]));
    expect(fr.json()).toMatchObject({ error: 'validation_failed', message: 'Le titre est obligatoire' });
    expect(fr.json().issues).toEqual(expect.arrayContaining([{ path: 'title', message: 'Le titre est obligatoire' }, { path: 'date', message: 'La date doit être au format AAAA-MM-JJ' }]));
    expect(fr.headers.vary).toMatch(/accept-language/i);
  });

  it('fills a limit from the issue in either language', async () => {
    const { en, fr } = await both({ method: 'POST', url: '/content/admin/races', token, payload: { title: 'x'.repeat(161), distance: '5K', date: '2026-05-01', place: 'Eugene', timeMs: 1000 } });
    expect(en.json().issues).toEqual([{ path: 'title', message: 'At most 160 characters.' }]);
    expect(fr.json().issues).toEqual([{ path: 'title', message: '160 caractères au maximum.' }]);
  });

  it('says a not-found in the request’s language, with its values', async () => {
    const race = await both({ method: 'DELETE', url: '/content/admin/races/9999', token });
    expect(race.en.json()).toEqual({ error: 'race_not_found', message: 'Race not found.' });
    expect(race.fr.json()).toEqual({ error: 'race_not_found', message: 'Course introuvable.' });
    const route = await both({ method: 'GET', url: '/content/public/nothing-here' });
    expect(route.en.json()).toEqual({ error: 'not_found', message: 'No route for GET /content/public/nothing-here.' });
    expect(route.fr.json()).toEqual({ error: 'not_found', message: 'Aucune route pour GET /content/public/nothing-here.' });
  });

  it('says a missing or wrong admin token in the request’s language', async () => {
    const { en, fr } = await both({ method: 'GET', url: '/content/admin/races' });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ error: 'unauthorized', message: 'Missing admin token. Please sign in.' });
    expect(fr.json()).toEqual({ error: 'unauthorized', message: 'Jeton d’administration absent. Connectez-vous.' });
  });

  it('answers a failed sign-in and too many attempts in English by default, in the original client’s French when asked', async () => {
    const login = (password: string, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/auth/login', remoteAddress: '10.7.7.7', headers, payload: { email: 'admin@default.test', password } });
    const en = await login('wrong');
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ error: 'invalid_credentials', message: 'Wrong e-mail or password. Check them and try again.' });
    const fr = await login('wrong', FR);
    expect(fr.json()).toEqual({ error: 'invalid_credentials', message: 'E-mail ou mot de passe incorrect. Vérifie-les et réessaie.' });
    const blocked = await login(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_attempts', message: 'Too many attempts. Try again in a few minutes.' });
    expect((await login(TEST_PASSWORD, FR)).json()).toEqual({ error: 'too_many_attempts', message: 'Trop de tentatives. Réessaie dans quelques minutes.' });
  });

  it('says a rate limit and its wait in the request’s language', async () => {
    const send = (headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: '/content/public/contact', remoteAddress: '10.8.8.8', headers, payload: { name: 'Coach Kim', email: 'kim@example.org', message: 'Hello', website: 'x' } });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const en = await send();
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({ error: 'rate_limited', message: 'Too many requests. Please try again in 1 hour.' });
    expect((await send(FR)).json()).toEqual({ error: 'rate_limited', message: 'Trop de requêtes. Réessayez dans 1 heure.' });
  });

  it('says the contact form’s thanks in the request’s language, and says that the answer varies with it', async () => {
    const send = (headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: '/content/public/contact', remoteAddress: '10.9.9.9', headers, payload: { name: 'Coach Kim', email: 'kim@example.org', message: 'Hello', website: 'x' } });
    const en = await send();
    expect(en.json()).toEqual({ ok: true, message: 'Thank you! Your message was sent to the family.' });
    expect(en.headers.vary).toMatch(/accept-language/i);
    expect((await send(FR)).json()).toEqual({ ok: true, message: 'Merci ! Votre message a été envoyé à la famille.' });
  });

  it('never answers French to a client that does not ask for it first', async () => {
    for (const header of [undefined, 'en', 'en-US,fr;q=0.5', 'de-DE', 'de, *;q=0.1', '']) {
      const res = await t.call({ method: 'DELETE', url: '/content/admin/races/9999', token, headers: header === undefined ? {} : { 'accept-language': header } });
      expect(res.json(), String(header)).toEqual({ error: 'race_not_found', message: 'Race not found.' });
    }
    for (const header of ['fr', 'fr-CA', 'de, fr;q=0.5']) {
      const res = await t.call({ method: 'DELETE', url: '/content/admin/races/9999', token, headers: { 'accept-language': header } });
      expect(res.json().message, header).toBe('Course introuvable.');
    }
  });

  it('says Fastify’s own refusals in French when asked, and keeps their English text otherwise', async () => {
    const bad = (headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json', ...headers }, payload: '{ not json' });
    const en = await bad();
    expect(en.statusCode).toBe(400);
    expect(en.json().message).not.toMatch(/[éè]/);
    expect((await bad(FR)).json()).toEqual({ error: en.json().error, message: 'Le corps de la requête n’est pas un JSON valide.' });
  });

  it('says a zod message the schema did not write in French too', async () => {
    const { en, fr } = await both({ method: 'POST', url: '/content/admin/followed', token, payload: { name: 'Ana', school: 'Central', active: 'yes' } });
    expect(en.json().issues).toContainEqual({ path: 'active', message: 'Invalid input: expected boolean, received string' });
    expect(fr.json().issues).toContainEqual({ path: 'active', message: 'Valeur invalide : boolean attendu.' });
  });
});
