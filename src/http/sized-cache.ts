/** One entry: its value, the tenant it belongs to and the bytes it is counted for. */
interface Slot<V> {
  tenant: string;
  value: V;
  size: number;
}

/**
 * A cache bounded in bytes, overall and per tenant: the one least recently used goes first, of the
 * tenant storing when that tenant is over its share, else of all. A count of entries bounds
 * nothing when one entry is 20 KB and another 2 MB (a page of a site with long lists), and one
 * shared bound let one tenant's pages (or made-up requests for them) push out every other
 * tenant's. The sizes are what `sizeOf` says an entry holds (an upper bound: the caller's).
 * A Map keeps insertion order: an entry read is moved to the end, the oldest is the first.
 */
export class SizedCache<V> {
  private readonly all = new Map<string, Slot<V>>();
  private readonly tenants = new Map<string, { bytes: number; keys: Map<string, Slot<V>> }>();
  private total = 0;

  constructor(
    private readonly limits: { maxBytes: number; maxBytesPerTenant: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The entry of a key (now the most recently used), if kept. */
  get(key: string): V | undefined {
    const slot = this.all.get(key);
    if (!slot) return undefined;
    this.all.delete(key);
    this.all.set(key, slot);
    const own = this.tenants.get(slot.tenant)!.keys;
    own.delete(key);
    own.set(key, slot);
    return slot.value;
  }

  /** Keeps an entry of a tenant, making room for it; one larger than a tenant's share is not kept. */
  set(tenant: string, key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.limits.maxBytesPerTenant || size > this.limits.maxBytes) return;
    const current = this.tenants.get(tenant);
    if (current) while (current.bytes + size > this.limits.maxBytesPerTenant) this.delete(current.keys.keys().next().value as string);
    while (this.total + size > this.limits.maxBytes) this.delete(this.all.keys().next().value as string);
    // Looked up again: making room may have removed the tenant's last entry, and its record with it.
    let own = this.tenants.get(tenant);
    if (!own) this.tenants.set(tenant, (own = { bytes: 0, keys: new Map() }));
    const slot = { tenant, value, size };
    this.all.set(key, slot);
    own.keys.set(key, slot);
    own.bytes += size;
    this.total += size;
  }

  /** Forgets a key. */
  delete(key: string): void {
    const slot = this.all.get(key);
    if (!slot) return;
    this.all.delete(key);
    const own = this.tenants.get(slot.tenant)!;
    own.keys.delete(key);
    own.bytes -= slot.size;
    this.total -= slot.size;
    if (!own.keys.size) this.tenants.delete(slot.tenant);
  }

  /** Forgets every entry of a tenant (one idle a while: its pages are rendered again on its next visit). */
  dropTenant(tenant: string): void {
    const own = this.tenants.get(tenant);
    if (!own) return;
    for (const key of [...own.keys.keys()]) this.delete(key);
  }

  /** The tenants that have entries. */
  tenantIds(): string[] {
    return [...this.tenants.keys()];
  }

  /** Bytes kept, for one tenant or all. */
  bytes(tenant?: string): number {
    return tenant === undefined ? this.total : (this.tenants.get(tenant)?.bytes ?? 0);
  }

  /** How many entries are kept. */
  get size(): number {
    return this.all.size;
  }
}
