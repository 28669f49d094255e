import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { createRace, deleteRace, fetchAdminRaces, updateRace, type AdminRace } from './races.api';
import { AdminList, Field, FormActions, RowActions, useConfirm, useNotice } from '../admin/kit';
import { emptyRaceForm, raceFormErrors, raceFormToInput, raceToForm, type RaceForm } from './race-form';

/** `/admin/courses`: the races editor (create and edit modes) and the list of races. */
export function RacesAdminPage() {
  usePageMeta('Races · Admin');
  const [races, setRaces] = useState<AdminRace[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<RaceForm>(emptyRaceForm);
  const [editing, setEditing] = useState<number | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof RaceForm, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const load = async () => {
    setLoadError(null);
    try {
      setRaces(await fetchAdminRaces());
    } catch (err) {
      setLoadError(`Failed to load races: ${errorMessage(err)}`);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const errors = raceFormErrors(form);
  const valid = Object.keys(errors).length === 0;
  const set = <K extends keyof RaceForm>(key: K, value: RaceForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const blur = (key: keyof RaceForm) => () => setTouched((t) => ({ ...t, [key]: true }));
  const err = (key: keyof RaceForm) => (touched[key] ? errors[key] : undefined);

  const reset = () => {
    setForm(emptyRaceForm());
    setEditing(null);
    setTouched({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    try {
      const input = raceFormToInput(form);
      if (editing) await updateRace(editing, input);
      else await createRace(input);
      invalidate('races', 'race', 'prs');
      notify({ kind: 'ok', text: 'Saved ✅' });
      reset();
      await load();
    } catch (error) {
      notify({ kind: 'error', text: `Save failed: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (race: AdminRace) => {
    if (!(await confirm(`Delete the race "${race.title}"? PRs linked to it keep their time and lose the link.`))) return;
    try {
      await deleteRace(race.id);
      invalidate('races', 'race', 'prs');
      if (editing === race.id) reset();
      notify({ kind: 'ok', text: 'Deleted.' });
      await load();
    } catch (error) {
      notify({ kind: 'error', text: `Delete failed: ${errorMessage(error)}` });
    }
  };

  return (
    <>
      <h1>Races</h1>
      {notice}
      <form className="panel form-grid" onSubmit={submit} noValidate aria-label={editing ? 'Edit race' : 'New race'}>
        <h2 className="form-grid__title">{editing ? 'Edit race' : 'New race'}</h2>
        <Field label="Title" error={err('title')}>
          <input value={form.title} onChange={(e) => set('title', e.target.value)} onBlur={blur('title')} />
        </Field>
        <Field label="Distance" error={err('distance')}>
          <input value={form.distance} placeholder="e.g. 5K XC" onChange={(e) => set('distance', e.target.value)} onBlur={blur('distance')} />
        </Field>
        <Field label="Date" error={err('date')} hint="YYYY-MM-DD">
          <input type="date" value={form.date} onChange={(e) => set('date', e.target.value)} onBlur={blur('date')} />
        </Field>
        <Field label="Location" error={err('place')}>
          <input value={form.place} onChange={(e) => set('place', e.target.value)} onBlur={blur('place')} />
        </Field>
        <Field label="Time" error={err('time')} hint="m:ss or m:ss.cc, e.g. 15:38 or 9:42.50">
          <input value={form.time} inputMode="decimal" placeholder="e.g. 15:38.00" onChange={(e) => set('time', e.target.value)} onBlur={blur('time')} />
        </Field>
        <Field label="Rank" error={err('rank')} hint="Lower is placed higher">
          <input value={form.rank} inputMode="numeric" onChange={(e) => set('rank', e.target.value)} onBlur={blur('rank')} />
        </Field>
        <Field label="Quote" wide>
          <input value={form.quote} onChange={(e) => set('quote', e.target.value)} />
        </Field>
        <Field label="Analysis" wide>
          <textarea rows={4} value={form.analysis} onChange={(e) => set('analysis', e.target.value)} />
        </Field>
        <Field label="What went well" hint="One per line">
          <textarea rows={3} value={form.positives} onChange={(e) => set('positives', e.target.value)} />
        </Field>
        <Field label="What I learned" hint="One per line">
          <textarea rows={3} value={form.learns} onChange={(e) => set('learns', e.target.value)} />
        </Field>
        <Field label="Next steps" hint="One per line">
          <textarea rows={3} value={form.next} onChange={(e) => set('next', e.target.value)} />
        </Field>
        <Field label="Results link" error={err('milesplitUrl')}>
          <input type="url" value={form.milesplitUrl} onChange={(e) => set('milesplitUrl', e.target.value)} onBlur={blur('milesplitUrl')} placeholder="https://" />
        </Field>
        <Field label="Cover image URL" error={err('coverImage')}>
          <input value={form.coverImage} onChange={(e) => set('coverImage', e.target.value)} onBlur={blur('coverImage')} />
        </Field>
        <label className="check">
          <input type="checkbox" checked={form.published} onChange={(e) => set('published', e.target.checked)} /> Published
        </label>
        <FormActions editing={editing !== null} busy={busy} disabled={!valid} onCancel={reset} createLabel="Create race" />
      </form>

      <h2>All races</h2>
      <AdminList items={races} loadError={loadError} onRetry={load} empty="No races yet." editingId={editing}>
        {(r) => (
          <>
            <div>
              <strong>{r.title}</strong> {!r.published && <span className="pill">Draft</span>}
              <div className="muted">
                {formatDate(r.date)} · {r.distance} · {r.place} · <span className="mono">{r.timeStr}</span>
              </div>
            </div>
            <RowActions
              name={r.title}
              onEdit={() => {
                setEditing(r.id);
                setForm(raceToForm(r));
                setTouched({});
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
