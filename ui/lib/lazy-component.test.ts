// @vitest-environment jsdom
import { act, createElement as h, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadLazyComponents } from './lazy-component';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A module loaded on demand, resolved when the test says. */
function deferredModule() {
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  const Greeting = (props: { who: string }) => h('p', null, `Hello ${props.who}`);
  return { load: () => ready.then(() => Greeting), resolve };
}

describe('lazyComponent', () => {
  it('is named before its code is in, and renders at once on the server once preloaded', async () => {
    const mod = deferredModule();
    const Greeting = lazyComponent('Greeting', mod.load);
    expect(Greeting.name).toBe('Greeting');
    // Not loaded yet: the boundary's fallback.
    expect(renderToString(h(Suspense, { fallback: h('i', null, 'wait') }, h(Greeting, { who: 'Owen' })))).toContain('wait');
    mod.resolve();
    await preloadLazyComponents();
    expect(renderToString(h(Suspense, { fallback: h('i', null, 'wait') }, h(Greeting, { who: 'Owen' })))).toContain('Hello Owen');
  });

  it('keeps the server HTML while hydrating before its code is in, then hydrates it unchanged', async () => {
    const server = deferredModule();
    const OnServer = lazyComponent('OnServer', server.load);
    server.resolve();
    await preloadLazyComponents();
    const container = document.createElement('div');
    container.innerHTML = renderToString(h(Suspense, { fallback: null }, h(OnServer, { who: 'Owen' })));
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('Hello Owen');
    // The browser's copy of the component, whose code is not in yet.
    const browser = deferredModule();
    const InBrowser = lazyComponent('InBrowser', browser.load);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, h(Suspense, { fallback: null }, h(InBrowser, { who: 'Owen' })), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(container.querySelector('p')).toBe(paragraph);
    await act(async () => browser.resolve());
    // The same element, hydrated: nothing was drawn anew.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.textContent).toBe('Hello Owen');
    expect(errors).toEqual([]);
  });
});
