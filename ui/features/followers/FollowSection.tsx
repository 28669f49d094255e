import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../components/Field';
import { Section } from '../../components/Section';
import { ApiError } from '../../lib/api';
import { useResource } from '../../lib/resource';
import { athleteName } from '../../lib/sections';
import { fetchFollowStatus, subscribe } from './followers.api';
import { t } from './followers.messages';

/** A plausible e-mail address (the server checks it strictly; this catches the typing slips). */
const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]{2,}$/;

/** What is wrong with the address as typed (undefined when it may be sent). */
function followProblem(email: string): string | undefined {
  if (!email.trim()) return t('form.needEmail');
  if (!EMAIL.test(email.trim())) return t('form.badEmail');
  return undefined;
}

/** The form: an address and a honeypot; sent, it says to open the confirmation e-mail. */
function FollowForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = followProblem(email);
    setProblem(local);
    if (local) return;
    setSending(true);
    try {
      await subscribe({ email: email.trim(), website: website || undefined });
      setSent(true);
      setEmail('');
    } catch (err) {
      const issue = err instanceof ApiError ? err.details?.find((i) => i.path === 'email') : undefined;
      setProblem(issue ? issue.message : t('form.failed'));
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <p className="follow-sent notice" role="status">
        {t('form.sent')}
      </p>
    );
  return (
    <form className="follow-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('form.label')}>
      <Field label={t('form.email')} hint={t('form.privacy')} error={problem}>
        <input name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      {/* A field only a robot fills: hidden from people and from screen readers. */}
      <div className="follow-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('form.website')}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}

/** "Follow the season" on the home page (anchor `follow`): shown only when the server can send e-mail. */
export function FollowSection(_props: { title: ReactNode; lead?: ReactNode }) {
  useSignals();
  const status = useResource('follow', fetchFollowStatus, 60_000);
  if (status.status !== 'loaded' || !status.data.open) return null;
  const name = athleteName();
  const first = name ? (name.split(/\s+/)[0] ?? name) : '';
  return (
    <Section id="follow" title={t('section.title')} lead={first ? t('section.leadNamed', { first }) : t('section.lead')}>
      <FollowForm />
    </Section>
  );
}
