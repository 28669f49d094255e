import { useRef, useState } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { mediaUrl } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { failureText } from '../../admin-kit/form-errors';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { Field, FormSummary, useConfirm, useNotice, type Notice } from '../../admin-kit/kit';
import { useEditorForm, useEditorList } from '../../admin-kit/list-editor';
import { createTeamMember, deleteTeamMember, fetchAdminTeam, reorderTeam, TEAM_THEMES, updateTeamMember, type AdminTeamMember, type TeamTheme } from './team-admin.api';
import { emptyRecordRow, emptyTeamForm, memberToForm, moveMember, orderChanged, teamFormErrors, teamFormToInput, TEAM_MESSAGES, type RecordRow, type TeamForm } from './team-form';
import { t } from './team-admin.messages';

/** A card theme's name, in the current language. */
const themeLabel = (theme: TeamTheme) => t(`theme.${theme}`);

/** The edit panel of one member (new when `member` is null). */
function MemberEditor(props: {
  member: AdminTeamMember | null;
  onSaved: (m: AdminTeamMember) => void;
  onDeleted: (id: number) => void;
  onClose: () => void;
  notify: (n: Notice | null) => void;
  confirm: (t: string, l?: string) => Promise<boolean>;
}) {
  const [uploads, setUploads] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const editor = useEditorForm<AdminTeamMember, TeamForm>({
    screen: 'team',
    initial: props.member,
    emptyForm: emptyTeamForm,
    toForm: memberToForm,
    validate: teamFormErrors,
    showErrors: 'submitted',
    invalidNotice: (e) => [...new Set(Object.values(e).filter(Boolean))].join(' '),
    save: (form, m) => (m ? updateTeamMember(m.id, teamFormToInput(form)) : createTeamMember(teamFormToInput(form))),
    afterSave: 'keep',
    onSaved: (saved) => props.onSaved(saved as AdminTeamMember),
    invalidates: ['team'],
    messages: { saveFailed: t('notice.saveFailed') },
    notify: props.notify,
  });
  const { form, setField: set, updateForm: setForm, fieldError: err, text } = editor;
  const setRecord = (i: number, k: keyof RecordRow, v: string) => setForm((f) => ({ ...f, records: f.records.map((r, j) => (j === i ? { ...r, [k]: v } : r)) }));
  const uploadBusy = (b: boolean) => setUploads((n) => n + (b ? 1 : -1));
  const title = props.member ? t('editor.edit', { name: `${props.member.firstName} ${props.member.lastName}` }) : t('editor.new');
  const busy = editor.saving || deleting;

  const remove = async () => {
    const m = props.member;
    if (!m || !(await props.confirm(t('confirm.delete', { name: `${m.firstName} ${m.lastName}` })))) return;
    setDeleting(true);
    try {
      await deleteTeamMember(m.id);
      invalidate('team');
      editor.forget(m);
      props.notify({ kind: 'ok', text: t('notice.deleted') });
      props.onDeleted(m.id);
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('notice.deleteFailed'), err) });
      setDeleting(false);
    }
  };

  return (
    <form className="panel form-grid" onSubmit={(e) => (uploads > 0 ? e.preventDefault() : void editor.submit(e))} noValidate aria-label={title}>
      <div className="panel__head form-grid__title">
        <h2>{title}</h2>
        <button type="button" className="btn btn--small btn--ghost" onClick={props.onClose}>
          {t('editor.close')}
        </button>
      </div>
      <Field label={t('field.firstName')} error={err('firstName')}>
        <input {...text('firstName')} />
      </Field>
      <Field label={t('field.lastName')} error={err('lastName')}>
        <input {...text('lastName')} />
      </Field>
      <Field label={t('field.quote')} wide error={err('quote')}>
        <textarea rows={2} maxLength={300} {...text('quote')} />
      </Field>
      <div className="form-grid__full">
        <ImageUpload
          label={t('field.portrait')}
          value={form.portraitUrl}
          onChange={(url) => set('portraitUrl', url)}
          error={err('portraitUrl')}
          failurePrefix={TEAM_MESSAGES.portraitUpload}
          hint={t('field.portraitHint')}
          onBusyChange={uploadBusy}
        />
      </div>
      <div className="form-grid__full">
        <ImageUpload
          label={t('field.action')}
          value={form.actionUrl}
          onChange={(url) => set('actionUrl', url)}
          failurePrefix={TEAM_MESSAGES.actionUpload}
          hint={t('field.actionHint')}
          removable
          onBusyChange={uploadBusy}
        />
      </div>
      <Field label={t('field.actionUrl')} hint={t('field.actionUrlHint')} error={err('actionUrl')}>
        <input {...text('actionUrl')} placeholder="https://" />
      </Field>
      <Field label={t('field.theme')}>
        <select value={form.theme} onChange={(e) => set('theme', e.target.value as TeamTheme)}>
          {TEAM_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {themeLabel(theme)}
            </option>
          ))}
        </select>
      </Field>
      <label className="check form-grid__full">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> {t('field.active')}
      </label>

      <fieldset className="form-grid__full choice-group" style={{ display: 'block' }}>
        <legend className="field__label">{t('records.title')}</legend>
        <div className="table-wrap">
          <table className="admin-table records-table">
            <thead>
              <tr>
                <th>{t('records.distance')}</th>
                <th>{t('records.time')}</th>
                <th>{t('records.meet')}</th>
                <th>{t('records.date')}</th>
                <th>
                  <span className="sr-only">{t('records.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {form.records.map((r, i) => (
                <tr key={i}>
                  <td>
                    <input value={r.distance} onChange={(e) => setRecord(i, 'distance', e.target.value)} aria-label={t('records.rowDistance', { n: i + 1 })} placeholder="1600m" />
                  </td>
                  <td>
                    <input value={r.time} onChange={(e) => setRecord(i, 'time', e.target.value)} aria-label={t('records.rowTime', { n: i + 1 })} placeholder="4:31.20" className="mono" />
                  </td>
                  <td>
                    <input value={r.meet} onChange={(e) => setRecord(i, 'meet', e.target.value)} aria-label={t('records.rowMeet', { n: i + 1 })} />
                  </td>
                  <td>
                    <input value={r.date} onChange={(e) => setRecord(i, 'date', e.target.value)} aria-label={t('records.rowDate', { n: i + 1 })} placeholder={t('records.datePlaceholder')} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost icon-action"
                      aria-label={t('records.rowRemove', { n: i + 1 })}
                      onClick={() => setForm((f) => ({ ...f, records: f.records.length > 1 ? f.records.filter((_, j) => j !== i) : [emptyRecordRow()] }))}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="muted small" style={{ margin: '8px 0' }}>
          {t('records.note')}
        </p>
        <button type="button" className="btn btn--small" onClick={() => setForm((f) => ({ ...f, records: [...f.records, emptyRecordRow()] }))}>
          {t('records.add')}
        </button>
      </fieldset>

      <div className="row-actions form-grid__actions">
        {props.member && (
          <button type="button" className="btn btn--danger" onClick={remove} disabled={busy}>
            {t('action.delete')}
          </button>
        )}
        <FormSummary tries={editor.tries} />
        <button type="submit" className="btn btn--primary" disabled={busy || uploads > 0}>
          {busy ? t('action.saving') : uploads > 0 ? t('action.uploading') : props.member ? t('action.saveMember') : t('action.addMember')}
        </button>
      </div>
    </form>
  );
}

/** `/admin/team`: the ordered members (move, Save Current Order), New Member, and the edit panel. */
export function TeamAdminPage() {
  usePageMeta(t('meta.title'));
  const [saved, setSaved] = useState<AdminTeamMember[]>([]);
  const { items: list, setItems, loadError, reload } = useEditorList<AdminTeamMember>({
    load: async () => {
      const members = await fetchAdminTeam();
      setSaved(members);
      return members;
    },
  });
  const setList = (l: AdminTeamMember[]) => setItems(() => l);
  const [editing, setEditing] = useState<AdminTeamMember | 'new' | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  const panel = useRef<HTMLDivElement>(null);

  const open = (m: AdminTeamMember | 'new') => {
    setEditing(m);
    requestAnimationFrame(() => panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  const saveOrder = async () => {
    if (!list) return;
    setOrdering(true);
    try {
      const fresh = await reorderTeam(list.map((m) => ({ id: m.id, order: m.order })));
      invalidate('team');
      setList(fresh);
      setSaved(fresh);
      notify({ kind: 'ok', text: t('notice.orderSaved') });
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('notice.reorderFailed'), err) });
    } finally {
      setOrdering(false);
    }
  };

  // A saved member replaces its row (or joins the end) without losing an unsaved order.
  const onSaved = (m: AdminTeamMember) => {
    const put = (l: AdminTeamMember[]) => (l.some((x) => x.id === m.id) ? l.map((x) => (x.id === m.id ? { ...m, order: x.order } : x)) : [...l, m]);
    setItems((l) => put(l ?? []));
    setSaved((l) => (l.some((x) => x.id === m.id) ? l.map((x) => (x.id === m.id ? m : x)) : [...l, m]));
    setEditing(m);
  };
  const onDeleted = (id: number) => {
    setItems((l) => (l ?? []).filter((x) => x.id !== id));
    setSaved((l) => l.filter((x) => x.id !== id));
    setEditing(null);
  };

  const changed = !!list && orderChanged(list, saved);
  const editingId = editing && editing !== 'new' ? editing.id : null;

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={() => void reload()} retryLabel={t('action.retry')} />}
      {!list && !loadError && <Loading />}
      {list && (
        <>
          <section className="panel" aria-labelledby="team-order">
            <div className="panel__head">
              <h2 id="team-order">{t('order.title')}</h2>
              <button type="button" className="btn btn--small" onClick={() => open('new')}>
                {t('order.new')}
              </button>
            </div>
            {list.length === 0 && <p className="state state--empty">{t('order.empty')}</p>}
            <ol className="admin-list order-list" role="list">
              {list.map((m, i) => (
                <li key={m.id} className={editingId === m.id ? 'is-editing' : ''}>
                  <button type="button" className="row-main row-button" onClick={() => open(m)}>
                    {/* The name read first is "Edit <name>", and it starts with nothing hidden that the card shows (axe label-content-name-mismatch). */}
                    <span className="sr-only">{`${t('order.edit')} `}</span>
                    <span className="order-list__pos" aria-hidden="true">
                      {i + 1}
                    </span>
                    {m.portraitUrl ? <img className="thumb thumb--square" src={mediaUrl(m.portraitUrl)} alt="" loading="lazy" /> : <span className="thumb thumb--square" aria-hidden="true" />}
                    <span>
                      <strong>
                        {m.firstName} {m.lastName}
                      </strong>{' '}
                      {!m.active && <span className="pill">{t('order.hidden')}</span>}
                      <span className="muted small" style={{ display: 'block' }}>
                        {themeLabel(m.theme)} · {t(`order.records.${plural(m.records.length)}`, { n: m.records.length })} · <span className="row-button__edit">{t('order.edit')}</span>
                      </span>
                    </span>
                  </button>
                  <div className="row-actions" style={{ flexWrap: 'nowrap' }}>
                    <button type="button" className="btn btn--small btn--ghost icon-action" disabled={i === 0} onClick={() => setList(moveMember(list, i, -1))} aria-label={t('order.up', { name: `${m.firstName} ${m.lastName}` })}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost icon-action"
                      disabled={i === list.length - 1}
                      onClick={() => setList(moveMember(list, i, 1))}
                      aria-label={t('order.down', { name: `${m.firstName} ${m.lastName}` })}
                    >
                      ↓
                    </button>
                  </div>
                </li>
              ))}
            </ol>
            {list.length > 1 && (
              <div className="row-actions" style={{ marginTop: 14, justifyContent: 'space-between', alignItems: 'center' }}>
                <span className="muted small" aria-live="polite">
                  {changed ? t('order.unsaved') : t('order.saved')}
                </span>
                <span className="row-actions">
                  {changed && (
                    <button type="button" className="btn btn--small btn--ghost" onClick={() => setList(saved)} disabled={ordering}>
                      {t('order.undo')}
                    </button>
                  )}
                  <button type="button" className="btn btn--small btn--primary" onClick={saveOrder} disabled={ordering || !changed}>
                    {ordering ? t('action.saving') : t('order.save')}
                  </button>
                </span>
              </div>
            )}
          </section>
          <div ref={panel}>
            {editing ? (
              <MemberEditor
                key={editing === 'new' ? 'new' : `${editing.id}`}
                member={editing === 'new' ? null : editing}
                onSaved={onSaved}
                onDeleted={onDeleted}
                onClose={() => setEditing(null)}
                notify={notify}
                confirm={confirm}
              />
            ) : null}
          </div>
        </>
      )}
      {confirmNode}
    </>
  );
}
