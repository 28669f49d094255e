import { useSignals } from '@preact/signals-react/runtime';
import { lazy, memo, Suspense, useEffect } from 'react';
import { Deferred } from '../components/Deferred';
import { HydrateNear } from '../components/HydrateNear';
import { InlineText } from '../components/InlineText';
import { scrollToSection, usePageMeta } from '../lib/page';
import { ownText } from '../lib/sections';
import { settings } from '../lib/settings';
import { Hero } from './Hero';
import { HOME_GROUPS, homeAsides, sectionsOf } from './home-groups';
import { t } from './home.messages';
import './home.css';

// Each group of sections is a component of its own, made once and without props: a render of the
// page (a setting changed) does not reach a group still waiting with its server HTML.
const GROUPS = HOME_GROUPS.map(({ id, wait }) => {
  const sections = sectionsOf(id);
  const Group = memo(function HomeGroup() {
    useSignals();
    const body = sections.map((s, i) => (
      <s.component
        key={i}
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
  return { id, Group };
});

// The admin's parts over the page (the checklist after the setup): their code loads only when they show.
const ASIDES = homeAsides().map((a) => ({ shown: a.shown, Component: lazy(a.load) }));

/** `/`: the hero, then each section of the portfolio in the order docs/public-site.md#home-page gives. */
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
        {GROUPS.map(({ id, Group }) => (
          <Group key={id} />
        ))}
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
