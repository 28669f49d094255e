import { readToken } from './auth';
import { t } from './i18n/i18n';
import { currentTenantId } from './tenant';

// Every request convention (docs/api.md), in one place.

/** The API base: same origin unless configured (a <meta name="api-base"> for a split deployment). */
export function apiBase(): string {
  if (typeof document === 'undefined') return 'http://localhost:8080';
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

export const TIMEOUT_MS = 10_000;
const RETRY_WAITS = [200, 400];

/** Options of one call. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Multipart uploads send FormData as is. */
  form?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
}

function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function once(path: string, opts: RequestOptions): Promise<Response> {
  const url = new URL(`${apiBase()}${path}`, typeof location !== 'undefined' ? location.origin : 'http://localhost');
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-tenant-id': currentTenantId(),
    'x-request-id': newRequestId(),
  };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const visitor = visitorId();
  if (visitor) headers['x-visitor-id'] = visitor;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(url, { method: opts.method ?? 'GET', headers, body, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, t('api.network'), 'network_error');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

async function toError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let parsed: { message?: unknown; error?: unknown; issues?: unknown } | undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : text && !parsed ? text.slice(0, 300) : `HTTP ${res.status}`;
  const code = typeof parsed?.error === 'string' ? parsed.error : undefined;
  const details = Array.isArray(parsed?.issues) ? (parsed.issues as Array<{ path: string; message: string }>) : undefined;
  if (res.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event('auth:unauthorized'));
  return new ApiError(res.status, message, code, details);
}

/** The raw response of a successful call (status 2xx); GETs retry twice on 0 or 5xx. */
export async function requestRaw(path: string, opts: RequestOptions = {}): Promise<Response> {
  const isGet = (opts.method ?? 'GET') === 'GET';
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await once(path, opts);
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

/** The message to show for a failed call. */
export function errorMessage(err: unknown, fallback = t('api.failed')): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

const VISITOR_KEY = 'visitorId';
/** The anonymous id this browser sends with likes and votes (kept in local storage). */
export function visitorId(): string | undefined {
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
