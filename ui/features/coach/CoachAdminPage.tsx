import { useEffect, useRef, useState, type FormEvent } from 'react';
import { mediaUrl } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { COACH_QUESTIONS } from '../coach-invite/invite-form';
import { InviteList } from '../coach-invite/InviteList';
import { invitesChanged } from '../coach-invite/invites.api';
import { createCoachInvite, createCoachNote, deleteCoachNote, fetchAdminCoachNotes, updateCoachNote, type AdminCoachNote } from './coach-admin.api';
import { absoluteInviteUrl, articleFromAnswers, coachFormProblems, coachFormToInput, countSentences, emptyCoachForm, isEmail, noteToForm, COACH_MESSAGES, type CoachForm } from './coach-form';
import { failureDetail, failureText, issuesByField } from '../admin/form-errors';
import { COACH_ARTICLE_POLICY } from '../../../src/features/shared/html-policy';
import { ArticleEditor } from '../admin/ArticleEditor';
import { ImageUpload } from '../admin/ImageUpload';
import { copyText, Field, ListStates, useConfirm, useNotice, type Notice } from '../admin/kit';
import { badgesChanged } from '../admin/admin-badges';
import { useEditorForm, useEditorList } from '../admin/list-editor';

type Notify = (n: Notice | null) => void;

/** The note editor: a new note of the admin's own, or an existing one (an invite draft included). */
function CoachEditor(props: { note: AdminCoachNote | null; onSaved: (n: AdminCoachNote) => void; onCancel: () => void; notify: Notify }) {
  const [problems, setProblems] = useState<string[]>([]);
  const [uploads, setUploads] = useState(0);
  const editor = useEditorForm<AdminCoachNote, CoachForm>({
    screen: 'coach',
    initial: props.note,
    emptyForm: emptyCoachForm,
    toForm: noteToForm,
    // The problems are listed together above the fields, not beside each one.
    validate: (f) => ({ form: coachFormProblems(f).join('\n') || undefined }),
    invalidNotice: (e) => e.form ?? '',
    save: (form, note) => (note ? updateCoachNote(note.id, coachFormToInput(form)) : createCoachNote(coachFormToInput(form))),
    afterSave: 'keep',
    onSaved: (saved) => props.onSaved(saved as AdminCoachNote),
    onSaveFailed: (err) => {
      const listed = Object.values(issuesByField(err));
      setProblems(listed.length ? listed : [failureDetail(err) || 'Save failed']);
    },
    invalidates: ['coach-notes'],
    notify: (n) => (n?.kind === 'error' ? setProblems(n.text.split('\n')) : (setProblems([]), props.notify(n))),
  });
  const { form, setField: set, updateForm: setForm, fieldError: err, text } = editor;
  const busy = editor.saving;
  const uploadBusy = (b: boolean) => setUploads((n) => n + (b ? 1 : -1));
  const sentences = countSentences(form.headline);
  const hasAnswers = !!props.note && !!(props.note.about || COACH_QUESTIONS.some(([k]) => props.note?.[k]));
  const cancel = () => {
    editor.cancel();
    props.onCancel();
  };
  const submit = (e: FormEvent) => (uploads > 0 ? e.preventDefault() : void editor.submit(e));

  const title = props.note ? `Edit the note by ${props.note.author || 'a coach'}` : 'New coach note';
  return (
    <form className="panel form-grid" onSubmit={submit} noValidate aria-label={title}>
      <div className="panel__head form-grid__title">
        <h2>{title}</h2>
        {props.note && (
          <button type="button" className="btn btn--small btn--ghost" onClick={cancel}>
            New note instead
          </button>
        )}
      </div>
      {problems.length > 0 && (
        <div className="notice notice--error form-grid__full" role="alert" style={{ display: 'block' }}>
          <strong>{COACH_MESSAGES.cannotSave}</strong>
          <ul style={{ margin: '6px 0 0', paddingLeft: '1.2em' }}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <Field label="Coach name" error={err('author')}>
        <input {...text('author')} />
      </Field>
      <Field label="Contact" hint="Kept private: not shown on the site" error={err('contact')}>
        <input {...text('contact')} />
      </Field>
      <Field label="Headline" wide hint={`2–3 sentences, shown on the coach card (${sentences} sentence${sentences === 1 ? '' : 's'} now)`} error={err('headline')}>
        <textarea rows={3} {...text('headline')} />
      </Field>
      <div className="form-grid__full">
        <ImageUpload label="Coach photo" value={form.photoUrl} onChange={(url) => set('photoUrl', url)} error={err('photoUrl')} hint="Required: a friendly head-and-shoulders photo." onBusyChange={uploadBusy} />
      </div>
      <div className="form-grid__full">
        <ImageUpload label="Hero image" value={form.heroImageUrl} onChange={(url) => set('heroImageUrl', url)} error={err('heroImageUrl')} removable hint="Optional: the wide image at the top of the article." onBusyChange={uploadBusy} />
      </div>
      <div className="form-grid__full">
        <span className="field__label">Gallery (4 slots)</span>
        <div className="slot-grid" style={{ marginTop: 6 }}>
          {form.gallery.map((g, i) => (
            <ImageUpload key={i} compact removable label={`Gallery image ${i + 1}`} value={g} onBusyChange={uploadBusy} onChange={(url) => setForm((f) => ({ ...f, gallery: f.gallery.map((x, k) => (k === i ? url : x)) }))} />
          ))}
        </div>
      </div>
      <ArticleEditor
        label="Article"
        policy={COACH_ARTICLE_POLICY}
        value={form.articleHtml}
        onChange={(html) => set('articleHtml', html)}
        hint="Optional. Headings, paragraphs, lists, bold, italic, quotes and https or e-mail links."
        error={err('articleHtml')}
      />
      {hasAnswers && !form.articleHtml.trim() && props.note && (
        <p className="form-grid__full" style={{ margin: 0 }}>
          <button type="button" className="btn btn--small" onClick={() => props.note && set('articleHtml', articleFromAnswers(props.note))}>
            Start the article from the coach’s answers
          </button>
        </p>
      )}
      <label className="check form-grid__full">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> Published (unchecked: Draft)
      </label>
      <div className="row-actions form-grid__actions">
        {props.note && (
          <button type="button" className="btn btn--ghost" onClick={cancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy || uploads > 0}>
          {busy ? 'Saving…' : uploads > 0 ? 'Uploading…' : props.note ? 'Save note' : 'Create note'}
        </button>
      </div>
    </form>
  );
}

/** The invite generator: coach name and e-mail give a link to send them. */
function InviteGenerator() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt?: string } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const nameError = showErrors && !name.trim() ? COACH_MESSAGES.inviteFields : undefined;
  const emailError = showErrors ? (!email.trim() ? COACH_MESSAGES.inviteFields : !isEmail(email) ? COACH_MESSAGES.inviteEmail : undefined) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (busy || !name.trim() || !isEmail(email)) return;
    setBusy(true);
    setMessage(null);
    try {
      const r = await createCoachInvite(name.trim(), email.trim());
      setLink({ url: absoluteInviteUrl(r.url, location.origin), expiresAt: r.expiresAt });
      invitesChanged();
      setShowErrors(false);
    } catch (err) {
      setMessage({ ok: false, text: failureText(COACH_MESSAGES.inviteFailed, err) });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    const ok = await copyText(link.url);
    if (!ok) linkInput.current?.select();
    setMessage(ok ? { ok, text: 'Link copied to clipboard ✅' } : { ok, text: 'Could not copy automatically. The link is selected: copy it with Ctrl+C or ⌘C.' });
  };

  return (
    <form className="panel form-grid" onSubmit={submit} noValidate aria-label="Invite a coach">
      <h2 className="form-grid__title">Invite a coach</h2>
      <p className="muted form-grid__note">The coach gets a private link to a short form: a headline, a few answers and a photo. Their note arrives below as a draft for you to review and publish.</p>
      <Field label="Coach name" error={nameError}>
        <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Coach e-mail" error={emailError} hint="Only used to prepare the invitation">
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </Field>
      <div className="row-actions form-grid__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create invite link'}
        </button>
      </div>
      {link && (
        <div className="link-box">
          <label className="sr-only" htmlFor="invite-link">
            Invite link
          </label>
          <input id="invite-link" ref={linkInput} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn" onClick={copy}>
            Copy link
          </button>
          <a className="btn btn--ghost" href={link.url} target="_blank" rel="noopener noreferrer">
            Open
          </a>
          {link.expiresAt && <span className="muted small form-grid__full">Valid until {formatDate(link.expiresAt)}. Send it to the coach by e-mail or message.</span>}
        </div>
      )}
      {message && (
        <p className={`notice notice--${message.ok ? 'ok' : 'error'} form-grid__full`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </form>
  );
}

/** One note of the list: status, origin, Review (answers), Edit, Publish/Unpublish, Delete. */
function NoteItem(props: { note: AdminCoachNote; editing: boolean; onEdit: () => void; onChanged: () => Promise<void>; notify: Notify; confirm: (t: string, l?: string) => Promise<boolean> }) {
  const n = props.note;
  const [open, setOpen] = useState(n.source === 'invite' && !n.active);
  const [busy, setBusy] = useState(false);
  const answers = COACH_QUESTIONS.filter(([k]) => n[k]?.trim());
  const hasArticle = !!n.articleHtml.replace(/<[^>]*>/g, '').trim();

  const toggle = async () => {
    setBusy(true);
    try {
      await updateCoachNote(n.id, { active: !n.active });
      invalidate('coach-notes');
      props.notify({ kind: 'ok', text: n.active ? 'Moved to draft.' : 'Published ✅ — it now shows as the coach spotlight on the home page.' });
      await props.onChanged();
    } catch (err) {
      props.notify({ kind: 'error', text: failureText('Update failed', err) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!(await props.confirm(`Delete the note by ${n.author || 'this coach'}? This cannot be undone.`))) return;
    setBusy(true);
    try {
      await deleteCoachNote(n.id);
      invalidate('coach-notes');
      props.notify({ kind: 'ok', text: 'Deleted.' });
      await props.onChanged();
    } catch (err) {
      props.notify({ kind: 'error', text: failureText('Delete failed', err) });
      setBusy(false);
    }
  };

  return (
    <li className={props.editing ? 'is-editing' : ''} aria-label={`Note by ${n.author || 'a coach'}`}>
      <div className="note__head">
        <div className="row-main">
          {n.photoUrl ? <img className="thumb thumb--square" src={mediaUrl(n.photoUrl)} alt="" loading="lazy" /> : <span className="thumb thumb--square" aria-hidden="true" />}
          <div>
            <strong>{n.author || 'Unnamed coach'}</strong> {n.active ? <span className="pill pill--ok">Published</span> : <span className="pill pill--warn">Draft</span>}
            <div className="muted small">
              {n.source === 'invite' ? 'Submitted through an invite · ' : ''}Updated {formatDate(n.updatedAt)}
              {!hasArticle && ' · no article yet'}
            </div>
          </div>
        </div>
        <div className="row-actions">
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide answers' : 'Review'}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={props.onEdit} aria-label={`Edit the note by ${n.author || 'this coach'}`}>
            Edit
          </button>
          <button type="button" className={`btn btn--small ${n.active ? '' : 'btn--primary'}`} onClick={toggle} disabled={busy} aria-label={`${n.active ? 'Unpublish' : 'Publish'} the note by ${n.author || 'this coach'}`}>
            {n.active ? 'Unpublish' : 'Publish'}
          </button>
          <button type="button" className="btn btn--small btn--danger" onClick={remove} disabled={busy} aria-label={`Delete the note by ${n.author || 'this coach'}`}>
            Delete
          </button>
        </div>
      </div>
      {n.headline && <p className="note__headline">{n.headline}</p>}
      {open && (
        <dl className="review">
          {n.about && (
            <div>
              <dt>About</dt>
              <dd>{n.about}</dd>
            </div>
          )}
          {answers.map(([k, title]) => (
            <div key={k}>
              <dt>{title}</dt>
              <dd>{n[k]}</dd>
            </div>
          ))}
          {n.contact && (
            <div>
              <dt>Contact (private)</dt>
              <dd>{n.contact}</dd>
            </div>
          )}
          {!n.about && !answers.length && !n.contact && (
            <div>
              <dd className="muted">No answers: this note was written here.</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}

/** `/admin/coach`: the coach note editor, every note (invite drafts to review and publish), the invite generator. */
export function CoachAdminPage() {
  usePageMeta('Coach note · Admin');
  const { items: notes, loadError, reload: load } = useEditorList<AdminCoachNote>({ load: async () => (await fetchAdminCoachNotes()).items });
  const [editing, setEditing] = useState<AdminCoachNote | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const editorRef = useRef<HTMLDivElement>(null);

  const edit = (n: AdminCoachNote | null) => {
    setEditing(n);
    setEditorKey((k) => k + 1);
    requestAnimationFrame(() => editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const drafts = notes?.filter((n) => n.source === 'invite' && !n.active).length ?? 0;
  // The menu's "to review" badge follows the list.
  useEffect(() => {
    if (notes) badgesChanged();
  }, [drafts, notes]);

  return (
    <>
      <h1>Coach note</h1>
      <p className="page-lead">A coach’s words about you, shown in the Coach Note spotlight. Write one here, or invite a coach to send theirs.</p>
      {notice}
      <section aria-labelledby="coach-notes" style={{ marginBottom: 32 }}>
        <h2 id="coach-notes">
          Notes {drafts > 0 && <span className="pill pill--warn">{drafts} to review</span>}
        </h2>
        <ListStates items={notes} loadError={loadError} onRetry={() => void load()} empty="No coach notes yet.">
          {(list) => (
            <ul className="admin-list note-list" role="list">
              {list.map((n) => (
                <NoteItem key={`${n.id}-${n.active}-${n.updatedAt}`} note={n} editing={editing?.id === n.id} onEdit={() => edit(n)} onChanged={load} notify={notify} confirm={confirm} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <div ref={editorRef}>
        <CoachEditor
          key={editorKey}
          note={editing}
          notify={notify}
          onCancel={() => edit(null)}
          onSaved={(saved) => {
            setEditing(saved);
            void load();
          }}
        />
      </div>
      <InviteGenerator />
      <InviteList />
      {confirmNode}
    </>
  );
}
