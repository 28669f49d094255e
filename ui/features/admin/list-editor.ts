import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { invalidate, type ResourceKey } from '../../lib/resource';
import { clearDraft, draftKey, readDraft, writeDraft } from './form-draft';
import { failureText, issuesByField } from './form-errors';
import { useConfirm, useNotice, type Notice } from './kit';

/** The keys of a form whose values are text. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** The props that bind a text input, textarea or select to one field of the form. */
export interface TextBinding {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

/** Field errors of a form, by field name (a form-wide problem may use its own key, e.g. `form`). */
export type FieldErrors = Partial<Record<string, string>>;

/** What a list editor screen tells the hook about its items and its form. */
export interface ListEditorOptions<T extends { id: number }, F extends object> {
  /** Names the screen in draft keys (`races`, `prs`…). */
  screen: string;
  /** Reads the whole list. */
  load: () => Promise<T[]>;
  /** The text before the reason when the list fails to load; 'Load failed' unless given. */
  loadFailed?: string;
  /** A blank create form. */
  emptyForm: () => F;
  /** The form of an existing item. */
  toForm: (item: T) => F;
  /** The form's field errors (empty when it may be sent). */
  validate?: (form: F) => FieldErrors;
  /** When a field's own error shows: once it lost focus or a submit was tried (default), or only after a submit. */
  showErrors?: 'touched' | 'submitted';
  /** The notice shown when a submit is refused for invalid fields (none unless given). */
  invalidNotice?: (errors: FieldErrors) => string;
  /** Creates (item null) or updates the item from a valid form. */
  save: (form: F, item: T | null) => Promise<unknown>;
  /** Deletes an item. */
  remove?: (item: T) => Promise<unknown>;
  /** The question asked before a delete. */
  confirmDelete?: (item: T) => string;
  /** The public reads a write changes. */
  invalidates: readonly ResourceKey[];
  /** Notice texts: success ones, and the fallbacks a failure's reason follows. */
  messages?: { saved?: string; saveFailed?: string | ((editing: boolean) => string); deleted?: string | null; deleteFailed?: string };
}

/** The state and actions of a list editor screen (see useListEditor). */
export interface ListEditor<T extends { id: number }, F extends object> {
  items: T[] | null;
  loadError: string | null;
  reload: () => Promise<void>;
  form: F;
  setField: <K extends keyof F>(key: K, value: F[K]) => void;
  updateForm: (change: (form: F) => F) => void;
  /** The item being edited, or null while the form creates one. */
  editing: T | null;
  startEdit: (item: T) => void;
  cancel: () => void;
  errors: FieldErrors;
  valid: boolean;
  /** True once a submit was tried (errors of untouched fields then show). */
  attempted: boolean;
  /** The error to show beside a field: its own once touched or tried, else the server's. */
  fieldError: (key: keyof F & string) => string | undefined;
  /** An onBlur handler that marks a field touched. */
  touch: (key: keyof F & string) => () => void;
  /** Binds a text control to a field: `<input {...editor.text('title')} />`. */
  text: (key: TextKey<F>) => TextBinding;
  saving: boolean;
  submit: (e?: FormEvent) => Promise<void>;
  remove: (item: T) => Promise<void>;
  notice: ReactNode;
  notify: (n: Notice | null) => void;
  confirmNode: ReactNode;
  confirm: (text: string, confirmLabel?: string) => Promise<boolean>;
}

const NO_ERRORS: FieldErrors = {};

/**
 * The state machine every list editor screen shares: load the list (loading, error with retry,
 * empty, loaded), one form that creates or edits an item, validation shown once a field is touched
 * or a submit tried, server field issues beside their fields, a saving state, delete after a
 * confirmation, and public caches invalidated after each write. The open form's draft is kept in
 * local storage (by tenant, screen and item) until it is saved or cancelled, and comes back when
 * that form is opened again.
 */
export function useListEditor<T extends { id: number }, F extends object>(opts: ListEditorOptions<T, F>): ListEditor<T, F> {
  const o = useRef(opts);
  o.current = opts;
  const keyFor = (item: T | null) => draftKey(o.current.screen, item ? item.id : 'new');

  const [items, setItems] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [form, setForm] = useState<F>(() => readDraft(keyFor(null), opts.emptyForm()) ?? opts.emptyForm());
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  // Only what the admin typed becomes a draft, not a form just opened or reset.
  const dirty = useRef(false);

  useEffect(() => {
    if (dirty.current) writeDraft(draftKey(o.current.screen, editing ? editing.id : 'new'), form);
  }, [form, editing]);

  const reload = useCallback(async () => {
    setLoadError(null);
    try {
      setItems(await o.current.load());
    } catch (err) {
      setLoadError(`${o.current.loadFailed ?? 'Load failed'}: ${errorMessage(err)}`);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const open = (item: T | null) => {
    const blank = item ? o.current.toForm(item) : o.current.emptyForm();
    dirty.current = false;
    setEditing(item);
    setForm(readDraft(keyFor(item), blank) ?? blank);
    setTouched({});
    setAttempted(false);
    setServerErrors({});
  };

  const updateForm = (change: (form: F) => F) => {
    dirty.current = true;
    setForm(change);
  };
  const setField = <K extends keyof F>(key: K, value: F[K]) => {
    updateForm((f) => ({ ...f, [key]: value }));
    setServerErrors((e) => (key in e ? { ...e, [key]: '' } : e));
  };

  const errors = opts.validate?.(form) ?? NO_ERRORS;
  const valid = Object.values(errors).every((e) => !e);
  const shown = (key: string) => attempted || (opts.showErrors !== 'submitted' && touched[key]);
  const fieldError = (key: keyof F & string) => (shown(key) && errors[key]) || serverErrors[key] || undefined;
  const touch = (key: keyof F & string) => () => setTouched((t) => (t[key] ? t : { ...t, [key]: true }));

  const text = (key: TextKey<F>): TextBinding => ({
    value: form[key] as string,
    onChange: (e) => setField(key, e.target.value as F[TextKey<F>]),
    onBlur: touch(key),
  });

  /** Ends the open form: its draft is dropped and the create form (with its own draft) returns. */
  const close = () => {
    clearDraft(keyFor(editing));
    open(null);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (!valid) {
      const text = o.current.invalidNotice?.(errors);
      if (text) notify({ kind: 'error', text });
      return;
    }
    const m = o.current.messages;
    setSaving(true);
    try {
      await o.current.save(form, editing);
      invalidate(...o.current.invalidates);
      notify({ kind: 'ok', text: m?.saved ?? 'Saved ✅' });
      close();
      await reload();
    } catch (err) {
      setServerErrors(issuesByField(err));
      const fallback = typeof m?.saveFailed === 'function' ? m.saveFailed(editing !== null) : (m?.saveFailed ?? 'Save failed');
      notify({ kind: 'error', text: failureText(fallback, err) });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (item: T) => {
    const { remove: del, confirmDelete, messages: m } = o.current;
    if (!del) return;
    if (confirmDelete && !(await confirm(confirmDelete(item)))) return;
    try {
      await del(item);
      invalidate(...o.current.invalidates);
      clearDraft(keyFor(item));
      if (editing?.id === item.id) open(null);
      const done = m?.deleted === undefined ? 'Deleted.' : m.deleted;
      if (done) notify({ kind: 'ok', text: done });
      await reload();
    } catch (err) {
      notify({ kind: 'error', text: failureText(m?.deleteFailed ?? 'Delete failed', err) });
    }
  };

  return {
    items,
    loadError,
    reload,
    form,
    setField,
    updateForm,
    editing,
    startEdit: open,
    cancel: close,
    errors,
    valid,
    attempted,
    fieldError,
    touch,
    text,
    saving,
    submit,
    remove,
    notice,
    notify,
    confirmNode,
    confirm,
  };
}
