// The addresses `serve` prints: each site's own, as a browser reaches it. A request's site is the
// one that registered its host name, else `default` (src/http/tenant.ts): the address the server
// listens on opens a site only when a `default` site exists or a site registered that name, and a
// site with no host name and another id is reached at none.

/** A site and the addresses that open it (none: it has no host name, and it is not `default`). */
export interface SiteAddresses {
  id: string;
  urls: string[];
  /** True for `default`: every address no other site registered opens it too. */
  catchAll: boolean;
}

const url = (host: string, port: number) => `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}/`;

/** The names a browser on this computer uses for the listening address, most familiar first. */
function localNames(listenHost: string): string[] {
  if (listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '') return ['localhost', '127.0.0.1'];
  if (listenHost === '127.0.0.1') return ['127.0.0.1', 'localhost'];
  if (listenHost === '::1') return ['[::1]', 'localhost'];
  return [listenHost];
}

/** Each site's addresses on a plain HTTP server listening on `listenHost`:`port`, `default` first. */
export function siteAddresses(tenants: ReadonlyArray<{ id: string; hosts: readonly string[] }>, listenHost: string, port: number): SiteAddresses[] {
  const claimed = new Set(tenants.flatMap((t) => t.hosts.map((h) => h.toLowerCase())));
  const sites = tenants.map((t) => {
    const urls = t.hosts.map((h) => url(h, port));
    if (t.id !== 'default') return { id: t.id, urls, catchAll: false };
    // The default site also answers the listening address, unless another site registered that name.
    const free = localNames(listenHost).find((n) => !claimed.has(n.replace(/^\[|\]$/g, '')));
    return { id: t.id, urls: free ? [url(free, port), ...urls] : urls, catchAll: true };
  });
  return sites.sort((a, b) => Number(b.catchAll) - Number(a.catchAll) || a.id.localeCompare(b.id));
}

/** The address to name first (the "running at" line): the default site's, else a site's own, else the listening address. */
export function primaryAddress(sites: readonly SiteAddresses[], listenHost: string, port: number): string {
  return sites.find((s) => s.urls.length)?.urls[0] ?? url(localNames(listenHost)[0]!, port);
}

/**
 * The lines `serve` prints under its "running at" line: each site and its addresses, and how to
 * reach a site when no address matches (an address no site has shows "No site at this address").
 */
export function addressLines(sites: readonly SiteAddresses[], listenHost: string, port: number, command: string): string[] {
  if (!sites.length) return [];
  const width = Math.max(...sites.map((s) => s.id.length));
  const lines = ['Sites on this server:'];
  for (const s of sites) {
    const name = s.id.padEnd(width);
    if (!s.urls.length) lines.push(`  ${name}  no address yet: ${command} tenant hosts ${s.id} --add <name>`);
    else lines.push(`  ${name}  ${s.urls.join('  ')}${s.catchAll ? '  (and any address no other site has)' : ''}`);
  }
  if (!sites.some((s) => s.catchAll)) {
    const local = localNames(listenHost)[0]!;
    lines.push(
      `An address no site has (such as ${url(local, port)}) shows "No site at this address": open a site at its own address above, or give it this one too: ${command} tenant hosts <id> --add ${local.replace(/^\[|\]$/g, '')}`,
    );
  }
  return lines;
}
