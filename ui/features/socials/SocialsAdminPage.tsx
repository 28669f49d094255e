import { ErrorState, Loading } from '../../components/states';
import { plural } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page';
import { Field, FormSummary } from '../../admin-kit/kit';
import { useBatchListEditor } from '../../admin-kit/list-editor';
import { fetchAdminSocials, saveSocialsBatch, SOCIAL_PLATFORMS, type SocialBatchResult, type SocialPlatform } from './socials-admin.api';
import { newSocialRow, rowsToBatch, socialRowProblem, socialsToRows, swapSocialRows, type SocialRow } from './socials-form';
import { t } from './socials-admin.messages';

const BRANDS: Record<Exclude<SocialPlatform, 'custom'>, string> = { instagram: 'Instagram', tiktok: 'TikTok', strava: 'Strava', x: 'X', youtube: 'YouTube' };
/** A platform's name: the brand, or "Other" in the current language. */
const platformLabel = (p: SocialPlatform) => (p === 'custom' ? t('platform.custom') : BRANDS[p]);

/** The save's notice: saved, and which entries the server dropped for their link. */
function savedText(result: SocialBatchResult): string {
  const dropped = result.dropped.length;
  return dropped ? t(`notice.savedDropped.${plural(dropped)}`, { n: dropped, list: result.dropped.map((d) => d.url || d.platform).join(', ') }) : t('notice.saved');
}

/** `/admin/socials`: the list of social links, edited in place and saved as one batch. */
export function SocialsAdminPage() {
  usePageMeta(t('meta.title'));
  // The list editor's batch mode: the whole list is saved at once (the server keeps the order and
  // reports the rows it drops), where the other list screens save one item per request.
  const editor = useBatchListEditor<SocialRow, SocialBatchResult>({
    screen: 'socials',
    load: async () => socialsToRows(await fetchAdminSocials()),
    newRow: newSocialRow,
    move: swapSocialRows,
    save: (rows) => saveSocialsBatch(rowsToBatch(rows)),
    savedRows: (result) => socialsToRows(result.items),
    invalidates: ['socials'],
    messages: { saved: savedText, saveFailed: t('notice.saveFailed'), restored: t('notice.restored') },
  });
  const { rows, loadError, setField, dirty, saving } = editor;

  const dropCount = rows?.filter((r) => socialRowProblem(r)).length ?? 0;

  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      {editor.notice}
      {loadError && <ErrorState message={loadError} onRetry={editor.reload} retryLabel={t('action.retry')} />}
      {!rows && !loadError && <Loading />}
      {rows && (
        <form onSubmit={editor.submit} noValidate aria-label={t('page.title')}>
          {rows.length === 0 && <p className="state state--empty">{t('list.empty')}</p>}
          <ol className="edit-rows" role="list">
            {rows.map((r, i) => {
              const rowLabel = t('row.label', { n: i + 1 });
              const problem = socialRowProblem(r);
              const err = (k: string) => editor.rowError(i, k);
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
                    <button type="button" className="btn btn--small btn--ghost icon-action" onClick={() => editor.move(i, i - 1)} disabled={i === 0} aria-label={t('row.up', { n: i + 1 })}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost icon-action"
                      onClick={() => editor.move(i, i + 1)}
                      disabled={i === rows.length - 1}
                      aria-label={t('row.down', { n: i + 1 })}
                    >
                      ↓
                    </button>
                    <button type="button" className="btn btn--small btn--danger" onClick={() => editor.remove(i)} aria-label={t('row.remove', { n: i + 1 })}>
                      {t('action.remove')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <p style={{ marginTop: 12 }}>
            <button type="button" className="btn" onClick={editor.add}>
              {t('action.add')}
            </button>
          </p>
          <div className="sticky-actions">
            <span className="muted" aria-live="polite">
              {dropCount > 0 ? t(`status.dropCount.${plural(dropCount)}`, { n: dropCount }) : dirty ? t('status.unsaved') : t('status.saved')}
            </span>
            <FormSummary tries={editor.tries} />
            <div className="row-actions">
              <button type="button" className="btn btn--ghost" onClick={() => void editor.undo()} disabled={saving || !dirty}>
                {t('action.undo')}
              </button>
              <button type="submit" className="btn btn--primary" disabled={saving}>
                {saving ? t('action.saving') : t('action.save')}
              </button>
            </div>
          </div>
        </form>
      )}
    </>
  );
}
