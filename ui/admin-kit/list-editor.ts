import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { invalidate, type ResourceKey } from '../lib/resource';
import { clearDraft, draftKey, readDraft, useKeepDraft, writeDraft } from './form-draft';
import { failureText, issuesByField } from './form-errors';
import { t } from './admin-kit.messages';
import { useConfirm, useNotice, type Notice } from './kit';

/** The keys of a form whose values are text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** The props that bind a text input, textarea or select to one field of the form. */
interface TextBinding {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

/** Field errors of a form, by field name (a form-wide problem may use its own key, e.g. `form`). */
type FieldErrors = Partial<Record<string, string>>;

/** How the form of an editor is checked, saved and remembered (see useEditorForm). */
export interface EditorFormOptions<T extends { id: number }, F extends object> {
  /** Names the screen in draft keys (`races`, `prs`…). */
  screen: string;
  /** A blank create form. */
  emptyForm: () => F;
  /** The form of an existing item. */
  toForm: (item: T) => F;
  /** The item the form opens on (null or absent: the create form). */
  initial?: T | null;
  /** The form's field errors (empty when it may be sent). */
  validate?: (form: F) => FieldErrors;
  /** When a field's own error shows: once it lost focus or a submit was tried (default), or only after a submit. */
  showErrors?: 'touched' | 'submitted';
  /** The notice shown when a submit is refused for invalid fields (none unless given). */
  invalidNotice?: (errors: FieldErrors) => string;
  /** Creates (item null) or updates the item from a valid form; answers the saved item when the API does. */
  save: (form: F, item: T | null) => Promise<unknown>;
  /** The public reads a write changes. */
  invalidates: readonly ResourceKey[];
  /** After a save: back to a blank create form (default), or keep the form as saved, now editing the saved item (an editor panel that stays open). */
  afterSave?: 'reset' | 'keep';
  /** Called after a successful save with the API's answer. */
  onSaved?: (saved: unknown, item: T | null) => void | Promise<void>;
  /** Shows a failed save another way than the notice (a list of problems inside a dialog…). */
  onSaveFailed?: (err: unknown, fallback: string) => void;
  /** Notice texts: success ones, and the fallbacks a failure's reason follows. */
  messages?: { saved?: string; saveFailed?: string | ((editing: boolean) => string) };
  notify: (n: Notice | null) => void;
}

/** The state and actions of one editor form (see useEditorForm). */
export interface EditorFormState<T extends { id: number }, F extends object> {
  form: F;
  setField: <K extends keyof F>(key: K, value: F[K]) => void;
  updateForm: (change: (form: F) => F) => void;
  /** The item being edited, or null while the form creates one. */
  editing: T | null;
  /** Opens the form on an item, or on the create form with null. */
  startEdit: (item: T | null) => void;
  /** Drops the open form's draft and returns to the create form (with its own draft). */
  cancel: () => void;
  /** Forgets the draft of an item (deleted elsewhere), closing its form when it is the one open. */
  forget: (item: T) => void;
  errors: FieldErrors;
  valid: boolean;
  /** True once a submit was tried (errors of untouched fields then show). */
  attempted: boolean;
  /** How many submits were tried (FormSummary moves focus to the first wrong field on each). */
  tries: number;
  /** The error to show beside a field: its own once touched or tried, else the server's. */
  fieldError: (key: keyof F & string) => string | undefined;
  /** The server's issue for an API field the form spells differently (`name` typed as `firstName`…). */
  serverError: (path: string) => string | undefined;
  /** An onBlur handler that marks a field touched. */
  touch: (key: keyof F & string) => () => void;
  /** Binds a text control to a field: `<input {...editor.text('title')} />`. */
  text: (key: TextKey<F>) => TextBinding;
  saving: boolean;
  submit: (e?: FormEvent) => Promise<void>;
}

const NO_ERRORS: FieldErrors = {};

const isItem = <T extends { id: number }>(value: unknown): value is T => !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number';

/**
 * A failed load in the screen's words: '<what>: ...' gets the reason in place of the dots (the
 * original client's 'Failed to load races: ...'); without a reason, 'Failed to load.'.
 */
export function loadFailedText(wording: string | undefined, err: unknown): string {
  const reason = err instanceof Error && err.message ? err.message : '';
  if (!reason) return t('load.failedPlain');
  const text = wording ?? t('load.failed');
  return text.endsWith(': ...') ? `${text.slice(0, -3)}${reason}` : `${text}: ${reason}`;
}

/**
 * One create-or-edit form: validation shown once a field is touched or a submit tried, the
 * server's field issues beside their fields, a saving state, public caches invalidated after a
 * save. Its draft is kept in local storage (by tenant, screen and item) from the first keystroke
 * until it is saved or cancelled, and fills the form again when that form is next opened.
 */
export function useEditorForm<T extends { id: number }, F extends object>(opts: EditorFormOptions<T, F>): EditorFormState<T, F> {
  const o = useRef(opts);
  o.current = opts;
  const keyFor = (item: T | null) => draftKey(o.current.screen, item ? item.id : 'new');
  const blankFor = (item: T | null) => (item ? o.current.toForm(item) : o.current.emptyForm());

  const [editing, setEditing] = useState<T | null>(opts.initial ?? null);
  const [form, setForm] = useState<F>(() => readDraft(keyFor(opts.initial ?? null), blankFor(opts.initial ?? null)) ?? blankFor(opts.initial ?? null));
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [tries, setTries] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Only what the admin typed becomes a draft, not a form just opened or reset.
  const dirty = useRef(false);

  useEffect(() => {
    if (dirty.current) writeDraft(draftKey(o.current.screen, editing ? editing.id : 'new'), form);
  }, [form, editing]);

  const open = (item: T | null) => {
    const blank = blankFor(item);
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
  const serverError = (path: string) => serverErrors[path] || undefined;
  const touch = (key: keyof F & string) => () => setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
  const text = (key: TextKey<F>): TextBinding => ({
    value: form[key] as string,
    onChange: (e) => setField(key, e.target.value as F[TextKey<F>]),
    onBlur: touch(key),
  });

  const cancel = () => {
    clearDraft(keyFor(editing));
    open(null);
  };
  const forget = (item: T) => {
    clearDraft(keyFor(item));
    if (editing?.id === item.id) open(null);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (saving) return;
    setAttempted(true);
    setTries((n) => n + 1);
    const { notify, messages: m } = o.current;
    if (!valid) {
      const refused = o.current.invalidNotice?.(errors);
      if (refused) notify({ kind: 'error', text: refused });
      return;
    }
    setSaving(true);
    try {
      const saved = await o.current.save(form, editing);
      invalidate(...o.current.invalidates);
      notify({ kind: 'ok', text: m?.saved ?? t('save.done') });
      clearDraft(keyFor(editing));
      dirty.current = false;
      setServerErrors({});
      if (o.current.afterSave !== 'keep') open(null);
      // A kept form edits what it saved from now on (a create becomes an edit of the new item).
      else if (isItem<T>(saved)) setEditing(saved);
      await o.current.onSaved?.(saved, editing);
    } catch (err) {
      setServerErrors(issuesByField(err));
      const fallback = typeof m?.saveFailed === 'function' ? m.saveFailed(editing !== null) : (m?.saveFailed ?? t('save.failed'));
      if (o.current.onSaveFailed) o.current.onSaveFailed(err, fallback);
      else notify({ kind: 'error', text: failureText(fallback, err) });
    } finally {
      setSaving(false);
    }
  };

  return { form, setField, updateForm, editing, startEdit: open, cancel, forget, errors, valid, attempted, tries, fieldError, serverError, touch, text, saving, submit };
}

/** How a screen reads what it edits (see useLoaded). */
export interface LoadedOptions<T> {
  /** Reads the data (the current page of it, for a paged list). */
  load: () => Promise<T>;
  /** The text of a failed load: 'Failed to load races: ...' style with the reason in place of '...', 'Load failed: …' unless given. */
  loadFailed?: string;
  /** Reads again when this changes (a filter, a page number). */
  reloadOn?: unknown;
}

/** Data read for an editor screen: not yet (null), loaded, or failed with the reason; `loading` while a read runs. */
export interface LoadedState<T> {
  data: T | null;
  setData: (change: (data: T | null) => T | null) => void;
  loadError: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Reads on mount and when `reloadOn` changes; an answer overtaken by a newer read is dropped. */
export function useLoaded<T>(opts: LoadedOptions<T>): LoadedState<T> {
  const o = useRef(opts);
  o.current = opts;
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setLoadError(null);
    setLoading(true);
    try {
      const next = await o.current.load();
      if (mine === seq.current) setData(() => next);
    } catch (err) {
      if (mine === seq.current) setLoadError(loadFailedText(o.current.loadFailed, err));
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload, opts.reloadOn]);
  return { data, setData, loadError, loading, reload };
}

/** How a list is read (see useEditorList). */
export type EditorListOptions<T> = LoadedOptions<T[]>;

/** The id named by an edit link (`/admin/<screen>?edit=<id>`, from the public site's dialogs). */
export function editRequested(): number | undefined {
  if (typeof location === 'undefined') return undefined;
  const raw = new URLSearchParams(location.search).get('edit');
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Takes the edit link's parameter out of the address once it is handled, so a reload shows the plain screen. */
export function dropEditRequest(): void {
  const params = new URLSearchParams(location.search);
  if (!params.has('edit')) return;
  params.delete('edit');
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
}

/** A list read for an editor screen: loading (null), loaded, or failed with the reason. */
export interface EditorListState<T> {
  items: T[] | null;
  setItems: (change: (items: T[] | null) => T[] | null) => void;
  loadError: string | null;
  reload: () => Promise<void>;
}

/** useLoaded for a list. */
export function useEditorList<T>(opts: EditorListOptions<T>): EditorListState<T> {
  const { data, setData, loadError, reload } = useLoaded<T[]>(opts);
  return { items: data, setItems: setData, loadError, reload };
}

/** What a list editor screen tells the hook about its items and its form. */
export interface ListEditorOptions<T extends { id: number }, F extends object> extends Omit<EditorFormOptions<T, F>, 'notify' | 'initial' | 'messages'>, Omit<EditorListOptions<T>, 'reloadOn'> {
  /** Deletes an item. */
  remove?: (item: T) => Promise<unknown>;
  /** The question asked before a delete. */
  confirmDelete?: (item: T) => string;
  /** Notice texts: success ones, and the fallbacks a failure's reason follows. */
  messages?: { saved?: string; saveFailed?: string | ((editing: boolean) => string); deleted?: string | null; deleteFailed?: string };
}

/** The state and actions of a list editor screen (see useListEditor). */
export interface ListEditor<T extends { id: number }, F extends object> extends EditorFormState<T, F>, EditorListState<T> {
  remove: (item: T) => Promise<void>;
  notice: ReactNode;
  notify: (n: Notice | null) => void;
  confirmNode: ReactNode;
  confirm: (text: string, confirmLabel?: string) => Promise<boolean>;
}

/**
 * The state machine every list editor screen shares: the list (loading, error with retry, empty,
 * loaded), one form above it that creates or edits an item (useEditorForm, draft included), delete
 * after a confirmation, the list read again after each write, and the screen's notice and dialog.
 */
export function useListEditor<T extends { id: number }, F extends object>(opts: ListEditorOptions<T, F>): ListEditor<T, F> {
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const list = useEditorList<T>(opts);
  const editor = useEditorForm<T, F>({
    ...opts,
    notify,
    onSaved: async (saved, item) => {
      await opts.onSaved?.(saved, item);
      await list.reload();
    },
  });

  // An edit link (`?edit=<id>`) opens that item's form once the list has it.
  const [wanted, setWanted] = useState(editRequested);
  const { startEdit } = editor;
  useEffect(() => {
    if (wanted === undefined || !list.items) return;
    const item = list.items.find((i) => i.id === wanted);
    setWanted(undefined);
    dropEditRequest();
    if (item) startEdit(item);
    else notify({ kind: 'error', text: t('edit.gone') });
  }, [wanted, list.items, startEdit, notify]);

  const remove = async (item: T) => {
    const { remove: del, confirmDelete, messages: m } = opts;
    if (!del) return;
    if (confirmDelete && !(await confirm(confirmDelete(item)))) return;
    try {
      await del(item);
      invalidate(...opts.invalidates);
      editor.forget(item);
      const done = m?.deleted === undefined ? t('delete.done') : m.deleted;
      if (done) notify({ kind: 'ok', text: done });
      await list.reload();
    } catch (err) {
      notify({ kind: 'error', text: failureText(m?.deleteFailed ?? t('delete.failed'), err) });
    }
  };

  return { ...list, ...editor, remove, notice, notify, confirmNode, confirm };
}

/** What a list editor screen in batch mode tells the hook (see useBatchListEditor). */
export interface BatchListEditorOptions<R extends object, A> {
  /** Names the screen in the draft's key (`socials`); the rows being edited are its `new` draft. */
  screen: string;
  /** Reads the list, as the rows the screen edits (in their order). */
  load: () => Promise<R[]>;
  /** The text of a failed load ('Load failed: ...' unless given, see loadFailedText). */
  loadFailed?: string;
  /** A new row, added after the others. */
  newRow: (rows: R[]) => R;
  /** The rows with row `from` moved to `to`, a neighbour (default: the two swap places). */
  move?: (rows: R[], from: number, to: number) => R[];
  /** Saves the whole list in one call; answers the API's answer. */
  save: (rows: R[]) => Promise<A>;
  /** The rows the API's answer says are now saved (ids of new rows, rows it dropped left out). */
  savedRows: (answer: A) => R[];
  /** The public reads a save changes. */
  invalidates: readonly ResourceKey[];
  /** Where the body sends the rows: a server issue at `<listPath>.<i>.<field>` is row i's (default `items`). */
  listPath?: string;
  /** Notice texts: a save's (from its answer, to report what the server did), a failure's fallback, and a restored draft's. */
  messages?: { saved?: string | ((answer: A) => string); saveFailed?: string; restored?: string };
}

/** The state and actions of a list editor screen in batch mode (see useBatchListEditor). */
export interface BatchListEditor<R extends object> {
  /** The rows as edited, null until the first load. */
  rows: R[] | null;
  loadError: string | null;
  /** Reads the list again (a retry after a failed load); a draft that differs from it is restored. */
  reload: () => Promise<void>;
  /** Changes one field of row i. */
  setField: <K extends keyof R>(i: number, key: K, value: R[K]) => void;
  /** Adds a new row at the end. */
  add: () => void;
  /** Takes row i out of the list (it is deleted when the list is saved). */
  remove: (i: number) => void;
  /** Moves row i to j, a neighbour; out of range does nothing. */
  move: (i: number, j: number) => void;
  /** Forgets the changes since the last save: drops the draft and reads the list again. */
  undo: () => Promise<void>;
  /** True once the rows were changed since they were loaded or saved (or a draft was restored). */
  dirty: boolean;
  /** The server's issue about a field of row i after a failed save, until the rows change. */
  rowError: (i: number, field: string) => string | undefined;
  saving: boolean;
  /** How many saves were tried (FormSummary moves focus to the first wrong field on each). */
  tries: number;
  /** Saves the whole list. */
  submit: (e?: FormEvent) => Promise<void>;
  notice: ReactNode;
  notify: (n: Notice | null) => void;
}

/** Two neighbouring rows swap places. */
function swapRows<R>(rows: R[], i: number, j: number): R[] {
  const next = [...rows];
  next[i] = rows[j]!;
  next[j] = rows[i]!;
  return next;
}

/**
 * The list editor in batch mode, for a list saved as one whole (social links: the server keeps
 * the order and reports the rows it drops): every row is edited in place, added, removed and
 * moved, and nothing reaches the server until the one save, which answers the list as saved. The
 * rows are kept as the screen's draft while they differ from the list last loaded or saved, and
 * restored when the screen opens again.
 */
export function useBatchListEditor<R extends object, A>(opts: BatchListEditorOptions<R, A>): BatchListEditor<R> {
  const o = useRef(opts);
  o.current = opts;
  const key = draftKey(opts.screen, 'new');
  const [notice, notify] = useNotice();
  const [rows, setRows] = useState<R[] | null>(null);
  // The list as last loaded or saved: the draft is kept while the rows differ from it.
  const [saved, setSaved] = useState<{ rows: R[] } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tries, setTries] = useState(0);
  const edited = useMemo(() => (rows ? { rows } : null), [rows]);
  useKeepDraft(key, edited, saved);

  const seq = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setLoadError(null);
    try {
      const loaded = { rows: await o.current.load() };
      if (mine !== seq.current) return;
      setSaved(loaded);
      const draft = readDraft(draftKey(o.current.screen, 'new'), loaded);
      const restored = !!draft && Array.isArray(draft.rows) && JSON.stringify(draft) !== JSON.stringify(loaded);
      setRows(restored ? draft.rows : loaded.rows);
      setDirty(restored);
      const said = o.current.messages?.restored;
      if (restored && said) notify({ kind: 'ok', text: said });
    } catch (err) {
      if (mine === seq.current) setLoadError(loadFailedText(o.current.loadFailed, err));
    }
  }, [notify]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const update = (change: (rows: R[]) => R[]) => {
    setRows((rs) => (rs ? change(rs) : rs));
    setDirty(true);
    setServerErrors({});
  };
  const setField = <K extends keyof R>(i: number, field: K, value: R[K]) => update((rs) => rs.map((r, k) => (k === i ? { ...r, [field]: value } : r)));
  const add = () => update((rs) => [...rs, o.current.newRow(rs)]);
  const remove = (i: number) => update((rs) => rs.filter((_, k) => k !== i));
  const move = (i: number, j: number) => {
    if (!rows || i === j || i < 0 || j < 0 || i >= rows.length || j >= rows.length) return;
    update((rs) => (o.current.move ?? swapRows)(rs, i, j));
  };
  const undo = async () => {
    // The draft is what Undo forgets: left in place, the reload would restore it.
    clearDraft(draftKey(o.current.screen, 'new'));
    setServerErrors({});
    await reload();
  };
  const rowError = (i: number, field: string) => serverErrors[`${o.current.listPath ?? 'items'}.${i}.${field}`] || undefined;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!rows || saving) return;
    const m = o.current.messages;
    setTries((n) => n + 1);
    setSaving(true);
    try {
      const answer = await o.current.save(rows);
      invalidate(...o.current.invalidates);
      const next = o.current.savedRows(answer);
      setRows(next);
      setSaved({ rows: next });
      setDirty(false);
      setServerErrors({});
      notify({ kind: 'ok', text: (typeof m?.saved === 'function' ? m.saved(answer) : m?.saved) ?? t('save.done') });
    } catch (err) {
      setServerErrors(issuesByField(err));
      notify({ kind: 'error', text: failureText(m?.saveFailed ?? t('save.failed'), err) });
    } finally {
      setSaving(false);
    }
  };

  return { rows, loadError, reload, setField, add, remove, move, undo, dirty, rowError, saving, tries, submit, notice, notify };
}
