import { useSignals } from '@preact/signals-react/runtime';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/page';
import { settings } from '../../lib/settings';
import { absoluteInviteUrl } from './coach-form';
import { copyText, useConfirm, useNotice } from '../../admin-kit/kit';
import { useEditorList } from '../../admin-kit/list-editor';
import { t } from './coach-invite-admin.messages';
import { INVITE_STATUS, inviteMailto } from './invite-mail';
import { fetchCoachInvites, invitesVersion, revokeCoachInvite, type AdminCoachInvite } from './invites.api';

/** What happened to an invite, in a few words with its date. */
function history(i: AdminCoachInvite): string {
  if (i.status === 'answered' && i.answeredAt) return t('history.answered', { date: formatDate(i.answeredAt) });
  if (i.status === 'revoked' && i.revokedAt) return t('history.revoked', { date: formatDate(i.revokedAt) });
  if (i.status === 'expired') return t('history.expired', { date: formatDate(i.expiresAt) });
  const until = formatDate(i.expiresAt);
  return i.openedAt ? t('history.opened', { opened: formatDate(i.openedAt), until }) : t('history.notOpened', { until });
}

/** One invite: coach, state, and while it is open: copy the link again, e-mail it, withdraw it. */
function InviteRow(props: { invite: AdminCoachInvite; onCopy: (url: string) => void; onRevoke: () => void }) {
  useSignals();
  const i = props.invite;
  const status = INVITE_STATUS[i.status];
  const link = i.url ? absoluteInviteUrl(i.url, location.origin) : undefined;
  return (
    <li className="invite-row" aria-label={t('row.label', { name: i.coachName })}>
      <div className="invite-row__who">
        <span>
          <strong>{i.coachName}</strong> <span className={`pill${status.tone === 'ok' || status.tone === 'warn' ? ` pill--${status.tone}` : ''}`}>{status.label}</span>
        </span>
        <span className="muted small invite-row__mail">{i.coachEmail}</span>
        <span className="muted small">{history(i)}</span>
      </div>
      {link && (
        <div className="row-actions">
          <button type="button" className="btn btn--small" onClick={() => props.onCopy(link)} aria-label={t('row.copy', { name: i.coachName })}>
            {t('action.copy')}
          </button>
          <a className="btn btn--small btn--ghost" href={inviteMailto(i, link, settings.value.heroTitle ?? '', formatDate(i.expiresAt))} aria-label={t('row.mail', { name: i.coachName })}>
            {t('action.mail')}
          </a>
          <button type="button" className="btn btn--small btn--danger" onClick={props.onRevoke} aria-label={t('row.withdraw', { name: i.coachName })}>
            {t('action.withdraw')}
          </button>
        </div>
      )}
      {!link && (i.status === 'sent' || i.status === 'opened') && <span className="muted small">{t('row.old')}</span>}
    </li>
  );
}

/** The admin's invites: where each stands (sent, opened, answered, expired, withdrawn), with the link again while open. */
export function InviteList() {
  useSignals();
  const version = invitesVersion.value;
  const { items: invites, loadError, reload: load } = useEditorList<AdminCoachInvite>({ load: fetchCoachInvites, loadFailed: t('list.loadFailed'), reloadOn: version });
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const copy = async (url: string) => {
    const ok = await copyText(url);
    notify(ok ? { kind: 'ok', text: t('notice.copied') } : { kind: 'error', text: t('notice.copyFailed', { url }) });
  };
  const revoke = async (i: AdminCoachInvite) => {
    if (!(await confirm(t('confirm.withdraw', { name: i.coachName }), t('action.withdraw')))) return;
    try {
      await revokeCoachInvite(i.id);
      notify({ kind: 'ok', text: t('notice.withdrawn', { name: i.coachName }) });
      await load();
    } catch (err) {
      notify({ kind: 'error', text: t('notice.withdrawFailed', { reason: errorMessage(err) }) });
    }
  };

  return (
    <section className="panel invite-list" aria-labelledby="invite-list-title">
      <h2 id="invite-list-title">{t('list.title')}</h2>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!invites && !loadError && <Loading height={80} label={t('list.loading')} />}
      {invites && invites.length === 0 && <p className="muted">{t('list.empty')}</p>}
      {invites && invites.length > 0 && (
        <ul className="admin-list" role="list">
          {invites.map((i) => (
            <InviteRow key={`${i.id}-${i.status}`} invite={i} onCopy={copy} onRevoke={() => void revoke(i)} />
          ))}
        </ul>
      )}
      {confirmNode}
    </section>
  );
}
