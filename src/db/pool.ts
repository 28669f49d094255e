import fs from 'node:fs';
import { dataPaths } from '../tenants/tenant-store';
import { CorruptDatabaseError, NewerDatabaseError, openTenantDatabase, type TenantDatabase } from './database';

/** Why a tenant's database cannot be served: damaged, or written by a newer version. */
export type UnavailableReason = 'corrupt' | 'newer_schema';

/** A tenant whose database was refused when it opened; its requests answer 503 until the file changes. */
export class TenantUnavailableError extends Error {
  constructor(
    readonly tenantId: string,
    readonly reason: UnavailableReason,
    readonly detail: string,
    /** True the first time it is detected (log it then, not on every request). */
    readonly firstReport: boolean,
  ) {
    super(`Tenant "${tenantId}" is unavailable: ${detail}`);
    this.name = 'TenantUnavailableError';
  }
}

interface Unavailable {
  reason: UnavailableReason;
  detail: string;
  since: string;
  /** The file as it was when refused: a replaced or restored file is tried again. */
  signature: string;
}

function fileSignature(file: string): string {
  try {
    const st = fs.statSync(file);
    return `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

interface Entry {
  opening: Promise<TenantDatabase>;
  handle?: TenantDatabase;
  refs: number;
  lastUsed: number;
}

/** How the pool sizes what each open database holds, and what it tells when it closes one. */
export interface PoolOptions {
  /** SQLite's page cache of each open database, in KiB (SQLite's default: 2,000). */
  cacheKiB?: number;
  /** Called when a tenant's database is closed (evicted, idle, forgotten): what was kept for it at its epoch is dead weight. */
  onClosed?: (tenantId: string) => void;
}

/**
 * A bounded pool of open tenant databases: opened lazily on first use, migrated on open, and the
 * least recently used idle handle closed when more than `maxOpen` are open, or when it has not been
 * used for a while (`closeIdle`). A handle in use by a request (refs > 0) is never closed under it.
 */
export class TenantPool {
  private entries = new Map<string, Entry>();
  private unavailable = new Map<string, Unavailable>();
  private closed = false;

  constructor(
    private readonly dataDir: string,
    private readonly maxOpen = 32,
    private readonly options: PoolOptions = {},
  ) {}

  /** Borrows the tenant's database; call the returned `release` when done. The tenant must exist. */
  async acquire(tenantId: string): Promise<{ handle: TenantDatabase; release: () => void }> {
    if (this.closed) throw new Error('The database pool is closed.');
    let entry = this.entries.get(tenantId);
    const file = dataPaths(this.dataDir).databaseFile(tenantId);
    const refused = this.unavailable.get(tenantId);
    if (!entry && refused) {
      if (refused.signature === fileSignature(file)) throw new TenantUnavailableError(tenantId, refused.reason, refused.detail, false);
      this.unavailable.delete(tenantId);
    }
    if (!entry) {
      const fresh: Entry = { opening: openTenantDatabase(file, { create: false, cacheKiB: this.options.cacheKiB }), refs: 0, lastUsed: Date.now() };
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
      throw this.refuse(tenantId, file, err);
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

  /** Remembers a tenant whose database is damaged or newer, so later requests are refused at once. */
  private refuse(tenantId: string, file: string, err: unknown): unknown {
    const reason: UnavailableReason | undefined = err instanceof CorruptDatabaseError ? 'corrupt' : err instanceof NewerDatabaseError ? 'newer_schema' : undefined;
    if (!reason) return err;
    const known = this.unavailable.get(tenantId);
    if (known) return new TenantUnavailableError(tenantId, known.reason, known.detail, false);
    const detail = (err as Error).message;
    this.unavailable.set(tenantId, { reason, detail, since: new Date().toISOString(), signature: fileSignature(file) });
    return new TenantUnavailableError(tenantId, reason, detail, true);
  }

  /**
   * Takes a tenant whose database turned out damaged while open out of service: its handle is
   * closed (once the requests using it are done) and later acquires are refused. Answers true the
   * first time, so the caller logs it once.
   */
  markCorrupt(tenantId: string, detail: string): boolean {
    if (this.unavailable.has(tenantId)) return false;
    const file = dataPaths(this.dataDir).databaseFile(tenantId);
    this.unavailable.set(tenantId, { reason: 'corrupt', detail, since: new Date().toISOString(), signature: fileSignature(file) });
    const e = this.entries.get(tenantId);
    if (e) {
      this.entries.delete(tenantId);
      // Requests already holding the handle finish (with errors, most likely) before it closes.
      // Closing checkpoints the WAL into the file: the refusal holds for the file as left now.
      this.closeWhenIdle(e, () => {
        const u = this.unavailable.get(tenantId);
        if (u) u.signature = fileSignature(file);
      });
    }
    return true;
  }

  /**
   * Stops serving a tenant's open database (the tenant was removed, or removed and created again,
   * while the server runs): later acquires open the tenant's file afresh; the requests holding the
   * old handle finish first, then it closes.
   */
  forget(tenantId: string): void {
    const e = this.entries.get(tenantId);
    if (!e) return;
    this.entries.delete(tenantId);
    this.unavailable.delete(tenantId);
    this.closeWhenIdle(e);
    this.options.onClosed?.(tenantId);
  }

  /** Closes an entry's database once no request holds it, then runs `after`. */
  private closeWhenIdle(e: Entry, after?: () => void): void {
    if (e.refs > 0) return void setTimeout(() => this.closeWhenIdle(e, after), 25);
    void e.opening
      .then((h) => h.close())
      .catch(() => undefined)
      .finally(() => after?.());
  }

  /** The tenants refused so far (damaged or newer database), for the health answer. */
  unavailableTenants(): Array<{ id: string; reason: UnavailableReason; since: string }> {
    return [...this.unavailable].map(([id, u]) => ({ id, reason: u.reason, since: u.since }));
  }

  /** True when the tenant's database is open in this process (and so migrated to this program's schema). */
  isOpen(tenantId: string): boolean {
    return !!this.entries.get(tenantId)?.handle;
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

  /**
   * A tenant database that is open, without borrowing it: for a synchronous read of its versions
   * (nothing can close it during the caller's synchronous step); undefined when it is not open. For
   * the fast answers' freshness check.
   */
  openDatabaseOf(tenantId: string): TenantDatabase | undefined {
    const e = this.entries.get(tenantId);
    return this.closed ? undefined : e?.handle;
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
      this.options.onClosed?.(id);
    }
  }

  /**
   * Closes the databases no request has used since `before` (a timestamp): a tenant visited once a
   * day need not hold its page cache, statements and file handles all day. The next request opens
   * it again (a few milliseconds, migrations already done). Answers the tenants closed.
   */
  closeIdle(before: number): string[] {
    const closed: string[] = [];
    for (const [id, e] of [...this.entries]) {
      if (e.refs > 0 || !e.handle || e.lastUsed >= before) continue;
      this.entries.delete(id);
      void e.handle.close();
      this.options.onClosed?.(id);
      closed.push(id);
    }
    return closed;
  }

  /** Closes one tenant's database (before it is removed or restored). */
  async closeTenant(tenantId: string): Promise<void> {
    const e = this.entries.get(tenantId);
    if (!e) return;
    this.entries.delete(tenantId);
    this.options.onClosed?.(tenantId);
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
