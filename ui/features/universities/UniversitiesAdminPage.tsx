import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, mediaUrl } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { failureText, issuesByField } from '../admin/form-errors';
import { ImageUpload } from '../admin/ImageUpload';
import { AdminList, ColorField, Field, FormActions, RowActions, useConfirm, useNotice } from '../admin/kit';
import { createUniversity, deleteUniversity, fetchAdminUniversities, updateUniversity, type AdminUniversity } from './universities-admin.api';
import { emptyUniversityForm, universityFormErrors, universityFormToInput, universityToForm, UNIVERSITY_REQUIRED, type UniversityForm } from './university-form';

/** `/admin/universities`: create, edit and delete the favorite universities visitors vote for. */
export function UniversitiesAdminPage() {
  usePageMeta('Universities · Admin');
  const [list, setList] = useState<AdminUniversity[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState<UniversityForm>(emptyUniversityForm);
  const [editing, setEditing] = useState<number | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const load = async () => {
    setLoadError(null);
    try {
      setList(await fetchAdminUniversities());
    } catch (err) {
      setLoadError(`Load failed: ${errorMessage(err)}`);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const errors = universityFormErrors(form);
  const valid = Object.keys(errors).length === 0;
  const err = (k: keyof UniversityForm) => (showErrors ? errors[k] : undefined) ?? serverErrors[k];
  const set = (k: keyof UniversityForm, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setServerErrors((e) => ({ ...e, [k]: '' }));
  };
  const reset = () => {
    setForm(emptyUniversityForm());
    setEditing(null);
    setShowErrors(false);
    setServerErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (busy || uploading) return;
    if (!valid) {
      notify({ kind: 'error', text: errors.name === UNIVERSITY_REQUIRED || errors.logoUrl === UNIVERSITY_REQUIRED ? UNIVERSITY_REQUIRED : 'Please fix the fields marked in red.' });
      return;
    }
    setBusy(true);
    try {
      const input = universityFormToInput(form);
      if (editing) await updateUniversity(editing, input);
      else await createUniversity(input);
      invalidate('universities');
      notify({ kind: 'ok', text: 'Saved ✅' });
      reset();
      await load();
    } catch (error) {
      setServerErrors(issuesByField(error));
      notify({ kind: 'error', text: failureText(editing ? 'Update failed' : 'Create failed', error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (u: AdminUniversity) => {
    if (!(await confirm(`Delete ${u.name}? Its ${u.voteCount} vote${u.voteCount === 1 ? '' : 's'} are lost.`))) return;
    try {
      await deleteUniversity(u.id);
      invalidate('universities');
      if (editing === u.id) reset();
      notify({ kind: 'ok', text: 'Deleted.' });
      await load();
    } catch (error) {
      notify({ kind: 'error', text: failureText('Delete failed', error) });
    }
  };

  const color = (k: 'colorA' | 'colorB', label: string) => <ColorField label={label} value={form[k]} error={err(k)} onChange={(v) => set(k, v)} />;

  return (
    <>
      <h1>Universities</h1>
      <p className="page-lead">The universities visitors can vote for. Lower rank is shown first.</p>
      {notice}
      <form className="panel form-grid" onSubmit={submit} noValidate aria-label={editing ? 'Edit university' : 'New university'}>
        <h2 className="form-grid__title">{editing ? 'Edit university' : 'New university'}</h2>
        <Field label="Name" error={err('name')}>
          <input value={form.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label="Short name" hint="e.g. UO, CU Boulder" error={err('short')}>
          <input value={form.short} onChange={(e) => set('short', e.target.value)} maxLength={24} />
        </Field>
        <Field label="Site URL" error={err('siteUrl')}>
          <input type="url" value={form.siteUrl} onChange={(e) => set('siteUrl', e.target.value)} placeholder="https://" />
        </Field>
        <Field label="Rank" error={err('rank')} hint="0 or more; lower is placed higher">
          <input value={form.rank} inputMode="numeric" onChange={(e) => set('rank', e.target.value)} />
        </Field>
        {color('colorA', 'Main colour')}
        {color('colorB', 'Second colour')}
        <Field label="Logo URL" error={err('logoUrl')} hint="Paste a link, or upload the logo below" wide>
          <input value={form.logoUrl.startsWith('data:') ? '' : form.logoUrl} onChange={(e) => set('logoUrl', e.target.value)} placeholder={form.logoUrl.startsWith('data:') ? 'Inline image (kept unless you paste a link)' : 'https://'} />
        </Field>
        <div className="form-grid__full">
          <ImageUpload label="Logo" value={form.logoUrl} onChange={(url) => set('logoUrl', url)} onBusyChange={setUploading} />
        </div>
        <FormActions editing={editing !== null} busy={busy} disabled={uploading} onCancel={reset} createLabel="Add university" />
      </form>

      <h2>All universities</h2>
      <AdminList items={list} loadError={loadError} onRetry={load} empty="No universities yet." editingId={editing}>
        {(u) => (
          <>
            <div className="row-main">
              <img className="thumb thumb--square thumb--contain" src={mediaUrl(u.logoUrl)} alt="" loading="lazy" />
              <div>
                <strong>{u.name}</strong> {u.short && <span className="pill">{u.short}</span>}
                <div className="muted small">
                  Rank {u.rank} · {u.voteCount} vote{u.voteCount === 1 ? '' : 's'}
                  {u.siteUrl && (
                    <>
                      {' · '}
                      <a href={u.siteUrl} target="_blank" rel="noopener noreferrer">
                        Site
                      </a>
                    </>
                  )}
                </div>
              </div>
            </div>
            <RowActions
              name={u.name}
              onEdit={() => {
                setEditing(u.id);
                setForm(universityToForm(u));
                setShowErrors(false);
                setServerErrors({});
              }}
              onDelete={() => remove(u)}
            />
          </>
        )}
      </AdminList>
      {confirmNode}
    </>
  );
}
