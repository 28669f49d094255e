import { useEffect, useState } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { useConfirm, useNotice } from '../../admin-kit/kit';
import { errorMessage } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { formatDate, usePageMeta } from '../../lib/page';
import type { AdminFollowers, Announcement } from '../../../src/features/followers/followers.schema';
import { announcementAction, exportFollowers, fetchFollowers, removeFollower } from './followers.api';
import { t } from './followers-admin.messages';

/** Saves a text as a file the browser downloads. */
function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** An announcement's state in words. */
function statusOf(a: Announcement): string {
  if (a.status === 'waiting') return t('ann.status.waiting', { time: new Date(a.sendAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) });
  if (a.status === 'sent') return t('ann.status.sent', { n: a.recipients });
  return t('ann.status.held');
}

/** `/admin/followers`: the count and the addresses (remove, export), and the announcements (hold back, send now). */
export function FollowersAdminPage() {
  usePageMeta(t('meta.title'));
  const [data, setData] = useState<AdminFollowers | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const load = () => {
    setLoadError(null);
    fetchFollowers().then(setData, (err: unknown) => setLoadError(t('list.loadFailed', { reason: errorMessage(err) })));
  };
  useEffect(load, []);

  const remove = async (id: number, email: string) => {
    if (!(await confirm(t('confirm.remove', { email }), t('action.remove')))) return;
    try {
      await removeFollower(id);
      notify({ kind: 'ok', text: t('notice.removed') });
      load();
    } catch (err) {
      notify({ kind: 'error', text: t('notice.failed', { reason: errorMessage(err) }) });
    }
  };
  const act = async (a: Announcement, action: 'hold' | 'send') => {
    try {
      const updated = await announcementAction(a.id, action);
      setData((d) => d && { ...d, announcements: d.announcements.map((x) => (x.id === a.id ? updated : x)) });
    } catch (err) {
      notify({ kind: 'error', text: t('notice.failed', { reason: errorMessage(err) }) });
    }
  };
  const exportCsv = async () => {
    try {
      download('followers.csv', await exportFollowers(), 'text/csv');
    } catch (err) {
      notify({ kind: 'error', text: t('notice.failed', { reason: errorMessage(err) }) });
    }
  };

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!data && !loadError && <Loading label={t('list.loading')} />}
      {data && (
        <>
          {!data.mailConfigured && <p className="notice">{t('page.noMail')}</p>}
          <div className="followers-head">
            <p className="followers-count">
              <strong>{t(`count.${plural(data.count)}`, { n: data.count })}</strong> {data.pending > 0 && <span className="muted">{t(`pending.${plural(data.pending)}`, { n: data.pending })}</span>}
            </p>
            {data.count > 0 && (
              <button type="button" className="btn btn--small" onClick={() => void exportCsv()}>
                {t('action.export')}
              </button>
            )}
          </div>
          <h2>{t('list.title')}</h2>
          {data.items.length === 0 && <p className="state state--empty">{t('list.empty')}</p>}
          {data.items.length > 0 && (
            <ul className="admin-list" role="list">
              {data.items.map((f) => (
                <li key={f.id} className="admin-list__item followers-row">
                  <span>
                    <strong>{f.email}</strong> <span className="muted small">{f.status === 'pending' ? t('row.pending') : t('row.since', { date: formatDate(f.confirmedAt ?? f.createdAt) })}</span>
                  </span>
                  <button type="button" className="btn btn--small btn--danger" aria-label={t('row.remove', { email: f.email })} onClick={() => void remove(f.id, f.email)}>
                    {t('action.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h2>{t('ann.title')}</h2>
          <p className="muted">{t('ann.lead')}</p>
          {data.announcements.length === 0 && <p className="state state--empty">{t('ann.empty')}</p>}
          {data.announcements.length > 0 && (
            <ul className="admin-list" role="list">
              {data.announcements.map((a) => (
                <li key={a.id} className="admin-list__item followers-row">
                  <span>
                    <span className="pill">{t(`ann.kind.${a.kind}`)}</span> <strong>{a.title}</strong> <span className="muted small">{statusOf(a)}</span>
                  </span>
                  {a.status === 'waiting' && (
                    <span className="row-actions">
                      <button type="button" className="btn btn--small btn--ghost" aria-label={t('ann.holdLabel', { title: a.title })} onClick={() => void act(a, 'hold')}>
                        {t('ann.hold')}
                      </button>
                      <button type="button" className="btn btn--small" aria-label={t('ann.sendLabel', { title: a.title })} onClick={() => void act(a, 'send')}>
                        {t('ann.send')}
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {confirmNode}
    </>
  );
}
