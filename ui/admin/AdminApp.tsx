import { useSignals } from '@preact/signals-react/runtime';
import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { NotFound } from '../components/Placeholder';
import { editMode, refreshSession } from '../lib/auth';
import { usePageMeta } from '../lib/page';
import { ensureAdminStyles } from '../admin-kit/admin-styles';
import { ensureStyles } from '../lib/styles';
import { useBadgeCount } from '../admin-kit/admin-badges';
import type { AdminGroupId, AdminScreen } from '../features/feature';
import { ADMIN_GROUPS, adminPath, loadAdminArea, type AdminArea } from './admin-area';
import { LoginPage } from './LoginPage';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';
import { signOut } from '../lib/sign-out';
import { t } from './admin.messages';

// The admin's shared styles, then each feature's own (which build on them) once the features'
// admin parts are here: they load as this module does (ui/app.tsx starts them together), and the
// area waits for them (Suspense shows the loading state meanwhile).
ensureAdminStyles();
const AREA: Promise<AdminArea> = loadAdminArea().then((area) => {
  area.styles.forEach((css, i) => ensureStyles(`admin-part-styles-${i}`, css));
  return area;
});

/** The screens of one part of the menu and the dashboard, in menu order. */
const screensOf = (area: AdminArea, group: AdminGroupId, where: 'menu' | 'tile'): readonly AdminScreen[] =>
  area.screens.filter((s) => s.group === group && (where === 'menu' ? s.menu : s.tile !== undefined));

/** A screen's badge: the count when there is something waiting, nothing otherwise. */
function Badge(props: { badge: AdminScreen['badge'] }) {
  const n = useBadgeCount(props.badge?.count);
  if (!props.badge || !n) return null;
  return <span className="pill pill--warn admin-badge">{props.badge.label(n)}</span>;
}

/** A menu link, marked when it is the screen shown. */
function NavLink(props: { href: string; label: string; badge?: AdminScreen['badge'] }) {
  const [location] = useLocation();
  return (
    <li>
      <Link href={props.href} aria-current={location === props.href ? 'page' : undefined}>
        {props.label} <Badge badge={props.badge} />
      </Link>
    </li>
  );
}

/**
 * The side menu: the dashboard, then every screen listed in the menu, by part (ADMIN_GROUPS), then
 * Logout. On a phone it folds behind a button naming the screen shown (a sideways strip cut names
 * mid-word): it opens as a list below the button and closes on navigation and on Escape.
 */
function AdminNav() {
  const area = use(AREA);
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const current = location === '/admin' ? t('dashboard.title') : area.screens.find((s) => location === adminPath(s.id) || location.startsWith(`${adminPath(s.id)}/`))?.label();
  return (
    <nav className={`admin-nav ${open ? 'is-open' : ''}`} aria-label={t('nav.label')}>
      <button ref={toggle} type="button" className="admin-nav__toggle" aria-expanded={open} aria-controls="admin-nav-list" onClick={() => setOpen((o) => !o)}>
        <span className={`menu__icon ${open ? 'is-open' : ''}`} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {t('nav.menu')}
        {/* Where the family is, seen at a glance; the screen's own heading says it to a screen reader. */}
        {current && (
          <span className="admin-nav__current" aria-hidden="true">
            {current}
          </span>
        )}
      </button>
      <div id="admin-nav-list" className="admin-nav__inner">
        <ul role="list">
          <NavLink href="/admin" label={t('dashboard.title')} />
        </ul>
        {ADMIN_GROUPS.map((g) => (
          <div className="admin-nav__group" key={g.id}>
            <p className="admin-nav__heading" id={`admin-nav-${g.id}`}>
              {g.label()}
            </p>
            <ul role="list" aria-labelledby={`admin-nav-${g.id}`}>
              {screensOf(area, g.id, 'menu').map((s) => (
                <NavLink key={s.id} href={adminPath(s.id)} label={s.label()} badge={s.badge} />
              ))}
            </ul>
          </div>
        ))}
        <div className="admin-nav__account">
          <button
            type="button"
            className="btn btn--small btn--ghost"
            onClick={async () => {
              await signOut();
              navigate('/');
            }}
          >
            {t('nav.logout')}
          </button>
        </div>
      </div>
    </nav>
  );
}

function Dashboard() {
  usePageMeta(t('dashboard.meta'));
  const area = use(AREA);
  return (
    <>
      <h1>{t('dashboard.title')}</h1>
      {area.cards.map((Card, i) => (
        <Card key={i} />
      ))}
      {ADMIN_GROUPS.map((g) => (
        <section key={g.id} className="tile-group" aria-labelledby={`tiles-${g.id}`}>
          <h2 id={`tiles-${g.id}`}>{g.label()}</h2>
          <ul className="tile-grid" role="list">
            {screensOf(area, g.id, 'tile').map((s) => (
              <li key={s.id}>
                <Link href={adminPath(s.id)} className="tile">
                  <span className="tile__title">
                    {s.label()} <Badge badge={s.badge} />
                  </span>
                  <span className="tile__text">{s.tile?.()}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Every /admin route but login needs a usable token; otherwise back to login with `next`. */
function Guard(props: { children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    refreshSession();
  }, [location]);
  if (!editMode.value) {
    const next = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`/admin/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <main id="main" className="admin">
      <AdminNav />
      <div className="admin__body">{props.children}</div>
    </main>
  );
}

/** The admin area (its own bundle, loaded only under /admin). */
export default function AdminApp() {
  const area = use(AREA);
  return (
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route path="/admin/forgot-password" component={ForgotPasswordPage} />
      <Route path="/admin/reset-password" component={ResetPasswordPage} />
      <Route>
        <Guard>
          <Switch>
            <Route path="/admin" component={Dashboard} />
            {area.routes.map((r) => (
              <Route key={r.path} path={r.path}>
                {(params) => <r.component params={params} />}
              </Route>
            ))}
            {area.screens.map((s) => (
              <Route key={s.id} path={adminPath(s.id)} component={s.component} />
            ))}
            <Route component={NotFound} />
          </Switch>
        </Guard>
      </Route>
    </Switch>
  );
}
