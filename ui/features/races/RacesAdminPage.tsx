import { useState } from 'react';
import { formatDate, usePageMeta } from '../../lib/page';
import { ImageUpload } from '../admin/ImageUpload';
import { EditorForm, EditorList, Field } from '../admin/kit';
import { useListEditor } from '../admin/list-editor';
import { createRace, deleteRace, fetchAdminRaces, updateRace, type AdminRace } from './races.api';
import { emptyRaceForm, raceFormErrors, raceFormToInput, raceToForm, type RaceForm } from './race-form';

/** `/admin/courses`: the races editor (create and edit modes) and the list of races. */
export function RacesAdminPage() {
  usePageMeta('Races · Admin');
  const editor = useListEditor<AdminRace, RaceForm>({
    screen: 'races',
    load: fetchAdminRaces,
    loadFailed: 'Failed to load races: ...',
    emptyForm: emptyRaceForm,
    toForm: raceToForm,
    validate: raceFormErrors,
    save: (form, race) => (race ? updateRace(race.id, raceFormToInput(form)) : createRace(raceFormToInput(form))),
    remove: (race) => deleteRace(race.id),
    confirmDelete: (race) => `Delete the race "${race.title}"? PRs linked to it keep their time and lose the link.`,
    invalidates: ['races', 'race', 'prs', 'progression'],
  });
  const { form, fieldError: err, text } = editor;
  const [uploading, setUploading] = useState(false);

  return (
    <>
      <h1>Races</h1>
      {editor.notice}
      <EditorForm editor={editor} noun="race" createLabel="Create race" disabled={!editor.valid || uploading}>
        <Field label="Title" error={err('title')}>
          <input {...text('title')} />
        </Field>
        <Field label="Distance" error={err('distance')}>
          <input {...text('distance')} placeholder="e.g. 5K XC" />
        </Field>
        <Field label="Date" error={err('date')} hint="YYYY-MM-DD">
          <input type="date" {...text('date')} />
        </Field>
        <Field label="Venue" hint="Course or stadium" error={err('place')}>
          <input {...text('place')} />
        </Field>
        <Field label="Time" error={err('time')} hint="m:ss or m:ss.cc, e.g. 15:38 or 9:42.50">
          <input {...text('time')} inputMode="decimal" placeholder="e.g. 15:38.00" />
        </Field>
        <Field label="Mark (jumps, throws)" hint="Instead of a time: metres or feet-inches, e.g. 6.45m or 21-02.5" error={err('mark')}>
          <input {...text('mark')} placeholder="e.g. 6.45m" />
        </Field>
        <Field label="Rank" error={err('rank')} hint="Lower is placed higher">
          <input {...text('rank')} inputMode="numeric" />
        </Field>
        <Field label="Quote" wide error={err('quote')}>
          <input {...text('quote')} />
        </Field>
        <Field label="Analysis" wide error={err('analysis')}>
          <textarea rows={4} {...text('analysis')} />
        </Field>
        <Field label="What went well" hint="One per line">
          <textarea rows={3} {...text('positives')} />
        </Field>
        <Field label="What I learned" hint="One per line">
          <textarea rows={3} {...text('learns')} />
        </Field>
        <Field label="Next steps" hint="One per line">
          <textarea rows={3} {...text('next')} />
        </Field>
        <Field label="Official result (https)" hint="Athletic.net, MileSplit, TFRRS, World Athletics or the meet's page" error={err('resultUrl')}>
          <input type="url" {...text('resultUrl')} placeholder="https://" />
        </Field>
        <Field label="Finishing position" error={err('position')}>
          <input {...text('position')} inputMode="numeric" placeholder="e.g. 3" />
        </Field>
        <Field label="Field size" hint="Finishers in the race" error={err('fieldSize')}>
          <input {...text('fieldSize')} inputMode="numeric" placeholder="e.g. 120" />
        </Field>
        <Field label="Splits" hint="One a line, the time last: 1 mile 4:58" error={err('splitLines')}>
          <textarea rows={3} {...text('splitLines')} placeholder={'1 mile 4:58\n2 miles 10:04'} />
        </Field>
        <Field label="Results link (older sites)" error={err('milesplitUrl')}>
          <input type="url" {...text('milesplitUrl')} placeholder="https://" />
        </Field>
        <div className="field field--wide">
          <ImageUpload label="Cover image" value={form.coverImage} onChange={(url) => editor.setField('coverImage', url)} removable onBusyChange={setUploading} error={err('coverImage')} hint="Upload a photo, or fetch one from a link" />
        </div>
        <label className="check">
          <input type="checkbox" checked={form.published} onChange={(e) => editor.setField('published', e.target.checked)} /> Published
        </label>
      </EditorForm>

      <h2>All races</h2>
      <EditorList editor={editor} empty="No races yet." name={(r) => r.title}>
        {(r) => (
          <div>
            <strong>{r.title}</strong> {!r.published && <span className="pill">Draft</span>}
            <div className="muted">
              {formatDate(r.date)} · {r.distance} · {r.place} · <span className="mono">{r.timeStr}</span>
            </div>
          </div>
        )}
      </EditorList>
      {editor.confirmNode}
    </>
  );
}
