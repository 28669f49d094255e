import { useEffect, useState } from 'react';
import { formatDate, usePageMeta } from '../../lib/page';
import { EditorForm, EditorList, Field } from '../../admin-kit/kit';
import { useListEditor } from '../../admin-kit/list-editor';
import type { AdminRace } from '../../../src/features/races/races.schema';
import { fetchAdminRaces } from '../races';
import { emptyPrForm, prFormErrors, prFormToInput, prToForm, withLinkedRace, type PrForm } from './pr-form';
import { createPr, deletePr, fetchAdminPrs, fetchPrs, updatePr, type AdminPr, type Pr } from './prs.api';
import { t } from './prs-admin.messages';

/** The PRs visitors see, each with what made it: a race (a link to edit it) or a PR entered here. */
function ShownPrs(props: { prs: Pr[] | undefined }) {
  if (!props.prs?.length) return null;
  return (
    <section className="panel" aria-labelledby="shown-prs-title">
      <h2 id="shown-prs-title">{t('shown.title')}</h2>
      <p className="muted">{t('shown.lead')}</p>
      <table className="admin-table">
        <caption className="sr-only">{t('shown.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shown.event')}</th>
            <th scope="col">{t('shown.pr')}</th>
            <th scope="col">{t('shown.madeBy')}</th>
          </tr>
        </thead>
        <tbody>
          {props.prs.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.distance}</th>
              <td className="mono">{p.timeStr}</td>
              <td>
                {p.source === 'race' && p.race ? (
                  <a href={`/admin/courses?edit=${p.race.id}`}>{t('shown.race', { title: p.race.title, date: formatDate(p.race.date) })}</a>
                ) : (
                  t('shown.entered')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** `/admin/prs`: the PRs visitors see (each event's best race or PR entered here), the PR form and the PRs entered. */
export function PrsAdminPage() {
  usePageMeta(t('meta'));
  // The races a PR may link to, read with the list (a failed read only leaves the choice empty).
  const [races, setRaces] = useState<AdminRace[]>([]);
  // What visitors see, read again after each save (a PR entered may beat a race, or not).
  const [shown, setShown] = useState<Pr[]>();
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
  useEffect(() => {
    fetchPrs().then(setShown, () => undefined);
  }, [editor.items]);
  const { form, fieldError: err, text } = editor;
  const raceTitle = (id?: number) => races.find((r) => r.id === id)?.title;

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {editor.notice}
      <ShownPrs prs={shown} />
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
            <strong>{p.distance}</strong> <span className="mono">{p.timeStr}</span> {p.featured && <span className="pill">{t('field.featured')}</span>}{' '}
            {!p.shown && <span className="pill">{t('list.notShown')}</span>}
            <div className="muted">{[p.location, formatDate(p.date), p.raceId ? t('list.race', { title: raceTitle(p.raceId) ?? p.raceId }) : t('noRace')].filter(Boolean).join(' · ')}</div>
            {p.heldBy && <div className="muted">{t('list.heldBy', { title: p.heldBy.title, time: p.heldBy.timeStr })}</div>}
          </div>
        )}
      </EditorList>
      {editor.confirmNode}
    </>
  );
}
