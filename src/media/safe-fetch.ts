import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { apiMessages, say, sayIn, type Said } from '../shared/api-messages';

// Server-side fetches of URLs an admin pasted (press articles, followed athletes' photos). The
// server sits on a home network, so a URL must never reach the router, the NAS, the cloud metadata
// service or the server itself. Every address is checked by `classifyAddress` before connecting,
// after every redirect, and again by request-filtering-agent at connect time; the address that was
// checked is the one connected to (no second DNS answer can swap it: DNS rebinding).

/** Limits of the two kinds of fetch (pages 2 MB, images 20 MB). */
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_FETCH_MAX_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

/** Why a fetch was refused or failed. */
export type SafeFetchErrorCode = 'bad_url' | 'blocked_address' | 'dns_failed' | 'too_many_redirects' | 'bad_status' | 'bad_type' | 'too_large' | 'timeout' | 'network';

/** Why a fetch failed, in words for the admin (src/shared/api-messages.ts). */
export const FETCH = apiMessages('fetch', {
  notImage: { en: 'not an image', fr: 'ce n’est pas une image' },
  badUrl: { en: 'Not a valid URL.', fr: 'URL invalide.' },
  protocol: { en: 'Only http and https URLs can be fetched.', fr: 'Seules les URL http et https peuvent être récupérées.' },
  credentials: { en: 'URLs with a user name or password are refused.', fr: 'Les URL avec un nom d’utilisateur ou un mot de passe sont refusées.' },
  noHost: { en: 'The URL has no host.', fr: 'L’URL n’a pas d’hôte.' },
  dns: { en: 'Could not resolve {host}.', fr: 'Impossible de résoudre {host}.' },
  refused: { en: 'Refused: {reason}.', fr: 'Refusé : {reason}.' },
  refusedAtConnect: { en: 'Refused at connect time: {reason}', fr: 'Refusé à la connexion : {reason}' },
  timeout: { en: 'The site took too long to answer.', fr: 'Le site a mis trop de temps à répondre.' },
  network: { en: 'Could not reach {host}.', fr: 'Impossible de joindre {host}.' },
  tooLarge: { en: 'The answer is larger than {max} bytes.', fr: 'La réponse dépasse {max} octets.' },
  unreadable: { en: 'The answer could not be read.', fr: 'La réponse n’a pas pu être lue.' },
  redirects: { en: 'Too many redirects.', fr: 'Trop de redirections.' },
  status: { en: 'The site answered {status}.', fr: 'Le site a répondu {status}.' },
  type: { en: 'Unexpected content type {type}.', fr: 'Type de contenu inattendu {type}.' },
});

/** A refused or failed server-side fetch; `said` is why, by code (its `message` the English, for logs). */
export class SafeFetchError extends Error {
  readonly said: Said;
  constructor(
    readonly code: SafeFetchErrorCode,
    said: Said,
  ) {
    super(sayIn('en', said));
    this.said = said;
    this.name = 'SafeFetchError';
  }
}

/** The verdict on one address. */
export type AddressVerdict = { allowed: true; address: string } | { allowed: false; reason: string };

/** IPv4 blocks that are not the public internet, beyond what ipaddr.js names (RFC 6890 and friends). */
const EXTRA_V4_BLOCKS = ['0.0.0.0/8', '100.64.0.0/10', '169.254.0.0/16', '192.0.0.0/24', '192.0.2.0/24', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '240.0.0.0/4'].map((c) => ipaddr.IPv4.parseCIDR(c));
/** IPv6 blocks that embed or reach IPv4 (NAT64, 6to4, Teredo) or are not global unicast. */
const EXTRA_V6_BLOCKS = ['64:ff9b::/96', '64:ff9b:1::/48', '2002::/16', '2001::/32', '2001:db8::/32', 'fc00::/7', 'fe80::/10', 'fec0::/10', '::/96', '100::/64'].map((c) => ipaddr.IPv6.parseCIDR(c));

/**
 * Classifies an IP address written any way a URL or resolver may spell it (dotted, decimal
 * `2130706433`, octal `0177.0.0.1`, hex, short `127.1`, IPv6, IPv4-mapped IPv6, bracketed).
 * Only global unicast addresses are allowed; `allowLoopback` (tests only) lets 127/8 and ::1 pass.
 * Pure: no DNS, no connection.
 */
export function classifyAddress(input: string, opts: { allowLoopback?: boolean; allowAddresses?: string[] } = {}): AddressVerdict {
  const raw = input.trim().replace(/^\[(.*)\]$/, '$1');
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // ipaddr.parse accepts the classic inet_aton spellings (decimal, octal, hex, 1–4 parts), as URLs do.
    parsed = ipaddr.parse(raw);
  } catch {
    return { allowed: false, reason: `not an IP address: ${raw}` };
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const address = parsed.toString();
  if (opts.allowAddresses?.includes(address)) return { allowed: true, address };
  const range = parsed.range();
  if (range === 'loopback' && opts.allowLoopback) return { allowed: true, address };
  if (range !== 'unicast') return { allowed: false, reason: `${address} is a ${range} address` };
  const blocks = parsed.kind() === 'ipv4' ? EXTRA_V4_BLOCKS : EXTRA_V6_BLOCKS;
  for (const block of blocks) {
    if (parsed.kind() === block[0].kind() && parsed.match(block as [typeof parsed, number])) return { allowed: false, reason: `${address} is in ${block[0].toString()}/${block[1]}` };
  }
  return { allowed: true, address };
}

/** Resolves a host name to every address (test code may give its own resolver). */
type Resolver = (host: string) => Promise<string[]>;
const systemResolver: Resolver = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Options of one fetch. */
export interface SafeFetchOptions {
  maxBytes: number;
  /** True for an acceptable `Content-Type` (lower-cased, without parameters). */
  acceptType: (mime: string) => boolean;
  accept: string;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Test-only: lets loopback addresses through (a test page on 127.0.0.1). */
  allowLoopback?: boolean;
  /** Test-only: exact addresses let through. */
  allowAddresses?: string[];
  /** Test-only: a resolver instead of the system's. */
  resolve?: Resolver;
}

/** A fetched body. */
export interface SafeFetchResult {
  /** The URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  /** The `charset` parameter of Content-Type, if any. */
  charset?: string;
  body: Buffer;
}

/** Parses and checks a URL an admin gave: http(s) only, no user:password, a host. */
export function parseFetchUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    throw new SafeFetchError('bad_url', FETCH.code.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('bad_url', FETCH.code.protocol);
  if (url.username || url.password) throw new SafeFetchError('bad_url', FETCH.code.credentials);
  if (!url.hostname) throw new SafeFetchError('bad_url', FETCH.code.noHost);
  return url;
}

/** Checks the host of a URL and answers the one address to connect to. */
async function pickAddress(url: URL, opts: SafeFetchOptions): Promise<{ address: string; family: 4 | 6 }> {
  // URL already normalised IPv4 spellings (2130706433 → 127.0.0.1); IPv6 hosts come bracketed.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let candidates: string[];
  if (ipaddr.isValid(host)) candidates = [host];
  else {
    try {
      candidates = await (opts.resolve ?? systemResolver)(host);
    } catch {
      throw new SafeFetchError('dns_failed', say(FETCH.code.dns, { host }));
    }
    if (!candidates.length) throw new SafeFetchError('dns_failed', say(FETCH.code.dns, { host }));
  }
  // Every address a name resolves to must be allowed: a name that also points inside is refused.
  let chosen: string | undefined;
  for (const candidate of candidates) {
    const verdict = classifyAddress(candidate, opts);
    if (!verdict.allowed) throw new SafeFetchError('blocked_address', say(FETCH.code.refused, { reason: verdict.reason }));
    chosen ??= verdict.address;
  }
  return { address: chosen!, family: ipaddr.parse(chosen!).kind() === 'ipv6' ? 6 : 4 };
}

function agentsFor(opts: SafeFetchOptions): { http: http.Agent; https: https.Agent } {
  const allowIPAddressList = [...(opts.allowLoopback ? ['127.0.0.0/8', '::1'] : []), ...(opts.allowAddresses ?? [])];
  const common = { allowPrivateIPAddress: false, allowMetaIPAddress: false, allowIPAddressList, keepAlive: false };
  return { http: new RequestFilteringHttpAgent(common), https: new RequestFilteringHttpsAgent(common) };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request to a checked address; answers the response (not yet read). */
function requestOnce(url: URL, target: { address: string; family: 4 | 6 }, opts: SafeFetchOptions, agents: { http: http.Agent; https: https.Agent }, signal: AbortSignal): Promise<http.IncomingMessage> {
  // The lookup answers the address already checked, so the connection cannot go anywhere else.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const mod = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(
      url,
      {
        method: 'GET',
        agent: url.protocol === 'https:' ? agents.https : agents.http,
        lookup,
        signal,
        headers: {
          accept: opts.accept,
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'Athlete.Site preview fetcher (+https://example.org/athlete-site)',
        },
      },
      resolve,
    );
    req.on('error', (err) => {
      if (signal.aborted) reject(new SafeFetchError('timeout', FETCH.code.timeout));
      else if (/not allowed/i.test(err.message)) reject(new SafeFetchError('blocked_address', say(FETCH.code.refusedAtConnect, { reason: err.message })));
      else reject(new SafeFetchError('network', say(FETCH.code.network, { host: url.host })));
    });
    req.end();
  });
}

/** Reads a response body, decompressing it, and stops past `maxBytes` (counted after decompression). */
async function readBody(res: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  if (!encoding && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new SafeFetchError('too_large', say(FETCH.code.tooLarge, { max: maxBytes }));
  }
  const stream = encoding === 'gzip' || encoding === 'x-gzip' ? res.pipe(zlib.createGunzip()) : encoding === 'deflate' ? res.pipe(zlib.createInflate()) : encoding === 'br' ? res.pipe(zlib.createBrotliDecompress()) : res;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        res.destroy();
        throw new SafeFetchError('too_large', say(FETCH.code.tooLarge, { max: maxBytes }));
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (signal.aborted) throw new SafeFetchError('timeout', FETCH.code.timeout);
    throw new SafeFetchError('network', FETCH.code.unreadable);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a URL safely: http(s) only; every address (after DNS, after each of at most 5 redirects,
 * and at connect time) must be public; 10 s for the whole exchange; the body capped; only the
 * expected content types. Throws a SafeFetchError otherwise.
 */
async function safeFetch(input: string, opts: SafeFetchOptions): Promise<SafeFetchResult> {
  const signal = AbortSignal.timeout(opts.timeoutMs ?? FETCH_TIMEOUT_MS);
  const agents = agentsFor(opts);
  let url = parseFetchUrl(input);
  try {
    for (let hop = 0; ; hop++) {
      const target = await pickAddress(url, opts);
      if (signal.aborted) throw new SafeFetchError('timeout', FETCH.code.timeout);
      const res = await requestOnce(url, target, opts, agents, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location) {
        res.resume();
        if (hop >= (opts.maxRedirects ?? MAX_REDIRECTS)) throw new SafeFetchError('too_many_redirects', FETCH.code.redirects);
        url = parseFetchUrl(res.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new SafeFetchError('bad_status', say(FETCH.code.status, { status }));
      }
      const [mime = '', ...params] = String(res.headers['content-type'] ?? '').split(';').map((s) => s.trim());
      if (!opts.acceptType(mime.toLowerCase())) {
        res.destroy();
        throw new SafeFetchError('bad_type', say(FETCH.code.type, { type: mime || '(none)' }));
      }
      const charset = params.find((p) => /^charset=/i.test(p))?.slice(8).replace(/"/g, '');
      const body = await readBody(res, opts.maxBytes, signal);
      return { url: url.toString(), status, contentType: mime.toLowerCase(), charset, body };
    }
  } finally {
    agents.http.destroy();
    agents.https.destroy();
  }
}

/** Fetches an HTML page (≤ 2 MB). */
export function fetchPage(url: string, opts: Partial<SafeFetchOptions> = {}): Promise<SafeFetchResult> {
  return safeFetch(url, { maxBytes: PAGE_MAX_BYTES, accept: 'text/html,application/xhtml+xml;q=0.9', acceptType: (t) => t === 'text/html' || t === 'application/xhtml+xml', ...opts });
}

/** Fetches an image (≤ 20 MB); its real type is checked again by content when it is stored. */
export function fetchImage(url: string, opts: Partial<SafeFetchOptions> = {}): Promise<SafeFetchResult> {
  return safeFetch(url, { maxBytes: IMAGE_FETCH_MAX_BYTES, accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9', acceptType: (t) => t.startsWith('image/') && t !== 'image/svg+xml', ...opts });
}
