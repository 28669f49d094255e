import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { setTransport, type Transport } from '../../ui/lib/api';
import { type RenderedPage, renderPage } from '../../ui/ssr';

// The server's HTML of a public page is the app's own render (ui/ssr.tsx). Its API calls are the
// server's requests to itself (internal-requests.ts), through the same routes, schemas and JSON
// cache the browser meets: the HTML shows exactly what the app would fetch, and its first render matches.
// A lazy part (scripts/lazy-parts.ts): React's server renderer and the components are a file of
// their own in a build, loaded by the first page rather than by a start. Import it with `await import()`.

/** The transport of the page being rendered: calls made while rendering one page reach its tenant. */
const pageTransport = new AsyncLocalStorage<Transport>();

setTransport((url, init) => {
  const own = pageTransport.getStore();
  // Outside a page render no call may leave the process (the server never fetches its own UI's data over the network).
  if (!own) return Promise.reject(new Error('An API call outside a page render on the server.'));
  return own(url, init);
});

/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([204, 304]);

/** Answers the app's calls as the server's own requests, as the tenant and host of the page's request. */
function internalTransport(app: FastifyInstance, tenantId: string, host: string): Transport {
  return async (url, init) => {
    // A render only reads.
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A page render may only read (${init.method} ${url.pathname}).`);
    const res = await app.internalRequests.get(url.pathname + url.search, { host, 'x-tenant-id': tenantId, accept: 'application/json' });
    const type = res.headers['content-type'];
    return new Response(NO_BODY.has(res.status) ? null : res.body, { status: res.status, headers: typeof type === 'string' ? { 'content-type': type } : {} });
  };
}

/** What a public page is rendered for. */
export interface PageRenderRequest {
  tenantId: string;
  host: string;
  path: string;
  /** The query without its `?`. */
  search: string;
  settings: unknown;
}

/** Renders a public page with the tenant's data (read through the public API, in process). */
export function renderPublicPage(app: FastifyInstance, page: PageRenderRequest): Promise<RenderedPage> {
  const transport = internalTransport(app, page.tenantId, page.host);
  return renderPage({ path: page.path, search: page.search, settings: page.settings, runReads: (reads) => pageTransport.run(transport, reads) });
}
