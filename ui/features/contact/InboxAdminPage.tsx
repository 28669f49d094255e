import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import { badgesChanged } from '../admin/admin-badges';
import { useConfirm, useNotice } from '../admin/kit';
import { useEditorList } from '../admin/list-editor';
import { deleteMessage, fetchInbox, markMessage, type AdminContactMessage } from './contact-admin.api';

/** `/admin/inbox`: messages sent through the Contact page, newest first; read, unread, delete. */
export function InboxAdminPage() {
  usePageMeta('Inbox · Admin');
  const { items, setItems, loadError, reload: load } = useEditorList<AdminContactMessage>({ load: async () => (await fetchInbox()).items, loadFailed: 'Could not load the messages: ...' });
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const mark = async (m: AdminContactMessage, read: boolean) => {
    try {
      const updated = await markMessage(m.id, read);
      setItems((xs) => xs?.map((x) => (x.id === m.id ? updated : x)) ?? xs);
      badgesChanged();
    } catch (err) {
      notify({ kind: 'error', text: `Could not update the message: ${errorMessage(err)}` });
    }
  };
  const remove = async (m: AdminContactMessage) => {
    if (!(await confirm(`Delete the message from ${m.name}?`))) return;
    try {
      await deleteMessage(m.id);
      setItems((xs) => xs?.filter((x) => x.id !== m.id) ?? xs);
      badgesChanged();
      notify({ kind: 'ok', text: 'Message deleted.' });
    } catch (err) {
      notify({ kind: 'error', text: `Could not delete the message: ${errorMessage(err)}` });
    }
  };

  return (
    <>
      <h1>Inbox</h1>
      <p className="page-lead">Messages sent through the Contact page. Reply from your own e-mail; the sender's address is never shown on the site.</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel="Retry" />}
      {!items && !loadError && <Loading label="Loading messages…" />}
      {items && items.length === 0 && <p className="state state--empty">No messages yet. When a coach or a recruiter writes through the Contact page, it lands here.</p>}
      {items && items.length > 0 && (
        <ul className="admin-list inbox" role="list">
          {items.map((m) => (
            <li key={m.id} className={m.read ? 'inbox__item' : 'inbox__item inbox__item--unread'} aria-label={`Message from ${m.name}${m.read ? '' : ', unread'}`}>
              <div className="inbox__head">
                <strong>{m.name}</strong> {!m.read && <span className="pill pill--warn">New</span>}
                <a className="muted small inbox__mail" href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent('Your message on the site')}`}>
                  {m.email}
                </a>
                <span className="muted small">{formatDate(m.createdAt)}</span>
              </div>
              <p className="inbox__text">{m.message}</p>
              <div className="row-actions">
                <button type="button" className="btn btn--small btn--ghost" onClick={() => void mark(m, !m.read)}>
                  {m.read ? 'Mark unread' : 'Mark read'}
                </button>
                <button type="button" className="btn btn--small btn--danger" onClick={() => void remove(m)} aria-label={`Delete the message from ${m.name}`}>
                  Delete
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
