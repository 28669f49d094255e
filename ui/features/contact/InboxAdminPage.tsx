import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import { badgesChanged } from '../../admin-kit/admin-badges';
import { useConfirm, useNotice } from '../../admin-kit/kit';
import { useEditorList } from '../../admin-kit/list-editor';
import { useEffect, useState } from 'react';
import { fetchColleges, fetchMessageLinks, fileMessageUnder, unfileMessage } from '../colleges';
import { deleteMessage, fetchInbox, markMessage, type AdminContactMessage } from './contact-admin.api';
import { t } from './contact-admin.messages';

/** `/admin/inbox`: messages sent through the Contact page, newest first; read, unread, delete. */
export function InboxAdminPage() {
  usePageMeta(t('meta.title'));
  const { items, setItems, loadError, reload: load } = useEditorList<AdminContactMessage>({ load: async () => (await fetchInbox()).items, loadFailed: t('list.loadFailed') });
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  // The programs of the recruiting board, and which of them each message belongs to.
  const [colleges, setColleges] = useState<Array<{ id: number; name: string }>>([]);
  const [links, setLinks] = useState<Array<{ messageId: number; collegeId: number; collegeName: string; filed: boolean }>>([]);
  const loadLinks = () => fetchMessageLinks().then((r) => setLinks(r.items), () => setLinks([]));
  useEffect(() => {
    fetchColleges().then((cs) => setColleges(cs.map((c) => ({ id: c.id, name: c.name }))), () => setColleges([]));
    void loadLinks();
  }, []);

  const file = async (m: AdminContactMessage, value: string) => {
    const filed = links.find((l) => l.messageId === m.id && l.filed);
    try {
      if (filed) await unfileMessage(filed.collegeId, m.id);
      const college = colleges.find((c) => String(c.id) === value);
      if (college) await fileMessageUnder(college.id, m.id);
      await loadLinks();
      if (college) notify({ kind: 'ok', text: t('file.done', { name: college.name }) });
    } catch (err) {
      notify({ kind: 'error', text: t('file.failed', { reason: errorMessage(err) }) });
    }
  };

  const mark = async (m: AdminContactMessage, read: boolean) => {
    try {
      const updated = await markMessage(m.id, read);
      setItems((xs) => xs?.map((x) => (x.id === m.id ? updated : x)) ?? xs);
      badgesChanged();
    } catch (err) {
      notify({ kind: 'error', text: t('notice.updateFailed', { reason: errorMessage(err) }) });
    }
  };
  const remove = async (m: AdminContactMessage) => {
    if (!(await confirm(t('confirm.delete', { name: m.name })))) return;
    try {
      await deleteMessage(m.id);
      setItems((xs) => xs?.filter((x) => x.id !== m.id) ?? xs);
      badgesChanged();
      notify({ kind: 'ok', text: t('notice.deleted') });
    } catch (err) {
      notify({ kind: 'error', text: t('notice.deleteFailed', { reason: errorMessage(err) }) });
    }
  };

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!items && !loadError && <Loading label={t('list.loading')} />}
      {items && items.length === 0 && <p className="state state--empty">{t('list.empty')}</p>}
      {items && items.length > 0 && (
        <ul className="admin-list inbox" role="list">
          {items.map((m) => (
            <li key={m.id} className={m.read ? 'inbox__item' : 'inbox__item inbox__item--unread'} aria-label={t(m.read ? 'row.label' : 'row.labelUnread', { name: m.name })}>
              <div className="inbox__head">
                <strong>{m.name}</strong> {!m.read && <span className="pill pill--warn">{t('row.new')}</span>}
                <a className="muted small inbox__mail" href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(t('row.subject'))}`}>
                  {m.email}
                </a>
                <span className="muted small">{formatDate(m.createdAt)}</span>
              </div>
              {m.school && <p className="muted small inbox__school">{m.school}</p>}
              <p className="inbox__text">{m.message}</p>
              {colleges.length > 0 && (
                <div className="inbox__college">
                  {links
                    .filter((l) => l.messageId === m.id && !l.filed)
                    .map((l) => (
                      <span key={l.collegeId} className="pill">
                        {t('file.matched', { name: l.collegeName })}
                      </span>
                    ))}
                  <label className="inbox__file">
                    <span className="small">{t('file.label')}</span>
                    <select value={String(links.find((l) => l.messageId === m.id && l.filed)?.collegeId ?? '')} onChange={(e) => void file(m, e.target.value)} aria-label={t('file.labelFor', { name: m.name })}>
                      <option value="">{t('file.none')}</option>
                      {colleges.map((c) => (
                        <option key={c.id} value={String(c.id)}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              )}
              <div className="row-actions">
                <button type="button" className="btn btn--small btn--ghost" onClick={() => void mark(m, !m.read)}>
                  {m.read ? t('row.markUnread') : t('row.markRead')}
                </button>
                <button type="button" className="btn btn--small btn--danger" onClick={() => void remove(m)} aria-label={t('row.delete', { name: m.name })}>
                  {t('action.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirmNode}
    </>
  );
}
