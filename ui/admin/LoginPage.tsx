import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError, request } from '../lib/api';
import { storeToken } from '../lib/auth';
import { t as tCommon } from '../lib/i18n/common.messages';
import { usePageMeta } from '../lib/page';
import { rememberTenantId } from '../lib/tenant';
import type { LoginResult } from '../../src/features/auth/auth.schema';
import { t } from './admin.messages';
import { usePasswordResetAvailable } from './PasswordResetPages';

/** Maps a failed sign-in to its message, in the admin's language (never the server's wording). */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return tCommon('login.network');
    if (err.status === 401) return tCommon('login.invalid');
    if (err.status === 429) return tCommon('login.tooMany');
  }
  return tCommon('login.failed');
}

/** Only a local path may be the target after sign-in (no open redirect). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/admin';
}

/** `/admin/login?next=`: e-mail and password; on success goes to `next` or /admin. */
export function LoginPage() {
  usePageMeta(t('login.meta'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      const r = await request<LoginResult>('/auth/login', { method: 'POST', body: { email: email.trim(), password } });
      rememberTenantId(r.tenantId);
      storeToken(r.token, r.expiresAt);
      navigate(next);
    } catch (err) {
      setError(loginErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page page--auth">
      <form className="auth-card" onSubmit={submit} noValidate>
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.lead')}</p>
        <label className="field">
          <span className="field__label">{t('login.email')}</span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('login.password')}</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
        {canReset && (
          <p className="auth-card__aside">
            <Link href="/admin/forgot-password">{t('login.forgot')}</Link>
          </p>
        )}
      </form>
    </main>
  );
}
