import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useSearch } from 'wouter';
import { pageWithoutDialog, withoutDialog } from '../lib/dialog-url';
import { useInBrowser } from '../lib/hydration';
import { t } from './components.messages';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Gives an open dialog its own history entry (at `href` when it shows an item, else the same
 * address), so Back closes the dialog instead of leaving the page, even on the first page of a
 * visit. Closing it any other way steps back over that entry. A dialog opened from its own link
 * first turns the current entry into the page without it, so Back then lands on that page.
 */
function useHistoryEntry(href: string | undefined, onClose: { current: () => void }): void {
  useEffect(() => {
    const key = `dialog-${Date.now()}-${Math.random()}`;
    const target = href ?? window.location.pathname + window.location.search + window.location.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (href && here === href) window.history.replaceState(window.history.state, '', withoutDialog());
    window.history.pushState({ dialog: key }, '', target);
    let popped = false;
    const onPop = () => {
      // A dialog opened above this one may pop its own entry; this one closes only when its entry is gone.
      if ((window.history.state as { dialog?: string } | null)?.dialog === key) return;
      popped = true;
      onClose.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed by its button, Escape or the backdrop: drop its entry. A link that left the page has
      // already pushed a newer entry, which must stay.
      if (!popped && (window.history.state as { dialog?: string } | null)?.dialog === key) window.history.back();
    };
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- one history entry per opened dialog: pushed on mount, dropped on unmount; onClose is read through its ref
  }, []);
}

/**
 * A dialog: traps focus, closes on Escape, the close button or Back, and returns focus to what
 * opened it. `href` is its shareable address when it shows one item (see lib/dialog-url.ts).
 */
export function Modal(props: { title: string; onClose: () => void; children: ReactNode; className?: string; labelledBy?: string; wide?: boolean; href?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(props.onClose);
  onCloseRef.current = props.onClose;
  useHistoryEntry(props.href, onCloseRef);
  // The server has no body to portal to: it writes the dialog in place (an item's own address shows
  // it without JavaScript), hydration keeps it there, and the next render moves it to the body.
  const inBrowser = useInBrowser();
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = ref.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (!items.length) {
        e.preventDefault();
        return;
      }
      const firstEl = items[0]!;
      const lastEl = items[items.length - 1]!;
      if (e.shiftKey && (document.activeElement === firstEl || !node.contains(document.activeElement))) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && (document.activeElement === lastEl || !node.contains(document.activeElement))) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = prevOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  const dialog = (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && props.onClose()}>
      <div
        ref={ref}
        className={`modal ${props.wide ? 'modal--wide' : ''} ${props.className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={props.labelledBy ? undefined : props.title}
        aria-labelledby={props.labelledBy}
        tabIndex={-1}
      >
        {inBrowser ? (
          <button type="button" className="modal__close" onClick={props.onClose} aria-label={t('modal.close')}>
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          // Drawn by the server (an item's own address): with JavaScript off a button could do
          // nothing, so closing is the link to the page without the dialog. Once the app runs it
          // closes in place, then becomes the button.
          <a
            className="modal__close"
            href={pageWithoutDialog(path, search)}
            onClick={(e) => {
              e.preventDefault();
              props.onClose();
            }}
            aria-label={t('modal.close')}
          >
            <span aria-hidden="true">×</span>
          </a>
        )}
        {props.children}
      </div>
    </div>
  );
  return inBrowser ? createPortal(dialog, document.body) : dialog;
}
