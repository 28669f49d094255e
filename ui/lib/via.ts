import { isLinkCode, VIA_PARAM } from '../../src/shared/link-code';

// A college's link (`/?via=CODE`) counts the visits of its coach. The code is in the address only
// on the page the coach opened; the pages the server renders apart from the app (the résumé and its
// PDF) are reached by full page loads, so the code is kept for the tab's session and added to those
// links when they are followed. The server counts one visit per visitor per day whichever page it
// was, so carrying the code does not count twice; a code no link has is dropped by the server.

const KEY = 'athlete.via';

/** Keeps the `via` code of the address the tab opened, if it has a well-formed one. */
export function rememberVia(search: string = location.search): void {
  const code = new URLSearchParams(search).get(VIA_PARAM)?.trim().toLowerCase();
  if (!code || !isLinkCode(code)) return;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode, quota): the link still counts the page it opened.
  }
}

/** The code this tab arrived with, if any. */
export function viaCode(): string | null {
  try {
    const code = sessionStorage.getItem(KEY);
    return code && isLinkCode(code) ? code : null;
  } catch {
    return null;
  }
}

/** `path` with the tab's `via` code added (unchanged when it has none, or already names one). */
export function withVia(path: string, code: string | null = viaCode()): string {
  if (!code) return path;
  const url = new URL(path, 'http://x');
  if (url.searchParams.has(VIA_PARAM)) return path;
  url.searchParams.set(VIA_PARAM, code);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The props of a plain link to a page the server renders apart from the app: the address is the
 * plain path as rendered (the server's HTML and the app's first render must match), and the tab's
 * code is added the moment the link is followed (a click, a middle click or a touch).
 */
export function viaLinkProps(path: string): { href: string; onClick: (e: { currentTarget: HTMLAnchorElement }) => void; onAuxClick: (e: { currentTarget: HTMLAnchorElement }) => void } {
  const follow = (e: { currentTarget: HTMLAnchorElement }) => {
    e.currentTarget.href = withVia(path);
  };
  return { href: path, onClick: follow, onAuxClick: follow };
}
