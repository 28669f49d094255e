import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { failureText } from '../admin/form-errors';
import { AdminList, Field, FormActions, RowActions, useConfirm, useNotice } from '../admin/kit';
import { createUpcoming, deleteUpcoming, fetchAdminUpcoming, updateUpcoming, type AdminUpcomingRace } from './upcoming-admin.api';
import { emptyUpcomingForm, upcomingFormError, upcomingFormToInput, upcomingToForm, type UpcomingForm } from './upcoming-form';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** `/admin/upcoming`: add, edit and delete the next races (the home page counts down to them). */
export function UpcomingAdminPage() {
  usePageMeta('Upcoming races · Admin');
  const [list, setList] = useState<AdminUpcomingRace[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<UpcomingForm>(emptyUpcomingForm);
  const [editing, setEditing] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const load = async () => {
    setLoadError(null);
    try {
      setList(await fetchAdminUpcoming());
    } catch (err) {
      setLoadError(`Load failed: ${errorMessage(err)}`);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const set = (k: keyof UpcomingForm, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setFormError(null);
  };
  const cancel = () => {
    setForm(emptyUpcomingForm());
    setEditing(null);
    setFormError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = upcomingFormError(form);
    if (problem) {
      setFormError(problem);
      return;
    }
    setBusy(true);
    try {
      const input = upcomingFormToInput(form);
      if (editing) await updateUpcoming(editing, input);
      else await createUpcoming(input);
      invalidate('upcoming');
      notify({ kind: 'ok', text: 'Saved ✅' });
      cancel();
      await load();
    } catch (err) {
      notify({ kind: 'error', text: failureText('Save failed', err) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (r: AdminUpcomingRace) => {
    if (!(await confirm(`Delete the upcoming race "${r.title}"?`))) return;
    try {
      await deleteUpcoming(r.id);
      invalidate('upcoming');
      if (editing === r.id) cancel();
      notify({ kind: 'ok', text: 'Deleted.' });
      await load();
    } catch (err) {
      notify({ kind: 'error', text: failureText('Delete failed', err) });
    }
  };

  const now = Date.now();
  return (
    <>
      <h1>Upcoming races</h1>
      <p className="page-lead">The home page counts down to the next three. Date and time are in your local time.</p>
      {notice}
      <form className="panel form-grid" onSubmit={submit} noValidate aria-label={editing ? 'Edit upcoming race' : 'New upcoming race'}>
        <h2 className="form-grid__title">{editing ? 'Edit upcoming race' : 'New upcoming race'}</h2>
        <Field label="Title">
          <input value={form.title} onChange={(e) => set('title', e.target.value)} placeholder="State XC Championships" />
        </Field>
        <Field label="Date">
          <input type="date" value={form.date} onChange={(e) => set('date', e.target.value)} />
        </Field>
        <Field label="Time">
          <input type="time" value={form.time} onChange={(e) => set('time', e.target.value)} />
        </Field>
        <Field label="Location">
          <input value={form.location} onChange={(e) => set('location', e.target.value)} />
        </Field>
        {formError && (
          <p className="notice notice--error form-grid__full" role="alert">
            {formError}
          </p>
        )}
        <FormActions editing={editing !== null} busy={busy} onCancel={cancel} createLabel="Add" saveLabel="Update" />
      </form>

      <h2>Races</h2>
      <AdminList items={list} loadError={loadError} onRetry={load} empty="No upcoming races yet." editingId={editing}>
        {(r) => (
          <>
            <div>
              <strong>{r.title}</strong> {Date.parse(r.eventAt) < now && <span className="pill">Past</span>}
              <div className="muted small">
                {when(r.eventAt)} · {r.location}
              </div>
            </div>
            <RowActions
              name={r.title}
              onEdit={() => {
                setEditing(r.id);
                setForm(upcomingToForm(r));
                setFormError(null);
              }}
              onDelete={() => remove(r)}
            />
          </>
        )}
      </AdminList>
      {confirmNode}
    </>
  );
}
