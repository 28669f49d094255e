// Client tenant resolution: the server writes the tenant it resolved (from the host name) into a
// <meta name="tenant-id">; a stored value set by an admin tool comes next; else `default`.

const TENANT_KEY = 'tenantId';
const VALID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The tenant this page talks to. */
export function currentTenantId(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="tenant-id"]')?.getAttribute('content') : null;
  if (meta && VALID.test(meta)) return meta;
  try {
    const stored = localStorage.getItem(TENANT_KEY);
    if (stored && VALID.test(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode); the default is fine.
  }
  return 'default';
}

/** Remembers the tenant returned at sign-in. */
export function rememberTenantId(id: string): void {
  try {
    if (VALID.test(id)) localStorage.setItem(TENANT_KEY, id);
  } catch {
    // Ignore blocked storage.
  }
}
