import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { editMode } from '../lib/auth';
import type { SectionPart } from '../lib/sections';
import { Section } from './Section';
import { t } from './components.messages';

/** The admin's invitation to fill an empty part: one line of why and one button to its editor. */
function AddPrompt(props: { part: SectionPart }) {
  const p = props.part.prompt;
  return (
    <div className="add-prompt">
      <p className="add-prompt__empty">{p.empty}</p>
      <p className="add-prompt__why">{p.why}</p>
      <Link className="btn btn--primary" href={p.href}>
        <span aria-hidden="true">+ </span>
        {p.action}
      </Link>
      <p className="add-prompt__note">{t('prompt.note')}</p>
    </div>
  );
}

/** An empty section: nothing at all for a visitor; for the signed-in admin, its place with the prompt. */
export function EmptySection(props: { part: SectionPart; id: string; title: ReactNode; lead?: ReactNode }) {
  useSignals();
  if (!editMode.value) return null;
  return (
    <Section id={props.id} title={props.title} lead={props.lead} className="section--empty">
      <AddPrompt part={props.part} />
    </Section>
  );
}

/** The body of a page whose content is empty: the prompt for the admin, nothing for a visitor. */
export function EmptyBody(props: { part: SectionPart }) {
  useSignals();
  return editMode.value ? <AddPrompt part={props.part} /> : null;
}
