// Browser storage (localStorage, sessionStorage) stood in for by a Map, for the UI's tests that run
// outside a browser: `vi.stubGlobal('localStorage', new MemoryStorage())`.

/** The part of the Storage interface the UI uses, in memory. */
export class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}
