import { useId, useRef, useState, type FormEvent } from 'react';
import { Field as LabelledField } from '../../components/Field';
import { ApiError, errorMessage } from '../../lib/api';
import { CONTACT_LIMITS, sendContactMessage } from './contact.api';
import { t } from './contact.messages';
import { ErrorNotice } from '../../components/states';

type Field = 'name' | 'email' | 'school' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'school', 'message'];

/** A plausible e-mail address (the server checks it strictly; this catches the typing slips). */
const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]{2,}$/;

/** What is wrong with the form as typed, per field (empty when it may be sent). */
function contactProblems(v: Record<Field, string>): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) out.name = t('form.needName');
  if (!v.email.trim()) out.email = t('form.needEmail');
  else if (!EMAIL.test(v.email.trim())) out.email = t('form.badEmail');
  if (!v.message.trim()) out.message = t('form.needMessage');
  for (const f of FIELDS) if (!out[f] && [...v[f].trim()].length > CONTACT_LIMITS[f]) out[f] = t('form.tooLong', { max: CONTACT_LIMITS[f] });
  return out;
}

/**
 * The contact form: name, e-mail, school or program (optional), message, and a honeypot a person
 * never sees. Send stays enabled: pressed with something missing, it says what beside each field
 * and in a line by the button, and moves to the first one. The server's refusals (a wrong
 * address, too many messages from one place) are shown in the page's language; a sent message
 * gives way to a confirmation that says where the family will answer.
 */
export function ContactForm() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', school: '', message: '' });
  const [website, setWebsite] = useState('');
  const [shown, setShown] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | undefined>();
  const problems = shown ? { ...contactProblems(values), ...serverProblems } : {};
  const wrong = FIELDS.filter((f) => problems[f]);

  const set = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setServerProblems((p) => ({ ...p, [f]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setFailure(undefined);
    const local = contactProblems(values);
    const first = FIELDS.find((f) => local[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage({ name: values.name.trim(), email: values.email.trim(), school: values.school.trim() || undefined, message: values.message.trim(), website: website || undefined });
      setSent({ name: values.name.trim(), email: values.email.trim() });
      setValues({ name: '', email: '', school: '', message: '' });
      setShown(false);
    } catch (err) {
      const issues = err instanceof ApiError ? (err.details ?? []) : [];
      const byField: Partial<Record<Field, string>> = {};
      for (const issue of issues) if ((FIELDS as readonly string[]).includes(issue.path)) byField[issue.path as Field] ??= issue.message;
      setServerProblems(byField);
      setFailure(Object.keys(byField).length ? undefined : errorMessage(err, t('form.failed')));
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <div className="contact-sent" role="status">
        <h3>{t('form.sentTitle')}</h3>
        <p>{t('form.sent', sent)}</p>
        <button type="button" className="btn btn--small" onClick={() => setSent(undefined)}>
          {t('form.another')}
        </button>
      </div>
    );

  return (
    <form ref={form} className="contact-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contact-form-title">
      <LabelledField label={t('form.name')} error={problems.name}>
        <input name="name" autoComplete="name" value={values.name} onChange={set('name')} maxLength={CONTACT_LIMITS.name + 20} />
      </LabelledField>
      <LabelledField label={t('form.email')} hint={t('form.emailHint')} error={problems.email}>
        <input name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} value={values.email} onChange={set('email')} />
      </LabelledField>
      <LabelledField label={t('form.school')} hint={t('form.schoolHint')} error={problems.school}>
        <input name="school" autoComplete="organization" value={values.school} onChange={set('school')} />
      </LabelledField>
      <LabelledField label={t('form.message')} error={problems.message}>
        <textarea name="message" rows={6} value={values.message} onChange={set('message')} />
      </LabelledField>
      {/* A field only a robot fills: hidden from people and from screen readers. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('form.website')}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? t('form.sending') : t('form.send')}
        </button>
        <div aria-live="polite">
          {wrong.length > 0 && <p className="field__error">{t('form.missing', { fields: wrong.map((f) => t(`form.${f}`)).join(', ') })}</p>}
          <ErrorNotice message={failure} />
        </div>
      </div>
    </form>
  );
}
