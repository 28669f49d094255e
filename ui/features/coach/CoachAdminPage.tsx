import { useEffect, useRef, useState, type FormEvent } from 'react';
import { mediaUrl } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { formatDate, usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { COACH_QUESTIONS } from './invite-form';
import { InviteList } from './InviteList';
import { invitesChanged } from './invites.api';
import { createCoachInvite, createCoachNote, deleteCoachNote, fetchAdminCoachNotes, updateCoachNote, type AdminCoachNote } from './coach-admin.api';
import { absoluteInviteUrl, articleFromAnswers, coachFormProblems, coachFormToInput, countSentences, emptyCoachForm, isEmail, noteToForm, COACH_MESSAGES, type CoachForm } from './coach-form';
import { t } from './coach-admin.messages';
import { failureDetail, failureText, issuesByField } from '../../admin-kit/form-errors';
import { COACH_ARTICLE_POLICY } from '../../../src/shared/html-policy';
import { ArticleEditor } from '../../admin-kit/ArticleEditor';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { copyText, Field, FormSummary, ListStates, useConfirm, useNotice, type Notice } from '../../admin-kit/kit';
import { badgesChanged } from '../../admin-kit/admin-badges';
import { useEditorForm, useEditorList } from '../../admin-kit/list-editor';

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
      setProblems(listed.length ? listed : [failureDetail(err) || t('editor.saveFailed')]);
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

  const title = props.note ? (props.note.author ? t('editor.edit', { author: props.note.author }) : t('editor.editAnon')) : t('editor.new');
  return (
    <form className="panel form-grid" onSubmit={submit} noValidate aria-label={title}>
      <div className="panel__head form-grid__title">
        <h2>{title}</h2>
        {props.note && (
          <button type="button" className="btn btn--small btn--ghost" onClick={cancel}>
            {t('editor.newInstead')}
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
      <Field label={t('field.author')} error={err('author')}>
        <input {...text('author')} />
      </Field>
      <Field label={t('field.contact')} hint={t('field.contactHint')} error={err('contact')}>
        <input {...text('contact')} />
      </Field>
      <Field label={t('field.headline')} wide hint={t(`field.headlineHint.${plural(sentences)}`, { n: sentences })} error={err('headline')}>
        <textarea rows={3} {...text('headline')} />
      </Field>
      <div className="form-grid__full">
        <ImageUpload label={t('field.photo')} value={form.photoUrl} onChange={(url) => set('photoUrl', url)} error={err('photoUrl')} hint={t('field.photoHint')} onBusyChange={uploadBusy} portrait />
      </div>
      <div className="form-grid__full">
        <ImageUpload label={t('field.hero')} value={form.heroImageUrl} onChange={(url) => set('heroImageUrl', url)} error={err('heroImageUrl')} removable hint={t('field.heroHint')} onBusyChange={uploadBusy} />
      </div>
      <div className="form-grid__full">
        <span className="field__label">{t('field.gallery')}</span>
        <div className="slot-grid" style={{ marginTop: 6 }}>
          {form.gallery.map((g, i) => (
            <ImageUpload key={i} compact removable label={t('field.galleryImage', { n: i + 1 })} value={g} onBusyChange={uploadBusy} onChange={(url) => setForm((f) => ({ ...f, gallery: f.gallery.map((x, k) => (k === i ? url : x)) }))} />
          ))}
        </div>
      </div>
      <ArticleEditor
        label={t('field.article')}
        policy={COACH_ARTICLE_POLICY}
        value={form.articleHtml}
        onChange={(html) => set('articleHtml', html)}
        hint={t('field.articleHint')}
        error={err('articleHtml')}
      />
      {hasAnswers && !form.articleHtml.trim() && props.note && (
        <p className="form-grid__full" style={{ margin: 0 }}>
          <button type="button" className="btn btn--small" onClick={() => props.note && set('articleHtml', articleFromAnswers(props.note))}>
            {t('field.fromAnswers')}
          </button>
        </p>
      )}
      <label className="check form-grid__full">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> {t('field.published')}
      </label>
      <div className="row-actions form-grid__actions">
        {props.note && (
          <button type="button" className="btn btn--ghost" onClick={cancel}>
            {t('action.cancel')}
          </button>
        )}
        <FormSummary tries={editor.tries} />
        <button type="submit" className="btn btn--primary" disabled={busy || uploads > 0}>
          {busy ? t('action.saving') : uploads > 0 ? t('action.uploading') : props.note ? t('action.saveNote') : t('action.createNote')}
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
  const [tries, setTries] = useState(0);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt?: string } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const nameError = showErrors && !name.trim() ? COACH_MESSAGES.inviteFields : undefined;
  const emailError = showErrors ? (!email.trim() ? COACH_MESSAGES.inviteFields : !isEmail(email) ? COACH_MESSAGES.inviteEmail : undefined) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    setTries((n) => n + 1);
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
    setMessage(ok ? { ok, text: t('invite.copied') } : { ok, text: t('invite.copyFailed') });
  };

  return (
    <form className="panel form-grid" onSubmit={submit} noValidate aria-label={t('invite.title')}>
      <h2 className="form-grid__title">{t('invite.title')}</h2>
      <p className="muted form-grid__note">{t('invite.note')}</p>
      <Field label={t('invite.name')} error={nameError}>
        <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field label={t('invite.email')} error={emailError} hint={t('invite.emailHint')}>
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </Field>
      <div className="row-actions form-grid__actions">
        <FormSummary tries={tries} />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('invite.creating') : t('invite.create')}
        </button>
      </div>
      {link && (
        <div className="link-box">
          <label className="sr-only" htmlFor="invite-link">
            {t('invite.link')}
          </label>
          <input id="invite-link" ref={linkInput} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn" onClick={copy}>
            {t('invite.copy')}
          </button>
          <a className="btn btn--ghost" href={link.url} target="_blank" rel="noopener noreferrer">
            {t('invite.open')}
          </a>
          {link.expiresAt && <span className="muted small form-grid__full">{t('invite.valid', { date: formatDate(link.expiresAt) })}</span>}
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
      props.notify({ kind: 'ok', text: n.active ? t('notice.drafted') : t('notice.published') });
      await props.onChanged();
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('notice.updateFailed'), err) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!(await props.confirm(n.author ? t('confirm.delete', { author: n.author }) : t('confirm.deleteThis')))) return;
    setBusy(true);
    try {
      await deleteCoachNote(n.id);
      invalidate('coach-notes');
      props.notify({ kind: 'ok', text: t('notice.deleted') });
      await props.onChanged();
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('notice.deleteFailed'), err) });
      setBusy(false);
    }
  };

  return (
    <li className={props.editing ? 'is-editing' : ''} aria-label={n.author ? t('note.by', { author: n.author }) : t('note.byAnon')}>
      <div className="note__head">
        <div className="row-main">
          {n.photoUrl ? <img className="thumb thumb--square" src={mediaUrl(n.photoUrl)} alt="" loading="lazy" /> : <span className="thumb thumb--square" aria-hidden="true" />}
          <div>
            <strong>{n.author || t('note.unnamed')}</strong> {n.active ? <span className="pill pill--ok">{t('note.published')}</span> : <span className="pill pill--warn">{t('note.draft')}</span>}
            <div className="muted small">
              {n.source === 'invite' ? `${t('note.viaInvite')} · ` : ''}
              {t('note.updated', { date: formatDate(n.updatedAt) })}
              {!hasArticle && ` · ${t('note.noArticle')}`}
            </div>
          </div>
        </div>
        <div className="row-actions">
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? t('note.hideAnswers') : t('note.review')}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={props.onEdit} aria-label={n.author ? t('note.edit', { author: n.author }) : t('note.editThis')}>
            {t('action.edit')}
          </button>
          <button type="button" className={`btn btn--small ${n.active ? '' : 'btn--primary'}`} onClick={toggle} disabled={busy} aria-label={n.author ? t(n.active ? 'note.unpublish' : 'note.publish', { author: n.author }) : t(n.active ? 'note.unpublishThis' : 'note.publishThis')}>
            {n.active ? t('action.unpublish') : t('action.publish')}
          </button>
          <button type="button" className="btn btn--small btn--danger" onClick={remove} disabled={busy} aria-label={n.author ? t('note.delete', { author: n.author }) : t('note.deleteThis')}>
            {t('action.delete')}
          </button>
        </div>
      </div>
      {n.headline && <p className="note__headline">{n.headline}</p>}
      {open && (
        <dl className="review">
          {n.about && (
            <div>
              <dt>{t('note.about')}</dt>
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
              <dt>{t('note.contact')}</dt>
              <dd>{n.contact}</dd>
            </div>
          )}
          {!n.about && !answers.length && !n.contact && (
            <div>
              <dd className="muted">{t('note.noAnswers')}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}

/** `/admin/coach`: the coach note editor, every note (invite drafts to review and publish), the invite generator. */
export function CoachAdminPage() {
  usePageMeta(t('meta.title'));
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
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      <section aria-labelledby="coach-notes" style={{ marginBottom: 32 }}>
        <h2 id="coach-notes">
          {t('notes.title')} {drafts > 0 && <span className="pill pill--warn">{t('notes.toReview', { n: drafts })}</span>}
        </h2>
        <ListStates items={notes} loadError={loadError} onRetry={() => void load()} empty={t('notes.empty')}>
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
