import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COLLEGE_STAGES } from '../../../src/features/colleges/colleges.schema';
import { failureText, issuesByField } from '../../admin-kit/form-errors';
import { Field } from '../../admin-kit/kit';
import { collegeFormErrors, collegeFormToBody, collegeToForm, emptyCollegeForm, type CoachForm, type CollegeForm as Form } from './college-form';
import { createCollege, fetchCollegeLinks, updateCollege, type AdminCollege, type AdminLink } from './colleges.api';
import { t } from './colleges-admin.messages';
import { ErrorNotice } from '../../components/states';

/** The names of the fields with an error, for the summary next to the button. */
function fieldNames(errors: Record<string, string>): string {
  const names = Object.keys(errors).map((path) => (path.startsWith('coaches.') ? t('form.coaches') : t(`form.${path}` as Parameters<typeof t>[0])));
  return [...new Set(names)].join(', ');
}

/**
 * A program's details: add one (no `college`) or edit one. The button stays enabled: pressing it
 * with something missing shows each problem beside its field and a summary beside the button,
 * and moves focus to the first wrong field. Enter in a field submits.
 */
export function CollegeForm(props: { college?: AdminCollege; onSaved: (c: AdminCollege) => void; onCancel?: () => void }) {
  const [form, setForm] = useState<Form>(() => (props.college ? collegeToForm(props.college) : emptyCollegeForm()));
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [links, setLinks] = useState<AdminLink[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = shown ? { ...collegeFormErrors(form), ...serverErrors } : {};
  const editing = props.college !== undefined;

  useEffect(() => {
    fetchCollegeLinks().then(setLinks, () => setLinks([]));
  }, []);
  useEffect(() => {
    if (!editing) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [editing]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors({});
  };
  const setCoach = (i: number, patch: Partial<CoachForm>) => set('coaches', form.coaches.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const text = (key: 'name' | 'division' | 'conference' | 'nextStep' | 'nextStepDate' | 'notes') => ({ value: form[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setFailure(null);
    const wrong = collegeFormErrors(form);
    if (Object.keys(wrong).length) {
      // The first wrong field gets the focus, so a keyboard or a screen reader lands on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const body = collegeFormToBody(form);
      // A program's stage is moved from its page's header: the details form leaves it as it is.
      const saved = props.college ? await updateCollege(props.college.id, { ...body, stage: undefined }) : await createCollege(body);
      setShown(false);
      props.onSaved(saved);
    } catch (err) {
      setServerErrors(issuesByField(err));
      setFailure(failureText(t('form.saveFailed'), err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="panel form-grid college-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="college-form-title">
      <h2 id="college-form-title" className="form-grid__title">{editing ? t('form.edit') : t('form.new')}</h2>
        <Field label={t('form.name')} error={errors.name}>
          <input {...text('name')} maxLength={120} placeholder={t('form.namePlaceholder')} />
        </Field>
        {/* A program's page moves its stage from its header; a new one starts where the family says. */}
        {!editing && (
          <Field label={t('form.stage')} error={errors.stage}>
            <select value={form.stage} onChange={(e) => set('stage', e.target.value as Form['stage'])}>
              {COLLEGE_STAGES.map((s) => (
                <option key={s} value={s}>
                  {t(`stage.${s}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label={t('form.division')} error={errors.division}>
          <input {...text('division')} maxLength={40} placeholder={t('form.divisionPlaceholder')} />
        </Field>
        <Field label={t('form.conference')} error={errors.conference}>
          <input {...text('conference')} maxLength={80} />
        </Field>
        <Field label={t('form.nextStep')} error={errors.nextStep}>
          <input {...text('nextStep')} maxLength={200} placeholder={t('form.nextStepPlaceholder')} />
        </Field>
        <Field label={t('form.nextStepDate')} error={errors.nextStepDate}>
          <input type="date" {...text('nextStepDate')} />
        </Field>
        <Field label={t('form.link')} error={errors.linkId} hint={t('form.linkHint')}>
          <select value={form.linkId} onChange={(e) => set('linkId', e.target.value)}>
            <option value="">{t('form.linkNone')}</option>
            {links.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.label} ({l.code})
              </option>
            ))}
          </select>
        </Field>
      <fieldset className="coach-rows form-grid__full">
        <legend>{t('form.coaches')}</legend>
        <p className="muted small">{t('form.coachesHint')}</p>
        {form.coaches.map((c, i) => (
          <div className="coach-row" key={i}>
            <Field label={t('form.coachName')} error={errors[`coaches.${i}.name`]}>
              <input value={c.name} maxLength={120} onChange={(e) => setCoach(i, { name: e.target.value })} />
            </Field>
            <Field label={t('form.coachEmail')} error={errors[`coaches.${i}.email`]}>
              <input type="email" value={c.email} maxLength={254} autoCapitalize="none" spellCheck={false} onChange={(e) => setCoach(i, { email: e.target.value })} />
            </Field>
            <Field label={t('form.coachRole')} error={errors[`coaches.${i}.role`]}>
              <input value={c.role} maxLength={80} placeholder={t('form.coachRolePlaceholder')} onChange={(e) => setCoach(i, { role: e.target.value })} />
            </Field>
            <button type="button" className="btn btn--small btn--ghost coach-row__remove" onClick={() => set('coaches', form.coaches.filter((_, j) => j !== i))}>
              {t('form.coachRemove', { name: c.name || c.email || String(i + 1) })}
            </button>
          </div>
        ))}
        {form.coaches.length < 10 && (
          <button type="button" className="btn btn--small" onClick={() => set('coaches', [...form.coaches, { name: '', email: '', role: '' }])}>
            {t('form.coachAdd')}
          </button>
        )}
      </fieldset>
      <Field label={t('form.notes')} wide error={errors.notes}>
        <textarea rows={4} {...text('notes')} maxLength={5000} />
      </Field>
      <div className="form-grid__actions college-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {editing ? t('form.save') : t('form.create')}
        </button>
        {props.onCancel && (
          <button type="button" className="btn btn--ghost" onClick={props.onCancel}>
            {t('form.cancel')}
          </button>
        )}
        {Object.keys(errors).length > 0 && (
          <p className="college-form__missing" role="alert">
            {t('form.missing', { fields: fieldNames(errors) })}
          </p>
        )}
        <ErrorNotice message={failure} />
      </div>
    </form>
  );
}
