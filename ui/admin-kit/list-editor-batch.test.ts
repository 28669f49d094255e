// @vitest-environment jsdom
import { act, createElement, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { draftKey, readDraft } from './form-draft';
import { useBatchListEditor, type BatchListEditor, type BatchListEditorOptions } from './list-editor';

// The list editor's batch mode in a real React root on jsdom; the "server" is an in-memory list
// behind the same promise-returning functions a screen passes in, and saves the whole list at once
// the way the social links' batch route does: new rows get ids, rows without a name are dropped
// and reported.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  key: string;
  id?: number;
  name: string;
}
interface Answer {
  items: Array<{ id: number; name: string }>;
  dropped: string[];
}

let root: Root;
let host: HTMLElement;
let editor: BatchListEditor<Row>;
let stored: Array<{ id: number; name: string }>;
let sent: Row[][];
let loads: number;
let failLoad: boolean;
let failSave: ApiError | null;
let added: number;

const toRows = (items: Array<{ id: number; name: string }>): Row[] => items.map((i) => ({ key: `id-${i.id}`, id: i.id, name: i.name }));

const options = (): BatchListEditorOptions<Row, Answer> => ({
  screen: 'things',
  load: async () => {
    loads++;
    if (failLoad) throw new Error('HTTP 500');
    return toRows(stored);
  },
  newRow: () => ({ key: `new-${++added}`, name: '' }),
  save: async (rows) => {
    sent.push(rows);
    if (failSave) throw failSave;
    let next = Math.max(0, ...stored.map((s) => s.id));
    const kept = rows.filter((r) => r.name.trim());
    stored = kept.map((r) => ({ id: r.id ?? ++next, name: r.name.trim() }));
    return { items: stored, dropped: rows.filter((r) => !r.name.trim()).map((r) => r.key) };
  },
  savedRows: (answer) => toRows(answer.items),
  invalidates: ['socials'],
  messages: { saved: (a) => (a.dropped.length ? `Saved, ${a.dropped.length} dropped` : 'Saved'), saveFailed: 'Save failed', restored: 'Restored' },
});

function Harness(props: { report: (e: BatchListEditor<Row>) => void }) {
  const e = useBatchListEditor(options());
  useEffect(() => {
    props.report(e);
  });
  return e.notice;
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

const names = () => editor.rows?.map((r) => r.name);
const noticeText = () => host.querySelector('.notice')?.firstChild?.textContent ?? '';

beforeEach(async () => {
  localStorage.clear();
  stored = [
    { id: 1, name: 'First' },
    { id: 2, name: 'Second' },
  ];
  sent = [];
  loads = 0;
  failLoad = false;
  failSave = null;
  added = 0;
  await mount();
});
afterEach(unmount);

describe('useBatchListEditor', () => {
  it('edits rows in place and saves the whole list in one call, in the order shown', async () => {
    expect(names()).toEqual(['First', 'Second']);
    expect(editor.dirty).toBe(false);
    await act(async () => editor.add());
    await act(async () => editor.setField(2, 'name', 'Third'));
    await act(async () => editor.move(2, 1));
    await act(async () => editor.remove(0));
    expect(names()).toEqual(['Third', 'Second']);
    expect(editor.dirty).toBe(true);
    expect(sent).toEqual([]);

    await act(() => editor.submit());
    expect(sent).toEqual([
      [
        { key: 'new-1', name: 'Third' },
        { key: 'id-2', id: 2, name: 'Second' },
      ],
    ]);
    // The rows become the server's answer: the new row now has its id.
    expect(editor.rows).toEqual([
      { key: 'id-3', id: 3, name: 'Third' },
      { key: 'id-2', id: 2, name: 'Second' },
    ]);
    expect(editor.dirty).toBe(false);
    expect(noticeText()).toBe('Saved');
  });

  it("reports what the server dropped, from the save's answer", async () => {
    await act(async () => editor.add());
    await act(() => editor.submit());
    expect(noticeText()).toBe('Saved, 1 dropped');
    expect(names()).toEqual(['First', 'Second']);
  });

  it('moves by swapping neighbours unless the screen says how; a move out of the list does nothing', async () => {
    await act(async () => editor.move(0, -1));
    await act(async () => editor.move(1, 2));
    expect(names()).toEqual(['First', 'Second']);
    expect(editor.dirty).toBe(false);
    await act(async () => editor.move(1, 0));
    expect(names()).toEqual(['Second', 'First']);
  });

  it('keeps the rows as a draft while they differ from the saved list, restores it on the next visit, and forgets it once saved', async () => {
    const key = draftKey('things', 'new');
    await act(async () => editor.setField(0, 'name', 'First, renamed'));
    expect(readDraft(key, { rows: [] as Row[] })?.rows.map((r) => r.name)).toEqual(['First, renamed', 'Second']);
    await act(async () => editor.setField(0, 'name', 'First'));
    expect(localStorage.getItem(key)).toBeNull();

    await act(async () => editor.remove(1));
    await unmount();
    await mount();
    expect(names()).toEqual(['First']);
    expect(editor.dirty).toBe(true);
    expect(noticeText()).toBe('Restored');

    await act(() => editor.submit());
    expect(stored).toEqual([{ id: 1, name: 'First' }]);
    expect(localStorage.getItem(key)).toBeNull();
    await unmount();
    await mount();
    expect(names()).toEqual(['First']);
    expect(editor.dirty).toBe(false);
    expect(noticeText()).toBe('');
  });

  it('undo drops the changes and their draft and reads the list again', async () => {
    await act(async () => editor.remove(0));
    await act(() => editor.undo());
    expect(names()).toEqual(['First', 'Second']);
    expect(editor.dirty).toBe(false);
    expect(localStorage.getItem(draftKey('things', 'new'))).toBeNull();
    expect(loads).toBe(2);
  });

  it("shows a failed save's field issues beside their rows until the rows change, and keeps the edits", async () => {
    failSave = new ApiError(400, 'Name is too long.', 'validation_failed', [{ path: 'items.1.name', message: 'Name is too long.' }]);
    await act(async () => editor.setField(1, 'name', 'x'.repeat(200)));
    await act(() => editor.submit());
    expect(editor.rowError(1, 'name')).toBe('Name is too long.');
    expect(editor.rowError(0, 'name')).toBeUndefined();
    expect(noticeText()).toBe('Save failed: Name is too long.');
    expect(editor.dirty).toBe(true);
    expect(editor.tries).toBe(1);
    await act(async () => editor.setField(1, 'name', 'Short'));
    expect(editor.rowError(1, 'name')).toBeUndefined();
  });

  it('says why a load failed, and reads again on retry', async () => {
    await unmount();
    failLoad = true;
    await mount();
    expect(editor.rows).toBeNull();
    expect(editor.loadError).toBe('Load failed: HTTP 500');
    failLoad = false;
    await act(() => editor.reload());
    expect(editor.loadError).toBeNull();
    expect(names()).toEqual(['First', 'Second']);
  });
});
