// @vitest-environment jsdom
import { act, createElement as h, Fragment, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useInBrowser } from '../lib/hydration';
import { HydrateNear, resetHydrationGates, watchHydrationGates } from './HydrateNear';

// Server HTML hydrated in a real React root on jsdom. jsdom has no IntersectionObserver: the tests
// give it one they drive by hand (the browser's own is exercised by the e2e test of the home page).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class ManualObserver {
  static all: ManualObserver[] = [];
  targets = new Set<Element>();
  constructor(private readonly callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    ManualObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** The marker of part `name` comes near the screen. */
  static near(name: string) {
    for (const o of ManualObserver.all) {
      const target = [...o.targets].find((t) => t.getAttribute('data-hydrate-near') === name);
      if (target) o.callback([{ target, isIntersecting: true }]);
    }
  }
}

const renders = { a: 0, b: 0 };
/** What useInBrowser answered in each render of part a. */
let answersOfA: boolean[] = [];
const clicks: string[] = [];
const record = (id: 'a' | 'b', inBrowser: boolean) => {
  renders[id]++;
  if (id === 'a') answersOfA.push(inBrowser);
};

function Part({ id }: { id: 'a' | 'b' }) {
  const [n, setN] = useState(0);
  const inBrowser = useInBrowser();
  record(id, inBrowser);
  const onClick = () => {
    clicks.push(id);
    setN(n + 1);
  };
  const button = h('button', { type: 'button', id, onClick, 'data-browser': String(inBrowser) }, `${id} ${n}`);
  // An item's own address (`?open=race-3`) has the server draw its dialog open, inside its section.
  return id === dialogIn ? h('div', { role: 'dialog', 'aria-modal': 'true' }, button) : button;
}

/** The part whose server HTML holds an open dialog, if any. */
let dialogIn: 'a' | 'b' | undefined;

const parts = h(Fragment, null, h(HydrateNear, { name: 'a', children: h(Part, { id: 'a' }) }), h(HydrateNear, { name: 'b', children: h(Part, { id: 'b' }) }));

function Page({ tick }: { tick: number }) {
  return h('main', { 'data-tick': tick }, h('h1', null, 'Top'), parts);
}

let stop = () => undefined as void;
let host: HTMLElement;
/** The test's root: unmounted after it, so its later switches do not count in the next test. */
let mounted: { unmount: () => void } | undefined;
let errors: unknown[];

async function hydrate(options: { watch: boolean }) {
  host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = renderToString(h(Page, { tick: 0 }));
  renders.a = renders.b = 0;
  answersOfA = [];
  if (options.watch) stop = watchHydrationGates(host);
  errors = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(host, h(Page, { tick: 0 }), { onRecoverableError: (e) => errors.push(e) });
  });
  mounted = root;
  return root;
}

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ManualObserver;
  ManualObserver.all = [];
  clicks.length = 0;
});
afterEach(async () => {
  if (mounted) await act(async () => mounted!.unmount());
  mounted = undefined;
  stop();
  resetHydrationGates();
  host?.remove();
});

describe('HydrateNear', () => {
  it('keeps the server HTML of a part until its marker comes near the screen, then hydrates that part only', async () => {
    await hydrate({ watch: true });
    const serverButton = host.querySelector('#a');
    expect(renders).toEqual({ a: 0, b: 0 });
    expect(host.querySelector('#a')?.textContent).toBe('a 0');

    await act(async () => ManualObserver.near('a'));
    expect(renders.a).toBeGreaterThan(0);
    expect(renders.b).toBe(0);
    // Hydrated, not drawn anew: the same element, and no mismatch reported.
    expect(host.querySelector('#a')).toBe(serverButton);
    expect(errors).toEqual([]);
    // Hydrated with the server's answer, then switched once to the browser's.
    for (let task = 0; task < 5 && serverButton?.getAttribute('data-browser') === 'false'; task++) await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(serverButton?.getAttribute('data-browser')).toBe('true');
    expect(answersOfA).toEqual([false, true]);
  });

  it('hydrates a part at its first click and hands it that click', async () => {
    await hydrate({ watch: true });
    const button = host.querySelector<HTMLButtonElement>('#b')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(clicks).toEqual(['b']);
    expect(host.querySelector('#b')).toBe(button);
    expect(button.textContent).toBe('b 1');
    expect(errors).toEqual([]);
    // Only the part tapped: the other still waits.
    expect(renders.a).toBe(0);
  });

  it('opens nothing for a tap outside the parts, and every part at a key press', async () => {
    await hydrate({ watch: true });
    await act(async () => {
      host.querySelector('h1')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(renders).toEqual({ a: 0, b: 0 });
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(renders.a).toBeGreaterThan(0);
    expect(renders.b).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('hydrates at once a part whose server HTML holds an open dialog: its Back, Escape and focus work from the start', async () => {
    dialogIn = 'b';
    try {
      await hydrate({ watch: true });
      expect(renders.b).toBeGreaterThan(0);
      expect(renders.a).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      dialogIn = undefined;
    }
  });

  it('keeps a waiting part waiting when the page renders again with the same parts', async () => {
    const root = await hydrate({ watch: true });
    const serverButton = host.querySelector('#a');
    await act(async () => root.render(h(Page, { tick: 1 })));
    expect(host.querySelector('main')?.getAttribute('data-tick')).toBe('1');
    expect(renders).toEqual({ a: 0, b: 0 });
    expect(host.querySelector('#a')).toBe(serverButton);
    await act(async () => ManualObserver.near('a'));
    expect(host.querySelector('#a')).toBe(serverButton);
    expect(errors).toEqual([]);
  });

  it('hydrates at once a page hydrated without watching, and draws at once in a page the app draws', async () => {
    await hydrate({ watch: false });
    expect(renders.a).toBeGreaterThan(0);
    expect(renders.b).toBeGreaterThan(0);
    host.remove();

    host = document.createElement('div');
    renders.a = renders.b = 0;
    await act(async () => mounted!.unmount());
    const drawn = createRoot(host);
    mounted = drawn;
    await act(async () => drawn.render(h(Page, { tick: 0 })));
    expect(host.querySelector('#b')?.textContent).toBe('b 0');
  });
});
