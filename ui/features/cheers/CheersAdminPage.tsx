import { useEffect, useState } from 'react';
import { Loading } from '../../components/states';
import { plural } from '../../lib/i18n/i18n';
import { formatDate, usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { deleteCheer, fetchAdminCheers, updateCheer, type AdminCheer, type AdminCheerList, type CheerStatus } from './cheers-admin.api';
import { useLoaded } from '../../admin-kit/list-editor';
import { failureText } from '../../admin-kit/form-errors';
import { Pager, useConfirm, useNotice } from '../../admin-kit/kit';
import { pageCount } from '../../admin-kit/list-edits';
import { t } from './cheers-admin.messages';
import { Field } from '../../components/Field';

const PAGE_SIZE = 50;
const REPLY_MAX = 500;

/** The filters, in order (their names are looked up when shown). */
const FILTERS: CheerStatus[] = ['all', 'published', 'pending'];

/** When a cheer was left, with the time, in the UI's language. */
const when = (iso: string) => formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric', time: true });

/** One cheer: status, message, reply editor, Publish/Unpublish and Delete. */
function CheerItem(props: { cheer: AdminCheer; onChanged: () => Promise<void>; notify: (n: { kind: 'ok' | 'error'; text: string }) => void; confirm: (t: string, l?: string) => Promise<boolean> }) {
  const c = props.cheer;
  const [reply, setReply] = useState(c.reply ?? '');
  const [busy, setBusy] = useState<'status' | 'reply' | 'delete' | null>(null);
  const name = c.name.trim() || t('cheer.anonymous');
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
    <li aria-label={t('cheer.label', { name })}>
      <div className="cheer__head">
        <div>
          <span aria-hidden="true">{c.emoji}</span> <strong>{name}</strong>{' '}
          {c.approved ? <span className="pill pill--ok">{t('cheer.published')}</span> : <span className="pill pill--warn">{t('cheer.pending')}</span>}
        </div>
        <div className="cheer__meta">
          <span className="muted small">
            {when(c.createdAt)}
            {typeof c.likes === 'number' && ` · ${t(`cheer.likes.${plural(c.likes)}`, { n: c.likes })}`}
          </span>
          <div className="row-actions">
            <button
              type="button"
              className={`btn btn--small ${c.approved ? '' : 'btn--primary'}`}
              disabled={!!busy}
              onClick={() => void act('status', () => updateCheer(c.id, { approved: !c.approved }), c.approved ? t('notice.unpublished') : t('notice.published'), t('notice.updateFailed'))}
            >
              {busy === 'status' ? t('action.saving') : c.approved ? t('action.unpublish') : t('action.publish')}
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger"
              disabled={!!busy}
              aria-label={t('cheer.delete', { name })}
              onClick={async () => {
                if (await props.confirm(t('confirm.delete', { name }))) void act('delete', () => deleteCheer(c.id), t('notice.deleted'), t('notice.deleteFailed'));
              }}
            >
              {t('action.delete')}
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
          void act('reply', () => updateCheer(c.id, { reply: reply.trim() || null }), reply.trim() ? t('notice.replySaved') : t('notice.replyRemoved'), t('notice.saveFailed'));
        }}
      >
        <Field label={t('reply.label')}>
          <textarea rows={1} value={reply} maxLength={REPLY_MAX} onChange={(e) => setReply(e.target.value)} placeholder={t('reply.placeholder')} />
        </Field>
        <button type="submit" className="btn btn--small" disabled={!replyChanged || !!busy}>
          {busy === 'reply' ? t('action.saving') : t('reply.save')}
        </button>
      </form>
    </li>
  );
}

// A list with no form to create or edit its items (visitors write them): moderated row by row, so
// it reads through the admin kit's useLoaded, Pager, notice and confirm rather than the list editor.

/** `/admin/cheers`: moderate the cheer wall (filter with counts, publish, reply, delete). */
export function CheersAdminPage() {
  usePageMeta(t('meta.title'));
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
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      <div className="toolbar">
        <div className="segmented" role="group" aria-label={t('filter.show')}>
          {FILTERS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={status === key}
              onClick={() => {
                setStatus(key);
                setPage(1);
              }}
            >
              {t(`filter.${key}`)}
              {counts && <span className="count">{counts[key]}</span>}
            </button>
          ))}
        </div>
      </div>
      {loadError && (
        <div className="state state--error" role="alert">
          <strong>{t('load.failed')}</strong>
          <p>{t('load.failedText')}</p>
          <button type="button" className="btn btn--ghost" onClick={load}>
            {t('action.retry')}
          </button>
        </div>
      )}
      {!loadError && !data && loading && <Loading />}
      {!loadError && data && data.items.length === 0 && (
        <p className="state state--empty">{t(`empty.${status}`)}</p>
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
