import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError, request } from '../../lib/api';
import { storeToken } from '../../lib/auth';
import { t } from '../../lib/i18n/common.messages';
import { usePageMeta } from '../../lib/page';
import { rememberTenantId } from '../../lib/tenant';
import type { LoginResult } from '../../../src/features/auth/auth.schema';

/** Maps a failed sign-in to its message, in the admin's language (never the server's wording). */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return t('login.network');
    if (err.status === 401) return t('login.invalid');
    if (err.status === 429) return t('login.tooMany');
  }
  return t('login.failed');
}

/** Only a local path may be the target after sign-in (no open redirect). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/admin';
}

/** `/admin/login?next=`: e-mail and password; on success goes to `next` or /admin. */
export function LoginPage() {
  usePageMeta('Sign in · Admin');
  const search = useSearch();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = safeNext(new URLSearchParams(search).get('next'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(t('login.required'));
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
        <h1>Sign in</h1>
        <p className="muted">Edit the site as its admin.</p>
        <label className="field">
          <span className="field__label">Email</span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Password</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
