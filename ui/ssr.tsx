import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { SiteSettingsValues } from '../src/shared/settings-defaults';
import { App } from './app';
import { setRenderedAt } from './lib/hydration';
import { loadLocale, pageLocale, setLocale } from './lib/i18n/i18n';
import { preloadLazyComponents } from './lib/lazy-component';
import { renderInScope, type ResourceScope } from './lib/resource';
import { seedSectionContent, readSectionContent } from './lib/sections';
import { settings, settingsStatus, withDefaults } from './lib/settings';

// The server's render of a public page (src/http/page-render.ts): the same components the browser
// runs, so the HTML is what the app shows and the app hydrates it instead of drawing it again.

/**
 * How many times a page is rendered at most: each render may reveal reads of parts that waited for
 * another answer (a section asking for its items once the list says there are some).
 */
const MAX_PASSES = 4;

/** What the client's first render needs to match the server's: its clock, the answers it read and which parts have content. */
export interface PageData {
  now: number;
  resources: Record<string, unknown>;
  content: Record<string, boolean>;
}

/** A rendered page: the markup of #root and the data it was rendered with. */
export interface RenderedPage {
  html: string;
  data: PageData;
}

/** What a page is rendered from. */
export interface RenderInput {
  /** The path, and the query without its `?` (a dialog's item: `open=race-12`). */
  path: string;
  search: string;
  /** The public settings the page embeds (the client reads the same). */
  settings: unknown;
  /** Runs the reads of a pass together, where their calls reach the server (its request context). */
  runReads: (reads: () => Promise<unknown>) => Promise<unknown>;
}

/** Renders a public page of the app to HTML, reading its data through the app's own API calls. */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const scope: ResourceScope = { data: new Map(), wanted: new Map() };
  const failed = new Set<string>();
  const now = Date.now();
  const values: SiteSettingsValues = withDefaults(input.settings as Parameters<typeof withDefaults>[0]);
  // The server renders pages in either language: the French messages are loaded once, with the first
  // page, and so is the code of the parts the browser loads lazily (their HTML is in the page).
  await Promise.all([loadLocale('fr'), preloadLazyComponents()]);
  // Which parts have content, read first: the nav and the footer link only to those, as the app does
  // once it has asked. A page that shows a part then takes its answer from here, not a second read.
  const partAnswers = new Map<string, unknown>();
  let content: Record<string, boolean> = {};
  await input.runReads(async () => {
    content = await readSectionContent((key, load) =>
      load().then((data) => {
        partAnswers.set(key, data);
        return data;
      }),
    );
  });
  let html = '';
  for (let pass = 1; ; pass++) {
    scope.wanted.clear();
    // The settings signal is the whole app's; the render is synchronous, so no other page's render
    // runs between setting it and rendering.
    settings.value = values;
    settingsStatus.value = 'loaded';
    setLocale(pageLocale(input.path, values.language, []));
    setRenderedAt(now);
    seedSectionContent(content);
    html = renderInScope(scope, () =>
      renderToString(
        <Router ssrPath={input.path} ssrSearch={input.search}>
          <App />
        </Router>,
      ),
    );
    const known = [...scope.wanted.keys()].filter((key) => partAnswers.has(key) && !scope.data.has(key));
    for (const key of known) scope.data.set(key, partAnswers.get(key));
    const reads = [...scope.wanted].filter(([key]) => !failed.has(key) && !scope.data.has(key));
    if ((!reads.length && !known.length) || pass === MAX_PASSES) break;
    if (!reads.length) continue;
    await input.runReads(() =>
      Promise.all(
        reads.map(([key, load]) =>
          load().then(
            (data) => void scope.data.set(key, data),
            // A failed read renders as the app's loading state; the browser then asks again.
            () => void failed.add(key),
          ),
        ),
      ),
    );
  }
  return { html, data: { now, resources: Object.fromEntries(scope.data), content } };
}
