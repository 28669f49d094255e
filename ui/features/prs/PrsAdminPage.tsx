import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { formatTimeMs, isIsoDate, parseTimeToMs } from '../../../src/features/shared/fields';
import { PR_MESSAGES } from '../../../src/features/prs/prs.schema';
import { createPr, deletePr, fetchAdminPrs, updatePr, type AdminPr, type PrInput } from './prs.api';
import { fetchAdminRaces, type AdminRace } from '../races/races.api';
import { AdminList, Field, FormActions, RowActions, useConfirm, useNotice } from '../admin/kit';

interface PrForm {
  distance: string;
  time: string;
  date: string;
  place: string;
  featured: boolean;
  raceId: string;
}

// Empty, with examples as placeholders: a prefilled time looked like a real PR.
const emptyForm = (): PrForm => ({ distance: '', time: '', date: '', place: '', featured: false, raceId: '' });

/** Field errors of the PR form; seconds must be under 60. */
export function prFormErrors(f: PrForm): Partial<Record<keyof PrForm, string>> {
  const e: Partial<Record<keyof PrForm, string>> = {};
  if (!f.distance.trim()) e.distance = PR_MESSAGES.distance;
  if (!isIsoDate(f.date.trim())) e.date = PR_MESSAGES.date;
  if (parseTimeToMs(f.time) === undefined) e.time = PR_MESSAGES.time;
  return e;
}

function toInput(f: PrForm): PrInput {
  return {
    distance: f.distance.trim(),
    timeMs: parseTimeToMs(f.time)!,
    date: f.date.trim(),
    place: f.place.trim() || undefined,
    featured: f.featured,
    raceId: f.raceId ? Number(f.raceId) : null,
  };
}

/** `/admin/prs`: the PR form (a PR may be linked to a race) and the list. */
export function PrsAdminPage() {
  usePageMeta('PRs · Admin');
  const [prs, setPrs] = useState<AdminPr[] | null>(null);
  const [races, setRaces] = useState<AdminRace[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<PrForm>(emptyForm);
  const [editing, setEditing] = useState<number | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof PrForm, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const load = async () => {
    setLoadError(null);
    try {
      const [p, r] = await Promise.all([fetchAdminPrs(), fetchAdminRaces()]);
      setPrs(p);
      setRaces(r);
    } catch (err) {
      setLoadError(`Load failed: ${errorMessage(err)}`);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const errors = prFormErrors(form);
  const valid = Object.keys(errors).length === 0;
  const set = <K extends keyof PrForm>(key: K, value: PrForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (key: keyof PrForm) => (touched[key] ? errors[key] : undefined);
  const blur = (key: keyof PrForm) => () => setTouched((t) => ({ ...t, [key]: true }));
  const reset = () => {
    setForm(emptyForm());
    setEditing(null);
    setTouched({});
  };
  const raceTitle = (id?: number) => races.find((r) => r.id === id)?.title;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    try {
      if (editing) await updatePr(editing, toInput(form));
      else await createPr(toInput(form));
      invalidate('prs');
      notify({ kind: 'ok', text: 'Saved ✅' });
      reset();
      await load();
    } catch (error) {
      notify({ kind: 'error', text: `Save failed: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (pr: AdminPr) => {
    if (!(await confirm(`Delete the ${pr.distance} PR (${pr.timeStr})?`))) return;
    try {
      await deletePr(pr.id);
      invalidate('prs');
      if (editing === pr.id) reset();
      await load();
    } catch (error) {
      notify({ kind: 'error', text: `Delete failed: ${errorMessage(error)}` });
    }
  };

  return (
    <>
      <h1>Personal records</h1>
      {notice}
      <form className="panel form-grid" onSubmit={submit} noValidate aria-label={editing ? 'Edit PR' : 'New PR'}>
        <h2 className="form-grid__title">{editing ? 'Edit PR' : 'New PR'}</h2>
        <Field label="Distance" error={err('distance')}>
          <input value={form.distance} placeholder="e.g. 3200m" onChange={(e) => set('distance', e.target.value)} onBlur={blur('distance')} />
        </Field>
        <Field label="Time" error={err('time')} hint="m:ss or m:ss.cc">
          <input value={form.time} inputMode="decimal" placeholder="e.g. 9:42.50" onChange={(e) => set('time', e.target.value)} onBlur={blur('time')} />
        </Field>
        <Field label="Date" error={err('date')} hint="YYYY-MM-DD">
          <input type="date" value={form.date} onChange={(e) => set('date', e.target.value)} onBlur={blur('date')} />
        </Field>
        <Field label="Location">
          <input value={form.place} onChange={(e) => set('place', e.target.value)} />
        </Field>
        <Field label="Linked race" hint="The PR overlay then shows the race and links to its page">
          <select value={form.raceId} onChange={(e) => set('raceId', e.target.value)}>
            <option value="">No linked race</option>
            {races.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title} · {formatDate(r.date)} · {r.timeStr}
              </option>
            ))}
          </select>
        </Field>
        <label className="check">
          <input type="checkbox" checked={form.featured} onChange={(e) => set('featured', e.target.checked)} /> Featured
        </label>
        <FormActions editing={editing !== null} busy={busy} disabled={!valid} onCancel={reset} createLabel="Create PR" />
      </form>
      <h2>All PRs</h2>
      <AdminList items={prs} loadError={loadError} onRetry={load} empty="No PRs yet." editingId={editing}>
        {(p) => (
          <>
            <div>
              <strong>{p.distance}</strong> <span className="mono">{p.timeStr}</span> {p.featured && <span className="pill">Featured</span>}
              <div className="muted">
                {[p.location, formatDate(p.date), p.raceId ? `Race: ${raceTitle(p.raceId) ?? p.raceId}` : 'No linked race'].filter(Boolean).join(' · ')}
              </div>
            </div>
            <RowActions
              name={`${p.distance} PR`}
              onEdit={() => {
                setEditing(p.id);
                setForm({ distance: p.distance, time: formatTimeMs(p.timeMs), date: p.date ?? '', place: p.location ?? '', featured: p.featured, raceId: p.raceId ? String(p.raceId) : '' });
                setTouched({});
              }}
              onDelete={() => remove(p)}
            />
          </>
        )}
      </AdminList>
      {confirmNode}
    </>
  );
}
