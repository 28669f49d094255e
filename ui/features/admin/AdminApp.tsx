import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { Placeholder, NotFound } from '../../components/Placeholder';
import { editMode, refreshSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page';
import { LoginPage } from './LoginPage';
import { PrsAdminPage } from './PrsAdminPage';
import { RacesAdminPage } from './RacesAdminPage';
import { SettingsPage } from './SettingsPage';

/** The admin's shared navigation. */
const NAV: Array<[string, string]> = [
  ['/admin', 'Dashboard'],
  ['/admin/press', 'Press'],
  ['/admin/prs', 'PRs'],
  ['/admin/courses', 'Races'],
  ['/admin/universities', 'Universities'],
  ['/admin/followed', 'Athletes'],
  ['/admin/socials', 'Socials'],
  ['/admin/coach', 'Coach note'],
  ['/admin/cheers', 'Cheers'],
  ['/admin/team', 'Team'],
];

/** Dashboard tiles, one per editing screen. */
const TILES: Array<[string, string, string]> = [
  ['settings', 'Settings', 'Hero, titles, palette and hero video'],
  ['press', 'Press', 'Articles and interviews'],
  ['prs', 'PRs', 'Personal records, linked to races'],
  ['courses', 'Races', 'Results and race reports'],
  ['coach', 'Coach', 'Coach note and invite link'],
  ['universities', 'Universities', 'Favorite universities'],
  ['followed', 'Followed', 'Athletes I follow'],
  ['socials', 'Socials', 'Social links'],
  ['cheers', 'Cheers', 'Moderate messages'],
  ['upcoming', 'Upcoming', 'Next races with countdown'],
  ['training-profile', 'Training profile', 'Mileage, interview and gallery'],
  ['team', 'Team', 'Team members carousel'],
];

function AdminNav() {
  const [location] = useLocation();
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul role="list">
        {NAV.map(([href, label]) => (
          <li key={href}>
            <Link href={href} aria-current={location === href ? 'page' : undefined}>
              {label}
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
      <ul className="tile-grid" role="list">
        {TILES.map(([slug, title, text]) => (
          <li key={slug}>
            <Link href={`/admin/${slug}`} className="tile">
              <span className="tile__title">{title}</span>
              <span className="tile__text">{text}</span>
            </Link>
          </li>
        ))}
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

const soon = (title: string) => () => <Placeholder title={title} note="This screen is work in progress." />;

/** The admin area (its own bundle, loaded only under /admin). */
export default function AdminApp() {
  return (
    <Switch>
      <Route path="/admin/login" component={LoginPage} />
      <Route>
        <Guard>
          <Switch>
            <Route path="/admin" component={Dashboard} />
            <Route path="/admin/courses" component={RacesAdminPage} />
            <Route path="/admin/prs" component={PrsAdminPage} />
            <Route path="/admin/settings" component={SettingsPage} />
            <Route path="/admin/press" component={soon('Press')} />
            <Route path="/admin/trainings" component={soon('Trainings')} />
            <Route path="/admin/coach" component={soon('Coach note')} />
            <Route path="/admin/cheers" component={soon('Cheers')} />
            <Route path="/admin/universities" component={soon('Universities')} />
            <Route path="/admin/followed" component={soon('Followed athletes')} />
            <Route path="/admin/upcoming" component={soon('Upcoming races')} />
            <Route path="/admin/training-profile" component={soon('Training profile')} />
            <Route path="/admin/team" component={soon('Team')} />
            <Route path="/admin/socials" component={soon('Social links')} />
            <Route component={NotFound} />
          </Switch>
        </Guard>
      </Route>
    </Switch>
  );
}
