import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';

// The public address of a site, as the server writes it into what it sends: og:url and og:image,
// JSON-LD, the résumé's links, PDF and QR code, calendar links and UIDs, the robots Sitemap line,
// the sitemap, the share card's printed host. It is never the request's Host (or, behind a proxy,
// X-Forwarded-Host and -Proto) as sent: a made-up value would reach those texts (a `javascript:`
// link, another site's name), and every new value made a new cached page and a new share card.
// It is built from a small set instead:
// - the protocol: the connection's (TLS or not), or behind a trusted proxy its X-Forwarded-Proto
//   when that is exactly `http` or `https`;
// - the host name: the one asked for when the tenant registered it, else the tenant's first
//   registered name; a tenant with no name (the demo on a laptop) answers on this machine's own
//   names (`localhost`, `127.0.0.1`, `[::1]`, and the address `serve --host` names), anything else
//   reading as `localhost` (or that address);
// - the port: the one asked for when it is the port the connection came in on (a direct request),
//   else none (the protocol's default: behind a proxy, or through a port forward); for a tenant
//   without a name asked under another name, this machine's name at the port the request came in on.
// So a tenant has a handful of addresses at most, whatever the requests say.

/** A site's public address. */
export interface SiteAddress {
  /** `https://name[:port]`, without a trailing slash. */
  origin: string;
  /** `name[:port]`. */
  host: string;
  /** The host name alone. */
  hostname: string;
}

/** Names of this machine a tenant without a registered name answers on. */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The first value of a header that may come as a list (`a, b`) or be repeated. */
function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}

/** A `Host` value split into its lower-case name (an IPv6 literal keeps its brackets, a final dot goes) and port. */
export function splitHost(value: string | undefined): { name: string; port?: number } {
  const v = (value ?? '').trim().toLowerCase();
  const m = /^(\[[0-9a-f:.]+\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(v);
  if (!m) return { name: '' };
  const name = m[1]!.replace(/\.$/, '');
  return m[2] === undefined ? { name } : { name, port: Number(m[2]) };
}

/** The name `serve --host` listens on, as a host name, when it names one address (not every interface). */
function listenName(host: string): string | undefined {
  if (!host || host === '0.0.0.0' || host === '::') return undefined;
  return host.includes(':') ? `[${host.toLowerCase()}]` : host.toLowerCase();
}

/** The public address of `tenantId`'s site for this request (see above). */
export function siteAddressOf(ctx: Pick<AppContext, 'config' | 'tenants'>, request: FastifyRequest, tenantId: string): SiteAddress {
  const h = request.headers;
  const socket = request.raw.socket as TLSSocket;
  const forwardedProto = ctx.config.trustProxy ? first(h['x-forwarded-proto'])?.toLowerCase() : undefined;
  const forwardedHost = ctx.config.trustProxy ? first(h['x-forwarded-host']) : undefined;
  const proxied = forwardedProto !== undefined || forwardedHost !== undefined;
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : socket.encrypted ? 'https' : 'http';
  const asked = splitHost(forwardedHost ?? first(h.host));
  const names = ctx.tenants.find(tenantId)?.hosts ?? [];
  const own = listenName(ctx.config.host);
  let hostname: string;
  let port: number | undefined;
  if (names.includes(asked.name) || (!names.length && (LOCAL_NAMES.has(asked.name) || asked.name === own))) {
    hostname = asked.name;
    // The port asked for, when it is the one the connection came in on (any other is made up).
    port = !proxied && asked.port === socket.localPort ? asked.port : undefined;
  } else if (names.length) {
    hostname = names[0]!;
  } else {
    // This machine, at the port the request came in on: the demo's links work on it.
    hostname = own ?? 'localhost';
    port = proxied ? undefined : socket.localPort;
  }
  const shown = port === undefined || port === (protocol === 'https' ? 443 : 80) ? '' : `:${port}`;
  return { origin: `${protocol}://${hostname}${shown}`, host: `${hostname}${shown}`, hostname };
}
