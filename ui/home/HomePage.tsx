import { useSignals } from '@preact/signals-react/runtime';
import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { Deferred } from '../components/Deferred';
import { HydrateNear } from '../components/HydrateNear';
import { InlineText } from '../components/InlineText';
import { scrollToSection, usePageMeta } from '../lib/page';
import { ownText } from '../lib/sections';
import { settings } from '../lib/settings';
import { Hero } from './Hero';
import type { HomeSection } from '../features/feature';
import { type GroupWait, type HomeRun, homeAsides, homeRuns } from './home-groups';
import { t } from './home.messages';
import './home.css';

// Each run of sections is a component of its own, made once per run and without props: a render
// of the page (a setting changed) does not reach a run still waiting with its server HTML. A new
// order of the sections makes new runs (kept here by their name and sections).
const runComponents = new Map<string, ComponentType>();

function runComponent({ name, wait, sections }: HomeRun): ComponentType {
  const key = `${name}:${sections.map((s) => s.id).join(',')}`;
  let Run = runComponents.get(key);
  if (!Run) runComponents.set(key, (Run = makeRun(name, wait, sections)));
  return Run;
}

function makeRun(id: string, wait: GroupWait, sections: readonly HomeSection[]): ComponentType {
  return memo(function HomeGroup() {
    useSignals();
    const body = sections.map((s) => (
      <s.component
        key={s.id}
        title={s.title && <InlineText field={s.title.field} label={s.title.label()} />}
        lead={s.lead && <InlineText field={s.lead.field} label={s.lead.label()} multiline />}
      />
    ));
    if (wait === 'page') return body;
    if (wait === 'near') return <HydrateNear name={id}>{body}</HydrateNear>;
    return (
      <Deferred name={id} minHeight={wait.minHeight} timeoutMs={wait.timeoutMs}>
        {body}
      </Deferred>
    );
  });
}

// The admin's parts over the page (the checklist after the setup): their code loads only when they show.
const ASIDES = homeAsides().map((a) => ({ shown: a.shown, Component: lazy(a.load) }));

/** `/`: the hero, then the sections of the portfolio the family shows, in its order (docs/public-site.md#home-page gives the built-in one). */
export function HomePage() {
  useSignals();
  const s = settings.value;
  useEffect(() => {
    // A link to `/#press` arrives before the section exists: scroll once it is there.
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (/^[a-z][a-z0-9-]*$/.test(id)) scrollToSection(id);
  }, []);
  const name = ownText(s, 'heroTitle');
  const subtitle = ownText(s, 'heroSubtitle');
  usePageMeta([name || t('hero.runner'), subtitle].filter(Boolean).join(' · '), t('meta.description', { name: name || t('meta.someone'), subtitle }).trim());
  return (
    <main id="main">
      <Hero />
      <div className="sections">
        {homeRuns(s.homeSections).map((run) => {
          const Run = runComponent(run);
          return <Run key={run.name} />;
        })}
      </div>
      {ASIDES.map(
        ({ shown, Component }, i) =>
          shown() && (
            <Suspense key={i} fallback={null}>
              <Component />
            </Suspense>
          ),
      )}
    </main>
  );
}
