import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { ApiError, errorMessage, request } from '../lib/api';
import { locale } from '../lib/i18n/i18n';
import { usePageMeta } from '../lib/page';
import { t } from './admin.messages';
import { Field } from '../components/Field';
import { ErrorNotice } from '../components/states';

// A forgotten password, without a terminal: the sign-in page offers it when the server can send
// e-mail; the e-mail's link opens the second page, which sets the new password and ends every
// session of the account (POST /auth/password-reset and /confirm, src/features/auth).

/** Whether the server can e-mail a reset link (false while asking, and when the question fails). */
export function usePasswordResetAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    request<{ available: boolean }>('/auth/password-reset').then(
      (r) => live && setAvailable(r.available),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return available;
}

/** `/admin/forgot-password`: the address to send the link to; the answer is the same for every address. */
export function ForgotPasswordPage() {
  usePageMeta(t('forgot.meta'));
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(t('forgot.required'));
    setBusy(true);
    setError(null);
    try {
      await request('/auth/password-reset', { method: 'POST', body: { email: email.trim(), lang: locale.value } });
      setSent(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page page--auth">
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('forgot.title')}</h1>
        {sent ? (
          <p className="notice" role="status">
            {t('forgot.sent')}
          </p>
        ) : (
          <>
            <p className="muted">{t('forgot.lead')}</p>
            <Field label={t('login.email')}>
              <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            <ErrorNotice message={error} />
            <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
              {busy ? t('forgot.busy') : t('forgot.submit')}
            </button>
          </>
        )}
        <p className="auth-card__aside">
          <Link href="/admin/login">{t('forgot.back')}</Link>
        </p>
      </form>
    </main>
  );
}

/** What is wrong with the new password as typed (undefined when it may be sent). */
function newPasswordProblem(password: string, again: string): string | undefined {
  if (password.length < 8) return t('reset.short');
  if (password !== again) return t('reset.mismatch');
  return undefined;
}

/** `/admin/reset-password?token=`: the new password, twice; the link works once. */
export function ResetPasswordPage() {
  usePageMeta(t('reset.meta'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(password, again);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await request('/auth/password-reset/confirm', { method: 'POST', body: { token, password } });
      setState('done');
    } catch (err) {
      if (err instanceof ApiError && err.code === 'reset_link_invalid') setState('invalid');
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page page--auth">
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('reset.title')}</h1>
        {state === 'done' && (
          <>
            <p className="notice" role="status">
              {t('reset.done')}
            </p>
            <Link className="btn btn--primary btn--block" href="/admin/login">
              {t('reset.signIn')}
            </Link>
          </>
        )}
        {state === 'invalid' && (
          <>
            <p className="notice notice--error" role="alert">
              {t('reset.invalid')}
            </p>
            <Link href="/admin/forgot-password">{t('reset.again')}</Link>
          </>
        )}
        {state === 'form' && (
          <>
            <p className="muted">{t('reset.lead')}</p>
            <Field label={t('reset.password')}>
              <input type="password" name="password" autoComplete="new-password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Field label={t('reset.confirm')}>
              <input type="password" name="again" autoComplete="new-password" required value={again} onChange={(e) => setAgain(e.target.value)} />
            </Field>
            <ErrorNotice message={error} />
            <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
              {busy ? t('reset.busy') : t('reset.submit')}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
