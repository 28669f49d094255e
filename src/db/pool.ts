import { dataPaths } from '../tenants/tenant-store';
import { openTenantDatabase, type TenantDatabase } from './database';

interface Entry {
  opening: Promise<TenantDatabase>;
  handle?: TenantDatabase;
  refs: number;
  lastUsed: number;
}

/**
 * A bounded pool of open tenant databases: opened lazily on first use, migrated on open, and the
 * least recently used idle handle closed when more than `maxOpen` are open. A handle in use by a
 * request (refs > 0) is never closed under it.
 */
export class TenantPool {
  private entries = new Map<string, Entry>();
  private closed = false;

  constructor(
    private readonly dataDir: string,
    private readonly maxOpen = 32,
  ) {}

  /** Borrows the tenant's database; call the returned `release` when done. The tenant must exist. */
  async acquire(tenantId: string): Promise<{ handle: TenantDatabase; release: () => void }> {
    if (this.closed) throw new Error('The database pool is closed.');
    let entry = this.entries.get(tenantId);
    if (!entry) {
      const file = dataPaths(this.dataDir).databaseFile(tenantId);
      const fresh: Entry = { opening: openTenantDatabase(file, { create: false }), refs: 0, lastUsed: Date.now() };
      this.entries.set(tenantId, fresh);
      fresh.opening.then(
        (h) => (fresh.handle = h),
        () => this.entries.delete(tenantId),
      );
      entry = fresh;
    }
    entry.refs++;
    entry.lastUsed = Date.now();
    let handle: TenantDatabase;
    try {
      handle = await entry.opening;
    } catch (err) {
      entry.refs--;
      throw err;
    }
    const e = entry;
    let released = false;
    this.evictIdle();
    return {
      handle,
      release: () => {
        if (released) return;
        released = true;
        e.refs--;
        e.lastUsed = Date.now();
      },
    };
  }

  /** The fast path of `acquire`: borrows an already open database synchronously, else undefined. */
  tryAcquireOpen(tenantId: string): { handle: TenantDatabase; release: () => void } | undefined {
    const e = this.entries.get(tenantId);
    if (!e?.handle || this.closed) return undefined;
    e.refs++;
    e.lastUsed = Date.now();
    const handle = e.handle;
    let released = false;
    return {
      handle,
      release: () => {
        if (released) return;
        released = true;
        e.refs--;
        e.lastUsed = Date.now();
      },
    };
  }

  /** Runs `fn` with the tenant's database borrowed for its duration. */
  async with<T>(tenantId: string, fn: (h: TenantDatabase) => Promise<T> | T): Promise<T> {
    const { handle, release } = await this.acquire(tenantId);
    try {
      return await fn(handle);
    } finally {
      release();
    }
  }

  /** How many databases are open now. */
  get size(): number {
    return this.entries.size;
  }

  private evictIdle(): void {
    if (this.entries.size <= this.maxOpen) return;
    const idle = [...this.entries.entries()].filter(([, e]) => e.refs === 0 && e.handle).sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [id, e] of idle) {
      if (this.entries.size <= this.maxOpen) break;
      this.entries.delete(id);
      void e.handle?.close();
    }
  }

  /** Closes one tenant's database (before it is removed or restored). */
  async closeTenant(tenantId: string): Promise<void> {
    const e = this.entries.get(tenantId);
    if (!e) return;
    this.entries.delete(tenantId);
    const h = await e.opening.catch(() => undefined);
    await h?.close();
  }

  /** Closes every database; later acquires fail. */
  async closeAll(): Promise<void> {
    this.closed = true;
    const all = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(all.map(async (e) => (await e.opening.catch(() => undefined))?.close()));
  }
}
