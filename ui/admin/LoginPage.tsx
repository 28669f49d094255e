import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError } from '../lib/api';
import { t as tCommon } from '../lib/i18n/common.messages';
import { usePageMeta } from '../lib/page';
import { passkeysSupported, signInWithCode, signInWithPasskey, signInWithPassword } from '../lib/sign-in';
import { t } from './admin.messages';
import { usePasswordResetAvailable } from './PasswordResetPages';
import { Field } from '../components/Field';
import { ErrorNotice } from '../components/states';

/** Maps a failed sign-in to its message, in the admin's language (never the server's wording). */
function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return tCommon('login.network');
    if (err.status === 401) return tCommon('login.invalid');
    if (err.status === 429) return tCommon('login.tooMany');
  }
  return tCommon('login.failed');
}

/** Only a local path may be the target after sign-in (no open redirect). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/admin';
}

/** Maps a refused two-factor code to its message. */
function codeErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return err.code === 'invalid_ticket' ? t('login.ticketExpired') : t('login.codeInvalid');
  return loginErrorMessage(err);
}

/**
 * `/admin/login?next=`: e-mail and password (then a two-factor code when the admin has codes on),
 * or a passkey with no e-mail typed; on success goes to `next` or /admin.
 */
export function LoginPage() {
  usePageMeta(t('login.meta'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const next = safeNext(new URLSearchParams(search).get('next'));
  // "Forgot password?" only when the server can e-mail the link.
  const canReset = usePasswordResetAvailable();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(tCommon('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const step = await signInWithPassword(email.trim(), password);
      if (step.done) navigate(next);
      else {
        setTicket(step.ticket);
        setPassword('');
      }
    } catch (err) {
      setError(loginErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!ticket || code.trim().length < 6) {
      setError(t('login.codeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signInWithCode(ticket, code.trim());
      navigate(next);
    } catch (err) {
      setError(codeErrorMessage(err));
      if (err instanceof ApiError && err.code === 'invalid_ticket') setTicket(null);
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey();
      navigate(next);
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'NotAllowedError' || name === 'AbortError') setError(t('login.passkeyCancelled'));
      else if (err instanceof ApiError && err.status === 401) setError(t('login.passkeyUnknown'));
      else setError(loginErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (ticket)
    return (
      <main id="main" className="page page--auth">
        <form className="auth-card" onSubmit={submitCode} noValidate>
          <h1>{t('login.codeTitle')}</h1>
          <p className="muted">{t('login.codeLead')}</p>
          <Field label={t('login.code')}>
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus maxLength={32} value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <ErrorNotice message={error} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? t('login.busy') : t('login.codeSubmit')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => {
              setTicket(null);
              setCode('');
              setError(null);
            }}
          >
            {t('login.back')}
          </button>
        </form>
      </main>
    );

  return (
    <main id="main" className="page page--auth">
      <form className="auth-card" onSubmit={submit} noValidate>
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.lead')}</p>
        <Field label={t('login.email')}>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label={t('login.password')}>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <ErrorNotice message={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
        {passkeysSupported() && (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => void withPasskey()} disabled={busy}>
            {t('login.passkey')}
          </button>
        )}
        {canReset && (
          <p className="auth-card__aside">
            <Link href="/admin/forgot-password">{t('login.forgot')}</Link>
          </p>
        )}
      </form>
    </main>
  );
}
