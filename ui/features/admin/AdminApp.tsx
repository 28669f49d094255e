import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { NotFound } from '../../components/Placeholder';
import { editMode, refreshSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page';
import { ensureAdminStyles } from './admin-styles';
import { CheersAdminPage } from './CheersAdminPage';
import { CoachAdminPage } from './CoachAdminPage';
import { FollowedAdminPage } from './FollowedAdminPage';
import { LoginPage } from './LoginPage';
import { PressAdminPage } from './PressAdminPage';
import { PrsAdminPage } from './PrsAdminPage';
import { RacesAdminPage } from './RacesAdminPage';
import { SettingsPage } from './SettingsPage';
import { SocialsAdminPage } from './SocialsAdminPage';
import { TeamAdminPage } from './TeamAdminPage';
import { TrainingProfileAdminPage } from './TrainingProfileAdminPage';
import { UniversitiesAdminPage } from './UniversitiesAdminPage';
import { UpcomingAdminPage } from './UpcomingAdminPage';

ensureAdminStyles();

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

/** `/admin/trainings`: not built yet (kept as work in progress). */
function TrainingsPlaceholder() {
  usePageMeta('Trainings · Admin');
  return (
    <>
      <h1>Trainings</h1>
      <div className="state state--empty">
        <p>
          This screen is work in progress. Your weekly figures, story and training article are edited in <Link href="/admin/training-profile">Training profile</Link>.
        </p>
      </div>
    </>
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
            <Route path="/admin/courses" component={RacesAdminPage} />
            <Route path="/admin/prs" component={PrsAdminPage} />
            <Route path="/admin/settings" component={SettingsPage} />
            <Route path="/admin/press" component={PressAdminPage} />
            <Route path="/admin/trainings" component={TrainingsPlaceholder} />
            <Route path="/admin/coach" component={CoachAdminPage} />
            <Route path="/admin/cheers" component={CheersAdminPage} />
            <Route path="/admin/universities" component={UniversitiesAdminPage} />
            <Route path="/admin/followed" component={FollowedAdminPage} />
            <Route path="/admin/upcoming" component={UpcomingAdminPage} />
            <Route path="/admin/training-profile" component={TrainingProfileAdminPage} />
            <Route path="/admin/team" component={TeamAdminPage} />
            <Route path="/admin/socials" component={SocialsAdminPage} />
            <Route component={NotFound} />
          </Switch>
        </Guard>
      </Route>
    </Switch>
  );
}
