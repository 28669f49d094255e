import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { editMode } from './lib/auth';
import { hydrationStarts, markPageHydrated, setRenderedAt } from './lib/hydration';
import { seedResources } from './lib/resource';
import { pageLocale, setLocale } from './lib/i18n/i18n';
import { initSettings, settings } from './lib/settings';
import type { PageData } from './ssr';
import './styles/global.css';

/** The clock and answers the server rendered this page with (ui/ssr.tsx), if it did. */
function embeddedData(): PageData | undefined {
  const text = document.getElementById('initial-data')?.textContent;
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as Partial<PageData> | null;
    return v && typeof v.now === 'number' && v.resources && typeof v.resources === 'object' ? (v as PageData) : undefined;
  } catch {
    return undefined;
  }
}

/** Marks the page as run by the app once its first render is committed (`<html data-app="ready">`): a click before that would reach only the server's HTML. */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    markPageHydrated();
  }, []);
  return <App />;
}

/** Takes over the server's HTML, or draws the page. */
function start(): void {
  void initSettings();
  // The language before the first render, as the server chose it for its HTML (ui/ssr.tsx).
  setLocale(pageLocale(location.pathname, settings.value.language, navigator.languages ?? [navigator.language]));
  const container = document.getElementById('root')!;
  const data = embeddedData();
  // The server rendered the page a visitor sees: the app takes over that HTML with the same answers
  // (no flash, nothing moves). A signed-in admin sees editing controls the server never draws, so
  // the app draws the page itself, as it does for the pages the server leaves to it.
  if (data && !editMode.value) {
    seedResources(data.resources);
    setRenderedAt(data.now);
    hydrationStarts();
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

// In a task of its own: evaluating this bundle (React itself, mostly) is already one long task
// on a phone, and reading the page's data and setting up the root would lengthen it.
setTimeout(start, 0);
