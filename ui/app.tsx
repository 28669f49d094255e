import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Layout, type NavLinks } from './components/Layout';
import { NotFound } from './components/Placeholder';
import { Loading } from './components/states';
import { UI_FEATURES } from './features';
import type { PageProps } from './features/feature';
import { HomePage } from './home/HomePage';
import { loadLocale, locale, pageLocale, setLocale } from './lib/i18n/i18n';
import { settings } from './lib/settings';
import { NAV_ANCHORS, NAV_PAGES, PUBLIC_PAGES, registerFeatures } from './site';

// What the shared code asks the features about (the parts that can be empty, the French loaded on
// demand), before anything renders or loads a language.
registerFeatures();

// The admin area is its own bundle: public pages never load its code. The features' admin parts
// load at the same time (the admin area waits for them: ui/admin/admin-area.ts).
// It loads the French messages too, as the lazily loaded public pages do (the coach invite form,
// opened only through a private link): the admin may write in the site's language whatever its own.
const AdminApp = lazy(() => withFrench(Promise.all([import('./admin/AdminApp'), ...UI_FEATURES.map((f) => f.admin?.())]).then(([m]) => m)));

/** A lazily loaded screen, once the French messages are loaded too (English if they fail to load). */
function withFrench<M>(screen: Promise<M>): Promise<M> {
  return Promise.all([screen, loadLocale('fr').catch(() => undefined)]).then(([m]) => m);
}

/**
 * The features' pages as the routes take them; one whose code is loaded lazily (its own chunk, a
 * `load` or a lazyComponent) shows a loading state until it is there. Every page is under a Suspense
 * boundary, on the server as in the browser: a page hydrating before its code is in keeps the
 * server's HTML until then.
 */
const PAGES = PUBLIC_PAGES.map((p): { path: string; component: ComponentType<PageProps> } => {
  const Page = 'component' in p ? p.component : lazy(() => withFrench(p.load()));
  return {
    path: p.path,
    component: (props: PageProps) => (
      <Suspense fallback={<Loading height={400} />}>
        <Page {...props} />
      </Suspense>
    ),
  };
});

/** The nav's links, from the features' manifests. */
const NAV: NavLinks = { anchors: NAV_ANCHORS, pages: NAV_PAGES };

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
 * Every route: the home page, the features' pages, the admin area. The pages are drawn anew when
 * the language changes (once at most on a page load: the settings' language arrived, or the admin
 * area speaks the browser's).
 */
export function App() {
  useSignals();
  return (
    <Layout key={locale.value} nav={NAV}>
      <ScrollToTop />
      <LanguageOfThePage />
      <Switch>
        <Route path="/" component={HomePage} />
        {PAGES.map((p) => (
          <Route key={p.path} path={p.path} component={p.component} />
        ))}
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
