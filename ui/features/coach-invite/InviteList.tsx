import { useSignals } from '@preact/signals-react/runtime';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/page';
import { settings } from '../../lib/settings';
import { absoluteInviteUrl } from '../coach/coach-form';
import { copyText, useConfirm, useNotice } from '../admin/kit';
import { useEditorList } from '../admin/list-editor';
import { INVITE_STATUS, inviteMailto } from './invite-mail';
import { fetchCoachInvites, invitesVersion, revokeCoachInvite, type AdminCoachInvite } from './invites.api';

/** What happened to an invite, in a few words with its date. */
function history(i: AdminCoachInvite): string {
  if (i.status === 'answered' && i.answeredAt) return `Answered ${formatDate(i.answeredAt)}. The note waits above for your review.`;
  if (i.status === 'revoked' && i.revokedAt) return `Withdrawn ${formatDate(i.revokedAt)}.`;
  if (i.status === 'expired') return `Expired ${formatDate(i.expiresAt)} without an answer.`;
  const opened = i.openedAt ? `Opened ${formatDate(i.openedAt)}. ` : 'Not opened yet. ';
  return `${opened}Valid until ${formatDate(i.expiresAt)}.`;
}

/** One invite: coach, state, and while it is open: copy the link again, e-mail it, withdraw it. */
function InviteRow(props: { invite: AdminCoachInvite; onCopy: (url: string) => void; onRevoke: () => void }) {
  useSignals();
  const i = props.invite;
  const status = INVITE_STATUS[i.status];
  const link = i.url ? absoluteInviteUrl(i.url, location.origin) : undefined;
  return (
    <li className="invite-row" aria-label={`Invite for ${i.coachName}`}>
      <div className="invite-row__who">
        <span>
          <strong>{i.coachName}</strong> <span className={`pill${status.tone === 'ok' || status.tone === 'warn' ? ` pill--${status.tone}` : ''}`}>{status.label}</span>
        </span>
        <span className="muted small invite-row__mail">{i.coachEmail}</span>
        <span className="muted small">{history(i)}</span>
      </div>
      {link && (
        <div className="row-actions">
          <button type="button" className="btn btn--small" onClick={() => props.onCopy(link)} aria-label={`Copy the invite link for ${i.coachName}`}>
            Copy link
          </button>
          <a className="btn btn--small btn--ghost" href={inviteMailto(i, link, settings.value.heroTitle ?? '', formatDate(i.expiresAt))} aria-label={`E-mail the invite to ${i.coachName}`}>
            E-mail
          </a>
          <button type="button" className="btn btn--small btn--danger" onClick={props.onRevoke} aria-label={`Withdraw the invite for ${i.coachName}`}>
            Withdraw
          </button>
        </div>
      )}
      {!link && (i.status === 'sent' || i.status === 'opened') && <span className="muted small">Made before links could be shown again: withdraw it and create a new one if the coach lost it.</span>}
    </li>
  );
}

/** The admin's invites: where each stands (sent, opened, answered, expired, withdrawn), with the link again while open. */
export function InviteList() {
  useSignals();
  const version = invitesVersion.value;
  const { items: invites, loadError, reload: load } = useEditorList<AdminCoachInvite>({ load: fetchCoachInvites, loadFailed: 'Could not load the invites: ...', reloadOn: version });
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const copy = async (url: string) => {
    const ok = await copyText(url);
    notify(ok ? { kind: 'ok', text: 'Link copied to clipboard ✅' } : { kind: 'error', text: `Could not copy automatically. The link: ${url}` });
  };
  const revoke = async (i: AdminCoachInvite) => {
    if (!(await confirm(`Withdraw the invite for ${i.coachName}? Their link will stop working.`, 'Withdraw'))) return;
    try {
      await revokeCoachInvite(i.id);
      notify({ kind: 'ok', text: `Invite for ${i.coachName} withdrawn.` });
      await load();
    } catch (err) {
      notify({ kind: 'error', text: `Could not withdraw the invite: ${errorMessage(err)}` });
    }
  };

  return (
    <section className="panel invite-list" aria-labelledby="invite-list-title">
      <h2 id="invite-list-title">Invites</h2>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel="Retry" />}
      {!invites && !loadError && <Loading height={80} label="Loading invites…" />}
      {invites && invites.length === 0 && <p className="muted">No invites yet. Create one below and send the link to a coach.</p>}
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
