import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { clientAddressKey } from '../../http/client-address';
import { resolveTenantId } from '../../http/tenant';
import { eventScopeOf, notify } from '../notifications';
import { utcDay } from './links.mapper';
import { countVisit } from './links.repository';
import { VIA_PARAM, isLinkCode } from './links.schema';

/** The well-formed link code in a page URL's `?via=`, lowercased; undefined when there is none. */
function viaCodeOf(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const code = new URLSearchParams(url.slice(q + 1)).get(VIA_PARAM)?.trim().toLowerCase();
  return code && isLinkCode(code) ? code : undefined;
}

const header = (request: FastifyRequest, name: string): string => {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/**
 * Whether a page request is a person opening the page: a browser's user agent that is not a known
 * crawler or link-preview bot (a link pasted in a chat is fetched by the chat's bot; that is not a
 * coach looking), not a prefetch, and a top-level document when the browser says what it fetches.
 */
function isPersonVisit(request: FastifyRequest): boolean {
  const ua = header(request, 'user-agent');
  if (!ua || isbot(ua)) return false;
  if (/prefetch|prerender/i.test(`${header(request, 'sec-purpose')} ${header(request, 'purpose')} ${header(request, 'x-moz')}`)) return false;
  const dest = header(request, 'sec-fetch-dest');
  return dest === '' || dest === 'document';
}

/** How many new visitors one address may add to one site's link counts in an hour. */
const NEW_VISITORS_PER_ADDRESS_HOUR = 10;

/** The most visitors (and addresses) remembered at once; past it the oldest are forgotten. */
const REMEMBERED = 100_000;

/**
 * Who was counted today, so that a visitor counts once per link and day, and how many new
 * visitors each address brought this hour. A visitor is its address (an IPv6 address by its /64)
 * and its browser's user agent; what is kept in memory is an HMAC of them with the site and the
 * link, under a random key made for the day and dropped with it (with everything it keyed):
 * neither an address nor a user agent is stored, here or on disk, and yesterday's digests cannot
 * be matched against anything. A restart forgets today's visitors: one may be counted again.
 */
class VisitorGate {
  private day = '';
  private key = randomBytes(32);
  private seen = new Set<string>();
  private hour = -1;
  private perAddress = new Map<string, number>();

  /** Records a visit; answers its digest when it counts (a new visitor within its address's limit), else undefined. */
  admit(visit: { tenantId: string; code: string; address: string; userAgent: string; day: string; now: number }): string | undefined {
    if (visit.day !== this.day) {
      this.day = visit.day;
      this.key = randomBytes(32);
      this.seen.clear();
      this.perAddress.clear();
    }
    const hour = Math.floor(visit.now / 3_600_000);
    if (hour !== this.hour) {
      this.hour = hour;
      this.perAddress.clear();
    }
    const address = clientAddressKey(visit.address);
    const visitor = this.digest(['visitor', visit.tenantId, visit.code, address, visit.userAgent]);
    if (this.seen.has(visitor)) return undefined;
    const from = this.digest(['address', visit.tenantId, address]);
    const brought = this.perAddress.get(from) ?? 0;
    if (brought >= NEW_VISITORS_PER_ADDRESS_HOUR) return undefined;
    remember(this.perAddress, from, brought + 1);
    remember(this.seen, visitor);
    return visitor;
  }

  /** Forgets a visitor admitted by `admit` whose visit could not be counted after all. */
  forget(visitor: string): void {
    this.seen.delete(visitor);
  }

  private digest(parts: string[]): string {
    return createHmac('sha256', this.key).update(parts.join('\u0000')).digest('base64url').slice(0, 22);
  }
}

/** Adds to a bounded set or map, forgetting the oldest entry when it is full. */
function remember(store: Set<string> | Map<string, number>, key: string, value?: number): void {
  if (!store.has(key) && store.size >= REMEMBERED) store.delete(store.keys().next().value as string);
  if (store instanceof Map) store.set(key, value ?? 0);
  else store.add(key);
}

/** What a visit is: a page (HTML), or the résumé as a PDF. */
const COUNTED_TYPES = /^(text\/html|application\/pdf)\b/;

/** The visitor gate of each app (its scopes share it). */
const gates = new WeakMap<object, VisitorGate>();

/**
 * Counts page loads that arrive through a tracked link (`?via=<code>` on any public page), in the
 * tenant's database: one count per HTML page or résumé PDF answered (200, or 304 to a reload), for the link and
 * the UTC day. It runs as the page is sent, after the page cache answered, so a cached page counts
 * like a fresh one. One visitor counts once per link and day, and one address adds at most
 * NEW_VISITORS_PER_ADDRESS_HOUR visitors an hour to a site (VisitorGate): a reload, a script
 * requesting the page again or changing its user agent does not inflate the count, nor write.
 * Nothing about the visitor is stored (no cookie, no address); an unknown code writes nothing. A
 * failed count is logged and never fails the page.
 */
export function countLinkVisits(app: FastifyInstance): void {
  // One gate per app, whichever scope sends the page (the app's pages, the résumé and its PDF): a
  // visitor counts once a day however many of the site's pages it opens through the link.
  let gate = gates.get(app.ctx);
  if (!gate) gates.set(app.ctx, (gate = new VisitorGate()));
  const visitors = gate;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return payload;
    const code = viaCodeOf(request.url);
    if (!code || !COUNTED_TYPES.test(String(reply.getHeader('content-type') ?? '')) || !isPersonVisit(request)) return payload;
    let tenantId: string;
    try {
      tenantId = resolveTenantId(app, request);
    } catch {
      return payload;
    }
    const now = new Date();
    const day = utcDay(now);
    const visitor = visitors.admit({ tenantId, code, address: request.ip, userAgent: header(request, 'user-agent'), day, now: now.getTime() });
    if (!visitor) return payload;
    try {
      // Awaited before the page goes out: when the page has arrived, its visit is counted.
      const scope = eventScopeOf(request, tenantId);
      // A first visit's notification is no public change either: set aside like the count.
      await app.ctx.pool.with(tenantId, (h) => countVisit(h, code, day, (trx, link) => notify(trx, scope, { kind: 'link_first_visit', label: link.label, linkId: link.id }, {}, { setAside: h }).then(() => undefined)));
    } catch (err) {
      visitors.forget(visitor);
      request.log.warn({ err, tenant: tenantId }, 'a tracked-link visit could not be counted');
    }
    return payload;
  });
}
