import { useEffect, useState } from 'react';
import { Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { deleteCheer, fetchAdminCheers, updateCheer, type AdminCheer, type AdminCheerList, type CheerStatus } from './cheers-admin.api';
import { useLoaded } from '../admin/list-editor';
import { failureText } from '../admin/form-errors';
import { Pager, useConfirm, useNotice } from '../admin/kit';
import { pageCount } from '../admin/list-edits';

const PAGE_SIZE = 50;
const REPLY_MAX = 500;

const FILTERS: Array<[CheerStatus, string]> = [
  ['all', 'All'],
  ['published', 'Published'],
  ['pending', 'Pending'],
];

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** One cheer: status, message, reply editor, Publish/Unpublish and Delete. */
function CheerItem(props: { cheer: AdminCheer; onChanged: () => Promise<void>; notify: (n: { kind: 'ok' | 'error'; text: string }) => void; confirm: (t: string, l?: string) => Promise<boolean> }) {
  const c = props.cheer;
  const [reply, setReply] = useState(c.reply ?? '');
  const [busy, setBusy] = useState<'status' | 'reply' | 'delete' | null>(null);
  const name = c.name.trim() || 'Anonymous';
  const replyChanged = reply.trim() !== (c.reply ?? '').trim();

  const act = async (kind: 'status' | 'reply' | 'delete', run: () => Promise<unknown>, ok: string, failure: string) => {
    setBusy(kind);
    try {
      await run();
      invalidate('cheers');
      props.notify({ kind: 'ok', text: ok });
      await props.onChanged();
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(failure, err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <li aria-label={`Cheer from ${name}`}>
      <div className="cheer__head">
        <div>
          <span aria-hidden="true">{c.emoji}</span> <strong>{name}</strong>{' '}
          {c.approved ? <span className="pill pill--ok">Published</span> : <span className="pill pill--warn">Pending</span>}
        </div>
        <div className="cheer__meta">
          <span className="muted small">
            {when(c.createdAt)}
            {typeof c.likes === 'number' && ` · ${c.likes} like${c.likes === 1 ? '' : 's'}`}
          </span>
          <div className="row-actions">
            <button
              type="button"
              className={`btn btn--small ${c.approved ? '' : 'btn--primary'}`}
              disabled={!!busy}
              onClick={() => void act('status', () => updateCheer(c.id, { approved: !c.approved }), c.approved ? 'Unpublished.' : 'Published ✅', 'Update failed')}
            >
              {busy === 'status' ? 'Saving…' : c.approved ? 'Unpublish' : 'Publish'}
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger"
              disabled={!!busy}
              aria-label={`Delete the cheer from ${name}`}
              onClick={async () => {
                if (await props.confirm(`Delete the cheer from ${name}? This cannot be undone.`)) void act('delete', () => deleteCheer(c.id), 'Deleted.', 'Delete failed');
              }}
            >
              Delete
            </button>
          </div>
        </div>
      </div>
      <p className="cheer__message">{c.message}</p>
      <form
        className="cheer__reply"
        onSubmit={(e) => {
          e.preventDefault();
          if (!replyChanged || busy) return;
          void act('reply', () => updateCheer(c.id, { reply: reply.trim() || null }), reply.trim() ? 'Reply saved ✅' : 'Reply removed.', 'Save failed');
        }}
      >
        <label className="field">
          <span className="field__label">Reply</span>
          <textarea rows={1} value={reply} maxLength={REPLY_MAX} onChange={(e) => setReply(e.target.value)} placeholder="Thank them (optional, shown under the cheer)" />
        </label>
        <button type="submit" className="btn btn--small" disabled={!replyChanged || !!busy}>
          {busy === 'reply' ? 'Saving…' : 'Save reply'}
        </button>
      </form>
    </li>
  );
}

/** `/admin/cheers`: moderate the cheer wall (filter with counts, publish, reply, delete). */
export function CheersAdminPage() {
  usePageMeta('Cheers · Admin');
  const [status, setStatus] = useState<CheerStatus>('all');
  const [page, setPage] = useState(1);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const { data, loadError, loading, reload: load } = useLoaded<AdminCheerList>({ load: () => fetchAdminCheers(status, page, PAGE_SIZE), reloadOn: `${status}:${page}` });
  // A page emptied by the last action: step back.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [data, page]);

  const counts = data?.counts;
  const total = counts ? counts[status] : 0;
  const pages = pageCount(PAGE_SIZE, total);

  return (
    <>
      <h1>Cheers</h1>
      <p className="page-lead">Messages visitors leave on the cheer wall. Only published cheers are shown on the site.</p>
      {notice}
      <div className="toolbar">
        <div className="segmented" role="group" aria-label="Show">
          {FILTERS.map(([key, label]) => (
            <button
              key={key}
              type="button"
              aria-pressed={status === key}
              onClick={() => {
                setStatus(key);
                setPage(1);
              }}
            >
              {label}
              {counts && <span className="count">{counts[key]}</span>}
            </button>
          ))}
        </div>
      </div>
      {loadError && (
        <div className="state state--error" role="alert">
          <strong>Loading failed</strong>
          <p>Unable to load messages. Please try again.</p>
          <button type="button" className="btn btn--ghost" onClick={load}>
            Retry
          </button>
        </div>
      )}
      {!loadError && !data && loading && <Loading />}
      {!loadError && data && data.items.length === 0 && (
        <p className="state state--empty">{status === 'pending' ? 'No cheers waiting for approval.' : status === 'published' ? 'No published cheers yet.' : 'No messages yet.'}</p>
      )}
      {!loadError && data && data.items.length > 0 && (
        <ul className="admin-list cheer-list" role="list" aria-busy={loading}>
          {data.items.map((c) => (
            <CheerItem key={`${c.id}-${c.approved}-${c.reply ?? ''}`} cheer={c} onChanged={load} notify={notify} confirm={confirm} />
          ))}
        </ul>
      )}
      {!loadError && data && total > PAGE_SIZE && <Pager page={page} pages={pages} onPage={setPage} />}
      {confirmNode}
    </>
  );
}
