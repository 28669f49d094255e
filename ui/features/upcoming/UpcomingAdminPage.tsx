import { usePageMeta } from '../../lib/page';
import { EditorForm, EditorList, Field } from '../admin/kit';
import { useListEditor } from '../admin/list-editor';
import { createUpcoming, deleteUpcoming, fetchAdminUpcoming, updateUpcoming, type AdminUpcomingRace } from './upcoming-admin.api';
import { emptyUpcomingForm, upcomingFormError, upcomingFormToInput, upcomingToForm, type UpcomingForm } from './upcoming-form';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** `/admin/upcoming`: add, edit and delete the next races (the home page counts down to them). */
export function UpcomingAdminPage() {
  usePageMeta('Upcoming races · Admin');
  const editor = useListEditor<AdminUpcomingRace, UpcomingForm>({
    screen: 'upcoming',
    load: fetchAdminUpcoming,
    emptyForm: emptyUpcomingForm,
    toForm: upcomingToForm,
    // One message for the whole form, shown under it once a submit was tried.
    validate: (f) => ({ form: upcomingFormError(f) }),
    save: (form, race) => (race ? updateUpcoming(race.id, upcomingFormToInput(form)) : createUpcoming(upcomingFormToInput(form))),
    remove: (race) => deleteUpcoming(race.id),
    confirmDelete: (race) => `Delete the upcoming race "${race.title}"?`,
    invalidates: ['upcoming'],
  });
  const { text } = editor;
  const formError = editor.attempted ? editor.errors.form : undefined;

  const now = Date.now();
  return (
    <>
      <h1>Upcoming races</h1>
      <p className="page-lead">The home page counts down to the next three. Date and time are in your local time.</p>
      {editor.notice}
      <EditorForm editor={editor} noun="upcoming race" createLabel="Add" saveLabel="Update">
        <Field label="Title">
          <input {...text('title')} placeholder="State XC Championships" />
        </Field>
        <Field label="Date">
          <input type="date" {...text('date')} />
        </Field>
        <Field label="Time">
          <input type="time" {...text('time')} />
        </Field>
        <Field label="Location">
          <input {...text('location')} />
        </Field>
        {formError && (
          <p className="notice notice--error form-grid__full" role="alert">
            {formError}
          </p>
        )}
      </EditorForm>

      <h2>Races</h2>
      <EditorList editor={editor} empty="No upcoming races yet." name={(r) => r.title}>
        {(r) => (
          <div>
            <strong>{r.title}</strong> {Date.parse(r.eventAt) < now && <span className="pill">Past</span>}
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
