import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { PageProps } from '../feature';
import { COLLEGE_NOTE_KINDS, COLLEGE_STAGES, type CollegeNoteKind } from '../../../src/features/colleges/colleges.schema';
import { ErrorState, Loading } from '../../components/states';
import { plural } from '../../lib/i18n/i18n';
import { formatDate, usePageMeta } from '../../lib/page';
import { failureText } from '../../admin-kit/form-errors';
import { Field, useConfirm, useNotice } from '../../admin-kit/kit';
import { CollegeForm } from './CollegeForm';
import { NextStep, stageName } from './CollegesAdminPage';
import { localToday } from './college-form';
import { addCollegeNote, deleteCollege, deleteCollegeNote, fetchTimeline, updateCollege, type AdminCollege, type CollegeTimeline, type CollegeTimelineItem } from './colleges.api';
import { t } from './colleges-admin.messages';

/** When an entry happened, as the timeline shows it: its day. */
function when(item: CollegeTimelineItem): string {
  if (item.kind === 'visits') return formatDate(item.day);
  return formatDate(item.at);
}

/** One entry of the timeline. */
function Entry(props: { item: CollegeTimelineItem; onDeleteNote: (noteId: number) => void }) {
  const item = props.item;
  const body = (() => {
    switch (item.kind) {
      case 'visits':
        return <p>{t(`timeline.visits.${plural(item.count)}`, { n: item.count })}</p>;
      case 'message':
        return (
          <>
            <p>
              <strong>{t('timeline.message', { name: item.name })}</strong> <span className="muted small">{item.email}</span> {item.filed && <span className="pill">{t('timeline.messageFiled')}</span>}
            </p>
            <blockquote className="timeline__quote">{item.excerpt}</blockquote>
            <Link href="/admin/inbox" className="small">
              {t('timeline.openInbox')}
            </Link>
          </>
        );
      case 'stage':
        return <p>{item.from ? t('timeline.stage', { to: stageName(item.to) }) : t('timeline.stageFirst', { to: stageName(item.to) })}</p>;
      case 'note':
        return (
          <>
            <p>
              <strong>{t(`note.kind.${item.noteKind}`)}</strong>
            </p>
            <p className="timeline__text">{item.text}</p>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => props.onDeleteNote(item.noteId)}>
              {t('timeline.deleteNote')}
            </button>
          </>
        );
    }
  })();
  const kind = item.kind === 'note' ? item.noteKind : item.kind;
  return (
    <li className={`timeline__item timeline__item--${kind}`}>
      <time className="timeline__when muted small" dateTime={item.kind === 'visits' ? item.day : item.at}>
        {when(item)}
      </time>
      <div className="timeline__body">{body}</div>
    </li>
  );
}

/** The form that adds a call, a camp, a visit… to the timeline. */
function NoteForm(props: { collegeId: number; onAdded: () => void; notify: ReturnType<typeof useNotice>[1] }) {
  const [kind, setKind] = useState<CollegeNoteKind>('call');
  const [date, setDate] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t('note.text'));
      return;
    }
    setBusy(true);
    try {
      await addCollegeNote(props.collegeId, { kind, text, at: date || undefined });
      setText('');
      setDate('');
      setError(undefined);
      props.notify({ kind: 'ok', text: t('note.added') });
      props.onAdded();
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('note.failed'), err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="note-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="note-form-title">
      <h3 id="note-form-title">{t('note.title')}</h3>
      <div className="note-form__row">
        <Field label={t('note.kind')}>
          <select value={kind} onChange={(e) => setKind(e.target.value as CollegeNoteKind)}>
            {COLLEGE_NOTE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`note.kind.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('note.date')} hint={t('note.dateHint')}>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
      </div>
      <Field label={t('note.text')} wide error={error}>
        <textarea rows={3} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
      </Field>
      <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
        {t('note.add')}
      </button>
    </form>
  );
}

/** `/admin/colleges/{id}`: one program, its details and its timeline. */
function CollegePage(props: { id: number }) {
  const [data, setData] = useState<CollegeTimeline | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, notify] = useNotice();
  const [confirmNode, ask] = useConfirm();
  const [, navigate] = useLocation();
  usePageMeta(data ? `${data.college.name} · ${t('meta')}` : t('meta'));

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setData(await fetchTimeline(props.id));
    } catch (err) {
      setLoadError(failureText(t('timeline.loadFailed'), err));
    }
  }, [props.id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (loadError)
    return (
      <>
        <Link href="/admin/colleges">← {t('back')}</Link>
        <ErrorState message={loadError} onRetry={() => void load()} />
      </>
    );
  if (!data) return <Loading height={400} />;
  const c = data.college;

  const saved = (next: AdminCollege) => {
    notify({ kind: 'ok', text: t('form.saved') });
    void load();
    return next;
  };
  const remove = async () => {
    if (!(await ask(t('delete.confirm', { name: c.name }), t('delete')))) return;
    try {
      await deleteCollege(c.id);
      navigate('/admin/colleges');
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('delete.failed'), err) });
    }
  };
  const removeNote = async (noteId: number) => {
    if (!(await ask(t('timeline.deleteConfirm'), t('timeline.deleteNote')))) return;
    try {
      await deleteCollegeNote(c.id, noteId);
      void load();
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('delete.failed'), err) });
    }
  };
  const moveTo = async (stage: AdminCollege['stage']) => {
    try {
      saved(await updateCollege(c.id, { stage }));
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('stage.moveFailed'), err) });
    }
  };

  return (
    <>
      <Link href="/admin/colleges" className="back-link">
        ← {t('back')}
      </Link>
      <header className="college-head">
        <div>
          <h1>{c.name}</h1>
          {(c.division || c.conference) && <p className="muted">{[c.division, c.conference].filter(Boolean).join(' · ')}</p>}
          <NextStep college={c} today={localToday()} />
          {c.link && (
            <p className="college-head__resume">
              {t('resume.lead')}{' '}
              <a href={`/resume?via=${encodeURIComponent(c.link.code)}`} target="_blank" rel="noopener">
                {t('resume.page')}
              </a>
              {' · '}
              <a href={`/resume.pdf?via=${encodeURIComponent(c.link.code)}`} target="_blank" rel="noopener">
                {t('resume.pdf')}
              </a>
            </p>
          )}
        </div>
        <div className="college-head__stage">
          <label className="field__label" htmlFor="college-stage">
            {t('stage.label')}
          </label>
          <select id="college-stage" value={c.stage} onChange={(e) => void moveTo(e.target.value as AdminCollege['stage'])}>
            {COLLEGE_STAGES.map((s) => (
              <option key={s} value={s}>
                {stageName(s)}
              </option>
            ))}
          </select>
        </div>
      </header>
      {notice}
      <div className="college-layout">
        <section className="college-timeline" aria-labelledby="timeline-title">
          <h2 id="timeline-title">{t('timeline.title')}</h2>
          <NoteForm collegeId={c.id} onAdded={() => void load()} notify={notify} />
          {data.items.length ? (
            <ol className="timeline" role="list">
              {data.items.map((item) => (
                <Entry key={item.id} item={item} onDeleteNote={(id) => void removeNote(id)} />
              ))}
            </ol>
          ) : (
            <p className="muted">{t('timeline.empty')}</p>
          )}
        </section>
        <div className="college-details">
          <CollegeForm key={c.id} college={c} onSaved={saved} />
          <button type="button" className="btn btn--danger btn--small" onClick={() => void remove()}>
            {t('delete')}
          </button>
        </div>
      </div>
      {confirmNode}
    </>
  );
}

/** The route of a program's page (`/admin/colleges/:id`). */
export function CollegeRoute(props: PageProps) {
  return <CollegePage id={Number(props.params.id)} />;
}
