import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { NotFound } from '../../components/Placeholder';
import { editMode, refreshSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page';
import { ensureAdminStyles } from './admin-styles';
import { useBadgeCount } from './admin-badges';
import { ADMIN_SCREENS, adminPath, type AdminScreen } from './admin-screens';
import { LoginPage } from './LoginPage';
import { SetupCard } from '../setup/SetupCard';

ensureAdminStyles();

/** The side menu: the dashboard, then every screen of ADMIN_SCREENS that is listed in the menu. */
const MENU: ReadonlyArray<{ href: string; label: string; badge?: AdminScreen['badge'] }> = [
  { href: '/admin', label: 'Dashboard' },
  ...ADMIN_SCREENS.filter((s) => s.menu).map((s) => ({ href: adminPath(s.id), label: s.label, badge: 'badge' in s ? s.badge : undefined })),
];

/** A screen's badge: the count when there is something waiting, nothing otherwise. */
function Badge(props: { badge: AdminScreen['badge'] }) {
  const n = useBadgeCount(props.badge?.count);
  if (!props.badge || !n) return null;
  return <span className="pill pill--warn admin-badge">{props.badge.label(n)}</span>;
}

function AdminNav() {
  const [location] = useLocation();
  return (
    <nav className="admin-nav" aria-label="Admin screens">
      <ul role="list">
        {MENU.map(({ href, label, badge }) => (
          <li key={href}>
            <Link href={href} aria-current={location === href ? 'page' : undefined}>
              {label} <Badge badge={badge} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Dashboard() {
  usePageMeta('Dashboard · Admin');
  return (
    <>
      <h1>Dashboard</h1>
      <SetupCard />
      <ul className="tile-grid" role="list">
        {ADMIN_SCREENS.map((s) =>
          'tile' in s ? (
            <li key={s.id}>
              <Link href={adminPath(s.id)} className="tile">
                <span className="tile__title">
                  {s.label} {'badge' in s && <Badge badge={s.badge} />}
                </span>
                <span className="tile__text">{s.tile}</span>
              </Link>
            </li>
          ) : null,
        )}
      </ul>
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
  return (
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route>
        <Guard>
          <Switch>
            <Route path="/admin" component={Dashboard} />
            {ADMIN_SCREENS.map((s) => (
              <Route key={s.id} path={adminPath(s.id)} component={s.component} />
            ))}
            <Route component={NotFound} />
          </Switch>
        </Guard>
      </Route>
    </Switch>
  );
}
