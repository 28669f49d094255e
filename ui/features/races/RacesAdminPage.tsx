import { useState } from 'react';
import { formatDate, usePageMeta } from '../../lib/page';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { EditorForm, EditorList, Field } from '../../admin-kit/kit';
import { useListEditor } from '../../admin-kit/list-editor';
import { createRace, deleteRace, fetchAdminRaces, updateRace, type AdminRace } from './races.api';
import { emptyRaceForm, raceFormErrors, raceFormToInput, raceToForm, type RaceForm } from './race-form';
import { t } from './races-admin.messages';

/** `/admin/courses`: the races editor (create and edit modes) and the list of races. */
export function RacesAdminPage() {
  usePageMeta(t('meta'));
  const editor = useListEditor<AdminRace, RaceForm>({
    screen: 'races',
    load: fetchAdminRaces,
    loadFailed: t('loadFailed'),
    emptyForm: emptyRaceForm,
    toForm: raceToForm,
    validate: raceFormErrors,
    save: (form, race) => (race ? updateRace(race.id, raceFormToInput(form)) : createRace(raceFormToInput(form))),
    remove: (race) => deleteRace(race.id),
    confirmDelete: (race) => t('confirmDelete', { title: race.title }),
    invalidates: ['races', 'race', 'prs', 'progression'],
  });
  const { form, fieldError: err, text } = editor;
  const [uploading, setUploading] = useState(false);

  return (
    <>
      <h1>{t('title')}</h1>
      {editor.notice}
      <EditorForm editor={editor} noun="race" titles={{ create: t('formNew'), edit: t('formEdit') }} createLabel={t('create')} disabled={uploading}>
        <Field label={t('field.title')} error={err('title')}>
          <input {...text('title')} />
        </Field>
        <Field label={t('field.distance')} error={err('distance')}>
          <input {...text('distance')} placeholder={t('field.distancePlaceholder')} />
        </Field>
        <Field label={t('field.date')} error={err('date')} hint={t('field.dateHint')}>
          <input type="date" {...text('date')} />
        </Field>
        <Field label={t('field.place')} hint={t('field.placeHint')} error={err('place')}>
          <input {...text('place')} />
        </Field>
        <Field label={t('field.time')} error={err('time')} hint={t('field.timeHint')}>
          <input {...text('time')} inputMode="decimal" placeholder={t('field.timePlaceholder')} />
        </Field>
        <Field label={t('field.mark')} hint={t('field.markHint')} error={err('mark')}>
          <input {...text('mark')} placeholder={t('field.markPlaceholder')} />
        </Field>
        <Field label={t('field.rank')} error={err('rank')} hint={t('field.rankHint')}>
          <input {...text('rank')} inputMode="numeric" />
        </Field>
        <Field label={t('field.quote')} wide error={err('quote')}>
          <input {...text('quote')} />
        </Field>
        <Field label={t('field.analysis')} wide error={err('analysis')}>
          <textarea rows={4} {...text('analysis')} />
        </Field>
        <Field label={t('field.positives')} hint={t('field.onePerLine')}>
          <textarea rows={3} {...text('positives')} />
        </Field>
        <Field label={t('field.learns')} hint={t('field.onePerLine')}>
          <textarea rows={3} {...text('learns')} />
        </Field>
        <Field label={t('field.next')} hint={t('field.onePerLine')}>
          <textarea rows={3} {...text('next')} />
        </Field>
        <Field label={t('field.resultUrl')} hint={t('field.resultUrlHint')} error={err('resultUrl')}>
          <input type="url" {...text('resultUrl')} placeholder="https://" />
        </Field>
        <Field label={t('field.position')} error={err('position')}>
          <input {...text('position')} inputMode="numeric" placeholder={t('field.positionPlaceholder')} />
        </Field>
        <Field label={t('field.fieldSize')} hint={t('field.fieldSizeHint')} error={err('fieldSize')}>
          <input {...text('fieldSize')} inputMode="numeric" placeholder={t('field.fieldSizePlaceholder')} />
        </Field>
        <Field label={t('field.splits')} hint={t('field.splitsHint')} error={err('splitLines')}>
          <textarea rows={3} {...text('splitLines')} placeholder={t('field.splitsPlaceholder')} />
        </Field>
        <div className="field field--wide">
          <ImageUpload label={t('field.cover')} value={form.coverImage} onChange={(url) => editor.setField('coverImage', url)} removable onBusyChange={setUploading} error={err('coverImage')} hint={t('field.coverHint')} focal />
        </div>
        <label className="check">
          <input type="checkbox" checked={form.published} onChange={(e) => editor.setField('published', e.target.checked)} /> {t('field.published')}
        </label>
      </EditorForm>

      <h2>{t('list.title')}</h2>
      <EditorList editor={editor} empty={t('list.empty')} name={(r) => r.title}>
        {(r) => (
          <div>
            <strong>{r.title}</strong> {!r.published && <span className="pill">{t('list.draft')}</span>}
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
