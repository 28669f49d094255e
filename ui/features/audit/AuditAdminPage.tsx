import { useEffect, useState } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/date-time';
import { usePageMeta } from '../../lib/page';
import { Pager } from '../../admin-kit/kit';
import { AUDIT_KINDS } from '../../../src/features/audit/audit.schema';
import { fetchAuditPage, type AuditPage } from './audit-admin.api';
import { actionOf } from './audit-action';
import { t } from './audit-admin.messages';
import { Field } from '../../components/Field';

const TAKE = 50;

/** `/admin/audit`: who changed what and when, newest first, by admin and kind. */
export function AuditAdminPage() {
  usePageMeta(t('meta.title'));
  const [admin, setAdmin] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = () => {
    setLoadError(null);
    fetchAuditPage({ admin: admin || undefined, kind: kind || undefined, page, take: TAKE }).then(setData, (err: unknown) => setLoadError(t('list.failed', { reason: errorMessage(err) })));
  };
  useEffect(load, [admin, kind, page]);
  const pages = data ? Math.max(1, Math.ceil(data.total / TAKE)) : 1;

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      <div className="audit-filters">
        <Field label={t('filter.admin')}>
          <select
            value={admin}
            onChange={(e) => {
              setAdmin(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('filter.everyone')}</option>
            {data?.admins.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filter.kind')}>
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('filter.allKinds')}</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!data && !loadError && <Loading label={t('list.loading')} />}
      {data && data.items.length === 0 && <p className="state state--empty">{t('list.empty')}</p>}
      {data && data.items.length > 0 && (
        <table className="audit-table">
          <thead>
            <tr>
              <th scope="col">{t('col.when')}</th>
              <th scope="col">{t('col.who')}</th>
              <th scope="col">{t('col.kind')}</th>
              <th scope="col">{t('col.what')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((e) => (
              <tr key={e.id}>
                <td className="small">{formatDateTime(e.at)}</td>
                <td>{e.admin ?? t('who.server')}</td>
                <td>{(AUDIT_KINDS as readonly string[]).includes(e.kind) ? t(`kind.${e.kind as (typeof AUDIT_KINDS)[number]}`) : e.kind}</td>
                <td>
                  {actionOf(e)}
                  {e.entity && <span className="muted small"> · {e.entityId ? `${e.entity} ${e.entityId}` : e.entity}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.total > TAKE && <Pager page={page} pages={pages} onPage={setPage} />}
    </>
  );
}
