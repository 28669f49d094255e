import { AsyncLocalStorage } from 'node:async_hooks';

// Requests the server makes to itself (`app.inject`): the public API reads of a page's server
// render (page-render.ts), the home page's render at start (serve.ts). They are part of the request
// or the start that made them, not requests of their own, so they write no access line
// (conventions.ts); a server error among them is still logged. Marked by the async context they
// run in: nothing a client sends can mark its request so.
const internal = new AsyncLocalStorage<true>();

/**
 * Runs `fn` with the requests it makes to the app marked as internal. Its result is awaited inside
 * the mark: `app.inject` answers a thenable that starts its request when first awaited, and a
 * request started by an await outside would not be marked.
 */
export function asInternal<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return internal.run(true, async () => await fn());
}

/** True inside `asInternal`: the request being answered was made by the server itself. */
export function isInternalRequest(): boolean {
  return internal.getStore() === true;
}
