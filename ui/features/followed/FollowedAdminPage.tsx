import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { mediaUrl } from '../../lib/api';
import { usableLocale } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { settings } from '../../lib/settings';
import { createFollowed, deleteFollowed, fetchAdminFollowed, FOLLOWED_PAGE_SIZE, updateFollowed, type AdminFollowedAthlete } from './followed-admin.api';
import {
  emptyFollowedForm,
  followedCreateBody,
  followedCreateErrors,
  followedEditBody,
  followedEditErrors,
  followedToEditForm,
  initials,
  FOLLOWED_MESSAGES,
  type FollowedCreateForm,
  type FollowedEditForm,
} from './followed-form';
import { t } from './followed-admin.messages';
import { failureText } from '../../admin-kit/form-errors';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { Field, FormSummary, ListStates, Pager, SearchBar, useConfirm, useNotice, type Notice } from '../../admin-kit/kit';
import { useEditorForm, useEditorList } from '../../admin-kit/list-editor';
import { pageCount, pageRange, parseRank } from '../../admin-kit/list-edits';

type Notify = (n: Notice | null) => void;

/** The create form and the photos uploaded for it (kept in its draft too). */
type CreateForm = FollowedCreateForm & { photos: string[] };

/** The create form. */
function CreateAthlete(props: { onCreated: () => void; notify: Notify }) {
  const [uploading, setUploading] = useState(false);
  const editor = useEditorForm<AdminFollowedAthlete, CreateForm>({
    screen: 'followed',
    emptyForm: () => ({ ...emptyFollowedForm(), photos: [] }),
    toForm: () => ({ ...emptyFollowedForm(), photos: [] }),
    validate: followedCreateErrors,
    showErrors: 'submitted',
    invalidNotice: (e) => [...new Set(Object.values(e).filter(Boolean))].join(' '),
    // The bio line written for the card is in the site's language: visitors read it.
    save: (form) => createFollowed(followedCreateBody(form, form.photos, usableLocale(settings.value.language))),
    onSaved: props.onCreated,
    invalidates: ['followed'],
    messages: { saved: FOLLOWED_MESSAGES.created, saveFailed: t('create.failed') },
    notify: props.notify,
  });
  const { form, fieldError: err, serverError, text } = editor;

  return (
    <form className="panel form-grid" onSubmit={(e) => (uploading ? e.preventDefault() : void editor.submit(e))} noValidate aria-label={t('create.title')}>
      <h2 className="form-grid__title">{t('create.title')}</h2>
      <Field label={t('create.firstName')} error={err('firstName') ?? serverError('name')}>
        <input {...text('firstName')} />
      </Field>
      <Field label={t('create.lastName')}>
        <input {...text('lastName')} />
      </Field>
      <Field label={t('create.school')} error={err('schoolNow') ?? serverError('school')}>
        <input {...text('schoolNow')} />
      </Field>
      <Field label={t('create.state')} hint={t('create.stateHint')}>
        <input {...text('stateNow')} maxLength={30} />
      </Field>
      <Field label={t('create.prevSchool')} hint={t('create.prevSchoolHint')}>
        <input {...text('schoolPrev')} />
      </Field>
      <Field label={t('create.prevState')}>
        <input {...text('statePrev')} maxLength={30} />
      </Field>
      <Field label="Instagram" hint={t('create.handleHint')} error={err('instagram')}>
        <input {...text('instagram')} />
      </Field>
      <Field label="TikTok" hint={t('create.handleHint')} error={err('tiktok')}>
        <input {...text('tiktok')} />
      </Field>
      <Field label={t('field.otherUrl')} error={err('otherUrl')}>
        <input type="url" {...text('otherUrl')} placeholder="https://" />
      </Field>
      <Field label={t('field.intro')} wide hint={t('create.introHint')}>
        <textarea rows={2} {...text('intro')} />
      </Field>
      <Field label={t('field.body')} wide hint={t('create.bodyHint')}>
        <textarea rows={5} {...text('body')} />
      </Field>
      <Field label={t('field.remote')} wide hint={t('create.remoteHint')} error={err('photosRemote')}>
        <textarea rows={3} {...text('photosRemote')} placeholder="https://" />
      </Field>
      <div className="form-grid__full">
        <PhotoList photos={form.photos} onRemove={(i) => editor.setField('photos', form.photos.filter((_, k) => k !== i))} />
        <ImageUpload label={t('create.addPhoto')} value="" onChange={(url) => url && editor.updateForm((f) => ({ ...f, photos: [...f.photos, url] }))} onBusyChange={setUploading} />
      </div>
      <div className="row-actions form-grid__actions">
        <FormSummary tries={editor.tries} />
        <button type="submit" className="btn btn--primary" disabled={editor.saving || uploading}>
          {editor.saving ? t('create.creating') : t('create.submit')}
        </button>
      </div>
    </form>
  );
}

/** Thumbnails of a photo list, each removable. */
function PhotoList(props: { photos: string[]; onRemove: (i: number) => void }) {
  if (!props.photos.length) return null;
  return (
    <ul className="admin-list" role="list" style={{ flexDirection: 'row', flexWrap: 'wrap', marginBottom: 10 }}>
      {props.photos.map((p, i) => (
        <li key={`${p}-${i}`} style={{ padding: 8, gap: 8 }}>
          <img className="thumb thumb--square" src={mediaUrl(p)} alt={t('photo.alt', { n: i + 1 })} loading="lazy" />
          <button type="button" className="btn btn--small btn--ghost icon-action" onClick={() => props.onRemove(i)} aria-label={t('photo.remove', { n: i + 1 })}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The edit dialog: its problems are shown inside it, its success in the page's notice. */
function EditAthlete(props: { athlete: AdminFollowedAthlete; onClose: () => void; onSaved: (a: AdminFollowedAthlete) => void; notify: Notify }) {
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditorForm<AdminFollowedAthlete, FollowedEditForm>({
    screen: 'followed',
    initial: props.athlete,
    emptyForm: () => followedToEditForm(props.athlete),
    toForm: followedToEditForm,
    validate: (f) => ({ id: props.athlete.id ? undefined : FOLLOWED_MESSAGES.missingId, ...followedEditErrors(f) }),
    showErrors: 'submitted',
    invalidNotice: (e) => [...new Set(Object.values(e).filter(Boolean))].join(' '),
    save: (form) => updateFollowed(props.athlete.id, followedEditBody(form)),
    afterSave: 'keep',
    onSaved: (saved) => props.onSaved(saved as AdminFollowedAthlete),
    onSaveFailed: (err) => setError(failureText(t('edit.failed'), err)),
    invalidates: ['followed'],
    notify: (n) => (n?.kind === 'error' ? setError(n.text) : (setError(null), props.notify(n))),
  });
  const { form, updateForm: setForm, fieldError: err, text } = editor;
  const close = () => {
    editor.cancel();
    props.onClose();
  };

  return (
    <Modal title={t('edit.title', { name: props.athlete.name })} onClose={close} wide>
      <form className="form-grid" onSubmit={(e) => (uploading ? e.preventDefault() : void editor.submit(e))} noValidate aria-label={t('edit.title', { name: props.athlete.name })}>
        <h2 className="form-grid__title">{t('edit.title', { name: props.athlete.name })}</h2>
        <Field label={t('edit.name')} error={err('name')}>
          <input {...text('name')} />
        </Field>
        <Field label={t('edit.school')} hint={t('edit.schoolHint')} error={err('school')}>
          <input {...text('school')} />
        </Field>
        <Field label={t('edit.schoolShort')} hint={t('edit.schoolShortHint')} error={err('schoolShort')}>
          <input {...text('schoolShort')} maxLength={40} />
        </Field>
        <Field label="Instagram" error={err('instagram')}>
          <input {...text('instagram')} />
        </Field>
        <Field label="TikTok" error={err('tiktok')}>
          <input {...text('tiktok')} />
        </Field>
        <Field label={t('field.otherUrl')} error={err('otherUrl')}>
          <input type="url" {...text('otherUrl')} placeholder="https://" />
        </Field>
        <Field label={t('edit.bio')} wide error={err('bio')}>
          <textarea rows={2} {...text('bio')} />
        </Field>
        <Field label={t('field.intro')} wide error={err('intro')}>
          <textarea rows={2} {...text('intro')} />
        </Field>
        <Field label={t('field.body')} wide error={err('body')}>
          <textarea rows={6} {...text('body')} />
        </Field>
        <div className="form-grid__full">
          <span className="field__label">{t('edit.photos')}</span>
          {form.photos.length + form.photosAdd.length === 0 && <p className="muted small">{t('edit.noPhotos')}</p>}
          <PhotoList photos={form.photos} onRemove={(i) => setForm((f) => ({ ...f, photos: f.photos.filter((_, k) => k !== i) }))} />
          <PhotoList photos={form.photosAdd} onRemove={(i) => setForm((f) => ({ ...f, photosAdd: f.photosAdd.filter((_, k) => k !== i) }))} />
          <ImageUpload label={t('edit.upload')} value="" onChange={(url) => url && setForm((f) => ({ ...f, photosAdd: [...f.photosAdd, url] }))} onBusyChange={setUploading} error={err('photosAdd')} />
        </div>
        <Field label={t('field.remote')} wide hint={t('edit.remoteHint')} error={err('photosRemote')}>
          <textarea rows={2} {...text('photosRemote')} placeholder="https://" />
        </Field>
        {error && (
          <p className="notice notice--error form-grid__full" role="alert">
            {error}
          </p>
        )}
        <div className="row-actions form-grid__actions">
          <FormSummary tries={editor.tries} />
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={editor.saving || uploading}>
            {editor.saving ? t('action.saving') : t('action.saveChanges')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A card of the grid: photo, name, school, bio teaser, rank and active with Save, Edit, Delete. */
function AthleteCard(props: { athlete: AdminFollowedAthlete; onEdit: () => void; onDelete: () => void; onSaved: (a: AdminFollowedAthlete) => void; notify: Notify }) {
  const a = props.athlete;
  const [rank, setRank] = useState(String(a.rank));
  const [active, setActive] = useState(a.active);
  const [busy, setBusy] = useState(false);
  const changed = rank.trim() !== String(a.rank) || active !== a.active;
  const cover = a.photos[0];

  const save = async () => {
    const r = parseRank(rank);
    if (r === undefined) {
      props.notify({ kind: 'error', text: t('card.rankInvalid') });
      return;
    }
    setBusy(true);
    try {
      const saved = await updateFollowed(a.id, { rank: r, active });
      invalidate('followed');
      props.notify({ kind: 'ok', text: t('card.saved') });
      props.onSaved(saved);
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('card.failed'), err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`admin-card ${a.active ? '' : 'is-inactive'}`} aria-label={a.name}>
      {cover ? (
        <img className="admin-card__photo" src={mediaUrl(cover)} alt="" loading="lazy" />
      ) : (
        <div className="admin-card__placeholder" aria-hidden="true">
          {initials(a.name)}
        </div>
      )}
      <div className="admin-card__body">
        <div>
          <h3>{a.name}</h3>
          <p className="muted small" style={{ margin: 0 }}>
            {a.schoolShort || a.school}
          </p>
        </div>
        {(a.bio || a.intro) && <p className="admin-card__teaser">{a.bio || a.intro}</p>}
        <div className="admin-card__controls">
          <Field label={t('card.rank')}>
            <input value={rank} inputMode="numeric" onChange={(e) => setRank(e.target.value)} />
          </Field>
          <label className="check">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> {t('card.active')}
          </label>
        </div>
        <div className="admin-card__actions">
          <button type="button" className="btn btn--small btn--primary" onClick={save} disabled={busy || !changed} aria-label={t('card.save', { name: a.name })}>
            {busy ? t('action.saving') : t('action.save')}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={props.onEdit} aria-label={t('card.edit', { name: a.name })}>
            {t('action.edit')}
          </button>
          <button type="button" className="btn btn--small btn--danger" onClick={props.onDelete} aria-label={t('card.delete', { name: a.name })}>
            {t('action.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** `/admin/followed`: create, search, a paged grid of cards, the edit dialog. */
export function FollowedAdminPage() {
  usePageMeta(t('meta.title'));
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const { items, setItems, loadError, reload: load } = useEditorList<AdminFollowedAthlete>({
    load: async () => {
      const r = await fetchAdminFollowed(search, page);
      setTotal(r.total);
      return r.items;
    },
    reloadOn: `${search}\n${page}`,
  });
  const [editing, setEditing] = useState<AdminFollowedAthlete | null>(null);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();

  const replace = (a: AdminFollowedAthlete) => setItems((l) => (l ?? []).map((x) => (x.id === a.id ? a : x)));
  const remove = async (a: AdminFollowedAthlete) => {
    if (!(await confirm(t('confirm.delete', { name: a.name })))) return;
    try {
      await deleteFollowed(a.id);
      invalidate('followed');
      notify({ kind: 'ok', text: t('notice.deleted') });
      await load();
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('notice.deleteFailed'), err) });
    }
  };

  const pages = pageCount(FOLLOWED_PAGE_SIZE, total);
  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      <CreateAthlete notify={notify} onCreated={() => (page === 1 ? void load() : setPage(1))} />

      <section className="panel" aria-labelledby="followed-list">
        <div className="panel__head">
          <h2 id="followed-list">{t('list.title')}</h2>
          {items && <span className="muted small">{pageRange(page, FOLLOWED_PAGE_SIZE, total)}</span>}
        </div>
        <SearchBar
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          onSearch={(q) => {
            setSearch(q);
            setPage(1);
          }}
        />
        <ListStates items={items} loadError={loadError} onRetry={() => void load()} empty={search ? t('list.noMatch') : t('list.empty')}>
          {(list) => (
            <ul className="admin-cards" role="list">
              {list.map((a) => (
                <AthleteCard key={`${a.id}-${a.rank}-${a.active}`} athlete={a} notify={notify} onSaved={replace} onEdit={() => setEditing(a)} onDelete={() => remove(a)} />
              ))}
            </ul>
          )}
        </ListStates>
        {items && total > FOLLOWED_PAGE_SIZE && <Pager page={page} pages={pages} onPage={setPage} />}
      </section>
      {editing && (
        <EditAthlete
          athlete={editing}
          notify={notify}
          onClose={() => setEditing(null)}
          onSaved={(a) => {
            replace(a);
            setEditing(null);
          }}
        />
      )}
      {confirmNode}
    </>
  );
}
