import { useRef, useState } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { mediaUrl } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { failureText } from '../admin/form-errors';
import { ImageUpload } from '../admin/ImageUpload';
import { Field, useConfirm, useNotice, type Notice } from '../admin/kit';
import { useEditorForm, useEditorList } from '../admin/list-editor';
import { createTeamMember, deleteTeamMember, fetchAdminTeam, reorderTeam, TEAM_THEMES, updateTeamMember, type AdminTeamMember, type TeamTheme } from './team-admin.api';
import { emptyRecordRow, emptyTeamForm, memberToForm, moveMember, orderChanged, teamFormErrors, teamFormToInput, TEAM_MESSAGES, type RecordRow, type TeamForm } from './team-form';

const THEME_LABELS: Record<TeamTheme, string> = { foil: 'Foil', xr: 'XR', glass: 'Glass' };

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
    messages: { saveFailed: 'Save failed.' },
    notify: props.notify,
  });
  const { form, setField: set, updateForm: setForm, fieldError: err, text } = editor;
  const setRecord = (i: number, k: keyof RecordRow, v: string) => setForm((f) => ({ ...f, records: f.records.map((r, j) => (j === i ? { ...r, [k]: v } : r)) }));
  const uploadBusy = (b: boolean) => setUploads((n) => n + (b ? 1 : -1));
  const title = props.member ? `Edit ${props.member.firstName} ${props.member.lastName}` : 'New member';
  const busy = editor.saving || deleting;

  const remove = async () => {
    const m = props.member;
    if (!m || !(await props.confirm(`Delete ${m.firstName} ${m.lastName} from the team?`))) return;
    setDeleting(true);
    try {
      await deleteTeamMember(m.id);
      invalidate('team');
      editor.forget(m);
      props.notify({ kind: 'ok', text: 'Deleted.' });
      props.onDeleted(m.id);
    } catch (err) {
      props.notify({ kind: 'error', text: failureText('Delete failed.', err) });
      setDeleting(false);
    }
  };

  return (
    <form className="panel form-grid" onSubmit={(e) => (uploads > 0 ? e.preventDefault() : void editor.submit(e))} noValidate aria-label={title}>
      <div className="panel__head form-grid__title">
        <h2>{title}</h2>
        <button type="button" className="btn btn--small btn--ghost" onClick={props.onClose}>
          Close
        </button>
      </div>
      <Field label="First name" error={err('firstName')}>
        <input {...text('firstName')} />
      </Field>
      <Field label="Last name" error={err('lastName')}>
        <input {...text('lastName')} />
      </Field>
      <Field label="Quote" wide error={err('quote')}>
        <textarea rows={2} maxLength={300} {...text('quote')} />
      </Field>
      <div className="form-grid__full">
        <ImageUpload
          label="Portrait"
          value={form.portraitUrl}
          onChange={(url) => set('portraitUrl', url)}
          error={err('portraitUrl')}
          failurePrefix={TEAM_MESSAGES.portraitUpload}
          hint="Required. A vertical photo works best on the card."
          onBusyChange={uploadBusy}
        />
      </div>
      <div className="form-grid__full">
        <ImageUpload
          label="Action photo"
          value={form.actionUrl}
          onChange={(url) => set('actionUrl', url)}
          failurePrefix={TEAM_MESSAGES.actionUpload}
          hint="Optional: shown on the back of the card."
          removable
          onBusyChange={uploadBusy}
        />
      </div>
      <Field label="Action photo URL" hint="Or paste a link" error={err('actionUrl')}>
        <input {...text('actionUrl')} placeholder="https://" />
      </Field>
      <Field label="Card theme">
        <select value={form.theme} onChange={(e) => set('theme', e.target.value as TeamTheme)}>
          {TEAM_THEMES.map((t) => (
            <option key={t} value={t}>
              {THEME_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>
      <label className="check form-grid__full">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> Active (shown on the site)
      </label>

      <fieldset className="form-grid__full choice-group" style={{ display: 'block' }}>
        <legend className="field__label">Records</legend>
        <div className="table-wrap">
          <table className="admin-table records-table">
            <thead>
              <tr>
                <th>Distance</th>
                <th>Time</th>
                <th>Meet</th>
                <th>Date</th>
                <th>
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {form.records.map((r, i) => (
                <tr key={i}>
                  <td>
                    <input value={r.distance} onChange={(e) => setRecord(i, 'distance', e.target.value)} aria-label={`Record ${i + 1} distance`} placeholder="1600m" />
                  </td>
                  <td>
                    <input value={r.time} onChange={(e) => setRecord(i, 'time', e.target.value)} aria-label={`Record ${i + 1} time`} placeholder="4:31.20" className="mono" />
                  </td>
                  <td>
                    <input value={r.meet} onChange={(e) => setRecord(i, 'meet', e.target.value)} aria-label={`Record ${i + 1} meet`} />
                  </td>
                  <td>
                    <input value={r.date} onChange={(e) => setRecord(i, 'date', e.target.value)} aria-label={`Record ${i + 1} date`} placeholder="YYYY-MM-DD" />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost icon-action"
                      aria-label={`Remove record ${i + 1}`}
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
          Rows with neither a distance nor a time are left out.
        </p>
        <button type="button" className="btn btn--small" onClick={() => setForm((f) => ({ ...f, records: [...f.records, emptyRecordRow()] }))}>
          + Add a record
        </button>
      </fieldset>

      <div className="row-actions form-grid__actions">
        {props.member && (
          <button type="button" className="btn btn--danger" onClick={remove} disabled={busy}>
            Delete
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy || uploads > 0}>
          {busy ? 'Saving…' : uploads > 0 ? 'Uploading…' : props.member ? 'Save member' : 'Add member'}
        </button>
      </div>
    </form>
  );
}

/** `/admin/team`: the ordered members (move, Save Current Order), New Member, and the edit panel. */
export function TeamAdminPage() {
  usePageMeta('Team · Admin');
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
      notify({ kind: 'ok', text: 'Order saved ✅' });
    } catch (err) {
      notify({ kind: 'error', text: failureText('Reorder failed.', err) });
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
      <h1>Team</h1>
      <p className="page-lead">The members of the team carousel, in order. Move them up or down, then save the order; choose a member to edit them.</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={() => void reload()} retryLabel="Retry" />}
      {!list && !loadError && <Loading />}
      {list && (
        <>
          <section className="panel" aria-labelledby="team-order">
            <div className="panel__head">
              <h2 id="team-order">Order</h2>
              <button type="button" className="btn btn--small" onClick={() => open('new')}>
                New Member
              </button>
            </div>
            {list.length === 0 && <p className="state state--empty">No team members yet. Add the first one.</p>}
            <ol className="admin-list order-list" role="list">
              {list.map((m, i) => (
                <li key={m.id} className={editingId === m.id ? 'is-editing' : ''}>
                  <button type="button" className="row-main row-button" onClick={() => open(m)}>
                    {/* The name read first is "Edit <name>", and it starts with nothing hidden that the card shows (axe label-content-name-mismatch). */}
                    <span className="sr-only">Edit </span>
                    <span className="order-list__pos" aria-hidden="true">
                      {i + 1}
                    </span>
                    {m.portraitUrl ? <img className="thumb thumb--square" src={mediaUrl(m.portraitUrl)} alt="" loading="lazy" /> : <span className="thumb thumb--square" aria-hidden="true" />}
                    <span>
                      <strong>
                        {m.firstName} {m.lastName}
                      </strong>{' '}
                      {!m.active && <span className="pill">Hidden</span>}
                      <span className="muted small" style={{ display: 'block' }}>
                        {THEME_LABELS[m.theme]} · {m.records.length} record{m.records.length === 1 ? '' : 's'} · <span className="row-button__edit">Edit</span>
                      </span>
                    </span>
                  </button>
                  <div className="row-actions" style={{ flexWrap: 'nowrap' }}>
                    <button type="button" className="btn btn--small btn--ghost icon-action" disabled={i === 0} onClick={() => setList(moveMember(list, i, -1))} aria-label={`Move ${m.firstName} ${m.lastName} up`}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost icon-action"
                      disabled={i === list.length - 1}
                      onClick={() => setList(moveMember(list, i, 1))}
                      aria-label={`Move ${m.firstName} ${m.lastName} down`}
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
                  {changed ? 'The new order is not saved yet.' : 'Order saved.'}
                </span>
                <span className="row-actions">
                  {changed && (
                    <button type="button" className="btn btn--small btn--ghost" onClick={() => setList(saved)} disabled={ordering}>
                      Undo
                    </button>
                  )}
                  <button type="button" className="btn btn--small btn--primary" onClick={saveOrder} disabled={ordering || !changed}>
                    {ordering ? 'Saving…' : 'Save Current Order'}
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
