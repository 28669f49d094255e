import { useEffect, useState } from 'react';
import { formatDate, usePageMeta } from '../../lib/page';
import { EditorForm, EditorList, Field } from '../admin/kit';
import { useListEditor } from '../admin/list-editor';
import { fetchAdminRaces, type AdminRace } from '../races/races.api';
import { emptyPrForm, prFormErrors, prFormToInput, prToForm, withLinkedRace, type PrForm } from './pr-form';
import { createPr, deletePr, fetchAdminPrs, updatePr, type AdminPr } from './prs.api';

/** `/admin/prs`: the PR form (a PR may be linked to a race) and the list. */
export function PrsAdminPage() {
  usePageMeta('PRs · Admin');
  // The races a PR may link to, read with the list (a failed read only leaves the choice empty).
  const [races, setRaces] = useState<AdminRace[]>([]);
  useEffect(() => {
    fetchAdminRaces().then(setRaces, () => undefined);
  }, []);
  const editor = useListEditor<AdminPr, PrForm>({
    screen: 'prs',
    load: fetchAdminPrs,
    emptyForm: emptyPrForm,
    toForm: prToForm,
    validate: prFormErrors,
    save: (form, pr) => (pr ? updatePr(pr.id, prFormToInput(form)) : createPr(prFormToInput(form))),
    remove: (pr) => deletePr(pr.id),
    confirmDelete: (pr) => `Delete the ${pr.distance} PR (${pr.timeStr})?`,
    invalidates: ['prs', 'progression'],
    messages: { deleted: null },
  });
  const { form, fieldError: err, text } = editor;
  const raceTitle = (id?: number) => races.find((r) => r.id === id)?.title;

  return (
    <>
      <h1>Personal records</h1>
      {editor.notice}
      <EditorForm editor={editor} noun="PR" createLabel="Create PR" disabled={!editor.valid}>
        <Field label="Linked race" hint="Fills in its distance, time, date, venue and result link; the PR overlay then shows the race">
          <select {...text('raceId')} onChange={(e) => editor.updateForm((f) => withLinkedRace(f, e.target.value, races))}>
            <option value="">No linked race</option>
            {races.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title} · {formatDate(r.date)} · {r.timeStr}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Distance" error={err('distance')}>
          <input {...text('distance')} placeholder="e.g. 3200m" />
        </Field>
        <Field label="Time" error={err('time')} hint="m:ss or m:ss.cc">
          <input {...text('time')} inputMode="decimal" placeholder="e.g. 9:42.50" />
        </Field>
        <Field label="Mark (jumps, throws)" hint="Instead of a time: metres or feet-inches, e.g. 6.45m or 21-02.5" error={err('mark')}>
          <input {...text('mark')} placeholder="e.g. 6.45m" />
        </Field>
        <Field label="Date" error={err('date')} hint="YYYY-MM-DD">
          <input type="date" {...text('date')} />
        </Field>
        <Field label="Venue" error={err('place')}>
          <input {...text('place')} />
        </Field>
        <Field label="Official result (https)" hint="Athletic.net, MileSplit, TFRRS, World Athletics or the meet's page" error={err('resultUrl')}>
          <input type="url" {...text('resultUrl')} placeholder="https://" />
        </Field>
        <label className="check">
          <input type="checkbox" checked={form.featured} onChange={(e) => editor.setField('featured', e.target.checked)} /> Featured
        </label>
      </EditorForm>
      <h2>All PRs</h2>
      <EditorList editor={editor} empty="No PRs yet." name={(p) => `${p.distance} PR`}>
        {(p) => (
          <div>
            <strong>{p.distance}</strong> <span className="mono">{p.timeStr}</span> {p.featured && <span className="pill">Featured</span>}
            <div className="muted">{[p.location, formatDate(p.date), p.raceId ? `Race: ${raceTitle(p.raceId) ?? p.raceId}` : 'No linked race'].filter(Boolean).join(' · ')}</div>
          </div>
        )}
      </EditorList>
      {editor.confirmNode}
    </>
  );
}
