import type { ReactNode } from 'react';

/** A page frame: the main landmark, an eyebrow, the page's one h1 and an optional lead. */
export function Page(props: { eyebrow?: string; title: string; lead?: string; children: ReactNode; narrow?: boolean; className?: string }) {
  return (
    <main id="main" className={`page ${props.narrow ? 'page--narrow' : ''} ${props.className ?? ''}`}>
      <header className="page__head">
        {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
        <h1>{props.title}</h1>
        {props.lead && <p className="page__lead">{props.lead}</p>}
      </header>
      {props.children}
    </main>
  );
}
