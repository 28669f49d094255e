import { useEffect, useState, type FormEvent } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/date-time';
import { usePageMeta } from '../../lib/page';
import { useConfirm, useNotice } from '../../admin-kit/kit';
import { summaryOf } from '../../admin-kit/audit-summary';
import {
  addPasskey,
  disableTotp,
  enableTotp,
  endOtherSessions,
  endSession,
  fetchAudit,
  fetchSecurity,
  fetchSessions,
  removePasskey,
  renewRecoveryCodes,
  setUpTotp,
  type AdminSession,
  type AuditPage,
  type SecurityStatus,
} from './security-admin.api';
import { isCancelledCeremony, recoveryCodesFile, suggestedPasskeyName } from './security-codes';
import { t } from './security-admin.messages';
import { Field } from '../../components/Field';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '');

/** Saves a text as a download named `name`. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `/admin/security`: the signed-in admin's passkeys, two-factor codes, sessions and last sign-ins. */
export function SecurityAdminPage() {
  usePageMeta(t('meta.title'));
  const [status, setStatus] = useState<SecurityStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const load = () => {
    setLoadError(null);
    fetchSecurity().then(setStatus, (err: unknown) => setLoadError(t('load.failed', { reason: errorMessage(err) })));
  };
  useEffect(load, []);

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!status && !loadError && <Loading label={t('load.loading')} />}
      {status && (
        <>
          <Passkeys status={status} reload={load} notify={notify} confirm={confirm} />
          <TwoFactor status={status} reload={load} notify={notify} confirm={confirm} />
          <Sessions notify={notify} confirm={confirm} />
          <SignIns email={status.email} />
        </>
      )}
      {confirmNode}
    </>
  );
}

type Notify = ReturnType<typeof useNotice>[1];
type Confirm = ReturnType<typeof useConfirm>[1];

function Passkeys(props: { status: SecurityStatus; reload: () => void; notify: Notify; confirm: Confirm }) {
  const [name, setName] = useState(() => suggestedPasskeyName(typeof navigator === 'undefined' ? '' : navigator.userAgent));
  const [busy, setBusy] = useState(false);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return props.notify({ kind: 'error', text: t('passkeys.nameRequired') });
    setBusy(true);
    try {
      const passkey = await addPasskey(name.trim());
      props.notify({ kind: 'ok', text: t('passkeys.added', { name: passkey.name }) });
      props.reload();
    } catch (err) {
      if (!isCancelledCeremony(err)) props.notify({ kind: 'error', text: t('passkeys.addFailed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number, passkeyName: string) => {
    if (!(await props.confirm(t('passkeys.confirmRemove', { name: passkeyName }), t('passkeys.remove')))) return;
    try {
      await removePasskey(id);
      props.notify({ kind: 'ok', text: t('passkeys.removed', { name: passkeyName }) });
      props.reload();
    } catch (err) {
      props.notify({ kind: 'error', text: t('passkeys.removeFailed', { reason: errorMessage(err) }) });
    }
  };
  const supported = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
  return (
    <section className="security-card" aria-labelledby="security-passkeys">
      <h2 id="security-passkeys">{t('passkeys.title')}</h2>
      <p className="muted">{t('passkeys.lead')}</p>
      {props.status.passkeys.length === 0 ? (
        <p className="state state--empty">{t('passkeys.empty')}</p>
      ) : (
        <ul className="admin-list security-list" role="list" aria-label={t('passkeys.title')}>
          {props.status.passkeys.map((p) => (
            <li key={p.id} className="security-list__item">
              <div>
                <strong>{p.name}</strong> {p.backedUp && <span className="pill">{t('passkeys.synced')}</span>}
                <p className="muted small">{t('passkeys.meta', { host: p.host, created: when(p.createdAt), used: p.lastUsedAt ? when(p.lastUsedAt) : t('passkeys.neverUsed') })}</p>
              </div>
              <button type="button" className="btn btn--small btn--danger" onClick={() => void remove(p.id, p.name)} aria-label={t('passkeys.removeNamed', { name: p.name })}>
                {t('passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form className="security-inline" onSubmit={add} noValidate>
          <Field label={t('passkeys.name')}>
            <input name="passkey-name" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('passkeys.adding') : t('passkeys.add')}
          </button>
        </form>
      ) : (
        <p className="notice">{t('passkeys.unsupported')}</p>
      )}
    </section>
  );
}

/** The recovery codes just made: shown once, with a download. */
function RecoveryCodes(props: { codes: string[]; email: string; onDone: () => void }) {
  return (
    <div className="security-codes" role="region" aria-label={t('codes.title')}>
      <h3>{t('codes.title')}</h3>
      <p>{t('codes.lead')}</p>
      <ul className="security-codes__list" role="list">
        {props.codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="row-actions">
        <button type="button" className="btn btn--ghost" onClick={() => download(recoveryCodesFile(props.codes, location.host, props.email, new Date()), `recovery-codes-${location.hostname}.txt`)}>
          {t('codes.download')}
        </button>
        <button type="button" className="btn btn--primary" onClick={props.onDone}>
          {t('codes.done')}
        </button>
      </div>
    </div>
  );
}

function TwoFactor(props: { status: SecurityStatus; reload: () => void; notify: Notify; confirm: Confirm }) {
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'renew' | null>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const s = await setUpTotp();
      const { default: QRCode } = await import('qrcode');
      setSetup({ ...s, qr: await QRCode.toDataURL(s.otpauthUrl, { margin: 1, width: 200 }) });
      setCode('');
    } catch (err) {
      props.notify({ kind: 'error', text: t('totp.failed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };
  const enable = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      setCodes(await enableTotp(code));
      setSetup(null);
      props.notify({ kind: 'ok', text: t('totp.enabled') });
    } catch (err) {
      props.notify({ kind: 'error', text: t('totp.failed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };
  const withPassword = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      if (asking === 'disable') {
        await disableTotp(password);
        props.notify({ kind: 'ok', text: t('totp.disabled') });
        props.reload();
      } else {
        setCodes(await renewRecoveryCodes(password));
      }
      setAsking(null);
      setPassword('');
    } catch (err) {
      props.notify({ kind: 'error', text: t('totp.failed', { reason: errorMessage(err) }) });
    } finally {
      setBusy(false);
    }
  };

  const { totp, recoveryCodesLeft } = props.status;
  return (
    <section className="security-card" aria-labelledby="security-totp">
      <h2 id="security-totp">{t('totp.title')}</h2>
      <p className="muted">{t('totp.lead')}</p>
      <p>
        <span className={totp.enabled ? 'pill pill--ok' : 'pill'}>{totp.enabled ? t('totp.on') : t('totp.off')}</span>{' '}
        {totp.enabled && <span className="muted small">{t('totp.since', { when: when(totp.enabledAt), n: recoveryCodesLeft })}</span>}
      </p>
      {codes && (
        <RecoveryCodes
          codes={codes}
          email={props.status.email}
          onDone={() => {
            setCodes(null);
            props.reload();
          }}
        />
      )}
      {!totp.enabled && !setup && !codes && (
        <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={busy}>
          {t('totp.setUp')}
        </button>
      )}
      {setup && (
        <form className="security-setup" onSubmit={enable} noValidate>
          <ol>
            <li>
              {t('totp.step1')}
              <img className="security-setup__qr" src={setup.qr} width={200} height={200} alt={t('totp.qrAlt')} />
              <p className="small">
                {t('totp.secretLabel')} <code className="security-setup__secret">{setup.secret}</code>
              </p>
            </li>
            <li>
              <Field label={t('totp.step2')}>
                <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => setCode(e.target.value)} />
              </Field>
            </li>
          </ol>
          <div className="row-actions">
            <button type="submit" className="btn btn--primary" disabled={busy || code.trim().length < 6}>
              {t('totp.enable')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setSetup(null)}>
              {t('action.cancel')}
            </button>
          </div>
        </form>
      )}
      {totp.enabled && !codes && !asking && (
        <div className="row-actions">
          <button type="button" className="btn btn--ghost" onClick={() => setAsking('renew')}>
            {t('totp.renew')}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => setAsking('disable')}>
            {t('totp.disable')}
          </button>
        </div>
      )}
      {asking && (
        <form className="security-inline" onSubmit={withPassword} noValidate>
          <Field label={asking === 'disable' ? t('totp.passwordToDisable') : t('totp.passwordToRenew')}>
            <input type="password" name="current-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <button type="submit" className={asking === 'disable' ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy || !password}>
            {asking === 'disable' ? t('totp.disable') : t('totp.renew')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setAsking(null)}>
            {t('action.cancel')}
          </button>
        </form>
      )}
    </section>
  );
}

function Sessions(props: { notify: Notify; confirm: Confirm }) {
  const [items, setItems] = useState<AdminSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = () => {
    setLoadError(null);
    fetchSessions().then(setItems, (err: unknown) => setLoadError(t('load.failed', { reason: errorMessage(err) })));
  };
  useEffect(load, []);
  const end = async (s: AdminSession) => {
    if (!(await props.confirm(t('sessions.confirmEnd', { device: s.device }), t('sessions.end')))) return;
    try {
      await endSession(s.id);
      props.notify({ kind: 'ok', text: t('sessions.ended') });
      load();
    } catch (err) {
      props.notify({ kind: 'error', text: t('sessions.failed', { reason: errorMessage(err) }) });
    }
  };
  const endOthers = async () => {
    if (!(await props.confirm(t('sessions.confirmOthers'), t('sessions.endOthers')))) return;
    try {
      const { ended } = await endOtherSessions();
      props.notify({ kind: 'ok', text: t('sessions.endedOthers', { n: ended }) });
      load();
    } catch (err) {
      props.notify({ kind: 'error', text: t('sessions.failed', { reason: errorMessage(err) }) });
    }
  };
  return (
    <section className="security-card" aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t('sessions.title')}</h2>
      <p className="muted">{t('sessions.lead')}</p>
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!items && !loadError && <Loading label={t('load.loading')} />}
      {items && (
        <ul className="admin-list security-list" role="list" aria-label={t('sessions.title')}>
          {items.map((s) => (
            <li key={s.id} className="security-list__item">
              <div>
                <strong>{s.device}</strong> {s.current && <span className="pill pill--ok">{t('sessions.current')}</span>}
                <p className="muted small">{t('sessions.meta', { network: s.network || t('sessions.unknownNetwork'), created: when(s.createdAt), seen: when(s.lastSeenAt), method: t(`method.${s.method}`) })}</p>
              </div>
              {!s.current && (
                <button type="button" className="btn btn--small btn--danger" onClick={() => void end(s)} aria-label={t('sessions.endNamed', { device: s.device })}>
                  {t('sessions.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {items && items.some((s) => !s.current) && (
        <button type="button" className="btn btn--ghost" onClick={() => void endOthers()}>
          {t('sessions.endOthers')}
        </button>
      )}
    </section>
  );
}

function SignIns(props: { email: string }) {
  const [page, setPage] = useState<AuditPage | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchAudit({ admin: props.email, kind: 'sign-in', take: 10 }).then(setPage, () => setFailed(true));
  }, [props.email]);
  return (
    <section className="security-card" aria-labelledby="security-signins">
      <h2 id="security-signins">{t('signIns.title')}</h2>
      {failed && <p className="notice notice--error">{t('signIns.failed')}</p>}
      {page && page.items.length === 0 && <p className="state state--empty">{t('signIns.empty')}</p>}
      {page && page.items.length > 0 && (
        <ul className="security-signins" role="list">
          {page.items.map((e) => (
            <li key={e.id}>
              <span className="muted small">{when(e.at)}</span> {summaryOf(e)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

