import { formatDate, usePageMeta } from '../../lib/page';
import { EditorForm, EditorList, Field } from '../../admin-kit/kit';
import { useListEditor } from '../../admin-kit/list-editor';
import { createUpcoming, deleteUpcoming, fetchAdminUpcoming, updateUpcoming, type AdminUpcomingRace } from './upcoming-admin.api';
import { emptyUpcomingForm, upcomingFormError, upcomingFormToInput, upcomingToForm, type UpcomingForm } from './upcoming-form';
import { t } from './upcoming-admin.messages';

/** "Sat, May 2, 2026, 9:30 AM" (in French "sam. 2 mai 2026, 09:30"): the admin's local time, in the admin's language. */
const when = (iso: string) =>
  formatDate(iso, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', time: true });

/** `/admin/upcoming`: add, edit and delete the next races (the home page counts down to them). */
export function UpcomingAdminPage() {
  usePageMeta(t('meta'));
  const editor = useListEditor<AdminUpcomingRace, UpcomingForm>({
    screen: 'upcoming',
    load: fetchAdminUpcoming,
    emptyForm: emptyUpcomingForm,
    toForm: upcomingToForm,
    // One message for the whole form, shown under it once a submit was tried.
    validate: (f) => ({ form: upcomingFormError(f) }),
    save: (form, race) => (race ? updateUpcoming(race.id, upcomingFormToInput(form)) : createUpcoming(upcomingFormToInput(form))),
    remove: (race) => deleteUpcoming(race.id),
    confirmDelete: (race) => t('confirmDelete', { title: race.title }),
    invalidates: ['upcoming'],
  });
  const { text } = editor;
  const formError = editor.attempted ? editor.errors.form : undefined;

  const now = Date.now();
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {editor.notice}
      <EditorForm editor={editor} noun="upcoming race" titles={{ create: t('formNew'), edit: t('formEdit') }} createLabel={t('create')} saveLabel={t('update')}>
        <Field label={t('field.title')}>
          <input {...text('title')} placeholder={t('field.titlePlaceholder')} />
        </Field>
        <Field label={t('field.date')}>
          <input type="date" {...text('date')} />
        </Field>
        <Field label={t('field.time')}>
          <input type="time" {...text('time')} />
        </Field>
        <Field label={t('field.location')}>
          <input {...text('location')} />
        </Field>
        {formError && (
          <p className="notice notice--error form-grid__full" role="alert">
            {formError}
          </p>
        )}
      </EditorForm>

      <h2>{t('list.title')}</h2>
      <EditorList editor={editor} empty={t('list.empty')} name={(r) => r.title}>
        {(r) => (
          <div>
            <strong>{r.title}</strong> {Date.parse(r.eventAt) < now && <span className="pill">{t('list.past')}</span>}
            <div className="muted small">
              {when(r.eventAt)} · {r.location}
            </div>
          </div>
        )}
      </EditorList>
      {editor.confirmNode}
    </>
  );
}
