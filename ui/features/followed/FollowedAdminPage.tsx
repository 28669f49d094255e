import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage, mediaUrl } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
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
import { failureText, issuesByField } from '../admin/form-errors';
import { ImageUpload } from '../admin/ImageUpload';
import { Field, SearchBar, useConfirm, useNotice } from '../admin/kit';
import { pageCount, pageRange, parseRank } from '../admin/list-edits';

type Notify = (n: { kind: 'ok' | 'error'; text: string }) => void;

/** The create form. */
function CreateAthlete(props: { onCreated: () => void; notify: Notify }) {
  const [form, setForm] = useState<FollowedCreateForm>(emptyFollowedForm);
  const [photos, setPhotos] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const errors = followedCreateErrors(form);
  const err = (k: keyof FollowedCreateForm) => (showErrors ? errors[k] : undefined);
  const set = (k: keyof FollowedCreateForm, v: string) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (busy || uploading) return;
    const problems = [...new Set(Object.values(errors))];
    if (problems.length) {
      props.notify({ kind: 'error', text: problems.join(' ') });
      return;
    }
    setBusy(true);
    try {
      await createFollowed(followedCreateBody(form, photos));
      invalidate('followed');
      props.notify({ kind: 'ok', text: FOLLOWED_MESSAGES.created });
      setForm(emptyFollowedForm());
      setPhotos([]);
      setShowErrors(false);
      setServerErrors({});
      props.onCreated();
    } catch (error) {
      setServerErrors(issuesByField(error));
      props.notify({ kind: 'error', text: failureText('Create failed', error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel form-grid" onSubmit={submit} noValidate aria-label="New athlete">
      <h2 className="form-grid__title">New athlete</h2>
      <Field label="First name" error={err('firstName') ?? serverErrors.name}>
        <input value={form.firstName} onChange={(e) => set('firstName', e.target.value)} />
      </Field>
      <Field label="Last name">
        <input value={form.lastName} onChange={(e) => set('lastName', e.target.value)} />
      </Field>
      <Field label="Current school" error={err('schoolNow') ?? serverErrors.school}>
        <input value={form.schoolNow} onChange={(e) => set('schoolNow', e.target.value)} />
      </Field>
      <Field label="State" hint="e.g. OR">
        <input value={form.stateNow} onChange={(e) => set('stateNow', e.target.value)} maxLength={30} />
      </Field>
      <Field label="Previous school" hint="Shown as the card's short bio">
        <input value={form.schoolPrev} onChange={(e) => set('schoolPrev', e.target.value)} />
      </Field>
      <Field label="Previous state">
        <input value={form.statePrev} onChange={(e) => set('statePrev', e.target.value)} maxLength={30} />
      </Field>
      <Field label="Instagram" hint="@handle or link" error={err('instagram') ?? serverErrors.instagram}>
        <input value={form.instagram} onChange={(e) => set('instagram', e.target.value)} />
      </Field>
      <Field label="TikTok" hint="@handle or link" error={err('tiktok') ?? serverErrors.tiktok}>
        <input value={form.tiktok} onChange={(e) => set('tiktok', e.target.value)} />
      </Field>
      <Field label="Other link" error={err('otherUrl') ?? serverErrors.otherUrl}>
        <input type="url" value={form.otherUrl} onChange={(e) => set('otherUrl', e.target.value)} placeholder="https://" />
      </Field>
      <Field label="Intro" wide hint="A sentence or two (30–50 words) shown first">
        <textarea rows={2} value={form.intro} onChange={(e) => set('intro', e.target.value)} />
      </Field>
      <Field label="Body" wide hint="About 200 words: why you follow them">
        <textarea rows={5} value={form.body} onChange={(e) => set('body', e.target.value)} />
      </Field>
      <Field label="Remote image URLs" wide hint="One http(s) link per line; the server downloads and optimises them" error={err('photosRemote') ?? serverErrors.photosRemote}>
        <textarea rows={3} value={form.photosRemote} onChange={(e) => set('photosRemote', e.target.value)} placeholder="https://" />
      </Field>
      <div className="form-grid__full">
        <PhotoList photos={photos} onRemove={(i) => setPhotos((p) => p.filter((_, k) => k !== i))} />
        <ImageUpload label="Add a photo" value="" onChange={(url) => url && setPhotos((p) => [...p, url])} onBusyChange={setUploading} />
      </div>
      <div className="row-actions form-grid__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || uploading}>
          {busy ? 'Creating…' : 'Create athlete'}
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
          <img className="thumb thumb--square" src={mediaUrl(p)} alt={`Photo ${i + 1}`} loading="lazy" />
          <button type="button" className="btn btn--small btn--ghost icon-action" onClick={() => props.onRemove(i)} aria-label={`Remove photo ${i + 1}`}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The edit dialog. */
function EditAthlete(props: { athlete: AdminFollowedAthlete; onClose: () => void; onSaved: (a: AdminFollowedAthlete) => void; notify: Notify }) {
  const [form, setForm] = useState<FollowedEditForm>(() => followedToEditForm(props.athlete));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const errors = followedEditErrors(form);
  const err = (k: keyof FollowedEditForm) => (showErrors ? errors[k] : undefined) ?? serverErrors[k];
  const set = (k: keyof FollowedEditForm, v: string) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (busy || uploading) return;
    if (!props.athlete.id) {
      setError(FOLLOWED_MESSAGES.missingId);
      return;
    }
    const problems = [...new Set(Object.values(errors))];
    if (problems.length) {
      setError(problems.join(' '));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await updateFollowed(props.athlete.id, followedEditBody(form));
      invalidate('followed');
      props.notify({ kind: 'ok', text: 'Saved ✅' });
      props.onSaved(saved);
    } catch (err2) {
      setServerErrors(issuesByField(err2));
      setError(failureText('Update failed', err2));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={`Edit ${props.athlete.name}`} onClose={props.onClose} wide>
      <form className="form-grid" onSubmit={submit} noValidate aria-label={`Edit ${props.athlete.name}`}>
        <h2 className="form-grid__title">Edit {props.athlete.name}</h2>
        <Field label="Name" error={err('name')}>
          <input value={form.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label="School" hint="School, ST" error={err('school')}>
          <input value={form.school} onChange={(e) => set('school', e.target.value)} />
        </Field>
        <Field label="Short school name" hint="Shown on the card when set" error={err('schoolShort')}>
          <input value={form.schoolShort} onChange={(e) => set('schoolShort', e.target.value)} maxLength={40} />
        </Field>
        <Field label="Instagram" error={err('instagram')}>
          <input value={form.instagram} onChange={(e) => set('instagram', e.target.value)} />
        </Field>
        <Field label="TikTok" error={err('tiktok')}>
          <input value={form.tiktok} onChange={(e) => set('tiktok', e.target.value)} />
        </Field>
        <Field label="Other link" error={err('otherUrl')}>
          <input type="url" value={form.otherUrl} onChange={(e) => set('otherUrl', e.target.value)} placeholder="https://" />
        </Field>
        <Field label="Short bio" wide error={err('bio')}>
          <textarea rows={2} value={form.bio} onChange={(e) => set('bio', e.target.value)} />
        </Field>
        <Field label="Intro" wide error={err('intro')}>
          <textarea rows={2} value={form.intro} onChange={(e) => set('intro', e.target.value)} />
        </Field>
        <Field label="Body" wide error={err('body')}>
          <textarea rows={6} value={form.body} onChange={(e) => set('body', e.target.value)} />
        </Field>
        <div className="form-grid__full">
          <span className="field__label">Photos</span>
          {form.photos.length + form.photosAdd.length === 0 && <p className="muted small">No photos yet.</p>}
          <PhotoList photos={form.photos} onRemove={(i) => setForm((f) => ({ ...f, photos: f.photos.filter((_, k) => k !== i) }))} />
          <PhotoList photos={form.photosAdd} onRemove={(i) => setForm((f) => ({ ...f, photosAdd: f.photosAdd.filter((_, k) => k !== i) }))} />
          <ImageUpload label="Upload a photo" value="" onChange={(url) => url && setForm((f) => ({ ...f, photosAdd: [...f.photosAdd, url] }))} onBusyChange={setUploading} error={err('photosAdd')} />
        </div>
        <Field label="Remote image URLs" wide hint="One http(s) link per line, added after the photos" error={err('photosRemote')}>
          <textarea rows={2} value={form.photosRemote} onChange={(e) => set('photosRemote', e.target.value)} placeholder="https://" />
        </Field>
        {error && (
          <p className="notice notice--error form-grid__full" role="alert">
            {error}
          </p>
        )}
        <div className="row-actions form-grid__actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy || uploading}>
            {busy ? 'Saving…' : 'Save changes'}
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
      props.notify({ kind: 'error', text: 'Update failed: Rank must be an integer.' });
      return;
    }
    setBusy(true);
    try {
      const saved = await updateFollowed(a.id, { rank: r, active });
      invalidate('followed');
      props.notify({ kind: 'ok', text: 'Saved ✅' });
      props.onSaved(saved);
    } catch (err) {
      props.notify({ kind: 'error', text: failureText('Update failed', err) });
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
          <Field label="Rank">
            <input value={rank} inputMode="numeric" onChange={(e) => setRank(e.target.value)} />
          </Field>
          <label className="check" style={{ minHeight: 36 }}>
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
          </label>
        </div>
        <div className="admin-card__actions">
          <button type="button" className="btn btn--small btn--primary" onClick={save} disabled={busy || !changed} aria-label={`Save rank and active of ${a.name}`}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={props.onEdit} aria-label={`Edit ${a.name}`}>
            Edit
          </button>
          <button type="button" className="btn btn--small btn--danger" onClick={props.onDelete} aria-label={`Delete ${a.name}`}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}

/** `/admin/followed`: create, search, a paged grid of cards, the edit dialog. */
export function FollowedAdminPage() {
  usePageMeta('Followed athletes · Admin');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<AdminFollowedAthlete[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminFollowedAthlete | null>(null);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const seq = useRef(0);

  const load = async () => {
    const mine = ++seq.current;
    setLoadError(null);
    try {
      const r = await fetchAdminFollowed(search, page);
      if (mine !== seq.current) return;
      setItems(r.items);
      setTotal(r.total);
    } catch (err) {
      if (mine === seq.current) setLoadError(`Load failed: ${errorMessage(err)}`);
    }
  };
  useEffect(() => {
    void load();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- load reads the current filters; it runs again when they change
  }, [search, page]);

  const replace = (a: AdminFollowedAthlete) => setItems((l) => (l ?? []).map((x) => (x.id === a.id ? a : x)));
  const remove = async (a: AdminFollowedAthlete) => {
    if (!(await confirm(`Delete ${a.name}? Their photos and likes are removed too.`))) return;
    try {
      await deleteFollowed(a.id);
      invalidate('followed');
      notify({ kind: 'ok', text: 'Deleted.' });
      await load();
    } catch (err) {
      notify({ kind: 'error', text: failureText('Delete failed', err) });
    }
  };

  const pages = pageCount(FOLLOWED_PAGE_SIZE, total);
  return (
    <>
      <h1>Athletes I follow</h1>
      <p className="page-lead">Runners shown in the “Athletes I follow” carousel. Lower rank is shown first; inactive athletes are hidden.</p>
      {notice}
      <CreateAthlete notify={notify} onCreated={() => (page === 1 ? void load() : setPage(1))} />

      <section className="panel" aria-labelledby="followed-list">
        <div className="panel__head">
          <h2 id="followed-list">Athletes</h2>
          {items && <span className="muted small">{pageRange(page, FOLLOWED_PAGE_SIZE, total)}</span>}
        </div>
        <SearchBar
          label="Search athletes"
          placeholder="Name or school"
          value={query}
          onChange={setQuery}
          onSearch={(q) => {
            setSearch(q);
            setPage(1);
          }}
        />
        {loadError && <ErrorState message={loadError} onRetry={load} retryLabel="Retry" />}
        {!items && !loadError && <Loading />}
        {items && items.length === 0 && <p className="state state--empty">{search ? 'No athletes match this search.' : 'No athletes yet.'}</p>}
        {items && items.length > 0 && (
          <ul className="admin-cards" role="list">
            {items.map((a) => (
              <AthleteCard key={`${a.id}-${a.rank}-${a.active}`} athlete={a} notify={notify} onSaved={replace} onEdit={() => setEditing(a)} onDelete={() => remove(a)} />
            ))}
          </ul>
        )}
        {items && total > FOLLOWED_PAGE_SIZE && (
          <nav className="pager" aria-label="Pages">
            <span className="muted">
              Page {page} of {pages}
            </span>
            <div className="pager__buttons">
              <button type="button" className="btn btn--small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </button>
              <button type="button" className="btn btn--small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </button>
            </div>
          </nav>
        )}
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
