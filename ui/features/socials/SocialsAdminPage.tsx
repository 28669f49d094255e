import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { failureText, issuesByField } from '../admin/form-errors';
import { draftKey, readDraft, useKeepDraft } from '../admin/form-draft';
import { useNotice } from '../admin/kit';
import { fetchAdminSocials, saveSocialsBatch, SOCIAL_PLATFORMS, type SocialPlatform } from './socials-admin.api';
import { newSocialRow, rowsToBatch, socialRowProblem, socialsToRows, swapSocialRows, type SocialRow } from './socials-form';

const PLATFORM_LABELS: Record<SocialPlatform, string> = { instagram: 'Instagram', tiktok: 'TikTok', strava: 'Strava', x: 'X', youtube: 'YouTube', custom: 'Other' };

/** One labelled input of a row (labels name the row, so each control has its own accessible name). */
function RowField(props: { label: string; rowLabel: string; error?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = `${props.rowLabel}-${props.label}`.replace(/\W+/g, '-');
  return (
    <div className={`field ${props.error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children(id, props.error ? `${id}-error` : undefined)}
      {props.error && (
        <span className="field__error" id={`${id}-error`}>
          {props.error}
        </span>
      )}
    </div>
  );
}

/** Where the links being edited are kept until saved (per tenant). */
const DRAFT_KEY = () => draftKey('socials', 'new');

/** `/admin/socials`: the list of social links, edited in place and saved as one batch. */
export function SocialsAdminPage() {
  usePageMeta('Social links · Admin');
  const [rows, setRows] = useState<SocialRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [notice, notify] = useNotice();
  // The list as last loaded or saved; the rows being edited are kept as a draft while they differ.
  const [saved, setSaved] = useState<{ rows: SocialRow[] } | null>(null);
  const editing = useMemo(() => (rows ? { rows } : null), [rows]);
  useKeepDraft(DRAFT_KEY(), editing, saved);

  const load = async () => {
    setLoadError(null);
    try {
      const loaded = { rows: socialsToRows(await fetchAdminSocials()) };
      setSaved(loaded);
      const draft = readDraft(DRAFT_KEY(), loaded);
      const restored = !!draft && Array.isArray(draft.rows) && JSON.stringify(draft) !== JSON.stringify(loaded);
      setRows(restored ? draft.rows : loaded.rows);
      setDirty(restored);
      if (restored) notify({ kind: 'ok', text: 'Your unsaved links were restored. Save them to keep them.' });
    } catch (err) {
      setLoadError(`Load failed: ${errorMessage(err)}`);
    }
  };
  useEffect(() => {
    void load();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; load uses only state setters and the stable notify
  }, []);

  const update = (next: SocialRow[]) => {
    setRows(next);
    setDirty(true);
    setServerErrors({});
  };
  const setField = <K extends keyof SocialRow>(i: number, key: K, value: SocialRow[K]) => {
    if (rows) update(rows.map((r, k) => (k === i ? { ...r, [key]: value } : r)));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!rows || busy) return;
    setBusy(true);
    try {
      const result = await saveSocialsBatch(rowsToBatch(rows));
      invalidate('socials');
      const savedRows = socialsToRows(result.items);
      setRows(savedRows);
      setSaved({ rows: savedRows });
      setDirty(false);
      setServerErrors({});
      const dropped = result.dropped.length;
      notify({
        kind: 'ok',
        text: dropped ? `Social links saved ✅ — ${dropped} entr${dropped === 1 ? 'y' : 'ies'} without an http(s) link ${dropped === 1 ? 'was' : 'were'} dropped (${result.dropped.map((d) => d.url || d.platform).join(', ')}).` : 'Social links saved ✅',
      });
    } catch (err) {
      setServerErrors(issuesByField(err));
      notify({ kind: 'error', text: failureText('Save failed', err) });
    } finally {
      setBusy(false);
    }
  };

  const dropCount = rows?.filter((r) => socialRowProblem(r)).length ?? 0;

  return (
    <>
      <h1>Social links</h1>
      <p className="page-lead">Shown in the order below. Only links starting with http:// or https:// are saved; an entry without one is dropped when you save.</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel="Retry" />}
      {!rows && !loadError && <Loading />}
      {rows && (
        <form onSubmit={save} noValidate aria-label="Social links">
          {rows.length === 0 && <p className="state state--empty">No social links yet. Add the first one.</p>}
          <ol className="edit-rows" role="list">
            {rows.map((r, i) => {
              const rowLabel = `Link ${i + 1}`;
              const problem = socialRowProblem(r);
              const err = (k: string) => serverErrors[`items.${i}.${k}`] || undefined;
              return (
                <li key={r.key} className={`edit-row ${problem ? 'is-invalid' : ''}`} aria-label={`${rowLabel}: ${PLATFORM_LABELS[r.platform]}`}>
                  <span className="edit-row__index" aria-hidden="true">
                    {i + 1}
                  </span>
                  <RowField label="Platform" rowLabel={rowLabel} error={err('platform')}>
                    {(id) => (
                      <select id={id} value={r.platform} onChange={(e) => setField(i, 'platform', e.target.value as SocialPlatform)}>
                        {SOCIAL_PLATFORMS.map((p) => (
                          <option key={p} value={p}>
                            {PLATFORM_LABELS[p]}
                          </option>
                        ))}
                      </select>
                    )}
                  </RowField>
                  <RowField label="Name" rowLabel={rowLabel} error={err('name')}>
                    {(id) => <input id={id} value={r.name} onChange={(e) => setField(i, 'name', e.target.value)} placeholder={PLATFORM_LABELS[r.platform]} />}
                  </RowField>
                  <RowField label="Handle" rowLabel={rowLabel} error={err('handle')}>
                    {(id) => <input id={id} value={r.handle} onChange={(e) => setField(i, 'handle', e.target.value)} placeholder="@handle" />}
                  </RowField>
                  <RowField label="URL" rowLabel={rowLabel} error={err('url') ?? (r.url.trim() || r.id ? problem : undefined)}>
                    {(id, describedBy) => (
                      <input id={id} type="url" value={r.url} onChange={(e) => setField(i, 'url', e.target.value)} placeholder="https://" aria-describedby={describedBy} aria-invalid={problem ? true : undefined} />
                    )}
                  </RowField>
                  <div className="edit-row__actions">
                    <label className="check">
                      <input type="checkbox" checked={r.active} onChange={(e) => setField(i, 'active', e.target.checked)} /> Shown
                    </label>
                    <button type="button" className="btn btn--small btn--ghost icon-action" onClick={() => update(swapSocialRows(rows, i, i - 1))} disabled={i === 0} aria-label={`Move ${rowLabel} up`}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost icon-action"
                      onClick={() => update(swapSocialRows(rows, i, i + 1))}
                      disabled={i === rows.length - 1}
                      aria-label={`Move ${rowLabel} down`}
                    >
                      ↓
                    </button>
                    <button type="button" className="btn btn--small btn--danger" onClick={() => update(rows.filter((_, k) => k !== i))} aria-label={`Remove ${rowLabel}`}>
                      Remove
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <p style={{ marginTop: 12 }}>
            <button type="button" className="btn" onClick={() => update([...rows, newSocialRow(rows)])}>
              + Add a link
            </button>
          </p>
          <div className="sticky-actions">
            <span className="muted" aria-live="polite">
              {dropCount > 0 ? `${dropCount} entr${dropCount === 1 ? 'y has' : 'ies have'} no http(s) link and will be dropped.` : dirty ? 'Unsaved changes' : 'All changes saved'}
            </span>
            <div className="row-actions">
              <button type="button" className="btn btn--ghost" onClick={load} disabled={busy || !dirty}>
                Undo
              </button>
              <button type="submit" className="btn btn--primary" disabled={busy}>
                {busy ? 'Saving…' : 'Save social links'}
              </button>
            </div>
          </div>
        </form>
      )}
    </>
  );
}
