import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { settings } from '../../lib/settings';
import { failureText, issuesByField } from '../../admin-kit/form-errors';
import { TRAINING_ARTICLE_POLICY } from '../../../src/shared/html-policy';
import { ArticleEditor } from '../../admin-kit/ArticleEditor';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { draftKey, readDraft, useKeepDraft } from '../../admin-kit/form-draft';
import { copyText, Field, useConfirm, useNotice } from '../../admin-kit/kit';
import { fetchAdminTraining, resetTraining, saveTraining } from './training-admin.api';
import { t } from './training-admin.messages';
import { trainingYears } from './training-content';
import { buildTrainingPrompt, countWords, guidedBlocks, stepOfField, trainingFormErrors, trainingFormToBody, trainingToForm, VOLUME_FIELDS, type TrainingForm, fieldOfIssue } from './training-form';

/** The wizard's steps (their names are looked up when shown). */
const STEPS = [1, 2, 3] as const;

/** The prompt generator: text to copy into a writing assistant, then paste the answer as the article. */
function PromptDialog(props: { form: TrainingForm; onClose: () => void }) {
  useSignals();
  const prompt = useMemo(() => buildTrainingPrompt(props.form, settings.value.heroTitle === 'Athlete.Site' ? '' : settings.value.heroTitle), [props.form]);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const copy = async () => {
    const ok = await copyText(prompt);
    setStatus(ok ? { ok, text: t('dialog.copied') } : { ok, text: t('dialog.copyFailed') });
  };
  return (
    <Modal title={t('dialog.title')} onClose={props.onClose} wide>
      <h2>{t('dialog.title')}</h2>
      <p className="muted">{t('dialog.intro')}</p>
      <textarea className="mono" readOnly rows={16} value={prompt} aria-label={t('dialog.text')} onFocus={(e) => e.currentTarget.select()} style={{ fontSize: '0.85rem' }} />
      {status && (
        <p className={`notice notice--${status.ok ? 'ok' : 'error'}`} role={status.ok ? 'status' : 'alert'} style={{ marginTop: 12 }}>
          {status.text}
        </p>
      )}
      <div className="row-actions" style={{ marginTop: 12 }}>
        <button type="button" className="btn btn--ghost" onClick={props.onClose}>
          {t('dialog.done')}
        </button>
        <button type="button" className="btn btn--primary" onClick={copy} data-autofocus>
          {t('dialog.copy')}
        </button>
      </div>
    </Modal>
  );
}

/** Where the training form's unsaved answers are kept (per tenant). */
const DRAFT_KEY = () => draftKey('training-profile', 'new');

// Not a list: one wizard over the site's one training profile, so it keeps its own load, draft and
// save rather than the list editor (whose form creates and edits the items of a list).

/** `/admin/training-profile`: the 3-step wizard (free navigation), the prompt generator, Save and Reset. */
export function TrainingProfileAdminPage() {
  usePageMeta(t('meta.title'));
  const [form, setForm] = useState<TrainingForm | null>(null);
  // The profile as last loaded or saved: the form's draft is kept while the two differ.
  const [saved, setSaved] = useState<TrainingForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const [uploads, setUploads] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [prompt, setPrompt] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  useKeepDraft(DRAFT_KEY(), form, saved);

  const load = async () => {
    setLoadError(null);
    try {
      const f = trainingToForm(await fetchAdminTraining());
      setSaved(f);
      const draft = readDraft(DRAFT_KEY(), f);
      setForm(draft ?? f);
      if (draft && JSON.stringify(draft) !== JSON.stringify(f)) notify({ kind: 'ok', text: t('notice.restored') });
    } catch (err) {
      setLoadError(t('notice.loadFailed', { reason: errorMessage(err) }));
    }
  };
  useEffect(() => {
    void load();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; load uses only state setters and the stable notify
  }, []);

  if (!form) {
    return (
      <>
        <h1>{t('page.title')}</h1>
        {loadError ? <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} /> : <Loading height={300} />}
      </>
    );
  }

  const errors = trainingFormErrors(form);
  const set = <K extends keyof TrainingForm>(k: K, v: TrainingForm[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));
  const err = (k: string) => (errors as Record<string, string | undefined>)[k] ?? (serverErrors[k] || undefined);
  const uploadBusy = (b: boolean) => setUploads((n) => n + (b ? 1 : -1));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || uploads > 0) return;
    const first = Object.keys(errors)[0];
    if (first) {
      setStep(stepOfField(first));
      notify({ kind: 'error', text: t('notice.invalid', { reason: String(Object.values(errors)[0]) }) });
      return;
    }
    setBusy('save');
    try {
      const answer = trainingToForm(await saveTraining(trainingFormToBody(form)));
      setForm(answer);
      setSaved(answer);
      setServerErrors({});
      invalidate('training');
      notify({ kind: 'ok', text: t('notice.saved') });
    } catch (error) {
      const issues = issuesByField(error);
      setServerErrors(Object.fromEntries(Object.entries(issues).map(([k, v]) => [fieldOfIssue(k), v])));
      const firstIssue = Object.keys(issues)[0];
      if (firstIssue) setStep(stepOfField(firstIssue));
      notify({ kind: 'error', text: failureText(t('notice.saveFailed'), error) });
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    if (!(await confirm(t('confirm.reset'), t('action.reset')))) return;
    setBusy('reset');
    try {
      const fresh = trainingToForm(await resetTraining());
      setForm(fresh);
      setSaved(fresh);
      setServerErrors({});
      invalidate('training');
      notify({ kind: 'ok', text: t('notice.reset') });
    } catch (error) {
      notify({ kind: 'error', text: failureText(t('notice.resetFailed'), error) });
    } finally {
      setBusy(null);
    }
  };

  const words = countWords(form.articleHtml);
  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      <nav aria-label={t('steps.label')}>
        <ol className="steps" role="list">
          {STEPS.map((n) => (
            <li key={n}>
              <button type="button" aria-current={step === n ? 'step' : undefined} onClick={() => setStep(n)}>
                <span className="steps__num">{t('steps.step', { n })}</span>
                <span className="steps__label">{t(`step.${n}`)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <form onSubmit={submit} noValidate aria-label={t('page.title')}>
        {step === 1 && (
          <section className="panel form-grid" aria-labelledby="step-1">
            <h2 className="form-grid__title" id="step-1">
              {t('step.1')}
            </h2>
            <Field label={t('field.weekly')} hint={settings.value.distanceUnit === 'mi' ? t('field.weeklyHintMi') : t('field.weeklyHintKm')} error={err('weeklyMileage')}>
              <input value={form.weeklyMileage} onChange={(e) => set('weeklyMileage', e.target.value)} />
            </Field>
            <Field label={t('field.runs')} hint={t('field.runsHint')} error={err('runsPerWeek')}>
              <input value={form.runsPerWeek} onChange={(e) => set('runsPerWeek', e.target.value)} />
            </Field>
            <Field label={t('field.strength')} hint={t('field.strengthHint')} error={err('strengthWork')}>
              <input value={form.strengthWork} onChange={(e) => set('strengthWork', e.target.value)} />
            </Field>
            <Field label={t('field.cycling')} error={err('cycling')}>
              <input value={form.cycling} onChange={(e) => set('cycling', e.target.value)} />
            </Field>
            {VOLUME_FIELDS.map((k, i) => (
              <Field key={k} label={t(settings.value.distanceUnit === 'mi' ? 'field.volumeMi' : 'field.volumeKm', { year: String(trainingYears()[i]) })} hint={i === VOLUME_FIELDS.length - 1 ? t('field.volumeToDate') : t('field.volumeWhole')} error={err(k)}>
                <input value={form[k]} inputMode="decimal" onChange={(e) => set(k, e.target.value)} />
              </Field>
            ))}
          </section>
        )}

        {step === 2 && (
          <section className="panel form-grid" aria-labelledby="step-2">
            <h2 className="form-grid__title" id="step-2">
              {t('step.2')}
            </h2>
            <p className="muted form-grid__note">{t('story.note')}</p>
            {guidedBlocks().map(([key, title, question]) => (
              <Field key={key} label={title} hint={question} wide error={err(key)}>
                <textarea rows={key === 'longestRun' ? 2 : 3} value={form[key]} onChange={(e) => set(key, e.target.value)} />
              </Field>
            ))}
          </section>
        )}

        {step === 3 && (
          <>
            <section className="panel" aria-labelledby="step-3-media">
              <h2 id="step-3-media">{t('media.title')}</h2>
              <div className="form-grid">
                <div className="form-grid__full">
                  <ImageUpload label={t('media.hero')} value={form.heroImageUrl} onChange={(url) => set('heroImageUrl', url)} removable onBusyChange={uploadBusy} error={err('heroImageUrl')} />
                </div>
                <div className="form-grid__full">
                  <span className="field__label">{t('media.gallery')}</span>
                  <div className="slot-grid" style={{ marginTop: 6 }}>
                    {form.gallery.map((g, i) => (
                      <ImageUpload
                        key={i}
                        compact
                        label={t('media.galleryImage', { n: i + 1 })}
                        value={g}
                        removable
                        onBusyChange={uploadBusy}
                        onChange={(url) => setForm((f) => (f ? { ...f, gallery: f.gallery.map((x, k) => (k === i ? url : x)) } : f))}
                      />
                    ))}
                  </div>
                  {err('gallery') && <span className="field__error">{err('gallery')}</span>}
                </div>
              </div>
            </section>
            <section className="panel form-grid" aria-labelledby="step-3-side">
              <h2 className="form-grid__title" id="step-3-side">
                {t('side.title')}
              </h2>
              <div className="form-grid__full">
                <ImageUpload label={t('side.image')} value={form.sideImageUrl} onChange={(url) => set('sideImageUrl', url)} removable onBusyChange={uploadBusy} error={err('sideImageUrl')} />
              </div>
              <Field label={t('side.tag', { n: 1 })} error={err('sideTag1')}>
                <input value={form.sideTag1} onChange={(e) => set('sideTag1', e.target.value)} maxLength={40} />
              </Field>
              <Field label={t('side.tag', { n: 2 })} error={err('sideTag2')}>
                <input value={form.sideTag2} onChange={(e) => set('sideTag2', e.target.value)} maxLength={40} />
              </Field>
              <Field label={t('side.tag', { n: 3 })} error={err('sideTag3')}>
                <input value={form.sideTag3} onChange={(e) => set('sideTag3', e.target.value)} maxLength={40} />
              </Field>
              <Field label={t('side.heading')} error={err('sideTitle')}>
                <input value={form.sideTitle} onChange={(e) => set('sideTitle', e.target.value)} />
              </Field>
              <Field label={t('side.text')} wide error={err('sideText')}>
                <textarea rows={3} value={form.sideText} onChange={(e) => set('sideText', e.target.value)} />
              </Field>
            </section>
            <section className="panel form-grid" aria-labelledby="step-3-article">
              <div className="panel__head form-grid__title">
                <h2 id="step-3-article">{t('article.title')}</h2>
                <button type="button" className="btn btn--small" onClick={() => setPrompt(true)}>
                  {t('article.generate')}
                </button>
              </div>
              <ArticleEditor
                label={t('article.title')}
                policy={TRAINING_ARTICLE_POLICY}
                value={form.articleHtml}
                onChange={(html) => set('articleHtml', html)}
                hint={t(`article.hint.${plural(words)}`, { n: words })}
                error={err('articleHtml')}
              />
            </section>
          </>
        )}

        <div className="sticky-actions sticky-actions--split">
          <div className="row-actions">
            <button type="button" className="btn btn--small btn--ghost" disabled={step === 1} onClick={() => setStep((s) => (s > 1 ? ((s - 1) as 1 | 2) : s))}>
              {t('action.back')}
            </button>
            <button type="button" className="btn btn--small btn--ghost" disabled={step === 3} onClick={() => setStep((s) => (s < 3 ? ((s + 1) as 2 | 3) : s))}>
              {t('action.next')}
            </button>
          </div>
          <div className="row-actions">
            <button type="button" className="btn btn--danger" onClick={reset} disabled={!!busy}>
              {busy === 'reset' ? t('action.resetting') : t('action.reset')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={!!busy || uploads > 0}>
              {busy === 'save' ? t('action.saving') : uploads > 0 ? t('action.uploading') : t('action.save')}
            </button>
          </div>
        </div>
      </form>
      {prompt && <PromptDialog form={form} onClose={() => setPrompt(false)} />}
      {confirmNode}
    </>
  );
}
