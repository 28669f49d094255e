import { use, type ComponentType, type FunctionComponent } from 'react';

// The code of the home page's sections far below the hero (and of the pages that show them) is a
// chunk of its own: a phone's first load downloads and compiles only what the top of the home page
// runs (the home page's JS+CSS target, issue #47). Unlike React's `lazy`, a component made here
// renders at once when its code is loaded, with no suspension: the server loads every one before
// it renders a page (ui/ssr.tsx), so its HTML holds them; the browser starts loading them all as the
// app starts (ui/main.tsx). A part not loaded yet when React reaches it suspends, under a Suspense
// boundary: while hydrating, React keeps that part's server HTML and hydrates it once its code is in
// (nothing flashes or moves), as it does for the parts HydrateNear holds back.

const loaders: Array<() => Promise<unknown>> = [];

/** A component whose code `load` brings (a dynamic import), named `name` (React's tools and the tests read it before its code is in); see above. */
export function lazyComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const promise: Promise<ComponentType<P>> = load().then((component) => {
      // Marked settled the way React's `use` reads it: every later render gets the component at once.
      Object.assign(promise, { status: 'fulfilled', value: component });
      return component;
    });
    // A failed load may be tried again by the next render.
    promise.catch(() => void (loading = undefined));
    return (loading = promise);
  };
  loaders.push(preload);
  const Lazy = (props: P) => {
    const Component = use(preload());
    return <Component {...props} />;
  };
  return Object.defineProperty(Lazy, 'name', { value: name });
}

/** Loads the code of every component made by `lazyComponent` (the server before its first render, the browser as the app starts). */
export function preloadLazyComponents(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}
