import { cloneElement, useId, type ReactElement } from 'react';

// The site's one labelled form field, for the public forms (contact, the coach's invite) and the
// admin screens alike: a label tied to its control, a hint or an error tied to it through
// aria-describedby (never part of its name), and aria-invalid while the error shows.

/** A labelled form field; its hint and error are linked to the control (aria-describedby), not part of its name. */
export function Field(props: { label: string; error?: string; hint?: string; children: ReactElement<Record<string, unknown>>; wide?: boolean; id?: string }) {
  const generated = useId();
  // A given id: a link elsewhere on the screen leads to the control (`#id`).
  const id = props.id ?? generated;
  const describedBy = props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined;
  const control = cloneElement(props.children, { id, 'aria-describedby': describedBy, 'aria-invalid': props.error ? true : undefined });
  return (
    <div className={`field ${props.wide ? 'field--wide' : ''} ${props.error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {control}
      {props.hint && !props.error && (
        <span className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}
