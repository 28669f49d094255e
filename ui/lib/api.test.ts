import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';

// ui/lib/api.ts runs in a browser; here the browser's pieces it uses are stood in for: storage,
// window events and fetch (an outside process). Nothing of our own code is faked.

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Array<() => Promise<Response>>;

beforeEach(() => {
  vi.resetModules();
  calls = [];
  answers = [];
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const headersOf = (c: Call) => c.init.headers as Record<string, string>;

describe('request', () => {
  it('sends the tenant, a request id, Accept JSON, the bearer token and the visitor id', async () => {
    const { request } = await import('./api');
    const { storeToken } = await import('./auth');
    storeToken('abc.def');
    answers.push(json(200, { ok: true }));
    expect(await request('/content/public/races', { query: { take: 3, empty: '' } })).toEqual({ ok: true });
    const h = headersOf(calls[0]!);
    expect(h['x-tenant-id']).toBe('default');
    expect(h['x-request-id']).toMatch(/\S{8,}/);
    expect(h.accept).toBe('application/json');
    expect(h.authorization).toBe('Bearer abc.def');
    expect(h['x-visitor-id']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(calls[0]!.url).toContain('/content/public/races?take=3');
    expect(calls[0]!.url).not.toContain('empty');
  });

  it('maps errors: message from the body, error as the code, issues as details', async () => {
    const { request, ApiError } = await import('./api');
    answers.push(json(400, { error: 'validation_failed', message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }] }));
    const err = await request('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Title is required', code: 'validation_failed', details: [{ path: 'title', message: 'Title is required' }] });
  });

  it('asks for answers in the UI’s language, and shows a failed call’s message as the server wrote it', async () => {
    const { request, errorMessage } = await import('./api');
    const { setLocale } = await import('./i18n/i18n');
    answers.push(json(200, { ok: true }));
    await request('/x');
    expect(headersOf(calls[0]!)['accept-language']).toBe('en');
    setLocale('fr');
    answers.push(json(400, { error: 'validation_failed', message: 'Requête invalide.', issues: [{ path: 'name', message: 'Accès refusé.' }] }));
    const err = await request('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(headersOf(calls[1]!)['accept-language']).toBe('fr');
    expect(errorMessage(err)).toBe('Requête invalide.');
    expect((err as { details: Array<{ message: string }> }).details[0]!.message).toBe('Accès refusé.');
    setLocale('en');
  });

  it('falls back to the text, then to HTTP {status}', async () => {
    const { request } = await import('./api');
    answers.push(() => Promise.resolve(new Response('Bad gateway text', { status: 418 })));
    await expect(request('/x', { method: 'POST' })).rejects.toMatchObject({ message: 'Bad gateway text', status: 418 });
    answers.push(() => Promise.resolve(new Response('', { status: 418 })));
    await expect(request('/x', { method: 'POST' })).rejects.toMatchObject({ message: 'HTTP 418' });
  });

  it('fires auth:unauthorized on 401 and forgets the token', async () => {
    const { request } = await import('./api');
    const { storeToken, readToken } = await import('./auth');
    storeToken('abc.def');
    const seen = vi.fn<(event: Event) => void>();
    window.addEventListener('auth:unauthorized', seen);
    answers.push(json(401, { error: 'unauthorized', message: 'Missing admin token. Please sign in.' }));
    await expect(request('/content/admin/races')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeUndefined();
  });

  it('retries a GET twice on 5xx and network errors, after 200 then 400 ms', async () => {
    const { request } = await import('./api');
    vi.useFakeTimers();
    answers.push(json(503, {}), () => Promise.reject(new TypeError('offline')), json(200, [1]));
    const p = request('/content/public/races');
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await p).toEqual([1]);
    expect(calls).toHaveLength(3);
  });

  it('gives up after two retries', async () => {
    const { request } = await import('./api');
    vi.useFakeTimers();
    answers.push(json(500, {}), json(502, {}), json(500, { message: 'still down' }));
    const p = request('/content/public/races').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await p).toMatchObject({ status: 500, message: 'still down' });
    expect(calls).toHaveLength(3);
  });

  it('never retries a write', async () => {
    const { request } = await import('./api');
    answers.push(json(503, { message: 'down' }));
    await expect(request('/content/public/cheers', { method: 'POST', body: { name: 'a' } })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('times out after 10 s as a network error with status 0', async () => {
    vi.useFakeTimers();
    const { request } = await import('./api');
    answers.push(
      () =>
        new Promise<Response>((_resolve, reject) => {
          const signal = calls[calls.length - 1]!.init.signal!;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const p = request('/x', { method: 'POST' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await p).toMatchObject({ status: 0, message: 'Network error or timeout' });
  });
});

describe('an expired session', () => {
  it('waits for the renewer on a 401, then sends the same call once more with the new token', async () => {
    const { request, setSessionRenewer } = await import('./api');
    const { storeToken, readToken } = await import('./auth');
    storeToken('old.token');
    const unauthorized = vi.fn<() => void>();
    window.addEventListener('auth:unauthorized', unauthorized);
    setSessionRenewer(async () => {
      storeToken('new.token');
      return true;
    });
    answers.push(json(401, { error: 'unauthorized', message: 'Session ended.' }), json(200, { heroTitle: 'Saved' }));
    expect(await request('/content/admin/settings', { method: 'PUT', body: { heroTitle: 'Saved' } })).toEqual({ heroTitle: 'Saved' });
    expect(calls.map((c) => [headersOf(c).authorization, c.init.body])).toEqual([
      ['Bearer old.token', '{"heroTitle":"Saved"}'],
      ['Bearer new.token', '{"heroTitle":"Saved"}'],
    ]);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(readToken()).toBe('new.token');
  });

  it('gives the 401 back when the renewer gives up, and never asks about a wrong password', async () => {
    const { request, setSessionRenewer } = await import('./api');
    const renewer = vi.fn<() => Promise<boolean>>(async () => false);
    setSessionRenewer(renewer);
    answers.push(json(401, { error: 'unauthorized', message: 'Session ended.' }));
    await expect(request('/content/admin/prs', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(renewer).toHaveBeenCalledTimes(1);
    answers.push(json(401, { error: 'invalid_credentials', message: 'Wrong e-mail or password.' }));
    await expect(request('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(renewer).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });
});

describe('mediaUrl', () => {
  it('keeps /media/ paths on the page origin without an api-base (as the server renders them) and leaves others', async () => {
    const { mediaUrl } = await import('./api');
    expect(mediaUrl('/media/a.webp')).toBe('/media/a.webp');
    expect(mediaUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(mediaUrl('/video/hero-poster.jpeg')).toBe('/video/hero-poster.jpeg');
    expect(mediaUrl(undefined)).toBeUndefined();
  });
});
