import { ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { t as tAdmin } from '../../admin-kit/admin-kit.messages';
import { Field, FormSummary, useNotice, type Notice } from '../../admin-kit/kit';
import { useEditorForm, useEditorList } from '../../admin-kit/list-editor';
import { fetchAdminProfile, saveProfile, type AdminProfile } from './profile-admin.api';
import { pathOfField, profileFormErrors, profileFormToBody, profileToForm, type ProfileForm } from './profile-form';
import { t } from './profile-admin.messages';

/** The profile as the editor hooks hold it: one item, always id 1. */
type ProfileItem = AdminProfile & { id: number };

const asItem = (p: AdminProfile): ProfileItem => ({ ...p, id: 1 });

/** A publish switch with what it does spelled out (each one explicit, never implied by a filled-in field). */
function Switch(props: { checked: boolean; onChange: (v: boolean) => void; label: string; hint: string }) {
  return (
    <div className="form-grid__full profile-switch">
      <label className="check">
        <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} /> {props.label}
      </label>
      <span className="field__hint">{props.hint}</span>
    </div>
  );
}

/** The form: every fact optional, the private ones behind their switches. */
function ProfileEditor(props: { profile: ProfileItem; notify: (n: Notice | null) => void }) {
  const editor = useEditorForm<ProfileItem, ProfileForm>({
    screen: 'profile',
    initial: props.profile,
    emptyForm: () => profileToForm(props.profile),
    toForm: profileToForm,
    validate: profileFormErrors,
    invalidNotice: (e) => t('saveFailed', { reason: Object.values(e).find(Boolean) ?? t('checkFields') }),
    save: async (form) => asItem(await saveProfile(profileFormToBody(form))),
    afterSave: 'keep',
    invalidates: ['profile', 'contact'],
    notify: props.notify,
  });
  const { form, setField: set, text } = editor;
  const err = (k: keyof ProfileForm & string) => editor.fieldError(k) ?? editor.serverError(pathOfField(k));
  const input = (k: Exclude<keyof ProfileForm, `show${string}` | 'contactFormEnabled' | 'recruitRole'>, label: string, hint?: string, extra: Record<string, string> = {}) => (
    <Field label={label} hint={hint} error={err(k)}>
      <input {...text(k)} {...extra} />
    </Field>
  );

  return (
    <form onSubmit={editor.submit} noValidate aria-label={t('form')}>
      <section className="panel form-grid" aria-labelledby="profile-school">
        <h2 className="form-grid__title" id="profile-school">
          {t('school.title')}
        </h2>
        {input('graduationYear', t('graduationYear'), t('graduationYearHint'), { inputMode: 'numeric', autoComplete: 'off' })}
        {input('highSchool', t('highSchool'))}
        {input('city', t('city'))}
        {input('state', t('state'), t('stateHint'))}
        <Field label={t('events')} hint={t('eventsHint')} error={err('events')}>
          <textarea rows={3} {...text('events')} />
        </Field>
        {input('intendedMajor', t('intendedMajor'))}
        {input('ncaaId', t('ncaaId'), t('ncaaIdHint'), { inputMode: 'numeric', autoComplete: 'off' })}
      </section>

      <section className="panel form-grid" aria-labelledby="profile-body">
        <h2 className="form-grid__title" id="profile-body">
          {t('body.title')}
        </h2>
        {input('height', t('height'), t('heightHint'))}
        {input('weight', t('weight'), t('weightHint'))}
        <Switch checked={form.showWeight} onChange={(v) => set('showWeight', v)} label={t('showWeight')} hint={t('showWeightHint')} />
      </section>

      <section className="panel form-grid" aria-labelledby="profile-academics">
        <h2 className="form-grid__title" id="profile-academics">
          {t('academics.title')}
        </h2>
        {input('gpa', t('gpa'), t('gpaHint'))}
        {input('testScores', t('testScores'), t('testScoresHint'))}
        <Switch checked={form.showAcademics} onChange={(v) => set('showAcademics', v)} label={t('showAcademics')} hint={t('showAcademicsHint')} />
      </section>

      <section className="panel form-grid" aria-labelledby="profile-recruit">
        <h2 className="form-grid__title" id="profile-recruit">
          {t('recruit.title')}
        </h2>
        <p className="muted form-grid__note">{t('recruit.note')}</p>
        <Field label={t('recruit.role')} error={err('recruitRole')}>
          <select {...text('recruitRole')}>
            <option value="">{t('recruit.notSet')}</option>
            <option value="parent">{t('recruit.parent')}</option>
            <option value="athlete">{t('recruit.athlete')}</option>
          </select>
        </Field>
        {input('recruitName', t('recruit.name'), undefined, { autoComplete: 'off' })}
        {input('recruitEmail', t('recruit.email'), undefined, { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {input('recruitPhone', t('recruit.phone'), t('recruit.phoneHint'), { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        <Switch checked={form.showRecruitContact} onChange={(v) => set('showRecruitContact', v)} label={t('showRecruit')} hint={t('showRecruitHint')} />
        <Switch checked={form.contactFormEnabled} onChange={(v) => set('contactFormEnabled', v)} label={t('contactForm')} hint={t('contactFormHint')} />
      </section>

      <section className="panel form-grid" aria-labelledby="profile-coach">
        <h2 className="form-grid__title" id="profile-coach">
          {t('coach.title')}
        </h2>
        {input('coachName', t('coach.name'), undefined, { autoComplete: 'off' })}
        {input('coachEmail', t('coach.email'), undefined, { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {input('coachPhone', t('coach.phone'), undefined, { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        <Switch checked={form.showCoachContact} onChange={(v) => set('showCoachContact', v)} label={t('showCoach')} hint={t('showCoachHint')} />
      </section>

      <div className="sticky-actions sticky-actions--split">
        <a className="btn btn--small btn--ghost" href="/resume" target="_blank" rel="noopener">
          {t('openResume')}
        </a>
        <FormSummary tries={editor.tries} />
        <button type="submit" className="btn btn--primary" disabled={editor.saving}>
          {editor.saving ? tAdmin('action.saving') : tAdmin('action.save')}
        </button>
      </div>
    </form>
  );
}

/** `/admin/profile`: the athlete profile facts recruiters read first, each optional, with its publish switches. */
export function ProfileAdminPage() {
  usePageMeta(t('meta'));
  const [notice, notify] = useNotice();
  const { items, loadError, reload } = useEditorList<ProfileItem>({ load: async () => [asItem(await fetchAdminProfile())], loadFailed: t('loadFailed') });
  const profile = items?.[0];
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {notice}
      {profile ? <ProfileEditor profile={profile} notify={notify} /> : loadError ? <ErrorState message={loadError} onRetry={reload} retryLabel={tAdmin('action.retry')} /> : <Loading height={300} label={t('loading')} />}
    </>
  );
}
