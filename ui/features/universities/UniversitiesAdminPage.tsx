import { useState } from 'react';
import { mediaUrl } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { ImageUpload } from '../admin/ImageUpload';
import { ColorField, EditorForm, EditorList, Field } from '../admin/kit';
import { useListEditor } from '../admin/list-editor';
import { createUniversity, deleteUniversity, fetchAdminUniversities, updateUniversity, type AdminUniversity } from './universities-admin.api';
import { emptyUniversityForm, universityFormErrors, universityFormToInput, universityToForm, UNIVERSITY_REQUIRED, type UniversityForm } from './university-form';

/** `/admin/universities`: create, edit and delete the favorite universities visitors vote for. */
export function UniversitiesAdminPage() {
  usePageMeta('Universities · Admin');
  const [uploading, setUploading] = useState(false);
  const editor = useListEditor<AdminUniversity, UniversityForm>({
    screen: 'universities',
    load: fetchAdminUniversities,
    emptyForm: emptyUniversityForm,
    toForm: universityToForm,
    validate: universityFormErrors,
    showErrors: 'submitted',
    invalidNotice: (e) => (e.name === UNIVERSITY_REQUIRED || e.logoUrl === UNIVERSITY_REQUIRED ? UNIVERSITY_REQUIRED : 'Please fix the fields marked in red.'),
    save: (form, u) => (u ? updateUniversity(u.id, universityFormToInput(form)) : createUniversity(universityFormToInput(form))),
    remove: (u) => deleteUniversity(u.id),
    confirmDelete: (u) => `Delete ${u.name}? Its ${u.voteCount} vote${u.voteCount === 1 ? '' : 's'} are lost.`,
    invalidates: ['universities'],
    messages: { saveFailed: (editing) => (editing ? 'Update failed' : 'Create failed') },
  });
  const { form, fieldError: err, text, setField } = editor;
  const color = (k: 'colorA' | 'colorB', label: string) => <ColorField label={label} value={form[k]} error={err(k)} onChange={(v) => setField(k, v)} />;

  return (
    <>
      <h1>Universities</h1>
      <p className="page-lead">The universities visitors can vote for. Lower rank is shown first.</p>
      {editor.notice}
      <EditorForm editor={editor} noun="university" createLabel="Add university" disabled={uploading}>
        <Field label="Name" error={err('name')}>
          <input {...text('name')} />
        </Field>
        <Field label="Short name" hint="e.g. UO, CU Boulder" error={err('short')}>
          <input {...text('short')} maxLength={24} />
        </Field>
        <Field label="Site URL" error={err('siteUrl')}>
          <input type="url" {...text('siteUrl')} placeholder="https://" />
        </Field>
        <Field label="Rank" error={err('rank')} hint="0 or more; lower is placed higher">
          <input {...text('rank')} inputMode="numeric" />
        </Field>
        {color('colorA', 'Main colour')}
        {color('colorB', 'Second colour')}
        <Field label="Logo URL" error={err('logoUrl')} hint="Paste a link, or upload the logo below" wide>
          <input
            value={form.logoUrl.startsWith('data:') ? '' : form.logoUrl}
            onChange={(e) => setField('logoUrl', e.target.value)}
            placeholder={form.logoUrl.startsWith('data:') ? 'Inline image (kept unless you paste a link)' : 'https://'}
          />
        </Field>
        <div className="form-grid__full">
          <ImageUpload label="Logo" value={form.logoUrl} onChange={(url) => setField('logoUrl', url)} onBusyChange={setUploading} />
        </div>
      </EditorForm>

      <h2>All universities</h2>
      <EditorList editor={editor} empty="No universities yet." name={(u) => u.name}>
        {(u) => (
          <div className="row-main">
            <img className="thumb thumb--square thumb--contain" src={mediaUrl(u.logoUrl)} alt="" loading="lazy" />
            <div>
              <strong>{u.name}</strong> {u.short && <span className="pill">{u.short}</span>}
              <div className="muted small">
                Rank {u.rank} · {u.voteCount} vote{u.voteCount === 1 ? '' : 's'}
                {u.siteUrl && (
                  <>
                    {' · '}
                    <a className="inline-action" href={u.siteUrl} target="_blank" rel="noopener noreferrer">
                      Site
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
