import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, setSessionRenewer } from '../lib/api';
import { editMode, storedAdminEmail } from '../lib/auth';
import { t } from '../lib/i18n/common.messages';
import { t as tc } from './components.messages';
import { signInWithCode, signInWithPassword } from '../lib/sign-in';
import { Modal } from './Modal';
import { Field } from './Field';
import { ErrorNotice } from './states';

// When the admin's session ends in the middle of an edit, the save waits here instead of failing:
// a sign-in dialog opens over the page (the typed text stays where it is), and once the admin has
// signed in the same save is sent again.

/** Open while a save waits for the admin to sign in again; holds the e-mail to suggest. */
const prompt = signal<{ email: string } | undefined>(undefined);
let waiting: Array<(signedIn: boolean) => void> = [];

/** Ends the wait: every save that waited goes again (signed in) or fails with its 401 (cancelled). */
function settle(signedIn: boolean): void {
  const resolvers = waiting;
  waiting = [];
  prompt.value = undefined;
  for (const resolve of resolvers) resolve(signedIn);
}

/** The renewer lib/api.ts calls on a 401: only an admin who was editing is asked; saves at once share one dialog. */
function askToSignIn(): Promise<boolean> {
  if (!editMode.value) return Promise.resolve(false);
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!prompt.value) prompt.value = { email: storedAdminEmail() };
  });
}

if (typeof window !== 'undefined') setSessionRenewer(askToSignIn);

/** The message of a failed sign-in in the dialog (the sign-in page's words). */
function failureOf(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return t('login.invalid');
  if (err instanceof ApiError && err.status === 429) return t('login.tooMany');
  if (err instanceof ApiError && err.status === 0) return t('login.network');
  return t('login.failed');
}

/** The sign-in dialog over the page while a save waits for a new session (mounted once, in the layout). */
export function SessionDialog() {
  useSignals();
  const open = prompt.value;
  if (!open) return null;
  return <SessionForm email={open.email} />;
}

function SessionForm(props: { email: string }) {
  const id = useId();
  const [email, setEmail] = useState(props.email);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the password was right and a two-factor code is owed.
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (ticket) return submitCode();
    if (!email.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const step = await signInWithPassword(email.trim(), password);
      if (step.done) return settle(true);
      setTicket(step.ticket);
      setBusy(false);
    } catch (err) {
      setError(failureOf(err));
      setBusy(false);
    }
  };

  const submitCode = async () => {
    if (!ticket || code.trim().length < 6) return setError(tc('session.codeRequired'));
    setBusy(true);
    setError(null);
    try {
      await signInWithCode(ticket, code.trim());
      settle(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setError(err.code === 'invalid_ticket' ? tc('session.ticketExpired') : tc('session.codeInvalid'));
        if (err.code === 'invalid_ticket') setTicket(null);
      } else setError(failureOf(err));
      setBusy(false);
    }
  };

  return (
    <Modal title={tc('session.title')} labelledBy={`${id}-title`} onClose={() => settle(false)} className="session-dialog">
      <form onSubmit={submit} noValidate aria-describedby={`${id}-why`}>
        <h2 id={`${id}-title`}>{tc('session.heading')}</h2>
        <p id={`${id}-why`} className="muted">
          {tc('session.why')}
        </p>
        <Field label={tc('session.email')}>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} data-autofocus={props.email ? undefined : true} />
        </Field>
        <Field label={tc('session.password')}>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} data-autofocus={props.email ? true : undefined} />
        </Field>
        {ticket && (
          <Field label={tc('session.code')}>
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus maxLength={32} value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
        )}
        <ErrorNotice message={error} />
        <div className="session-dialog__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? tc('session.signingIn') : tc('session.submit')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => settle(false)}>
            {tc('session.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
