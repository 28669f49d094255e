import type { ReactNode } from 'react';

/** A home-page section with its anchor, heading and optional lead text. */
export function Section(props: { id?: string; title: ReactNode; lead?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode; headingLevel?: 1 | 2 }) {
  const H = props.headingLevel === 1 ? 'h1' : 'h2';
  const headingId = props.id ? `${props.id}-title` : undefined;
  return (
    <section id={props.id} className={`section ${props.className ?? ''}`} aria-labelledby={headingId}>
      <div className="section__head">
        <div>
          <H id={headingId} className="section__title">
            {props.title}
          </H>
          {props.lead && <p className="section__lead">{props.lead}</p>}
        </div>
        {props.actions && <div className="section__actions">{props.actions}</div>}
      </div>
      {props.children}
    </section>
  );
}
