import { useEffect, useState } from 'react';
import { formatDate, usePageMeta } from '../../lib/page';
import { EditorForm, EditorList, Field } from '../../admin-kit/kit';
import { useListEditor } from '../../admin-kit/list-editor';
import type { AdminRace } from '../../../src/features/races/races.schema';
import { fetchAdminRaces } from '../races';
import { emptyPrForm, prFormErrors, prFormToInput, prToForm, withLinkedRace, type PrForm } from './pr-form';
import { createPr, deletePr, fetchAdminPrs, updatePr, type AdminPr } from './prs.api';
import { t } from './prs-admin.messages';

/** `/admin/prs`: the PR form (a PR may be linked to a race) and the list. */
export function PrsAdminPage() {
  usePageMeta(t('meta'));
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
    confirmDelete: (pr) => t('confirmDelete', { distance: pr.distance, time: pr.timeStr }),
    invalidates: ['prs', 'progression'],
    messages: { deleted: null },
  });
  const { form, fieldError: err, text } = editor;
  const raceTitle = (id?: number) => races.find((r) => r.id === id)?.title;

  return (
    <>
      <h1>{t('title')}</h1>
      {editor.notice}
      <EditorForm editor={editor} noun="PR" titles={{ create: t('formNew'), edit: t('formEdit') }} createLabel={t('create')}>
        <Field label={t('field.race')} hint={t('field.raceHint')}>
          <select {...text('raceId')} onChange={(e) => editor.updateForm((f) => withLinkedRace(f, e.target.value, races))}>
            <option value="">{t('noRace')}</option>
            {races.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title} · {formatDate(r.date)} · {r.timeStr}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('field.distance')} error={err('distance')}>
          <input {...text('distance')} placeholder={t('field.distancePlaceholder')} />
        </Field>
        <Field label={t('field.time')} error={err('time')} hint={t('field.timeHint')}>
          <input {...text('time')} inputMode="decimal" placeholder={t('field.timePlaceholder')} />
        </Field>
        <Field label={t('field.mark')} hint={t('field.markHint')} error={err('mark')}>
          <input {...text('mark')} placeholder={t('field.markPlaceholder')} />
        </Field>
        <Field label={t('field.date')} error={err('date')} hint={t('field.dateHint')}>
          <input type="date" {...text('date')} />
        </Field>
        <Field label={t('field.place')} error={err('place')}>
          <input {...text('place')} />
        </Field>
        <Field label={t('field.resultUrl')} hint={t('field.resultUrlHint')} error={err('resultUrl')}>
          <input type="url" {...text('resultUrl')} placeholder="https://" />
        </Field>
        <label className="check">
          <input type="checkbox" checked={form.featured} onChange={(e) => editor.setField('featured', e.target.checked)} /> {t('field.featured')}
        </label>
      </EditorForm>
      <h2>{t('list.title')}</h2>
      <EditorList editor={editor} empty={t('list.empty')} name={(p) => t('list.name', { distance: p.distance })}>
        {(p) => (
          <div>
            <strong>{p.distance}</strong> <span className="mono">{p.timeStr}</span> {p.featured && <span className="pill">{t('field.featured')}</span>}
            <div className="muted">{[p.location, formatDate(p.date), p.raceId ? t('list.race', { title: raceTitle(p.raceId) ?? p.raceId }) : t('noRace')].filter(Boolean).join(' · ')}</div>
          </div>
        )}
      </EditorList>
      {editor.confirmNode}
    </>
  );
}
