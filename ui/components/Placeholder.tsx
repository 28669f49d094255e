import { usePageMeta } from '../lib/page';

/** A page that is not built yet says so plainly. */
export function Placeholder(props: { title: string; note?: string }) {
  usePageMeta(props.title);
  return (
    <main id="main" className="page page--narrow">
      <header className="page__head">
        <h1>{props.title}</h1>
      </header>
      <p className="state state--empty">{props.note ?? 'This page is coming soon.'}</p>
    </main>
  );
}

/** Any path no route matches. */
export function NotFound() {
  usePageMeta('Not found', 'There is nothing at this address.');
  return (
    <main id="main" className="page page--narrow">
      <header className="page__head">
        <h1>Not found</h1>
      </header>
      <p className="muted">There is nothing at this address.</p>
      <p>
        <a className="btn" href="/">
          Back to the home page
        </a>
      </p>
    </main>
  );
}
