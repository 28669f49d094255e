import type { ReactNode } from 'react';
import { useInBrowser } from '../lib/hydration';

/**
 * What opens an item's dialog (a card, "Read the full note"…). The server's HTML (and the hydration
 * that must match it) has a link to the page with the dialog open, which the server renders: it
 * opens with JavaScript off or before the app runs. The app then swaps in the button that opens the
 * dialog in place.
 */
export function DialogOpener(props: { className: string; href: string; onOpen: () => void; onPreload?: () => void; label?: string; children: ReactNode }) {
  const inBrowser = useInBrowser();
  if (!inBrowser) {
    return (
      <a className={props.className} href={props.href} aria-label={props.label}>
        {props.children}
      </a>
    );
  }
  return (
    <button type="button" className={props.className} onClick={props.onOpen} onPointerEnter={props.onPreload} onFocus={props.onPreload} aria-label={props.label}>
      {props.children}
    </button>
  );
}
