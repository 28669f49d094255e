import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { failureText, issuesByField } from '../../admin-kit/form-errors';
import { draftKey, readDraft, useKeepDraft } from '../../admin-kit/form-draft';
import { Field, FormSummary, useNotice } from '../../admin-kit/kit';
import { fetchAdminSocials, saveSocialsBatch, SOCIAL_PLATFORMS, type SocialPlatform } from './socials-admin.api';
import { newSocialRow, rowsToBatch, socialRowProblem, socialsToRows, swapSocialRows, type SocialRow } from './socials-form';
import { t } from './socials-admin.messages';

const BRANDS: Record<Exclude<SocialPlatform, 'custom'>, string> = { instagram: 'Instagram', tiktok: 'TikTok', strava: 'Strava', x: 'X', youtube: 'YouTube' };
/** A platform's name: the brand, or "Other" in the current language. */
const platformLabel = (p: SocialPlatform) => (p === 'custom' ? t('platform.custom') : BRANDS[p]);

/** Where the links being edited are kept until saved (per tenant). */
const DRAFT_KEY = () => draftKey('socials', 'new');

// A list, but not the list editor's kind: every row is edited in place and the whole list is saved
// as one batch (the server keeps the order and reports the rows it drops), where the list editor
// opens one item in its form and saves it alone.

/** `/admin/socials`: the list of social links, edited in place and saved as one batch. */
export function SocialsAdminPage() {
  usePageMeta(t('meta.title'));
  const [rows, setRows] = useState<SocialRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [tries, setTries] = useState(0);
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
      if (restored) notify({ kind: 'ok', text: t('notice.restored') });
    } catch (err) {
      setLoadError(t('notice.loadFailed', { reason: errorMessage(err) }));
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
    setTries((n) => n + 1);
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
        text: dropped ? t(`notice.savedDropped.${plural(dropped)}`, { n: dropped, list: result.dropped.map((d) => d.url || d.platform).join(', ') }) : t('notice.saved'),
      });
    } catch (err) {
      setServerErrors(issuesByField(err));
      notify({ kind: 'error', text: failureText(t('notice.saveFailed'), err) });
    } finally {
      setBusy(false);
    }
  };

  const dropCount = rows?.filter((r) => socialRowProblem(r)).length ?? 0;

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!rows && !loadError && <Loading />}
      {rows && (
        <form onSubmit={save} noValidate aria-label={t('page.title')}>
          {rows.length === 0 && <p className="state state--empty">{t('list.empty')}</p>}
          <ol className="edit-rows" role="list">
            {rows.map((r, i) => {
              const rowLabel = t('row.label', { n: i + 1 });
              const problem = socialRowProblem(r);
              const err = (k: string) => serverErrors[`items.${i}.${k}`] || undefined;
              return (
                <li key={r.key} className={`edit-row ${problem ? 'is-invalid' : ''}`} aria-label={t('row.named', { row: rowLabel, platform: platformLabel(r.platform) })}>
                  <span className="edit-row__index" aria-hidden="true">
                    {i + 1}
                  </span>
                  <Field label={t('row.platform')} error={err('platform')}>
                    <select value={r.platform} onChange={(e) => setField(i, 'platform', e.target.value as SocialPlatform)}>
                        {SOCIAL_PLATFORMS.map((p) => (
                          <option key={p} value={p}>
                            {platformLabel(p)}
                          </option>
                        ))}
                    </select>
                  </Field>
                  <Field label={t('row.name')} error={err('name')}>
                    <input value={r.name} onChange={(e) => setField(i, 'name', e.target.value)} placeholder={platformLabel(r.platform)} />
                  </Field>
                  <Field label={t('row.handle')} error={err('handle')}>
                    <input value={r.handle} onChange={(e) => setField(i, 'handle', e.target.value)} placeholder={t('row.handlePlaceholder')} />
                  </Field>
                  <Field label={t('row.url')} error={err('url') ?? (r.url.trim() || r.id ? problem : undefined)}>
                    <input type="url" value={r.url} onChange={(e) => setField(i, 'url', e.target.value)} placeholder="https://" />
                  </Field>
                  <div className="edit-row__actions">
                    <label className="check">
                      <input type="checkbox" checked={r.active} onChange={(e) => setField(i, 'active', e.target.checked)} /> {t('row.shown')}
                    </label>
                    <button type="button" className="btn btn--small btn--ghost icon-action" onClick={() => update(swapSocialRows(rows, i, i - 1))} disabled={i === 0} aria-label={t('row.up', { n: i + 1 })}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost icon-action"
                      onClick={() => update(swapSocialRows(rows, i, i + 1))}
                      disabled={i === rows.length - 1}
                      aria-label={t('row.down', { n: i + 1 })}
                    >
                      ↓
                    </button>
                    <button type="button" className="btn btn--small btn--danger" onClick={() => update(rows.filter((_, k) => k !== i))} aria-label={t('row.remove', { n: i + 1 })}>
                      {t('action.remove')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <p style={{ marginTop: 12 }}>
            <button type="button" className="btn" onClick={() => update([...rows, newSocialRow(rows)])}>
              {t('action.add')}
            </button>
          </p>
          <div className="sticky-actions">
            <span className="muted" aria-live="polite">
              {dropCount > 0 ? t(`status.dropCount.${plural(dropCount)}`, { n: dropCount }) : dirty ? t('status.unsaved') : t('status.saved')}
            </span>
            <FormSummary tries={tries} />
            <div className="row-actions">
              <button type="button" className="btn btn--ghost" onClick={load} disabled={busy || !dirty}>
                {t('action.undo')}
              </button>
              <button type="submit" className="btn btn--primary" disabled={busy}>
                {busy ? t('action.saving') : t('action.save')}
              </button>
            </div>
          </div>
        </form>
      )}
    </>
  );
}
