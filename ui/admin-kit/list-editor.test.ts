// @vitest-environment jsdom
import { act, createElement, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n/i18n';
import { clearDraft, draftKey, readDraft, writeDraft } from './form-draft';
import { loadFailedText, useEditorForm, useListEditor, type EditorFormState, type ListEditor, type ListEditorOptions } from './list-editor';

// The hook runs in a real React root on jsdom; the "server" is an in-memory list behind the same
// promise-returning functions a screen passes in.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Item {
  id: number;
  name: string;
}
interface Form {
  name: string;
}

let root: Root;
let host: HTMLElement;
let editor: ListEditor<Item, Form>;
let rows: Item[];
let saves: Array<{ form: Form; id: number | null }>;

const options = (): ListEditorOptions<Item, Form> => ({
  screen: 'things',
  load: async () => rows.map((r) => ({ ...r })),
  emptyForm: () => ({ name: '' }),
  toForm: (item) => ({ name: item.name }),
  validate: (f) => (f.name.trim() ? {} : { name: 'Name is required.' }),
  save: async (form, item) => {
    saves.push({ form, id: item?.id ?? null });
    if (item) rows = rows.map((r) => (r.id === item.id ? { ...r, name: form.name } : r));
    else rows = [...rows, { id: rows.length + 1, name: form.name }];
  },
  remove: async (item) => {
    rows = rows.filter((r) => r.id !== item.id);
  },
  invalidates: ['races'],
});

function Harness(props: { report: (e: ListEditor<Item, Form>) => void }) {
  const e = useListEditor(options());
  useEffect(() => {
    props.report(e);
  });
  return null;
}

async function mount(): Promise<void> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(createElement(Harness, { report: (e) => (editor = e) })));
}

async function unmount(): Promise<void> {
  await act(async () => root.unmount());
  host.remove();
}

beforeEach(async () => {
  localStorage.clear();
  rows = [{ id: 1, name: 'First' }];
  saves = [];
  await mount();
});
afterEach(unmount);

describe('useListEditor', () => {
  it('loads the list, validates once tried, creates, and reloads', async () => {
    expect(editor.items).toEqual([{ id: 1, name: 'First' }]);
    expect(editor.fieldError('name')).toBeUndefined();
    await act(() => editor.submit());
    expect(saves).toEqual([]);
    expect(editor.fieldError('name')).toBe('Name is required.');
    await act(async () => editor.setField('name', 'Second'));
    await act(() => editor.submit());
    expect(saves).toEqual([{ form: { name: 'Second' }, id: null }]);
    expect(editor.items?.map((i) => i.name)).toEqual(['First', 'Second']);
    expect(editor.form).toEqual({ name: '' });
  });

  it('keeps a create draft until it is saved, and restores it when the screen opens again', async () => {
    await act(async () => editor.setField('name', 'Half typed'));
    expect(readDraft(draftKey('things', 'new'), { name: '' })).toEqual({ name: 'Half typed' });
    await unmount();
    await mount();
    expect(editor.form).toEqual({ name: 'Half typed' });
    await act(() => editor.submit());
    expect(localStorage.getItem(draftKey('things', 'new'))).toBeNull();
    await unmount();
    await mount();
    expect(editor.form).toEqual({ name: '' });
  });

  it('keeps an edit draft per item until cancelled; the create draft waits meanwhile', async () => {
    await act(async () => editor.setField('name', 'New one'));
    await act(async () => editor.startEdit(editor.items![0]!));
    expect(editor.form).toEqual({ name: 'First' });
    await act(async () => editor.setField('name', 'First, renamed'));
    expect(readDraft(draftKey('things', 1), { name: '' })).toEqual({ name: 'First, renamed' });

    await unmount();
    await mount();
    expect(editor.form).toEqual({ name: 'New one' });
    await act(async () => editor.startEdit(editor.items![0]!));
    expect(editor.form).toEqual({ name: 'First, renamed' });

    await act(async () => editor.cancel());
    expect(localStorage.getItem(draftKey('things', 1))).toBeNull();
    expect(editor.editing).toBeNull();
    expect(editor.form).toEqual({ name: 'New one' });
    await act(async () => editor.startEdit(editor.items![0]!));
    expect(editor.form).toEqual({ name: 'First' });
  });

  it('opening a form without typing stores nothing', async () => {
    await act(async () => editor.startEdit(editor.items![0]!));
    await act(async () => editor.cancel());
    expect(localStorage.length).toBe(0);
  });

  it('deletes an item and forgets its draft', async () => {
    await act(async () => editor.startEdit(editor.items![0]!));
    await act(async () => editor.setField('name', 'Doomed'));
    await act(() => editor.remove(editor.items![0]!));
    expect(editor.items).toEqual([]);
    expect(editor.editing).toBeNull();
    expect(localStorage.getItem(draftKey('things', 1))).toBeNull();
  });
});

describe('useEditorForm kept open after a save', () => {
  it('edits the item it created from then on', async () => {
    let form: EditorFormState<Item, Form> | undefined;
    function Panel() {
      const f = useEditorForm<Item, Form>({
        ...options(),
        save: async (values, item) => {
          saves.push({ form: values, id: item?.id ?? null });
          return { id: 9, name: values.name };
        },
        afterSave: 'keep',
        notify: () => undefined,
      });
      useEffect(() => {
        form = f;
      });
      return null;
    }
    await act(async () => root.render(createElement(Panel)));
    await act(async () => form!.setField('name', 'Made'));
    await act(() => form!.submit());
    expect(form!.editing).toEqual({ id: 9, name: 'Made' });
    expect(form!.form).toEqual({ name: 'Made' });
    await act(async () => form!.setField('name', 'Made again'));
    expect(readDraft(draftKey('things', 9), { name: '' })).toEqual({ name: 'Made again' });
    await act(() => form!.submit());
    expect(saves).toEqual([
      { form: { name: 'Made' }, id: null },
      { form: { name: 'Made again' }, id: 9 },
    ]);
  });
});

describe('form drafts', () => {
  it('are keyed by tenant, screen and item', () => {
    expect(draftKey('races', 'new', 'acme')).toBe('admin-draft:acme:races:new');
    expect(draftKey('races', 7, 'acme')).not.toBe(draftKey('races', 7, 'other'));
  });

  it('fill fields added since the draft was stored, and ignore what is not an object', () => {
    writeDraft('k', { name: 'Kept' });
    expect(readDraft('k', { name: '', rank: '0' })).toEqual({ name: 'Kept', rank: '0' });
    localStorage.setItem('k', '[1,2]');
    expect(readDraft('k', { name: '' })).toBeUndefined();
    localStorage.setItem('k', '{not json');
    expect(readDraft('k', { name: '' })).toBeUndefined();
    clearDraft('k');
    expect(readDraft('k', { name: '' })).toBeUndefined();
  });
});

describe('loadFailedText', () => {
  it("puts the reason in place of the dots, and says 'Failed to load.' without one", () => {
    expect(loadFailedText('Failed to load races: ...', new Error('HTTP 500'))).toBe('Failed to load races: HTTP 500');
    expect(loadFailedText(undefined, new Error('Network error or timeout'))).toBe('Load failed: Network error or timeout');
    expect(loadFailedText('Failed to load races: ...', new Error(''))).toBe('Failed to load.');
  });

  it('says it in French when the admin speaks French', () => {
    setLocale('fr');
    try {
      expect(loadFailedText(undefined, new Error('HTTP 500'))).toBe('Échec du chargement : HTTP 500');
      expect(loadFailedText(undefined, new Error(''))).toBe('Le chargement a échoué.');
    } finally {
      setLocale('en');
    }
  });
});
