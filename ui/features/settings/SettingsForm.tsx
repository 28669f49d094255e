import { useEffect, useState, type CSSProperties, type FormEvent, type MouseEvent } from 'react';
import { isDefaultTextField } from '../../../src/shared/settings-defaults';
import { textsInOtherLanguage } from '../../../src/shared/text-language';
import { ErrorState, Loading } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { broadcastSettingsUpdated } from '../../lib/settings';
import { failureText, issuesByField } from '../../admin-kit/form-errors';
import { draftKey, readDraft, useKeepDraft } from '../../admin-kit/form-draft';
import { t as tAdmin } from '../../admin-kit/admin-kit.messages';
import { ColorField, Field, FormSummary, useConfirm, useNotice } from '../../admin-kit/kit';
import { fetchAdminSettings, resetSettings, saveSettings } from './settings-admin.api';
import {
  COLOR_FIELDS,
  DESCRIPTION_FIELDS,
  HERO_FIELDS,
  TITLE_FIELDS,
  defaultOf,
  fieldLabel,
  moveSection,
  sameSettings,
  settingsFormErrors,
  settingsFormToBody,
  settingsToForm,
  themePalette,
  type SettingsForm as Form,
  type SettingsFormKey,
  type TextKey,
} from './settings-form';
import { t } from './settings-admin.messages';
import { homeSectionEntries } from '../../lib/home-layout';

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
    <figure className={`palette-preview palette-preview--${f.themeKey}`} style={style} aria-label={t('preview.label')}>
      <div className="palette-preview__hero">
        <strong>{f.heroTitle.trim() || defaultOf('heroTitle', f.language)}</strong>
        <span>{f.heroSubtitle.trim() || defaultOf('heroSubtitle', f.language)}</span>
        <span className="palette-preview__cta">{f.heroCtaLabel.trim() || defaultOf('heroCtaLabel', f.language)}</span>
      </div>
      <div className="palette-preview__aurora">
        <div className="palette-preview__glass">
          <span className="palette-preview__grad-text">{f.titlePR.trim() || defaultOf('titlePR', f.language)}</span>
          <span>{t('preview.glass')}</span>
        </div>
      </div>
      <figcaption className="muted">{t('preview.caption')}</figcaption>
    </figure>
  );
}

/** The family's order of the home sections, which ones visitors see, and the universities' vote counts. */
function HomeSectionsPanel(props: { form: Form; set: <K extends SettingsFormKey>(key: K, value: Form[K]) => void }) {
  const { form, set } = props;
  const names = new Map(homeSectionEntries().map((e) => [e.id, e.name]));
  const list = form.homeSections;
  return (
    <section className="panel" aria-labelledby="settings-home">
      <h2 id="settings-home">{t('home.title')}</h2>
      <p className="muted small">{t('home.note')}</p>
      <ol className="home-order">
        {list.map((c, i) => {
          const name = names.get(c.id)?.() || c.id;
          return (
            <li key={c.id} className={c.shown ? undefined : 'is-hidden'}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={c.shown}
                  aria-label={t('home.show', { name })}
                  onChange={(e) => set('homeSections', list.map((x) => (x.id === c.id ? { ...x, shown: e.target.checked } : x)))}
                />{' '}
                {name}
                {!c.shown && <span className="pill home-order__hidden">{t('home.hidden')}</span>}
              </label>
              <span className="row-actions">
                <button type="button" className="btn btn--small btn--ghost" aria-label={t('home.up', { name })} disabled={i === 0} onClick={() => set('homeSections', moveSection(list, i, -1))}>
                  ↑
                </button>
                <button type="button" className="btn btn--small btn--ghost" aria-label={t('home.down', { name })} disabled={i === list.length - 1} onClick={() => set('homeSections', moveSection(list, i, 1))}>
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <label className="check">
        <input type="checkbox" checked={form.showVoteCounts} onChange={(e) => set('showVoteCounts', e.target.checked)} /> {t('home.votes')}
      </label>
      <p className="muted small">{t('home.votesNote')}</p>
    </section>
  );
}

/** Where the settings form's unsaved changes are kept (per tenant). */
const DRAFT_KEY = () => draftKey('settings', 'new');

/** The id of a text field's control (the notice of texts in another language links to it). */
const fieldId = (key: TextKey) => `settings-${key}`;

/**
 * The family's own texts, as saved, that seem to be in another language than the site's (the
 * built-in and demo texts follow the site's language by themselves): each named, with a link to its
 * field. Nothing when there is none.
 */
function OtherLanguageNotice({ saved }: { saved: Form }) {
  const found = textsInOtherLanguage(saved, saved.language, [...HERO_FIELDS, ...TITLE_FIELDS, ...DESCRIPTION_FIELDS].filter(isDefaultTextField));
  if (!found.length) return null;
  const go = (e: MouseEvent<HTMLAnchorElement>, key: TextKey) => {
    e.preventDefault();
    document.getElementById(fieldId(key))?.focus();
  };
  return (
    <section className="panel other-language" aria-labelledby="settings-other-language">
      <h2 id="settings-other-language">{t('otherLanguage.title')}</h2>
      <p className="muted">{t(saved.language === 'fr' ? 'otherLanguage.lead.fr' : 'otherLanguage.lead.en')}</p>
      <ul>
        {found.map(({ field, text }) => {
          const key = field as TextKey;
          return (
            <li key={field}>
              {t(saved.language === 'fr' ? 'otherLanguage.item.fr' : 'otherLanguage.item.en', { field: fieldLabel(key), text })}{' '}
              <a href={`#${fieldId(key)}`} onClick={(e) => go(e, key)}>
                {t('otherLanguage.edit', { field: fieldLabel(key) })}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// Not a list: one form over the site's one settings row, so it keeps its own load, draft and save
// rather than the list editor (whose form creates and edits the items of a list).

/**
 * The text part of `/admin/settings`: hero texts and buttons, section titles, descriptions, theme,
 * cheers moderation and palette; Save (editable fields only) and Reset to defaults (confirmed).
 * The hero video block is a separate component on the same page.
 */
export function SettingsForm() {
  const [loaded, setLoaded] = useState<Form | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const [tries, setTries] = useState(0);
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
      if (draft && JSON.stringify(draft) !== JSON.stringify(f)) notify({ kind: 'ok', text: t('draftRestored') });
    } catch (err) {
      setLoadError(t('loadFailed', { reason: errorMessage(err) }));
    }
  };
  useEffect(() => {
    void load();
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; load uses only state setters and the stable notify
  }, []);

  if (!form) {
    return (
      <section aria-label={t('form.label')}>
        {loadError ? <ErrorState message={loadError} onRetry={load} retryLabel={tAdmin('action.retry')} /> : <Loading height={300} label={t('loading')} />}
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
    setTries((n) => n + 1);
    if (!valid || busy) return;
    setBusy('save');
    try {
      const saved = settingsToForm(await saveSettings(settingsFormToBody(form)));
      setLoaded(saved);
      setForm(saved);
      setServerErrors({});
      broadcastSettingsUpdated();
      notify({ kind: 'ok', text: tAdmin('save.done') });
    } catch (error) {
      setServerErrors(issuesByField(error));
      notify({ kind: 'error', text: failureText(tAdmin('save.failed'), error) });
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    const ok = await confirm(t('confirmReset'), t('reset'));
    if (!ok) return;
    setBusy('reset');
    try {
      const fresh = settingsToForm(await resetSettings());
      setLoaded(fresh);
      setForm(fresh);
      setServerErrors({});
      broadcastSettingsUpdated();
      notify({ kind: 'ok', text: t('resetDone') });
    } catch (error) {
      notify({ kind: 'error', text: failureText(t('resetFailed'), error) });
    } finally {
      setBusy(null);
    }
  };

  const text = (key: TextKey, long = false) => (
    <Field key={key} id={fieldId(key)} label={fieldLabel(key)} error={err(key)} wide={long}>
      {long ? (
        <textarea rows={2} value={form[key]} placeholder={defaultOf(key, form.language)} onChange={(e) => set(key, e.target.value)} />
      ) : (
        <input value={form[key]} placeholder={defaultOf(key, form.language)} onChange={(e) => set(key, e.target.value)} />
      )}
    </Field>
  );

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label={t('form.label')}>
      {notice}
      <OtherLanguageNotice saved={loaded ?? form} />
      <section className="panel form-grid" aria-labelledby="settings-hero">
        <h2 className="form-grid__title" id="settings-hero">
          {t('hero.title')}
        </h2>
        {HERO_FIELDS.map((key) => text(key, key === 'heroSubtitle'))}
        <p className="muted form-grid__note">{t('hero.note')}</p>
      </section>

      <HomeSectionsPanel form={form} set={set} />

      <section className="panel form-grid" aria-labelledby="settings-titles">
        <h2 className="form-grid__title" id="settings-titles">
          {t('titles.title')}
        </h2>
        {TITLE_FIELDS.map((key) => text(key))}
      </section>

      <section className="panel form-grid" aria-labelledby="settings-descriptions">
        <h2 className="form-grid__title" id="settings-descriptions">
          {t('descriptions.title')}
        </h2>
        {DESCRIPTION_FIELDS.map((key) => text(key, true))}
      </section>

      <section className="panel" aria-labelledby="settings-look">
        <h2 id="settings-look">{t('look.title')}</h2>
        <div className="palette-layout">
          <div className="form-grid">
            <fieldset className="choice-group field--wide">
              <legend className="field__label">{t('theme.legend')}</legend>
              <label className="check">
                <input type="radio" name="themeKey" checked={form.themeKey === 'd1'} onChange={() => set('themeKey', 'd1')} /> {t('theme.d1')}
              </label>
              <label className="check">
                <input type="radio" name="themeKey" checked={form.themeKey === 'fem'} onChange={() => set('themeKey', 'fem')} /> {t('theme.fem')}
              </label>
            </fieldset>
            <fieldset className="choice-group field--wide">
              <legend className="field__label">{t('unit.legend')}</legend>
              <label className="check">
                <input type="radio" name="distanceUnit" checked={form.distanceUnit === 'km'} onChange={() => set('distanceUnit', 'km')} /> {t('unit.km')}
              </label>
              <label className="check">
                <input type="radio" name="distanceUnit" checked={form.distanceUnit === 'mi'} onChange={() => set('distanceUnit', 'mi')} /> {t('unit.mi')}
              </label>
            </fieldset>
            <fieldset className="choice-group field--wide">
              <legend className="field__label">{t('language.legend')}</legend>
              <label className="check">
                <input type="radio" name="language" checked={form.language === 'en'} onChange={() => set('language', 'en')} /> <span lang="en">{t('language.en')}</span>
              </label>
              <label className="check">
                <input type="radio" name="language" checked={form.language === 'fr'} onChange={() => set('language', 'fr')} /> <span lang="fr">{t('language.fr')}</span>
              </label>
              <span className="field__hint">{t('language.hint')}</span>
            </fieldset>
            {COLOR_FIELDS.map((key) => (
              <ColorField key={key} label={fieldLabel(key)} value={form[key]} error={err(key)} onChange={(v) => set(key, v)} />
            ))}
            <div className="field--wide">
              <button type="button" className="btn btn--small btn--ghost" onClick={() => setForm((f) => (f ? { ...f, ...themePalette(f.themeKey) } : f))}>
                {t('palette.use', { theme: t(form.themeKey === 'fem' ? 'theme.fem.name' : 'theme.d1.name') })}
              </button>
            </div>
          </div>
          <PalettePreview form={form} />
        </div>
      </section>

      <section className="panel" aria-labelledby="settings-cheers">
        <h2 id="settings-cheers">{t('cheers.title')}</h2>
        <label className="check">
          <input type="checkbox" checked={form.cheersAutoApprove} onChange={(e) => set('cheersAutoApprove', e.target.checked)} /> {t('cheers.auto')}
        </label>
        <p className="muted small">{t('cheers.note')}</p>
      </section>

      <div className="sticky-actions">
        <span className="muted" aria-live="polite">
          {dirty ? t('dirty') : t('clean')}
        </span>
        <FormSummary tries={tries} />
        <div className="row-actions">
          {dirty && loaded && (
            <button type="button" className="btn btn--ghost" onClick={() => setForm(loaded)} disabled={!!busy}>
              {t('discard')}
            </button>
          )}
          <button type="button" className="btn btn--danger" onClick={reset} disabled={!!busy}>
            {busy === 'reset' ? t('resetting') : t('reset')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={!!busy}>
            {busy === 'save' ? tAdmin('action.saving') : tAdmin('action.save')}
          </button>
        </div>
      </div>
      {confirmNode}
    </form>
  );
}
