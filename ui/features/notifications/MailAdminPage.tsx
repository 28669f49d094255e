import { useEffect, useState } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { useNotice } from '../../admin-kit/kit';
import { errorMessage } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import type { MailDelivery, MailStatus } from '../../../src/features/notifications/notifications.schema';
import { fetchMailStatus, retryMail, sendTestMail } from './notifications.api';
import { t } from './notifications-admin.messages';

const WITH_TIME = { month: 'short', day: 'numeric', time: true } as const;

/** A delivery's state in words. */
function statusText(d: MailDelivery): string {
  if (d.status === 'pending') return t('status.pending', { n: d.attempts + 1 });
  return t(`status.${d.status}`);
}

/** `/admin/email`: whether e-mail is configured (never the account or its password), a test message to yourself, the last deliveries and failures. */
export function MailAdminPage() {
  usePageMeta(t('email.meta'));
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, notify] = useNotice();
  const load = () => {
    setLoadError(null);
    fetchMailStatus().then(setStatus, (err: unknown) => setLoadError(t('email.loadFailed', { reason: errorMessage(err) })));
  };
  useEffect(load, []);

  const test = async () => {
    setBusy(true);
    try {
      const r = await sendTestMail();
      notify({ kind: 'ok', text: t('email.testQueued', { to: r.to }) });
      load();
    } catch (err) {
      notify({ kind: 'error', text: t('email.failed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };
  const retry = async () => {
    try {
      const r = await retryMail();
      notify({ kind: 'ok', text: t('email.retried', { n: r.retried }) });
      load();
    } catch (err) {
      notify({ kind: 'error', text: t('email.failed', { reason: errorMessage(err) }) });
    }
  };

  return (
    <>
      <h1>{t('email.title')}</h1>
      <p className="page-lead">{t('email.lead')}</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!status && !loadError && <Loading label={t('email.loading')} />}
      {status && !status.configured && <p className="notice">{t('email.notConfigured')}</p>}
      {status?.configured && (
        <>
          <p className="notice notice--ok">{t('email.configured', { server: status.server ?? '', from: status.from ?? '' })}</p>
          <p>{t('email.counts', { pending: status.pending, failed: status.failed })}</p>
          <div className="row-actions">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void test()}>
              {busy ? t('email.testing') : t('email.test')}
            </button>
            {status.pending > 0 && (
              <button type="button" className="btn" onClick={() => void retry()}>
                {t('email.retry')}
              </button>
            )}
          </div>
          <h2>{t('email.deliveries')}</h2>
          {status.deliveries.length === 0 && <p className="state state--empty">{t('email.empty')}</p>}
          {status.deliveries.length > 0 && (
            <div className="mail-deliveries">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('email.col.when')}</th>
                    <th scope="col">{t('email.col.to')}</th>
                    <th scope="col">{t('email.col.subject')}</th>
                    <th scope="col">{t('email.col.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {status.deliveries.map((d) => (
                    <tr key={d.id} className={`mail-delivery mail-delivery--${d.status}`}>
                      <td>{formatDate(d.sentAt ?? d.createdAt, WITH_TIME)}</td>
                      <td>{d.to}</td>
                      <td>{d.subject}</td>
                      <td>
                        {statusText(d)}
                        {d.lastError && d.status !== 'sent' && <span className="muted small mail-delivery__error">{d.lastError}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </>
  );
}
