import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Field } from '../components/Field';
import { Modal } from '../components/Modal';
import { ErrorState, Loading } from '../components/states';
import { toColorInputValue } from '../lib/color';
import { t } from './admin-kit.messages';

// Small building blocks shared by the admin screens.

/** The one labelled field of the site (ui/components/Field.tsx), for the admin screens too. */
export { Field };


/** A status line for saves and failures (announced to screen readers). */
export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

/** Shows the latest notice; success notices fade after a few seconds. */
export function useNotice(): [ReactNode, (n: Notice | null) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((n: Notice | null) => {
    clearTimeout(timer.current);
    setNotice(n);
    if (n?.kind === 'ok') timer.current = setTimeout(() => setNotice(null), 4000);
  }, []);
  const node = (
    <div className="notice-slot" aria-live="polite">
      {notice && (
        <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
          <button type="button" className="notice__close" onClick={() => show(null)} aria-label={t('notice.dismiss')}>
            ×
          </button>
        </p>
      )}
    </div>
  );
  return [node, show];
}

/** A confirmation dialog: `ask(text)` resolves true when confirmed. */
export function useConfirm(): [ReactNode, (text: string, confirmLabel?: string) => Promise<boolean>] {
  const [pending, setPending] = useState<{ text: string; label: string; resolve: (v: boolean) => void } | null>(null);
  const ask = useCallback(
    (text: string, label = t('confirm.delete')) =>
      new Promise<boolean>((resolve) => {
        setPending({ text, label, resolve });
      }),
    [],
  );
  const close = (v: boolean) => {
    pending?.resolve(v);
    setPending(null);
  };
  const node = pending ? (
    <Modal title={t('confirm.title')} onClose={() => close(false)}>
      <div className="confirm">
        <h2>{t('confirm.title')}</h2>
        <p>{pending.text}</p>
        <div className="row-actions">
          <button type="button" className="btn btn--ghost" onClick={() => close(false)} data-autofocus>
            {t('action.cancel')}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => close(true)}>
            {pending.label}
          </button>
        </div>
      </div>
    </Modal>
  ) : null;
  return [node, ask];
}

/**
 * An input for an in-row edit (rank, tag): keeps what is typed, commits on Enter or when it loses
 * focus if the value changed, Escape restores; follows `value` when it changes (a rollback).
 */
export function CommitInput(props: { value: string; onCommit: (value: string) => void; label: string; className?: string; inputMode?: 'numeric' | 'text'; placeholder?: string; maxLength?: number }) {
  const [draft, setDraft] = useState(props.value);
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    setDraft(props.value);
  }
  const commit = () => {
    if (draft.trim() !== props.value.trim()) props.onCommit(draft);
  };
  return (
    <input
      className={props.className}
      value={draft}
      aria-label={props.label}
      inputMode={props.inputMode}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') setDraft(props.value);
      }}
    />
  );
}

/** Copies text to the clipboard (ui/lib/clipboard.ts, which the public pages' Share uses too). */
export { copyText } from '../lib/clipboard';

/** A colour: the native picker and its hex value, which may also be typed. */
export function ColorField(props: { label: string; value: string; error?: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className={`field ${props.error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <span className="color-field">
        <input type="color" value={toColorInputValue(props.value)} onChange={(e) => props.onChange(e.target.value)} aria-label={t('color.picker', { label: props.label })} />
        <input id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)} spellCheck={false} className="mono" maxLength={7} aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${id}-error` : undefined} />
      </span>
      {props.error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}


/**
 * The states of a list read: its load error with Retry, a loading state, an empty text, or the
 * loaded rows drawn by `children` (a list loaded before stays shown under a failed reload).
 */
export function ListStates<T>(props: { items: T[] | null; loadError: string | null; onRetry: () => void; empty: string; children: (items: T[]) => ReactNode }) {
  return (
    <>
      {props.loadError && <ErrorState message={props.loadError} onRetry={props.onRetry} retryLabel={t('action.retry')} />}
      {!props.items && !props.loadError && <Loading />}
      {props.items && props.items.length === 0 && <p className="state state--empty">{props.empty}</p>}
      {props.items && props.items.length > 0 && props.children(props.items)}
    </>
  );
}

/** The list of an editor screen in its states (see ListStates); the row being edited is marked. */
function AdminList<T extends { id: number }>(props: {
  items: T[] | null;
  loadError: string | null;
  onRetry: () => void;
  empty: string;
  editingId?: number | null;
  children: (item: T) => ReactNode;
}) {
  return (
    <ListStates items={props.items} loadError={props.loadError} onRetry={props.onRetry} empty={props.empty}>
      {(items) => (
        <ul className="admin-list" role="list">
          {items.map((item) => (
            <li key={item.id} className={props.editingId === item.id ? 'is-editing' : ''}>
              {props.children(item)}
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** Previous and Next through the pages of a list, with "Page n of m" (between the buttons when a summary leads). */
export function Pager(props: { page: number; pages: number; onPage: (page: number) => void; summary?: ReactNode }) {
  const where = (
    <span className="muted">{t('pager.where', { page: props.page, pages: props.pages })}</span>
  );
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {props.summary ? <span className="muted">{props.summary}</span> : where}
      <div className="pager__buttons">
        <button type="button" className="btn btn--small" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          {t('pager.previous')}
        </button>
        {props.summary && where}
        <button type="button" className="btn btn--small" disabled={props.page >= props.pages} onClick={() => props.onPage(props.page + 1)}>
          {t('pager.next')}
        </button>
      </div>
    </nav>
  );
}

/**
 * A row's Edit and Delete buttons, named after the row; Edit brings the form at the top into view
 * (an EditorForm also takes the focus to its first field, and `editRef` lets the list give it back).
 */
function RowActions(props: { name: string; onEdit: () => void; onDelete: () => void; editRef?: (button: HTMLButtonElement | null) => void }) {
  return (
    <div className="row-actions">
      <button
        ref={props.editRef}
        type="button"
        className="btn btn--small btn--ghost"
        aria-label={t('action.editName', { name: props.name })}
        onClick={() => {
          props.onEdit();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      >
        {t('action.edit')}
      </button>
      <button type="button" className="btn btn--small btn--danger" onClick={props.onDelete} aria-label={t('action.deleteName', { name: props.name })}>
        {t('action.delete')}
      </button>
    </div>
  );
}

/**
 * Beside a form's submit button, which stays enabled: once a submit was tried (`tries` counts them),
 * the labels of the fields that show an error, read from the form (each Field marks itself
 * `field--invalid`), so the summary never disagrees with the fields; a refused submit moves focus
 * to the first of them.
 */
export function FormSummary(props: { tries: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [labels, setLabels] = useState<string[]>([]);
  // Runs after every render: a field's error comes and goes as the admin types. It settles: the
  // same labels keep the same array, which renders nothing again.
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- reads the form's DOM, which no dependency names
  useLayoutEffect(() => {
    const form = ref.current?.closest('form');
    // Each label once: rows of fields (the socials' links) repeat theirs.
    const found = props.tries && form ? [...new Set([...form.querySelectorAll('.field--invalid')].map((f) => f.querySelector('.field__label')?.textContent?.trim() ?? ''))].filter(Boolean) : [];
    setLabels((prev) => (prev.join('\n') === found.join('\n') ? prev : found));
  });
  useEffect(() => {
    if (!props.tries) return;
    ref.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [props.tries]);
  return (
    <div ref={ref} className="form-summary" aria-live="polite">
      {labels.length > 0 && <p className="field__error">{t('form.missing', { fields: labels.join(', ') })}</p>}
    </div>
  );
}

/** The buttons under a create-or-edit form: Cancel while editing, the submit button with its state, and what stops a save. */
function FormActions(props: { editing: boolean; busy: boolean; disabled?: boolean; tries?: number; onCancel: () => void; createLabel: string; saveLabel?: string }) {
  return (
    <div className="row-actions form-grid__actions">
      <FormSummary tries={props.tries ?? 0} />
      {props.editing && (
        <button type="button" className="btn btn--ghost" onClick={props.onCancel}>
          {t('action.cancel')}
        </button>
      )}
      <button type="submit" className="btn btn--primary" disabled={props.busy || props.disabled}>
        {props.busy ? t('action.saving') : props.editing ? (props.saveLabel ?? t('action.saveChanges')) : props.createLabel}
      </button>
    </div>
  );
}

/** A search toolbar: Enter or the Search button runs `onSearch` with the trimmed text; extra controls follow. */
export function SearchBar(props: { label: string; placeholder: string; value: string; onChange: (v: string) => void; onSearch: (q: string) => void; children?: ReactNode }) {
  return (
    <form
      className="toolbar"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(props.value.trim());
      }}
    >
      <div className="toolbar__search">
        <Field label={props.label}>
          <input type="search" value={props.value} onChange={(e) => props.onChange(e.target.value)} placeholder={props.placeholder} />
        </Field>
        <button type="submit" className="btn">
          {t('action.search')}
        </button>
      </div>
      {props.children}
    </form>
  );
}

/** What EditorForm and EditorList need of a list editor (see useListEditor). */
interface EditorHandle<T extends { id: number }> {
  items: T[] | null;
  loadError: string | null;
  reload: () => Promise<void>;
  editing: T | null;
  saving: boolean;
  submit: (e?: FormEvent) => Promise<void>;
  tries: number;
  cancel: () => void;
  startEdit: (item: T) => void;
  remove: (item: T) => Promise<void>;
}

/**
 * Opening an item in an edit form (its row's Edit, an edit link) takes the keyboard to the form's
 * first field: `editingId` is the item open (null: none, or the create form).
 */
export function useFocusOnOpen(form: RefObject<HTMLFormElement | null>, editingId: number | null): void {
  const shownId = useRef(editingId);
  useEffect(() => {
    const was = shownId.current;
    shownId.current = editingId;
    if (editingId === null || editingId === was) return;
    form.current?.querySelector<HTMLElement>('input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)')?.focus();
  }, [form, editingId]);
}

/**
 * When an edit ends (Save, Cancel), the keyboard goes back to the row's Edit button: each row's
 * Edit takes `ref={editRef(item.id)}`. Only when the focus was in the form or lost with it (a
 * Delete's dialog gives it back itself).
 */
export function useFocusBackOnClose(editingId: number | null): (id: number) => (button: HTMLButtonElement | null) => void {
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const shownId = useRef(editingId);
  useEffect(() => {
    const was = shownId.current;
    shownId.current = editingId;
    if (was === null || editingId !== null) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('form')) return;
    editButtons.current.get(was)?.focus();
  }, [editingId]);
  return (id) => (button) => {
    if (button) editButtons.current.set(id, button);
    else editButtons.current.delete(id);
  };
}

/**
 * The create-or-edit form of a list editor: "New x" or "Edit x" as its name and title, the fields,
 * then its buttons. `titles` gives both titles whole, for a language where "new" agrees with the
 * noun ("Nouvelle course"); without it they are made from `noun`.
 */
export function EditorForm<T extends { id: number }>(props: {
  editor: EditorHandle<T>;
  noun: string;
  titles?: { create: string; edit: string };
  createLabel: string;
  saveLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { editor } = props;
  const form = useRef<HTMLFormElement>(null);
  useFocusOnOpen(form, editor.editing?.id ?? null);
  const title = props.titles ? (editor.editing ? props.titles.edit : props.titles.create) : t(editor.editing ? 'form.edit' : 'form.new', { noun: props.noun });
  return (
    <form ref={form} className="panel form-grid" onSubmit={editor.submit} noValidate aria-label={title}>
      <h2 className="form-grid__title">{title}</h2>
      {props.children}
      <FormActions editing={editor.editing !== null} busy={editor.saving} tries={editor.tries} disabled={props.disabled} onCancel={editor.cancel} createLabel={props.createLabel} saveLabel={props.saveLabel} />
    </form>
  );
}

/**
 * The rows of a list editor with their loading, error and empty states, each with Edit and Delete
 * named by `name`; when an edit ends (Save, Cancel), the keyboard goes back to the row's Edit.
 */
export function EditorList<T extends { id: number }>(props: { editor: EditorHandle<T>; empty: string; name: (item: T) => string; children: (item: T) => ReactNode }) {
  const { editor } = props;
  const editRef = useFocusBackOnClose(editor.editing?.id ?? null);
  return (
    <AdminList items={editor.items} loadError={editor.loadError} onRetry={() => void editor.reload()} empty={props.empty} editingId={editor.editing?.id ?? null}>
      {(item) => (
        <>
          {props.children(item)}
          <RowActions name={props.name(item)} onEdit={() => editor.startEdit(item)} onDelete={() => void editor.remove(item)} editRef={editRef(item.id)} />
        </>
      )}
    </AdminList>
  );
}
