// A college link's code and the query parameter that carries it, without zod: the public pages'
// code (ui/lib/via.ts) reads the code of the address a visit came with, and must not pull the
// links' schemas into the home page's bundle. The links feature's contract re-exports these.

/** The query parameter a tracked link adds to any public page. */
export const VIA_PARAM = 'via';

const LINK_CODE = /^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$/;

/** True for a well-formed link code (already lowercased). */
export function isLinkCode(value: string): boolean {
  return LINK_CODE.test(value);
}

/** The path a link's visitors arrive at. */
export function linkPath(code: string): string {
  return `/?${VIA_PARAM}=${encodeURIComponent(code)}`;
}
