import { ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { Field, useNotice, type Notice } from '../admin/kit';
import { useEditorForm, useEditorList } from '../admin/list-editor';
import { fetchAdminProfile, saveProfile, type AdminProfile } from './profile-admin.api';
import { pathOfField, profileFormErrors, profileFormToBody, profileToForm, type ProfileForm } from './profile-form';

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
    invalidNotice: (e) => `Save failed: ${Object.values(e).find(Boolean) ?? 'check the fields marked in red.'}`,
    save: async (form) => asItem(await saveProfile(profileFormToBody(form))),
    afterSave: 'keep',
    invalidates: ['profile'],
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
    <form onSubmit={editor.submit} noValidate aria-label="Athlete profile">
      <section className="panel form-grid" aria-labelledby="profile-school">
        <h2 className="form-grid__title" id="profile-school">
          School and events
        </h2>
        {input('graduationYear', 'Graduation year', 'e.g. 2027', { inputMode: 'numeric', autoComplete: 'off' })}
        {input('highSchool', 'High school')}
        {input('city', 'City')}
        {input('state', 'State or region', 'e.g. OR')}
        <Field label="Events" hint="One per line, e.g. 5K XC" error={err('events')}>
          <textarea rows={3} {...text('events')} />
        </Field>
        {input('intendedMajor', 'Intended major')}
        {input('ncaaId', 'NCAA Eligibility Center ID', 'The 10-digit number from eligibilitycenter.org', { inputMode: 'numeric', autoComplete: 'off' })}
      </section>

      <section className="panel form-grid" aria-labelledby="profile-body">
        <h2 className="form-grid__title" id="profile-body">
          Height and weight
        </h2>
        {input('height', 'Height', 'e.g. 5\'10" (178 cm)')}
        {input('weight', 'Weight', 'Private unless switched on below')}
        <Switch checked={form.showWeight} onChange={(v) => set('showWeight', v)} label="Show weight on the site and the résumé" hint="Off by default: many athletes prefer not to publish it." />
      </section>

      <section className="panel form-grid" aria-labelledby="profile-academics">
        <h2 className="form-grid__title" id="profile-academics">
          Academics
        </h2>
        {input('gpa', 'GPA', 'e.g. 3.7 (unweighted)')}
        {input('testScores', 'Test scores', 'e.g. SAT 1340')}
        <Switch checked={form.showAcademics} onChange={(v) => set('showAcademics', v)} label="Show GPA and test scores" hint="Off by default. When on, they appear on the profile card and in the résumé's Academics box." />
      </section>

      <section className="panel form-grid" aria-labelledby="profile-recruit">
        <h2 className="form-grid__title" id="profile-recruit">
          Contact for recruiters
        </h2>
        <p className="muted form-grid__note">A parent or the athlete. Kept private unless switched on: this is a minor&apos;s site, so publish only what the family agrees to.</p>
        <Field label="Who" error={err('recruitRole')}>
          <select {...text('recruitRole')}>
            <option value="">Not set</option>
            <option value="parent">Parent</option>
            <option value="athlete">Athlete</option>
          </select>
        </Field>
        {input('recruitName', 'Name', undefined, { autoComplete: 'off' })}
        {input('recruitEmail', 'E-mail', undefined, { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {input('recruitPhone', 'Phone', 'Digits, spaces, + ( ) - only', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        <Switch checked={form.showRecruitContact} onChange={(v) => set('showRecruitContact', v)} label="Show this contact on the site and the résumé" hint="Off by default." />
        <Switch checked={form.contactFormEnabled} onChange={(v) => set('contactFormEnabled', v)} label="Open the contact form" hint="Visitors can send a message to the Inbox; it shows no address." />
      </section>

      <section className="panel form-grid" aria-labelledby="profile-coach">
        <h2 className="form-grid__title" id="profile-coach">
          Coach&apos;s contact
        </h2>
        {input('coachName', 'Coach name', undefined, { autoComplete: 'off' })}
        {input('coachEmail', 'Coach e-mail', undefined, { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {input('coachPhone', 'Coach phone', undefined, { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
        <Switch checked={form.showCoachContact} onChange={(v) => set('showCoachContact', v)} label="Show the coach's contact" hint="Only with the coach's agreement." />
      </section>

      <div className="sticky-actions sticky-actions--split">
        <a className="btn btn--small btn--ghost" href="/resume" target="_blank" rel="noopener">
          Open the résumé ↗
        </a>
        <button type="submit" className="btn btn--primary" disabled={editor.saving}>
          {editor.saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** `/admin/profile`: the athlete profile facts recruiters read first, each optional, with its publish switches. */
export function ProfileAdminPage() {
  usePageMeta('Athlete profile · Admin');
  const [notice, notify] = useNotice();
  const { items, loadError, reload } = useEditorList<ProfileItem>({ load: async () => [asItem(await fetchAdminProfile())], loadFailed: 'Failed to load the profile: ...' });
  const profile = items?.[0];
  return (
    <>
      <h1>Athlete profile</h1>
      <p className="page-lead">What a college coach reads first: shown as the Athlete profile card on the home page and on the one-page résumé. Every fact is optional; an empty one is not shown.</p>
      {notice}
      {profile ? <ProfileEditor profile={profile} notify={notify} /> : loadError ? <ErrorState message={loadError} onRetry={reload} retryLabel="Retry" /> : <Loading height={300} label="Loading the profile…" />}
    </>
  );
}
