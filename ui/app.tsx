import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Layout } from './components/Layout';
import { NotFound } from './components/Placeholder';
import { Loading } from './components/states';
import { HomePage } from './features/home/HomePage';
import { CourseDetailPage } from './features/races/CourseDetailPage';
import { CoursesPage } from './features/races/CoursesPage';
import { PrsPage } from './features/prs/PrsPage';
import { SupportPage } from './features/cheers/SupportPage';
import { CoachPage } from './features/coach/CoachPage';
import { ContactPage } from './features/contact/ContactPage';
import { SocialsPage } from './features/socials/SocialsPage';
import { TeamPage } from './features/team/TeamPage';
import { TrainingPage } from './features/training/TrainingPage';
import { loadLocale, locale, pageLocale, setLocale } from './lib/i18n/i18n';
import { settings } from './lib/settings';

// The admin area is its own bundle: public pages never load its code.
// Both load the French messages too: the admin may write in the site's language whatever its own.
const AdminApp = lazy(() => withFrench(import('./features/admin/AdminApp')));
// The coach invite form is public but opened only through a private link: its own small chunk
// keeps the home page's bundle from carrying it.
const CoachInvitePage = lazy(() => withFrench(import('./features/coach/CoachInvitePage')));

/** A lazily loaded screen, once the French messages are loaded too (English if they fail to load). */
function withFrench<M>(screen: Promise<M>): Promise<M> {
  return Promise.all([screen, loadLocale('fr').catch(() => undefined)]).then(([m]) => m);
}

/**
 * One language at a time: the admin area speaks the browser's language, every other page the one
 * chosen in the site's settings, each as far as it is enabled (see ENABLED_LOCALES).
 */
function LanguageOfThePage() {
  useSignals();
  const [location] = useLocation();
  const language = settings.value.language;
  useEffect(() => {
    const next = pageLocale(location, language, navigator.languages ?? [navigator.language]);
    // Its messages first (French is loaded on demand): the page keeps the language it speaks until then.
    let current = true;
    loadLocale(next).then(
      () => current && setLocale(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [location, language]);
  return null;
}

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * Every route of both specs. The pages are drawn anew when the language changes (once at most on
 * a page load: the settings' language arrived, or the admin area speaks the browser's).
 */
export function App() {
  useSignals();
  return (
    <Layout key={locale.value}>
      <ScrollToTop />
      <LanguageOfThePage />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/courses" component={CoursesPage} />
        <Route path="/courses/:id">{(p) => <CourseDetailPage id={p.id} />}</Route>
        <Route path="/prs" component={PrsPage} />
        <Route path="/training" component={TrainingPage} />
        <Route path="/support" component={SupportPage} />
        <Route path="/socials" component={SocialsPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/team" component={TeamPage} />
        <Route path="/coach" component={CoachPage} />
        <Route path="/coach/invite/:token">
          {(p) => (
            <Suspense fallback={<Loading height={400} />}>
              <CoachInvitePage token={p.token} />
            </Suspense>
          )}
        </Route>
        <Route path={/^\/admin(\/.*)?$/}>
          <Suspense fallback={<Loading height={400} />}>
            <AdminApp />
          </Suspense>
        </Route>
        <Route component={NotFound} />
      </Switch>
    </Layout>
  );
}
