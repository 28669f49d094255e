import { useState } from 'react';
import { mediaUrl } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { ColorField, EditorForm, EditorList, Field } from '../../admin-kit/kit';
import { useListEditor } from '../../admin-kit/list-editor';
import { createUniversity, deleteUniversity, fetchAdminUniversities, updateUniversity, type AdminUniversity } from './universities-admin.api';
import { emptyUniversityForm, universityFormErrors, universityFormToInput, universityToForm, UNIVERSITY_REQUIRED, type UniversityForm } from './university-form';
import { t } from './universities-admin.messages';

/** `/admin/universities`: create, edit and delete the favorite universities visitors vote for. */
export function UniversitiesAdminPage() {
  usePageMeta(t('meta'));
  const [uploading, setUploading] = useState(false);
  const editor = useListEditor<AdminUniversity, UniversityForm>({
    screen: 'universities',
    load: fetchAdminUniversities,
    emptyForm: emptyUniversityForm,
    toForm: universityToForm,
    validate: universityFormErrors,
    showErrors: 'submitted',
    invalidNotice: (e) => (e.name === UNIVERSITY_REQUIRED || e.logoUrl === UNIVERSITY_REQUIRED ? UNIVERSITY_REQUIRED : t('fixFields')),
    save: (form, u) => (u ? updateUniversity(u.id, universityFormToInput(form)) : createUniversity(universityFormToInput(form))),
    remove: (u) => deleteUniversity(u.id),
    confirmDelete: (u) => t(`confirmDelete.${plural(u.voteCount)}`, { name: u.name, n: u.voteCount }),
    invalidates: ['universities'],
    messages: { saveFailed: (editing) => (editing ? t('updateFailed') : t('createFailed')) },
  });
  const { form, fieldError: err, text, setField } = editor;
  const color = (k: 'colorA' | 'colorB', label: string) => <ColorField label={label} value={form[k]} error={err(k)} onChange={(v) => setField(k, v)} />;

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {editor.notice}
      <EditorForm editor={editor} noun="university" titles={{ create: t('formNew'), edit: t('formEdit') }} createLabel={t('create')} disabled={uploading}>
        <Field label={t('field.name')} error={err('name')}>
          <input {...text('name')} />
        </Field>
        <Field label={t('field.short')} hint={t('field.shortHint')} error={err('short')}>
          <input {...text('short')} maxLength={24} />
        </Field>
        <Field label={t('field.siteUrl')} error={err('siteUrl')}>
          <input type="url" {...text('siteUrl')} placeholder="https://" />
        </Field>
        <Field label={t('field.rank')} error={err('rank')} hint={t('field.rankHint')}>
          <input {...text('rank')} inputMode="numeric" />
        </Field>
        {color('colorA', t('field.colorA'))}
        {color('colorB', t('field.colorB'))}
        <Field label={t('field.logoUrl')} error={err('logoUrl')} hint={t('field.logoUrlHint')} wide>
          <input
            value={form.logoUrl.startsWith('data:') ? '' : form.logoUrl}
            onChange={(e) => setField('logoUrl', e.target.value)}
            placeholder={form.logoUrl.startsWith('data:') ? t('field.logoInline') : 'https://'}
          />
        </Field>
        <div className="form-grid__full">
          <ImageUpload label={t('field.logo')} value={form.logoUrl} onChange={(url) => setField('logoUrl', url)} onBusyChange={setUploading} />
        </div>
      </EditorForm>

      <h2>{t('list.title')}</h2>
      <EditorList editor={editor} empty={t('list.empty')} name={(u) => u.name}>
        {(u) => (
          <div className="row-main">
            <img className="thumb thumb--square thumb--contain" src={mediaUrl(u.logoUrl)} alt="" loading="lazy" />
            <div>
              <strong>{u.name}</strong> {u.short && <span className="pill">{u.short}</span>}
              <div className="muted small">
                {t(`list.facts.${plural(u.voteCount)}`, { rank: u.rank, n: u.voteCount })}
                {u.siteUrl && (
                  <>
                    {' · '}
                    <a className="inline-action" href={u.siteUrl} target="_blank" rel="noopener noreferrer">
                      {t('list.site')}
                    </a>
                  </>
                )}
              </div>
            </div>
          </div>
        )}
      </EditorList>
      {editor.confirmNode}
    </>
  );
}
