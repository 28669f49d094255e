import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The query parameter naming the item a dialog shows (`?open=race-12`), so a dialog can be shared as
 * a link and opened again from it. It sits in the query, not the path, so wouter's routes ignore it.
 */
const DIALOG_PARAM = 'open';

/** The value of the dialog parameter for one item. */
const valueOf = (kind: string, id: string | number) => `${kind}-${id}`;

/** The id of the `kind` item the current URL opens, if any. */
function dialogIdInUrl(kind: string, search: string = window.location.search): string | null {
  const value = new URLSearchParams(search).get(DIALOG_PARAM);
  return value?.startsWith(`${kind}-`) ? value.slice(kind.length + 1) : null;
}

/** The link of a dialog showing one item: the current page with `?open=kind-id`. */
function dialogHref(kind: string, id: string | number): string {
  // On the server (ui/ssr.tsx) the address is only needed once the dialog runs in a browser.
  if (typeof window === 'undefined') return `/?${DIALOG_PARAM}=${valueOf(kind, id)}`;
  const url = new URL(window.location.href);
  url.searchParams.set(DIALOG_PARAM, valueOf(kind, id));
  return url.pathname + url.search + url.hash;
}

/**
 * The link that opens an item's dialog by loading its address (with JavaScript off, the server
 * renders it open): the same on the server and in the browser, from wouter's path and query, so
 * the HTML a browser hydrates matches.
 */
function dialogLink(path: string, search: string, kind: string, id: string | number): string {
  const params = new URLSearchParams(search);
  params.set(DIALOG_PARAM, valueOf(kind, id));
  return `${path}?${params.toString()}`;
}

/**
 * The page under a dialog, from wouter's path and query (the server's address during a server
 * render): where a server-drawn dialog's close link goes when JavaScript is off.
 */
export function pageWithoutDialog(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DIALOG_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** The current page without a dialog parameter. */
export function withoutDialog(href: string = window.location.href): string {
  const url = new URL(href, window.location.href);
  url.searchParams.delete(DIALOG_PARAM);
  return url.pathname + url.search + url.hash;
}

/**
 * Which `kind` item is open, starting from the URL so a shared link opens its dialog; `open` and
 * `close` change it (the Modal keeps the address bar and the history in step).
 */
export function useDialogItem(kind: string): {
  id: string | null;
  open: (id: string | number) => void;
  close: () => void;
  href: (id: string | number) => string;
  link: (id: string | number) => string;
} {
  // wouter's search is the server's address during a server render, the browser's otherwise.
  const search = useSearch();
  const [path] = useLocation();
  const [id, setId] = useState<string | null>(() => dialogIdInUrl(kind, search));
  return { id, open: (v) => setId(String(v)), close: () => setId(null), href: (v) => dialogHref(kind, v), link: (v) => dialogLink(path, search, kind, v) };
}
