import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { editMode } from '../lib/auth';
import { scrollToSection } from '../lib/page';
import { settingsError, settingsStatus } from '../lib/settings';
import type { NavLink } from '../features/feature';
import { ResumeLink } from '../features/profile';
import { athleteName, mayShowLink, partsOfLink, probeSections } from '../lib/sections';
import { useInBrowser } from '../lib/hydration';
import { SessionDialog } from './SessionDialog';
import { t } from './components.messages';

/** The nav's links, from the features' manifests (ui/site.ts): into the home page (`#prs`) and to pages (`/prs`), each in order. */
export interface NavLinks {
  anchors: readonly NavLink[];
  pages: readonly NavLink[];
}

/** The links a visitor may follow now (every one for the admin). */
const shown = (links: readonly NavLink[]) => links.filter(mayShowLink);

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Asks, once the page is idle, which parts the nav and the footer link to have content (the home
 * page's sections share the answers), so a link to an empty part is left out.
 */
function useLinkedParts(nav: NavLinks): void {
  useEffect(() => {
    const w = window as IdleWindow;
    const run = () => probeSections([...new Set([...nav.anchors, ...nav.pages].flatMap(partsOfLink))]);
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(run, { timeout: 2500 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(run, 500);
    return () => clearTimeout(id);
  }, [nav]);
}

/** An anchor into the home page: scrolls there, first going home from another page. */
function AnchorLink(props: { id: string; label: string; onDone?: () => void }) {
  const [location, navigate] = useLocation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    props.onDone?.();
    if (location !== '/') navigate('/');
    scrollToSection(props.id);
  };
  return (
    <a href={`/#${props.id}`} onClick={onClick}>
      {props.label}
    </a>
  );
}

/** The menu's two lists: the anchors into the home page and the pages. */
function MenuLists(props: { nav: NavLinks; onDone: () => void }) {
  const [location] = useLocation();
  return (
    <>
      <p className="menu__heading">{t('nav.onHome')}</p>
      <ul role="list" className="menu__anchors">
        {shown(props.nav.anchors).map((l) => (
          <li key={l.href}>
            <AnchorLink id={l.href.slice(1)} label={l.label()} onDone={props.onDone} />
          </li>
        ))}
      </ul>
      <p className="menu__heading">{t('nav.pages')}</p>
      <ul role="list" className="menu__pages">
        {shown(props.nav.pages).map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={location === l.href ? 'page' : undefined}>
              {l.label()}
            </Link>
          </li>
        ))}
        <ResumeLink listItem label={t('nav.resume')} />
      </ul>
    </>
  );
}

/** The menu's label beside its three-bar icon (a cross when open). */
function MenuLabel(props: { open: boolean }) {
  return (
    <>
      <span className={`menu__icon ${props.open ? 'is-open' : ''}`} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {t('nav.menu')}
    </>
  );
}

/**
 * The compact menu of a phone: a button that opens the anchors and the pages. The server's HTML
 * (and the hydration that must match it) has a `<details>` instead, so the menu opens with
 * JavaScript off or before the app runs; the app then swaps in the button, which closes on
 * Escape, on a tap elsewhere and on navigation.
 */
function MobileMenu(props: { nav: NavLinks }) {
  useSignals();
  const inBrowser = useInBrowser();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open || !inBrowser) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, inBrowser]);
  if (!inBrowser) {
    return (
      // A menu opened before the app took over stays open once it has (onToggle keeps the state).
      <details className="menu" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="menu__button">
          <MenuLabel open={open} />
        </summary>
        <div id="site-menu" className="menu__panel">
          <MenuLists nav={props.nav} onDone={() => setOpen(false)} />
        </div>
      </details>
    );
  }
  return (
    <div className="menu">
      <button ref={button} type="button" className="menu__button" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((o) => !o)}>
        <MenuLabel open={open} />
      </button>
      <div ref={panel} id="site-menu" className="menu__panel" hidden={!open}>
        <MenuLists nav={props.nav} onDone={() => setOpen(false)} />
      </div>
    </div>
  );
}

/** The fixed top navigation: the site title home, anchor links (a compact menu on a phone). */
function TopNav(props: { nav: NavLinks }) {
  useSignals();
  const [scrolled, setScrolled] = useState(false);
  const [location] = useLocation();
  const name = athleteName();
  useLinkedParts(props.nav);
  useEffect(() => {
    const on = () => setScrolled(window.scrollY > 24);
    on();
    window.addEventListener('scroll', on, { passive: true });
    return () => window.removeEventListener('scroll', on);
  }, []);
  return (
    <header className={`topnav ${scrolled || location !== '/' ? 'is-solid' : ''}`}>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <nav className="topnav__inner" aria-label={t('nav.main')}>
        {/* Until the athlete has a name the site shows none (never the built-in placeholder). */}
        {name ? (
          <Link href="/" className="topnav__brand">
            {name}
          </Link>
        ) : (
          <span />
        )}
        <div className="topnav__right">
          <ul className="topnav__links" role="list">
            {shown(props.nav.anchors).map((l) => (
              <li key={l.href}>
                <AnchorLink id={l.href.slice(1)} label={l.label()} />
              </li>
            ))}
          </ul>
          <ResumeLink className="topnav__resume" />
        </div>
        <MobileMenu nav={props.nav} />
      </nav>
    </header>
  );
}

/** Footer with the year, every page, and a Login link when signed out. */
function Footer(props: { nav: NavLinks }) {
  useSignals();
  const name = athleteName();
  return (
    <footer className="footer">
      <div className="footer__brand">
        {name && <p className="footer__title">{name}</p>}
        <p>
          © {new Date().getFullYear()} {name}
        </p>
      </div>
      <nav aria-label={t('nav.footer')} className="footer__links">
        {shown(props.nav.pages).map((l) => (
          <Link key={l.href} href={l.href}>
            {l.label()}
          </Link>
        ))}
        <ResumeLink />
        {!editMode.value && <Link href="/admin/login">{t('nav.login')}</Link>}
      </nav>
    </footer>
  );
}

/** For the signed-in athlete only: the settings could not be loaded, so the page shows the defaults. */
function SettingsNotice() {
  useSignals();
  if (!editMode.value || settingsStatus.value !== 'error') return null;
  return (
    <p className="notice notice--error settings-notice" role="alert">
      {t('settings.failed', { error: settingsError.value ?? '' })}
    </p>
  );
}

/**
 * The signed-in admin's way back to the admin from a public page: one floating button, and room for
 * it at the end of the page, so the page's last links can be scrolled out from under it. The admin
 * area has its menu instead (Logout is there: ending the session is never one slip away from Save).
 */
function AdminFloat() {
  useSignals();
  const [location] = useLocation();
  if (!editMode.value || location === '/admin' || location.startsWith('/admin/')) return null;
  return (
    <>
      <div className="admin-float-room" aria-hidden="true" />
      {/* A landmark, so screen-reader users find it and nothing on the page sits outside one (axe `region`). */}
      <nav className="admin-float" aria-label={t('nav.admin')}>
        <Link href="/admin" className="btn btn--small btn--primary">
          {t('nav.admin')}
        </Link>
      </nav>
    </>
  );
}

/** The page frame shared by every route. */
export function Layout(props: { nav: NavLinks; children: ReactNode }) {
  return (
    <>
      <TopNav nav={props.nav} />
      {props.children}
      <Footer nav={props.nav} />
      <SettingsNotice />
      <AdminFloat />
      <SessionDialog />
    </>
  );
}
