// @vitest-environment jsdom
import { act, createElement, Fragment, Profiler } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrationStarts, markPageHydrated, setPartHydrating, SWITCH_GROUP, useInBrowser } from './hydration';

// Hydration of server HTML in a real React root on jsdom: the components that ask useInBrowser
// keep the server's answer while hydrating, then switch a few at a time, one group per task.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: boolean[][] = [];
/** How many probes switched to true in each commit of the root. */
let switchedByCommit: number[] = [];
let switchedNow = 0;
const record = (i: number, inBrowser: boolean) => {
  (renders[i] ??= []).push(inBrowser);
  if (inBrowser) switchedNow++;
};
const onCommit = () => {
  if (switchedNow) switchedByCommit.push(switchedNow);
  switchedNow = 0;
};
function Probe(props: { i: number }) {
  const inBrowser = useInBrowser();
  record(props.i, inBrowser);
  return createElement('span', { 'data-i': props.i }, inBrowser ? 'browser' : 'server');
}
const page = (n: number) => createElement(Profiler, { id: 'page', onRender: onCommit }, createElement(Fragment, null, ...Array.from({ length: n }, (_, i) => createElement(Probe, { key: i, i }))));
const texts = (host: HTMLElement) => [...host.querySelectorAll('span')].map((s) => s.textContent);
const nextTask = () => new Promise((r) => setTimeout(r, 0));

describe('useInBrowser', () => {
  it('hydrates with the server answer, then switches the components in groups over several tasks', async () => {
    const n = 30;
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(n));
    expect(texts(host).every((t) => t === 'server')).toBe(true);
    renders.length = 0;
    const errors: unknown[] = [];
    hydrationStarts();
    await act(async () => {
      hydrateRoot(host, page(n), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    // Hydrated: nothing has switched before the page says its hydration is done.
    await act(nextTask);
    expect(texts(host).every((t) => t === 'server')).toBe(true);

    switchedByCommit = [];
    markPageHydrated();
    // Deferred to later tasks, not done within this one.
    expect(texts(host).every((t) => t === 'server')).toBe(true);
    for (let task = 0; task < 10 && texts(host).some((t) => t === 'server'); task++) await act(nextTask);
    expect(texts(host).every((t) => t === 'browser')).toBe(true);
    // In several renders of at most a group each, never everything at once.
    const groups = Array.from({ length: Math.ceil(n / SWITCH_GROUP) }, (_, i) => Math.min(SWITCH_GROUP, n - i * SWITCH_GROUP));
    expect(groups.length).toBeGreaterThan(2);
    expect(switchedByCommit).toEqual(groups);
    // Each component rendered once as on the server and once as a browser.
    expect(renders.every((r) => r.join() === 'false,true')).toBe(true);
  });

  it('answers true at once in a page that did not hydrate', async () => {
    markPageHydrated();
    const host = document.createElement('div');
    renders.length = 0;
    await act(async () => {
      createRoot(host).render(page(3));
    });
    expect(texts(host)).toEqual(['browser', 'browser', 'browser']);
    expect(renders.every((r) => r.join() === 'true')).toBe(true);
  });
});

describe('useInBrowser in a part hydrated after the page', () => {
  it('hydrates with the server answer, then switches in groups too', async () => {
    // The page has hydrated already; this root stands for a part React hydrates later (HydrateNear
    // says so around it).
    markPageHydrated();
    const n = 12;
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(n));
    renders.length = 0;
    switchedByCommit = [];
    const errors: unknown[] = [];
    setPartHydrating(true);
    await act(async () => {
      hydrateRoot(host, page(n), { onRecoverableError: (e) => errors.push(e) });
    });
    setPartHydrating(false);
    expect(errors).toEqual([]);
    for (let task = 0; task < 10 && texts(host).some((t) => t === 'server'); task++) await act(nextTask);
    expect(texts(host).every((t) => t === 'browser')).toBe(true);
    expect(switchedByCommit).toEqual(Array.from({ length: Math.ceil(n / SWITCH_GROUP) }, (_, i) => Math.min(SWITCH_GROUP, n - i * SWITCH_GROUP)));
    expect(renders.every((r) => r.join() === 'false,true')).toBe(true);
  });
});
