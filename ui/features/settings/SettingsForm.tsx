import { useEffect, useState, type CSSProperties, type FormEvent } from 'react';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { broadcastSettingsUpdated } from '../../lib/settings';
import { failureText, issuesByField } from '../admin/form-errors';
import { draftKey, readDraft, useKeepDraft } from '../admin/form-draft';
import { ColorField, Field, useConfirm, useNotice } from '../admin/kit';
import { fetchAdminSettings, resetSettings, saveSettings } from './settings-admin.api';
import {
  COLOR_FIELDS,
  DESCRIPTION_FIELDS,
  HERO_FIELDS,
  TITLE_FIELDS,
  defaultOf,
  sameSettings,
  settingsFormErrors,
  settingsFormToBody,
  settingsToForm,
  themePalette,
  type SettingsForm as Form,
  type SettingsFormKey,
} from './settings-form';

/** The live preview of the palette: the hero gradient, a button, a glass card over the aurora. */
function PalettePreview(props: { form: Form }) {
  const f = props.form;
  const c = (v: string, fallback: string) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v.trim()) ? v.trim() : fallback);
  const palette = themePalette(f.themeKey);
  const from = c(f.gradFrom, palette.gradFrom);
  const via = c(f.gradVia, palette.gradVia);
  const to = c(f.gradTo, palette.gradTo);
  const style = {
    '--pv-from': from,
    '--pv-via': via,
    '--pv-to': to,
    '--pv-glass': c(f.glassTint, palette.glassTint),
    '--pv-aurora-a': c(f.auroraA, palette.auroraA),
    '--pv-aurora-b': c(f.auroraB, palette.auroraB),
  } as CSSProperties;
  return (
    <figure className={`palette-preview palette-preview--${f.themeKey}`} style={style} aria-label="Palette preview">
      <div className="palette-preview__hero">
        <strong>{f.heroTitle.trim() || defaultOf('heroTitle')}</strong>
        <span>{f.heroSubtitle.trim() || defaultOf('heroSubtitle')}</span>
        <span className="palette-preview__cta">{f.heroCtaLabel.trim() || defaultOf('heroCtaLabel')}</span>
      </div>
      <div className="palette-preview__aurora">
        <div className="palette-preview__glass">
          <span className="palette-preview__grad-text">{f.titlePR.trim() || defaultOf('titlePR')}</span>
          <span>Glass card over the aurora</span>
        </div>
      </div>
      <figcaption className="muted">Live preview · saved colours apply to the whole site</figcaption>
    </figure>
  );
}

/**
 * The text part of `/admin/settings`: hero texts and buttons, section titles, descriptions, theme,
 * cheers moderation and palette; Save (editable fields only) and Reset to defaults (confirmed).
 * The hero video block is a separate component on the same page.
 */
/** Where the settings form's unsaved changes are kept (per tenant). */
const DRAFT_KEY = () => draftKey('settings', 'new');

export function SettingsForm() {
  const [loaded, setLoaded] = useState<Form | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const [notice, notify] = useNotice();
  const [confirmNode, confirm] = useConfirm();
  useKeepDraft(DRAFT_KEY(), form, loaded);

  const load = async () => {
    setLoadError(null);
    try {
      const f = settingsToForm(await fetchAdminSettings());
      setLoaded(f);
      // Changes typed before a reload or a closed tab come back, said so.
      const draft = readDraft(DRAFT_KEY(), f);
      setForm(draft ?? f);
      if (draft && JSON.stringify(draft) !== JSON.stringify(f)) notify({ kind: 'ok', text: 'Your unsaved changes were restored. Save them, or Discard changes to drop them.' });
    } catch (err) {
      setLoadError(`Settings load failed: ${errorMessage(err)}`);
    }
  };
  useEffect(() => {
    void load();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; load uses only state setters and the stable notify
  }, []);

  if (!form) {
    return (
      <section aria-label="Site texts and palette">
        {loadError ? <ErrorState message={loadError} onRetry={load} retryLabel="Retry" /> : <Loading height={300} label="Loading settings…" />}
      </section>
    );
  }

  const errors = settingsFormErrors(form);
  const valid = Object.keys(errors).length === 0;
  const dirty = !loaded || !sameSettings(form, loaded);
  const set = <K extends SettingsFormKey>(key: K, value: Form[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setServerErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  };
  const err = (key: SettingsFormKey) => errors[key] || serverErrors[key] || undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy('save');
    try {
      const saved = settingsToForm(await saveSettings(settingsFormToBody(form)));
      setLoaded(saved);
      setForm(saved);
      setServerErrors({});
      broadcastSettingsUpdated();
      notify({ kind: 'ok', text: 'Saved ✅' });
    } catch (error) {
      setServerErrors(issuesByField(error));
      notify({ kind: 'error', text: failureText('Save failed', error) });
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    const ok = await confirm('Restore every text, the theme and the palette to their defaults? Your changes here are lost. The hero video is kept.', 'Reset to defaults');
    if (!ok) return;
    setBusy('reset');
    try {
      const fresh = settingsToForm(await resetSettings());
      setLoaded(fresh);
      setForm(fresh);
      setServerErrors({});
      broadcastSettingsUpdated();
      notify({ kind: 'ok', text: 'Reset complete.' });
    } catch (error) {
      notify({ kind: 'error', text: failureText('Reset failed', error) });
    } finally {
      setBusy(null);
    }
  };

  const text = (key: (typeof HERO_FIELDS | typeof TITLE_FIELDS | typeof DESCRIPTION_FIELDS)[number][0], label: string, long = false) => (
    <Field key={key} label={label} error={err(key)} wide={long}>
      {long ? (
        <textarea rows={2} value={form[key]} placeholder={defaultOf(key)} onChange={(e) => set(key, e.target.value)} />
      ) : (
        <input value={form[key]} placeholder={defaultOf(key)} onChange={(e) => set(key, e.target.value)} />
      )}
    </Field>
  );

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="Site texts and palette">
      {notice}
      <section className="panel form-grid" aria-labelledby="settings-hero">
        <h2 className="form-grid__title" id="settings-hero">
          Hero
        </h2>
        {HERO_FIELDS.map(([key, label]) => text(key, label, key === 'heroSubtitle'))}
        <p className="muted form-grid__note">A blank field goes back to its default (shown in grey). Button links may be a section (#prs), a page (/courses) or an http(s) address.</p>
      </section>

      <section className="panel form-grid" aria-labelledby="settings-titles">
        <h2 className="form-grid__title" id="settings-titles">
          Section titles
        </h2>
        {TITLE_FIELDS.map(([key, label]) => text(key, label))}
      </section>

      <section className="panel form-grid" aria-labelledby="settings-descriptions">
        <h2 className="form-grid__title" id="settings-descriptions">
          Descriptions
        </h2>
        {DESCRIPTION_FIELDS.map(([key, label]) => text(key, label, true))}
      </section>

      <section className="panel" aria-labelledby="settings-look">
        <h2 id="settings-look">Theme and palette</h2>
        <div className="palette-layout">
          <div className="form-grid">
            <fieldset className="choice-group field--wide">
              <legend className="field__label">Theme</legend>
              <label className="check">
                <input type="radio" name="themeKey" checked={form.themeKey === 'd1'} onChange={() => set('themeKey', 'd1')} /> D1 (dark)
              </label>
              <label className="check">
                <input type="radio" name="themeKey" checked={form.themeKey === 'fem'} onChange={() => set('themeKey', 'fem')} /> Fem (light, pink)
              </label>
            </fieldset>
            <fieldset className="choice-group field--wide">
              <legend className="field__label">Distances in</legend>
              <label className="check">
                <input type="radio" name="distanceUnit" checked={form.distanceUnit === 'km'} onChange={() => set('distanceUnit', 'km')} /> Kilometres
              </label>
              <label className="check">
                <input type="radio" name="distanceUnit" checked={form.distanceUnit === 'mi'} onChange={() => set('distanceUnit', 'mi')} /> Miles
              </label>
            </fieldset>
            {COLOR_FIELDS.map(([key, label]) => (
              <ColorField key={key} label={label} value={form[key]} error={err(key)} onChange={(v) => set(key, v)} />
            ))}
            <div className="field--wide">
              <button type="button" className="btn btn--small btn--ghost" onClick={() => setForm((f) => (f ? { ...f, ...themePalette(f.themeKey) } : f))}>
                Use the {form.themeKey === 'fem' ? 'Fem' : 'D1'} theme's colours
              </button>
            </div>
          </div>
          <PalettePreview form={form} />
        </div>
      </section>

      <section className="panel" aria-labelledby="settings-cheers">
        <h2 id="settings-cheers">Cheers</h2>
        <label className="check">
          <input type="checkbox" checked={form.cheersAutoApprove} onChange={(e) => set('cheersAutoApprove', e.target.checked)} /> Publish new cheers at once (auto-approve)
        </label>
        <p className="muted small">Off: each new cheer waits in Admin → Cheers until you publish it.</p>
      </section>

      <div className="sticky-actions">
        <span className="muted" aria-live="polite">
          {dirty ? 'Unsaved changes' : 'All changes saved'}
        </span>
        <div className="row-actions">
          {dirty && loaded && (
            <button type="button" className="btn btn--ghost" onClick={() => setForm(loaded)} disabled={!!busy}>
              Discard changes
            </button>
          )}
          <button type="button" className="btn btn--danger" onClick={reset} disabled={!!busy}>
            {busy === 'reset' ? 'Resetting…' : 'Reset to defaults'}
          </button>
          <button type="submit" className="btn btn--primary" disabled={!valid || !!busy}>
            {busy === 'save' ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
      {confirmNode}
    </form>
  );
}
