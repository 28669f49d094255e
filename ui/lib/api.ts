import { readToken } from './auth';
import { t } from './i18n/common.messages';
import { locale } from './i18n/i18n';
import { currentTenantId } from './tenant';

// Every request convention (docs/api.md), in one place.

/** The API base: same origin unless configured (a <meta name="api-base"> for a split deployment). */
export function apiBase(): string {
  // The server's render (ui/ssr.tsx) writes same-origin paths, as a page without an api-base does.
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector('meta[name="api-base"]')?.getAttribute('content');
  return (meta ?? '').replace(/\/$/, '');
}

/** Media paths (`/media/…`) are served by the API: prefix them with its base. */
export function mediaUrl(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/media/') ? `${apiBase()}${url}` : url;
}

/** An error answer: message from the body, else its text, else 'HTTP {status}'; `error` is the code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TIMEOUT_MS = 10_000;
const RETRY_WAITS = [200, 400];

/** Options of one call. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Multipart uploads send FormData as is. */
  form?: FormData;
  /** A body sent as it is, with its type (a CSV file). */
  text?: { type: string; body: string };
  timeoutMs?: number;
  signal?: AbortSignal;
}

function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How a call reaches the API: the browser's fetch, or the server's own when it renders a page (ui/ssr.tsx). */
export type Transport = (url: URL, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Replaces the way calls reach the API (the server answers the calls of its own render in process). */
export function setTransport(next: Transport): void {
  transport = next;
}

/** The absolute URL of an API path with its query (blank values left out). */
function apiUrl(path: string, query: RequestOptions['query'] = {}): URL {
  const url = new URL(`${apiBase()}${path}`, typeof location !== 'undefined' ? location.origin : 'http://localhost');
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  return url;
}

/**
 * The headers every call carries: JSON answers in the UI's language (the server says its errors in
 * it), the tenant, a request id, the admin token and the visitor id when there are.
 */
function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': locale.value,
    'x-tenant-id': currentTenantId(),
    'x-request-id': newRequestId(),
  };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const visitor = visitorId();
  if (visitor) headers['x-visitor-id'] = visitor;
  return headers;
}

async function once(path: string, opts: RequestOptions): Promise<Response> {
  const url = apiUrl(path, opts.query);
  const headers = apiHeaders();
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.text) {
    headers['content-type'] = opts.text.type;
    body = opts.text.body;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    return await transport(url, { method: opts.method ?? 'GET', headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, t('api.network'), 'network_error');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The ApiError of a failed answer, read from its `{ error, message, issues? }` body: message from
 * the body, else its text, else 'HTTP {status}'.
 */
export function apiErrorOf(status: number, text: string): ApiError {
  let parsed: { message?: unknown; error?: unknown; issues?: unknown } | undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : text && !parsed ? text.slice(0, 300) : `HTTP ${status}`;
  const code = typeof parsed?.error === 'string' ? parsed.error : undefined;
  const details = Array.isArray(parsed?.issues) ? (parsed.issues as Array<{ path: string; message: string }>) : undefined;
  return new ApiError(status, message, code, details);
}

/** A 401 tells the app the session is gone (it then asks to sign in again). */
function noteUnauthorized(status: number): void {
  if (status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event('auth:unauthorized'));
}

async function toError(res: Response): Promise<ApiError> {
  noteUnauthorized(res.status);
  const text = await res.text().catch(() => '');
  return apiErrorOf(res.status, text);
}

/**
 * Asked when a call answers 401 (the admin's session expired or was ended): resolves true once the
 * admin has signed in again, and the call is then sent again with the new token; false gives up.
 */
export type SessionRenewer = () => Promise<boolean>;
let renewSession: SessionRenewer | undefined;

/** The path whose 401 means a wrong password, never an expired session. */
const LOGIN_PATH = '/auth/login';

/** Sets the handler of an expired session (the app's sign-in dialog); undefined removes it. */
export function setSessionRenewer(handler: SessionRenewer | undefined): void {
  renewSession = handler;
}

/** Asks the renewer (if any) to sign the admin in again after a 401; true when the call may be sent again. */
function renewExpiredSession(): Promise<boolean> {
  return renewSession ? renewSession() : Promise.resolve(false);
}

/**
 * One call; on a 401 the renewer may sign the admin in again, then the same call goes once more.
 * The body is kept in `opts`, so what the admin typed is sent as it was.
 */
async function onceRenewing(path: string, opts: RequestOptions): Promise<Response> {
  const res = await once(path, opts);
  if (res.status !== 401 || !renewSession || path === LOGIN_PATH) return res;
  if (!(await renewSession())) return res;
  return once(path, opts);
}

/** The raw response of a successful call (status 2xx); GETs retry twice on 0 or 5xx. */
export async function requestRaw(path: string, opts: RequestOptions = {}): Promise<Response> {
  const isGet = (opts.method ?? 'GET') === 'GET';
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await onceRenewing(path, opts);
      if (res.ok) return res;
      const err = await toError(res);
      if (isGet && res.status >= 500 && attempt < RETRY_WAITS.length) {
        await sleep(RETRY_WAITS[attempt]!);
        continue;
      }
      throw err;
    } catch (err) {
      if (err instanceof ApiError && err.status === 0 && isGet && attempt < RETRY_WAITS.length && !opts.signal?.aborted) {
        await sleep(RETRY_WAITS[attempt]!);
        continue;
      }
      throw err;
    }
  }
}

/** A JSON call with every convention; resolves to the parsed body (undefined for an empty one). */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await requestRaw(path, opts);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A call that also tells the status (for 202 answers). */
export async function requestWithStatus<T>(path: string, opts: RequestOptions = {}): Promise<{ status: number; body: T }> {
  const res = await requestRaw(path, opts);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The raw answer of an upload: its status and body text, whatever the status. */
export interface UploadAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** Options of an upload with progress. */
export interface UploadRequestOptions {
  /** Bytes sent so far and in all, as they go out. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload events give the real byte progress
 * (fetch has none), with the same URL, headers and 401 handling as every other call. Resolves
 * with the answer whatever its status (callers read it with apiErrorOf or their own wording);
 * rejects with an ApiError of status 0 when no answer came: `network_error`, `timeout` or `aborted`.
 */
export async function uploadRaw(path: string, form: FormData, opts: UploadRequestOptions = {}): Promise<UploadAnswer> {
  // On a 401 the renewer may sign the admin in again: the same form (the chosen file) goes once more.
  let answer = await uploadOnce(path, form, opts);
  if (answer.status === 401 && (await renewExpiredSession())) answer = await uploadOnce(path, form, opts);
  noteUnauthorized(answer.status);
  return answer;
}

/** One multipart POST through XMLHttpRequest. */
function uploadOnce(path: string, form: FormData, opts: UploadRequestOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path).toString());
    if (opts.timeoutMs) xhr.timeout = opts.timeoutMs;
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, t('upload.failed'), 'network_error'));
    xhr.ontimeout = () => reject(new ApiError(0, t('upload.timeout'), 'timeout'));
    xhr.onabort = () => reject(new ApiError(0, t('upload.cancelled'), 'aborted'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The message to show for a failed call: the server's, already in the UI's language (the call asked for it), else `fallback`. */
export function errorMessage(err: unknown, fallback = t('api.failed')): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

const VISITOR_KEY = 'visitorId';
/** The anonymous id this browser sends with likes and votes (kept in local storage). */
function visitorId(): string | undefined {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      const bytes = new Uint8Array(18);
      crypto.getRandomValues(bytes);
      id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    // Blocked storage: the server's cookie fallback identifies the browser instead.
    return undefined;
  }
}
