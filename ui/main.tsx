// First, so it comes first in the page's stylesheet: the features' styles (imported with their
// manifests and components) build on it and may refine it.
import './styles/global.css';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { watchHydrationGates } from './components/HydrateNear';
import { editMode } from './lib/auth';
import { hydrationStarts, markPageHydrated, setRenderedAt } from './lib/hydration';
import { seedResources } from './lib/resource';
import { seedSectionContent } from './lib/sections';
import { loadLocale, locale, pageLocale, setLocale } from './lib/i18n/i18n';
import { preloadLazyComponents } from './lib/lazy-component';
import { initSettings, settings } from './lib/settings';
import type { PageData } from './ssr';
import { rememberVia } from './lib/via';

const isPageData = (v: unknown): v is PageData => {
  const d = v as Partial<PageData> | null;
  return !!d && typeof d.now === 'number' && !!d.resources && typeof d.resources === 'object' && !!d.content && typeof d.content === 'object';
};

/**
 * The clock and answers the server rendered this page with (ui/ssr.tsx), if it did: the JSON file
 * the page's head names and preloads (src/http/spa.ts), or embedded in the page. Undefined when
 * there is none or it cannot be had: the app then draws the page from the API.
 */
async function pageData(): Promise<PageData | undefined> {
  const text = document.getElementById('initial-data')?.textContent;
  const link = document.getElementById('page-data') as HTMLLinkElement | null;
  try {
    if (text) {
      const v: unknown = JSON.parse(text);
      return isPageData(v) ? v : undefined;
    }
    if (!link?.href) return undefined;
    // The same mode and credentials as the preload (crossorigin="anonymous"), so it is reused.
    const res = await fetch(link.href);
    if (!res.ok) return undefined;
    const v: unknown = await res.json();
    return isPageData(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Marks the page as run by the app once its first render is committed (`<html data-app="ready">`): a click before that would reach only the server's HTML. */
function Ready() {
  useEffect(() => {
    // Also once the code of the parts far below is in: a tap there is then answered at once.
    void lazyCode.then(() => (document.documentElement.dataset.app = 'ready'));
    markPageHydrated();
  }, []);
  return <App />;
}

/** Takes over the server's HTML with its data, or draws the page. */
function start(data: PageData | undefined): void {
  const container = document.getElementById('root')!;
  // The server rendered the page a visitor sees: the app takes over that HTML with the same answers
  // (no flash, nothing moves). A signed-in admin sees editing controls the server never draws, so
  // the app draws the page itself, as it does for the pages the server leaves to it.
  if (data && !editMode.value) {
    seedResources(data.resources);
    seedSectionContent(data.content);
    setRenderedAt(data.now);
    hydrationStarts();
    // The parts far below the screen hydrate when they come near it, or at the visitor's first act.
    watchHydrationGates();
    // In a transition, hydration too is done in short slices (a default-priority hydration would be
    // one long task): the page stays responsive, and the server's HTML is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(container, <Ready />);
    });
  } else {
    const root = createRoot(container);
    // A transition: the first render is done in short slices (the page stays responsive while it
    // runs), and the server's HTML stays on screen until the whole app is ready to replace it.
    startTransition(() => root.render(<Ready />));
  }
}

// The settings and the language at once, before the page's data is asked for: nothing waits on a
// request for them, and an answer asked for later cannot arrive after an edit made meanwhile.
void initSettings();
// The code of the sections far below the hero and of the other pages, a chunk of its own: loaded
// now (the boot script runs this bundle after the first paint), beside the page's data. The home
// page does not wait for it (those sections hydrate later, when near: a part reached before its
// code is in keeps its server HTML until then, ui/lib/lazy-component.tsx); another page is that
// code, and hydrates whole once it is in, as a form typed into must be React's already.
const lazyCode = preloadLazyComponents().catch(() => undefined);
const pageCode = location.pathname === '/' ? undefined : lazyCode;
// A college link's code, for the pages the tab reaches by full loads (the résumé and its PDF).
rememberVia();
// The language before the first render, as the server chose it for its HTML (ui/ssr.tsx); its
// messages (French is loaded on demand) while the page's data comes.
setLocale(pageLocale(location.pathname, settings.value.language, navigator.languages ?? [navigator.language]));
let spoken = true;
const language = loadLocale(locale.value).catch(() => {
  // Without its messages the page cannot speak its language: the app draws it anew in English
  // rather than hydrating the server's French with English words (the server's HTML stays until then).
  spoken = false;
  setLocale('en');
});
// In a task of its own once the page's data is here: evaluating this bundle (React itself, mostly)
// is already one long task on a phone, and setting up the root would lengthen it. A signed-in
// admin's page is drawn by the app whatever the server rendered: it does not wait for the data.
if (editMode.value) void Promise.all([language, pageCode]).then(() => setTimeout(() => start(undefined), 0));
else void Promise.all([pageData(), language, pageCode]).then(([data]) => setTimeout(() => start(spoken ? data : undefined), 0));
