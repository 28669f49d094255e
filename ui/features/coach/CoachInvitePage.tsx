import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Field } from '../../components/Field';
import { ErrorNotice, ErrorState, Loading } from '../../components/states';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { ensureAdminStyles } from '../../admin-kit/admin-styles';
import { ensureStyles } from '../../lib/styles';
import inviteCss from './coach-invite.css' with { type: 'text' };
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { fetchInvite, inviteUploadPath, submitInvite } from './coach-invite.api';
import { COACH_QUESTIONS, closedInvitePage, emptyInviteForm, inviteFormProblems, inviteFormToBody, inviteLoadError, INVITE_MESSAGES, type InviteForm } from './invite-form';
import { t } from './coach-invite.messages';
import type { PageProps } from '../feature';

ensureAdminStyles();
ensureStyles('coach-invite-styles', inviteCss);

/** How long the thank-you stays before the visitor is sent home. */
const REDIRECT_MS = 3000;

// The error and closed states keep what the server said; their texts are composed at render, in the current language.
type State = { status: 'loading' } | { status: 'error'; httpStatus: number; serverMessage?: string } | { status: 'closed'; code: string; message: string } | { status: 'valid'; coachName: string } | { status: 'sent' };

/** `/coach/invite/{token}`: the coach's form, reached through a private link; the note awaits review. */
export default function CoachInvitePage(props: PageProps) {
  const token = props.params.token ?? '';
  useSignals();
  usePageMeta(t('page.title'));
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
    fetchInvite(token).then(
      (r) => {
        if (!alive) return;
        if (r?.coachName) {
          setState({ status: 'valid', coachName: r.coachName });
          setForm(emptyInviteForm(r.coachName));
        } else setState({ status: 'error', httpStatus: 0 });
      },
      (err: unknown) => {
        if (!alive) return;
        const status = err instanceof ApiError ? err.status : 0;
        if (err instanceof ApiError && err.code && closedInvitePage(err.code)) return setState({ status: 'closed', code: err.code, message: err.message });
        setState({ status: 'error', httpStatus: status, serverMessage: err instanceof ApiError && err.status !== 0 ? err.message : undefined });
      },
    );
    return () => {
      alive = false;
    };
  }, [token]);

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
      await submitInvite(token, inviteFormToBody(form));
      setState({ status: 'sent' });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? t('submitFailedWith', { message: err.message }) : INVITE_MESSAGES.submitFailed);
    } finally {
      setBusy(false);
    }
  };

  if (state.status === 'loading') {
    return (
      <main id="main" className="page page--narrow invite">
        <Loading height={320} label={t('checking')} />
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main id="main" className="page page--narrow invite">
        <header className="page__head">
          <h1>{t('page.title')}</h1>
        </header>
        <ErrorState message={inviteLoadError(state.httpStatus, state.serverMessage)} />
        <p className="muted" style={{ marginTop: 16 }}>
          {t('askNewLink')}
        </p>
      </main>
    );
  }
  if (state.status === 'closed') {
    const closed = closedInvitePage(state.code);
    return (
      <main id="main" className="page page--narrow invite">
        <header className="page__head">
          <h1>{closed?.title}</h1>
        </header>
        <p className={`notice notice--${closed?.thanks ? 'ok' : 'error'}`} role="status">
          {state.message}
        </p>
        <p style={{ marginTop: 16 }}>
          <a className="btn" href="/">
            {t('visitSite')}
          </a>
        </p>
      </main>
    );
  }
  if (state.status === 'sent') {
    return (
      <main id="main" className="page page--narrow invite">
        <header className="page__head">
          <h1>{t('sent.title')}</h1>
        </header>
        <p className="notice notice--ok" role="status">
          {INVITE_MESSAGES.thanks}
        </p>
        <p className="muted">{t('sent.redirect')}</p>
      </main>
    );
  }

  const disabled = busy || uploading || problems.length > 0;
  return (
    <main id="main" className="page page--narrow invite">
      <header className="page__head">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('hello', { name: state.coachName })}</h1>
        <p className="muted">{t('intro', { athlete })}</p>
      </header>
      <form className="invite-form" onSubmit={submit} noValidate aria-label={t('formLabel')}>
        <section className="panel" aria-labelledby="invite-you">
          <h2 id="invite-you">{t('aboutYou')}</h2>
          <Field label={t('author.label')} hint={t('author.hint')}>
            <input value={form.author} onChange={(e) => set('author', e.target.value)} autoComplete="name" maxLength={120} />
          </Field>
          <Field label={t('headline.label')} hint={t('headline.hint', { athlete })}>
            <textarea rows={3} value={form.headline} onChange={(e) => set('headline', e.target.value)} maxLength={600} />
          </Field>
          <Field label={t('aboutYou')} hint={t('about.hint')}>
            <textarea rows={3} value={form.about} onChange={(e) => set('about', e.target.value)} maxLength={4000} />
          </Field>
        </section>

        <section className="panel" aria-labelledby="invite-questions">
          <h2 id="invite-questions">{t('questions')}</h2>
          {/* The question itself is the field's label: a coach reads what is asked, not a one-word title. */}
          {COACH_QUESTIONS.map(([key, , question]) => (
            <Field key={key} label={question}>
              <textarea rows={3} value={form[key]} onChange={(e) => set(key, e.target.value)} maxLength={4000} />
            </Field>
          ))}
        </section>

        <section className="panel" aria-labelledby="invite-photo">
          <h2 id="invite-photo">{t('yourPhoto')}</h2>
          <ImageUpload
            label={t('photo.label')}
            value={form.photoUrl}
            onChange={(url) => set('photoUrl', url)}
            endpoint={inviteUploadPath(token)}
            requireToken={false}
            hint={t('photo.hint')}
            onBusyChange={setUploading}
            portrait
          />
          <Field label={t('contact.label')} hint={t('contact.hint')}>
            <input value={form.contact} onChange={(e) => set('contact', e.target.value)} maxLength={300} />
          </Field>
          <label className="check invite-consent">
            <input type="checkbox" checked={form.consent} onChange={(e) => set('consent', e.target.checked)} />
            <span>{t('consent')}</span>
          </label>
        </section>

        <ErrorNotice message={error} />
        <div className="row-actions" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <span className="muted small" aria-live="polite">
            {uploading ? t('uploading') : problems.length ? t('beforeSending', { problems: problems.join(' ') }) : t('ready')}
          </span>
          <button type="submit" className="btn btn--primary" disabled={disabled}>
            {busy ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
    </main>
  );
}
