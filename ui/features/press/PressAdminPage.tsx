import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { mediaUrl } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { isHttpUrl, normalizeLink } from '../../../src/shared/urls';
import { failureDetail, failureText, isMissingRoute } from '../../admin-kit/form-errors';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { CommitInput, Field, FormSummary, ListStates, Pager, SearchBar, useConfirm, useFocusBackOnClose, useFocusOnOpen, useNotice, type Notice } from '../../admin-kit/kit';
import { dropEditRequest, editRequested, useEditorForm, useEditorList, type EditorFormState } from '../../admin-kit/list-editor';
import { pageCount, pageRange, parseRank, patchItem, patchMany, restoreItems } from '../../admin-kit/list-edits';
import { bulkApprovePress, createPress, deletePress, fetchAdminPress, fetchAdminPressItem, importPressUrl, updatePress, type AdminPressItem, type PressFilter, type PressPreview } from './press-admin.api';
import { emptyPressForm, pressFormErrors, pressFormToBody, pressToForm, type PressForm } from './press-form';
import { t } from './press-admin.messages';
import { plural } from '../../lib/i18n/i18n';

/** Page sizes of the list, default 20. */
const PRESS_PAGE_SIZES = [10, 20, 30, 50] as const;

/** The import's own messages, in the current language (looked up when shown). */
const importMessage = (key: 'url' | 'none' | 'unavailable') => t(`import.${key}`);

/** Import from an article URL: preview, then Save; the editor opens for an article without a preview. */
function PressImport(props: { onSaved: () => void; notify: (n: Notice | null) => void; onManual: (url: string) => void; manualOpen: boolean }) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PressPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const { manualOpen, onManual } = props;

  const fetchPreview = async (e: FormEvent) => {
    e.preventDefault();
    setPreview(null);
    const typed = normalizeLink(url);
    if (!isHttpUrl(typed)) {
      setUrlError(importMessage('url'));
      return;
    }
    setUrlError(null);
    setBusy('preview');
    try {
      const r = await importPressUrl(typed, false);
      if (r?.preview && (r.preview.title || r.preview.excerpt || r.preview.thumb_url)) setPreview({ ...r.preview, url: r.preview.url || typed });
      else setUrlError(importMessage('none'));
    } catch (err) {
      if (isMissingRoute(err)) {
        setUnavailable(true);
        onManual(typed);
      } else setUrlError(failureDetail(err) || importMessage('none'));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!preview) return;
    setBusy('save');
    try {
      const r = await importPressUrl(preview.url, true);
      props.notify({ kind: 'ok', text: r && r.saved === false && r.item ? t('import.already', { title: r.item.title }) : t('notice.saved') });
      setPreview(null);
      setUrl('');
      props.onSaved();
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('notice.saveFailed'), err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="press-import">
      <h2 id="press-import">{t('import.title')}</h2>
      {unavailable ? (
        <p className="notice notice--error" role="alert">
          {importMessage('unavailable')}
        </p>
      ) : (
        <form className="toolbar" onSubmit={fetchPreview} noValidate aria-label={t('import.form')}>
          <div className="toolbar__search">
            <Field label={t('field.url')} error={urlError ?? undefined}>
              <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
            </Field>
            <button type="submit" className="btn" disabled={busy === 'preview'}>
              {busy === 'preview' ? t('import.loading') : t('import.preview')}
            </button>
          </div>
        </form>
      )}
      {preview && (
        <div className="import-preview" aria-label={t('import.previewLabel')}>
          {preview.thumb_url ? <img src={mediaUrl(preview.thumb_url)} alt="" /> : <div className="admin-card__placeholder" aria-hidden="true" />}
          <div>
            <h3>{preview.title || preview.url}</h3>
            <p className="muted small">{[preview.source, formatDate(preview.date)].filter(Boolean).join(' · ')}</p>
            {preview.excerpt && <p>{preview.excerpt}</p>}
            <div className="row-actions" style={{ justifyContent: 'flex-start' }}>
              <button type="button" className="btn btn--primary" onClick={save} disabled={busy === 'save'}>
                {busy === 'save' ? t('action.saving') : t('action.save')}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setPreview(null)}>
                {t('import.discard')}
              </button>
            </div>
          </div>
        </div>
      )}
      {urlError && urlError !== importMessage('url') && !manualOpen && (
        <button type="button" className="btn btn--small btn--ghost" onClick={() => onManual(normalizeLink(url))}>
          {t('import.byHandInstead')}
        </button>
      )}
      {!manualOpen && !unavailable && (!urlError || urlError === importMessage('url')) && (
        <button type="button" className="btn btn--small btn--ghost" onClick={() => onManual('')}>
          {t('import.byHand')}
        </button>
      )}
    </section>
  );
}

/** The article editor: every field an article is added with, a new one or one from the list. */
function PressEditor(props: { editor: EditorFormState<AdminPressItem, PressForm>; onClose: () => void; formRef: RefObject<HTMLFormElement | null> }) {
  const { editor } = props;
  const { fieldError: err, text, form } = editor;
  const [uploading, setUploading] = useState(false);
  const title = editor.editing ? t('editor.edit') : t('editor.new');
  return (
    <form ref={props.formRef} className="panel form-grid" onSubmit={editor.submit} noValidate aria-label={title}>
      <h2 className="form-grid__title">{title}</h2>
      <Field label={t('field.title')} error={err('title')} wide>
        <input {...text('title')} />
      </Field>
      <Field label={t('field.url')} error={err('url')} wide>
        <input type="url" inputMode="url" {...text('url')} placeholder="https://" />
      </Field>
      <Field label={t('field.source')} hint={t('field.sourceHint')} error={err('source')}>
        <input {...text('source')} />
      </Field>
      <Field label={t('field.date')} error={err('date')} hint={t('field.dateHint')}>
        <input type="date" {...text('date')} />
      </Field>
      <Field label={t('field.tag')} error={err('tag')}>
        <input {...text('tag')} placeholder={t('field.tagPlaceholder')} />
      </Field>
      <Field label={t('field.rank')} error={err('rank')} hint={t('field.rankHint')}>
        <input {...text('rank')} inputMode="numeric" />
      </Field>
      <div className="field field--wide">
        <ImageUpload label={t('field.thumb')} value={form.thumb_url} onChange={(url) => editor.setField('thumb_url', url)} removable onBusyChange={setUploading} error={err('thumb_url')} hint={t('field.thumbHint')} focal />
      </div>
      <Field label={t('field.excerpt')} wide error={err('excerpt')}>
        <textarea rows={3} {...text('excerpt')} />
      </Field>
      <label className="check">
        <input type="checkbox" checked={form.approved} onChange={(e) => editor.setField('approved', e.target.checked)} /> {t('field.approved')}
      </label>
      <div className="row-actions form-grid__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            editor.cancel();
            props.onClose();
          }}
        >
          {t('action.cancel')}
        </button>
        <FormSummary tries={editor.tries} />
        <button type="submit" className="btn btn--primary" disabled={editor.saving || uploading}>
          {editor.saving ? t('action.saving') : editor.editing ? t('action.saveChanges') : t('action.add')}
        </button>
      </div>
    </form>
  );
}

/** `/admin/press`: import, add or edit every field, filter and search, paging, per-row status/rank/tag, bulk approve, delete. */
export function PressAdminPage() {
  usePageMeta(t('meta.title'));
  const [filter, setFilter] = useState<PressFilter>('all');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [take, setTake] = useState<number>(20);
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(0);
  const { items, setItems, loadError, reload: load } = useEditorList<AdminPressItem>({
    load: async () => {
      const r = await fetchAdminPress({ q: search, page, take, filter });
      setCount(r.count);
      return r.items;
    },
    reloadOn: `${filter}\n${search}\n${take}\n${page}`,
  });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const itemsRef = useRef<AdminPressItem[]>([]);
  itemsRef.current = items ?? [];

  useEffect(() => setSelected(new Set()), [filter, search, take, page]);

  const [formOpen, setFormOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const editor = useEditorForm<AdminPressItem, PressForm>({
    screen: 'press',
    emptyForm: emptyPressForm,
    toForm: pressToForm,
    validate: pressFormErrors,
    showErrors: 'submitted',
    save: (f, item) => (item ? updatePress(item.id, pressFormToBody(f, true)) : createPress(pressFormToBody(f, false))),
    onSaved: async () => {
      setFormOpen(false);
      await load();
    },
    invalidates: ['press'],
    notify,
  });
  const { startEdit, setField } = editor;
  // The keyboard follows the edit: into the form's first field on Edit, back to the row's Edit on Save or Cancel.
  useFocusOnOpen(formRef, formOpen ? (editor.editing?.id ?? null) : null);
  const editRef = useFocusBackOnClose(formOpen ? (editor.editing?.id ?? null) : null);
  /** Opens the editor on an article (or a new one, with a URL already typed) and brings it into view. */
  const openEditor = (item: AdminPressItem | null, url = '') => {
    startEdit(item);
    if (!item && url) setField('url', url);
    setFormOpen(true);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ block: 'start' }));
  };
  const openRef = useRef(openEditor);
  openRef.current = openEditor;
  // An edit link from the public site (/admin/press?edit=<id>) opens that article, on whatever page of the list it is.
  useEffect(() => {
    const id = editRequested();
    if (id === undefined) return;
    fetchAdminPressItem(id).then(
      (item) => {
        dropEditRequest();
        openRef.current(item);
      },
      (err: unknown) => notify({ kind: 'error', text: failureText(t('notice.openFailed'), err) }),
    );
  }, [notify]);

  const setList = (next: AdminPressItem[]) => setItems(() => next);

  /** One optimistic change of a row; rolled back with a message on failure. */
  const change = async (id: number, patch: Pick<Partial<AdminPressItem>, 'approved' | 'rank' | 'tag'>, failure: string) => {
    const { next, before } = patchItem(itemsRef.current, id, patch);
    if (!before) return;
    setList(next);
    try {
      await updatePress(id, patch.tag !== undefined ? { ...patch, tag: patch.tag || null } : patch);
      invalidate('press');
    } catch (err) {
      setList(restoreItems(itemsRef.current, [before]));
      notify({ kind: 'error', text: failureText(failure, err) });
    }
  };

  const bulk = async (approved: boolean) => {
    if (!selected.size || bulkBusy) return;
    const ids = new Set(selected);
    const { next, before } = patchMany(itemsRef.current, ids, { approved });
    setList(next);
    setBulkBusy(true);
    try {
      await bulkApprovePress([...ids], approved);
      invalidate('press');
      setSelected(new Set());
      notify({ kind: 'ok', text: t(`notice.${approved ? 'approved' : 'drafted'}.${plural(ids.size)}`, { n: ids.size }) });
    } catch (err) {
      setList(restoreItems(itemsRef.current, before));
      notify({ kind: 'error', text: failureText(t('notice.bulkFailed'), err) });
    } finally {
      setBulkBusy(false);
    }
  };

  const remove = async (item: AdminPressItem) => {
    if (!(await confirm(t('confirm.delete', { title: item.title })))) return;
    try {
      await deletePress(item.id);
      invalidate('press');
      setSelected((s) => {
        const n = new Set(s);
        n.delete(item.id);
        return n;
      });
      editor.forget(item);
      notify({ kind: 'ok', text: t('notice.deleted') });
      await load();
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('notice.deleteFailed'), err) });
    }
  };

  const pages = pageCount(take, count);
  const allOnPage = !!items?.length && items.every((i) => selected.has(i.id));
  const toggleAll = () => setSelected(allOnPage ? new Set() : new Set(items?.map((i) => i.id)));
  const toggleOne = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      <PressImport notify={notify} onSaved={() => void load()} manualOpen={formOpen} onManual={(url) => openEditor(null, url)} />
      {formOpen && <PressEditor editor={editor} onClose={() => setFormOpen(false)} formRef={formRef} />}

      <section className="panel" aria-labelledby="press-list">
        <div className="panel__head">
          <h2 id="press-list">{t('list.title')}</h2>
          <div className="segmented" role="group" aria-label={t('list.show')}>
            {(['all', 'approved', 'draft'] as const).map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => {
                  setFilter(f);
                  setPage(1);
                }}
              >
                {t(`filter.${f}`)}
              </button>
            ))}
          </div>
        </div>
        <SearchBar
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={setQuery}
          onSearch={(q) => {
            setSearch(q);
            setPage(1);
          }}
        >
          <Field label={t('list.perPage')}>
            <select
              value={take}
              onChange={(e) => {
                setTake(Number(e.target.value));
                setPage(1);
              }}
            >
              {PRESS_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
        </SearchBar>

        {selected.size > 0 && (
          <div className="bulk-bar" role="group" aria-label={t('bulk.label')}>
            <strong>{t(`bulk.selected.${plural(selected.size)}`, { n: selected.size })}</strong>
            <button type="button" className="btn btn--small" onClick={() => bulk(true)} disabled={bulkBusy}>
              {t('bulk.approve')}
            </button>
            <button type="button" className="btn btn--small" onClick={() => bulk(false)} disabled={bulkBusy}>
              {t('bulk.unapprove')}
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setSelected(new Set())}>
              {t('bulk.clear')}
            </button>
          </div>
        )}

        <ListStates items={items} loadError={loadError} onRetry={() => void load()} empty={search || filter !== 'all' ? t('list.emptyFound') : t('list.empty')}>
          {(list) => (
            <div className="table-wrap">
              <table className="admin-table admin-table--cards">
                <thead>
                  <tr>
                    <th className="col-check">
                      <label className="tap-check">
                        <input type="checkbox" checked={allOnPage} onChange={toggleAll} aria-label={t('col.selectAll')} />
                      </label>
                    </th>
                    <th>{t('col.article')}</th>
                    <th className="col-tag">{t('col.tag')}</th>
                    <th className="col-narrow">{t('col.rank')}</th>
                    <th>{t('col.status')}</th>
                    <th>
                      <span className="sr-only">{t('col.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((p) => (
                    <tr key={p.id} className={selected.has(p.id) ? 'is-selected' : ''}>
                      <td>
                        <label className="tap-check">
                          <input type="checkbox" checked={selected.has(p.id)} onChange={() => toggleOne(p.id)} aria-label={t('row.select', { title: p.title })} />
                        </label>
                      </td>
                      <td>
                        <div className="row-main">
                          {p.thumb_url ? <img className="thumb" src={mediaUrl(p.thumb_url)} alt="" loading="lazy" /> : <span className="thumb" aria-hidden="true" />}
                          <div>
                            <a className="row-title" href={p.url} target="_blank" rel="noopener noreferrer">
                              {p.title}
                            </a>
                            <div className="muted small">{[p.source, formatDate(p.date)].filter(Boolean).join(' · ')}</div>
                          </div>
                        </div>
                      </td>
                      <td data-label={t('col.tag')}>
                        <CommitInput label={t('row.tag', { title: p.title })} value={p.tag ?? ''} maxLength={40} onCommit={(v) => void change(p.id, { tag: v.trim() }, t('notice.tagFailed'))} />
                      </td>
                      <td data-label={t('col.rank')}>
                        <CommitInput
                          label={t('row.rank', { title: p.title })}
                          value={String(p.rank)}
                          inputMode="numeric"
                          onCommit={(v) => {
                            const rank = parseRank(v);
                            if (rank === undefined) notify({ kind: 'error', text: t('notice.rankInvalid') });
                            else void change(p.id, { rank }, t('notice.rankFailed'));
                          }}
                        />
                      </td>
                      <td data-label={t('col.status')}>
                        <button
                          type="button"
                          className="btn btn--small status-toggle"
                          aria-pressed={p.approved}
                          aria-label={t('row.approved', { title: p.title })}
                          onClick={() => void change(p.id, { approved: !p.approved }, t('notice.updateFailed'))}
                        >
                          {p.approved ? t('status.approved') : t('status.draft')}
                        </button>
                      </td>
                      <td>
                        <div className="row-actions">
                          <button ref={editRef(p.id)} type="button" className="btn btn--small btn--ghost" onClick={() => openEditor(p)} aria-label={t('row.edit', { title: p.title })}>
                            {t('action.edit')}
                          </button>
                          <button type="button" className="btn btn--small btn--danger" onClick={() => remove(p)} aria-label={t('row.delete', { title: p.title })}>
                            {t('action.delete')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListStates>
        {items && count > 0 && <Pager page={page} pages={pages} onPage={setPage} summary={pageRange(page, take, count)} />}
      </section>
      {confirmNode}
    </>
  );
}
