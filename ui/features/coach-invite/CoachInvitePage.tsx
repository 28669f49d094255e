import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { ErrorState, Loading } from '../../components/states';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { ensureAdminStyles } from '../admin/admin-styles';
import { ImageUpload } from '../admin/ImageUpload';
import { fetchInvite, inviteUploadPath, submitInvite } from './coach-invite.api';
import { COACH_QUESTIONS, closedInvitePage, emptyInviteForm, inviteFormProblems, inviteFormToBody, inviteLoadError, INVITE_MESSAGES, type InviteForm } from './invite-form';

ensureAdminStyles();

/** How long the thank-you stays before the visitor is sent home. */
const REDIRECT_MS = 3000;

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'closed'; title: string; thanks: boolean; message: string } | { status: 'valid'; coachName: string } | { status: 'sent' };

/** A labelled field of the invite form (hint linked to the control). */
function InviteField(props: { label: string; hint?: string; children: (id: string, describedBy?: string) => ReactElement }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children(id, props.hint ? `${id}-hint` : undefined)}
      {props.hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
    </div>
  );
}

/** `/coach/invite/{token}`: the coach's form, reached through a private link; the note awaits review. */
export default function CoachInvitePage(props: { token: string }) {
  useSignals();
  usePageMeta('Coach invite');
  const [, navigate] = useLocation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [form, setForm] = useState<InviteForm>(() => emptyInviteForm());
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const athlete = settings.value.heroTitle;

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    fetchInvite(props.token).then(
      (r) => {
        if (!alive) return;
        if (r?.coachName) {
          setState({ status: 'valid', coachName: r.coachName });
          setForm(emptyInviteForm(r.coachName));
        } else setState({ status: 'error', message: inviteLoadError(0, undefined) });
      },
      (err: unknown) => {
        if (!alive) return;
        const status = err instanceof ApiError ? err.status : 0;
        const closed = err instanceof ApiError ? closedInvitePage(err.code) : undefined;
        if (closed) return setState({ status: 'closed', ...closed, message: err instanceof ApiError ? err.message : '' });
        setState({ status: 'error', message: inviteLoadError(status, err instanceof ApiError && err.status !== 0 ? err.message : undefined) });
      },
    );
    return () => {
      alive = false;
    };
  }, [props.token]);

  useEffect(() => {
    if (state.status !== 'sent') return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the redirect is scheduled when the note is sent; navigate is stable
  }, [state.status]);

  const problems = inviteFormProblems(form);
  const set = <K extends keyof InviteForm>(k: K, v: InviteForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || uploading) return;
    if (problems.length) {
      setError(problems[0]!);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await submitInvite(props.token, inviteFormToBody(form));
      setState({ status: 'sent' });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? `${INVITE_MESSAGES.submitFailed}: ${err.message}` : INVITE_MESSAGES.submitFailed);
    } finally {
      setBusy(false);
    }
  };

  if (state.status === 'loading') {
    return (
      <main id="main" className="page page--narrow invite">
        <Loading height={320} label="Checking your invitation…" />
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main id="main" className="page page--narrow invite">
        <header className="page__head">
          <h1>Coach invite</h1>
        </header>
        <ErrorState message={state.message} />
        <p className="muted" style={{ marginTop: 16 }}>
          Ask the athlete for a new link if this one has expired.
        </p>
      </main>
    );
  }
  if (state.status === 'closed') {
    return (
      <main id="main" className="page page--narrow invite">
        <header className="page__head">
          <h1>{state.title}</h1>
        </header>
        <p className={`notice notice--${state.thanks ? 'ok' : 'error'}`} role="status">
          {state.message}
        </p>
        <p style={{ marginTop: 16 }}>
          <a className="btn" href="/">
            Visit the site
          </a>
        </p>
      </main>
    );
  }
  if (state.status === 'sent') {
    return (
      <main id="main" className="page page--narrow invite">
        <header className="page__head">
          <h1>Thank you</h1>
        </header>
        <p className="notice notice--ok" role="status">
          {INVITE_MESSAGES.thanks}
        </p>
        <p className="muted">Taking you to the home page…</p>
      </main>
    );
  }

  const disabled = busy || uploading || problems.length > 0;
  return (
    <main id="main" className="page page--narrow invite">
      <header className="page__head">
        <p className="eyebrow">Coach note</p>
        <h1>Hello {state.coachName}!</h1>
        <p className="muted">
          Thank you for writing a few words about {athlete}. Your note is reviewed before it appears on the site. It takes about ten minutes. Your name, a headline and a photo are needed; every question is optional.
        </p>
      </header>
      <form className="invite-form" onSubmit={submit} noValidate aria-label="Coach note">
        <section className="panel" aria-labelledby="invite-you">
          <h2 id="invite-you">About you</h2>
          <InviteField label="Your name" hint="As it should appear on the site, e.g. Coach Dana Ruiz">
            {(id, d) => <input id={id} aria-describedby={d} value={form.author} onChange={(e) => set('author', e.target.value)} autoComplete="name" maxLength={120} />}
          </InviteField>
          <InviteField label="Headline" hint={`Two or three sentences about ${athlete}, shown on the coach card.`}>
            {(id, d) => <textarea id={id} aria-describedby={d} rows={3} value={form.headline} onChange={(e) => set('headline', e.target.value)} maxLength={600} />}
          </InviteField>
          <InviteField label="About you" hint="Your role and how long you have coached them (optional).">
            {(id, d) => <textarea id={id} aria-describedby={d} rows={3} value={form.about} onChange={(e) => set('about', e.target.value)} maxLength={4000} />}
          </InviteField>
        </section>

        <section className="panel" aria-labelledby="invite-questions">
          <h2 id="invite-questions">Five questions</h2>
          {COACH_QUESTIONS.map(([key, title, question]) => (
            <InviteField key={key} label={title} hint={question}>
              {(id, d) => <textarea id={id} aria-describedby={d} rows={3} value={form[key]} onChange={(e) => set(key, e.target.value)} maxLength={4000} />}
            </InviteField>
          ))}
        </section>

        <section className="panel" aria-labelledby="invite-photo">
          <h2 id="invite-photo">Your photo</h2>
          <ImageUpload
            label="Photo"
            value={form.photoUrl}
            onChange={(url) => set('photoUrl', url)}
            endpoint={inviteUploadPath(props.token)}
            requireToken={false}
            hint="A head-and-shoulders photo, JPEG or PNG, up to 20 MB. Required."
            onBusyChange={setUploading}
          />
          <InviteField label="Contact (optional)" hint="An e-mail or phone number in case the athlete's family has a question. It is not published.">
            {(id, d) => <input id={id} aria-describedby={d} value={form.contact} onChange={(e) => set('contact', e.target.value)} maxLength={300} />}
          </InviteField>
          <label className="check invite-consent">
            <input type="checkbox" checked={form.consent} onChange={(e) => set('consent', e.target.checked)} />
            <span>I agree my answers and photo may be used on this public website.</span>
          </label>
        </section>

        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div className="row-actions" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <span className="muted small" aria-live="polite">
            {uploading ? 'Uploading your photo…' : problems.length ? `Before sending: ${problems.join(' ')}` : 'Ready to send.'}
          </span>
          <button type="submit" className="btn btn--primary" disabled={disabled}>
            {busy ? 'Sending…' : 'Submit my note'}
          </button>
        </div>
      </form>
    </main>
  );
}
