import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Field } from '../../components/Field';
import { ErrorNotice, ErrorState, Loading } from '../../components/states';
import { errorMessage, mediaUrl } from '../../lib/api';
import { invalidate } from '../../lib/resource';
import { usePageMeta } from '../../lib/page';
import { settings, withDefaults } from '../../lib/settings';
import { heroPosterOf } from '../../../src/shared/hero-poster';
import { DEFAULT_SETTINGS, DISTANCE_UNITS, FEM_PALETTE, type DistanceUnit, type ThemeKey } from '../../../src/shared/settings-defaults';
import { ImageUpload } from '../../admin-kit/ImageUpload';
import { ownText } from '../../lib/sections';
import type { AdminPr } from '../../../src/features/prs/prs.schema';
import { createPr, fetchAdminPrs } from '../prs';
import { fetchAdminProfile, patchProfile } from '../profile';
import { fetchSetupSettings, saveSetupSettings, setHeroImage, type SetupSettings } from './setup.api';
import { usableLocale } from '../../lib/i18n/i18n';
import { t as tAdmin } from '../../admin-kit/admin-kit.messages';
import { SETUP_STEPS, loadSetupState, saveSetupState, setupState, skippedWith, stepIndexOf } from './setup.progress';
import { classLineOf, composeClassLine, graduationYears, guessDistanceUnit, profilePatchOf, stepName, stepTitle, type ClassLine } from './setup.state';
import { t } from './setup.messages';
import { emptyPrRow, isBlankPrRow, prRowBody, prRowErrors, type PrRow, type PrRowErrors } from './setup-prs-form';
import { ensureSetupStyles } from './setup-styles';

ensureSetupStyles();

/**
 * What every step gets (the saved settings are in the settings signal): the way on, and the back
 * and skip buttons. `keep` saves what the step shows preselected before a skip moves on (the name
 * step's distance unit, which the family saw and did not change).
 */
interface StepProps {
  onDone: () => void;
  nav: (keep?: () => Promise<unknown>) => ReactNode;
}

/**
 * One step's form: its fields, then the way on (save and continue), back and skip. `save` runs on
 * submit; its failure is shown and the admin stays on the step with what they typed.
 */
function StepForm(props: { lead: string; save: () => Promise<void>; submitLabel?: string; busyLabel?: string; children: ReactNode; nav: ReactNode; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.save();
    } catch (err) {
      setError(t('notSaved', { reason: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="setup-step" onSubmit={submit} noValidate>
      <p className="setup-step__lead">{props.lead}</p>
      <div className="setup-step__fields">{props.children}</div>
      <ErrorNotice message={error} />
      <div className="setup-step__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || props.disabled}>
          {busy ? (props.busyLabel ?? tAdmin('action.saving')) : (props.submitLabel ?? t('saveAndContinue'))}
        </button>
        {props.nav}
      </div>
    </form>
  );
}

function NameStep(props: StepProps) {
  const [name, setName] = useState(() => ownText(settings.value, 'heroTitle'));
  // Until the family has answered, the guess from the site's language (and the browser's country).
  const [unit, setUnit] = useState<DistanceUnit>(() => {
    // A skipped name step kept the unit shown too (below).
    const step = setupState.value?.steps.find((s) => s.id === 'name');
    const answered = step?.done === true || step?.skipped === true || settings.value.distanceUnit !== DEFAULT_SETTINGS.distanceUnit;
    return answered ? settings.value.distanceUnit : guessDistanceUnit(settings.value.language, typeof navigator === 'undefined' ? [] : navigator.languages);
  });
  const [error, setError] = useState<string>();
  const save = async () => {
    if (!name.trim()) {
      setError(t('name.required'));
      return;
    }
    await saveSetupSettings({ heroTitle: name.trim(), distanceUnit: unit });
    props.onDone();
  };
  // Skipping the name is not refusing the unit: the one shown is kept (a guess the family saw and let stand).
  const keepUnit = async () => {
    if (unit !== settings.value.distanceUnit) await saveSetupSettings({ distanceUnit: unit });
  };
  return (
    <StepForm lead={t('name.lead')} save={save} nav={props.nav(keepUnit)}>
      <Field label={t('name.label')} error={error}>
        <input name="name" autoComplete="off" maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <fieldset className="choice-group">
        <legend className="field__label">{t('unit.legend')}</legend>
        {DISTANCE_UNITS.map((u) => (
          <label key={u} className="check">
            <input type="radio" name="distanceUnit" value={u} checked={unit === u} onChange={() => setUnit(u)} /> {t(`unit.${u}`)}
          </label>
        ))}
        <p className="field__hint">{t('unit.hint')}</p>
      </fieldset>
    </StepForm>
  );
}

function ClassStep(props: StepProps) {
  const own = ownText(settings.value, 'heroSubtitle');
  const [line, setLineState] = useState<ClassLine>(() => classLineOf(undefined, own));
  // The profile's own facts as loaded (undefined until then, or when it could not be read).
  const stored = useRef<ClassLine | undefined>(undefined);
  const touched = useRef(false);
  const setLine = (next: ClassLine) => {
    touched.current = true;
    setLineState(next);
  };
  const years = graduationYears();
  useEffect(() => {
    // The profile's facts, when it has them, are the ones the form shows (the profile form may have changed them).
    let alive = true;
    fetchAdminProfile().then(
      (p) => {
        if (!alive) return;
        stored.current = classLineOf(p, '');
        if (!touched.current) setLineState(classLineOf(p, own));
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [own]);
  const save = async () => {
    // The subtitle is shown to visitors: it is written in the site's language.
    const subtitle = composeClassLine(line, usableLocale(settings.value.language));
    if (subtitle !== own) await saveSetupSettings({ heroSubtitle: subtitle });
    // The same answers are the Athlete profile's (the résumé's): never asked again there.
    const patch = profilePatchOf(line);
    if (!stored.current || JSON.stringify(patch) !== JSON.stringify(profilePatchOf(stored.current))) stored.current = classLineOf(await patchProfile(patch), '');
    props.onDone();
  };
  return (
    <StepForm lead={t('class.lead')} save={save} nav={props.nav()}>
      <Field label={t('class.year')}>
        <select name="year" value={line.year} onChange={(e) => setLine({ ...line, year: e.target.value })}>
          <option value="">—</option>
          {[...new Set([...years, line.year].filter(Boolean))].sort().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('class.school')}>
        <input name="school" autoComplete="off" maxLength={120} value={line.school} onChange={(e) => setLine({ ...line, school: e.target.value })} placeholder={t('class.schoolPlaceholder')} />
      </Field>
      <Field label={t('class.events')}>
        <input name="events" autoComplete="off" maxLength={200} value={line.events} onChange={(e) => setLine({ ...line, events: e.target.value })} placeholder={t('class.eventsPlaceholder')} />
      </Field>
    </StepForm>
  );
}

function PhotoStep(props: StepProps) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const poster = settings.value.heroVideoPosterUrl.startsWith('/media/') ? settings.value.heroVideoPosterUrl : '';
  const onUploaded = async (src: string) => {
    if (!src) return;
    setFailure(undefined);
    try {
      await setHeroImage(src);
    } catch (err) {
      setFailure(t('photo.notSet', { reason: errorMessage(err) }));
    }
  };
  const save = async () => props.onDone();
  return (
    <StepForm lead={t('photo.lead')} save={save} nav={props.nav()} submitLabel={poster ? t('photo.continue') : t('photo.continueWithout')} disabled={busy}>
      <ImageUpload label={t('photo.label')} value={poster} onChange={(src) => void onUploaded(src)} onBusyChange={setBusy} error={failure} hint={t('photo.hint')} focal />
    </StepForm>
  );
}

function PrsStep(props: StepProps) {
  const [existing, setExisting] = useState<AdminPr[]>([]);
  const [rows, setRows] = useState<PrRow[]>([emptyPrRow(), emptyPrRow()]);
  const [errors, setErrors] = useState<PrRowErrors[]>([]);
  useEffect(() => {
    fetchAdminPrs().then(setExisting, () => undefined);
  }, []);
  const setRow = (i: number, patch: Partial<PrRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async () => {
    const found = rows.map((r) => (isBlankPrRow(r) ? {} : prRowErrors(r)));
    setErrors(found);
    if (found.some((e) => Object.keys(e).length > 0)) return;
    const filled = rows.filter((r) => !isBlankPrRow(r));
    // One at a time, each removed from the form once saved: a failure halfway leaves only the rest to send again.
    // The first record of an empty site is featured (a badge needs something to lead with).
    const featureFirst = existing.length === 0;
    for (const [i, r] of filled.entries()) {
      const pr = await createPr(prRowBody(r, featureFirst && i === 0));
      setExisting((xs) => [...xs, pr]);
      setRows((rs) => rs.filter((x) => x !== r));
    }
    invalidate('prs');
    props.onDone();
  };
  return (
    <StepForm lead={t('prs.lead')} save={save} nav={props.nav()}>
      {existing.length > 0 && (
        <ul className="setup-prs" role="list" aria-label={t('prs.saved')}>
          {existing.map((p) => (
            <li key={p.id}>
              <strong>{p.distance}</strong> <span className="mono">{p.timeStr}</span>
            </li>
          ))}
        </ul>
      )}
      {rows.map((r, i) => (
        <fieldset key={i} className="setup-pr">
          <legend className="sr-only">{t('prs.record', { n: existing.length + i + 1 })}</legend>
          <Field label={t('prs.event')} error={errors[i]?.distance}>
            <input name={`pr-${i}-event`} autoComplete="off" maxLength={60} value={r.distance} onChange={(e) => setRow(i, { distance: e.target.value })} placeholder={t('prs.eventPlaceholder')} />
          </Field>
          <Field label={t('prs.time')} error={errors[i]?.time}>
            <input name={`pr-${i}-time`} inputMode="decimal" autoComplete="off" value={r.time} onChange={(e) => setRow(i, { time: e.target.value })} placeholder="4:32.10" />
          </Field>
          <Field label={t('prs.date')} error={errors[i]?.date}>
            <input name={`pr-${i}-date`} type="date" value={r.date} onChange={(e) => setRow(i, { date: e.target.value })} />
          </Field>
        </fieldset>
      ))}
      <button type="button" className="btn btn--ghost btn--small setup-step__more" onClick={() => setRows((rs) => [...rs, emptyPrRow()])}>
        {t('prs.more')}
      </button>
    </StepForm>
  );
}

/** The themes offered (their names and notes are `theme.<key>` and `theme.<key>.note`). */
const THEMES: readonly ThemeKey[] = ['d1', 'fem'];

/** A small picture of the first screen in a theme: the photo, the palette, the name and class line. */
function ThemePreview(props: { theme: ThemeKey }) {
  useSignals();
  const s = settings.value;
  const palette = props.theme === 'fem' ? FEM_PALETTE : DEFAULT_SETTINGS;
  const poster = mediaUrl(heroPosterOf({ themeKey: props.theme, heroVideoPosterUrl: s.heroVideoPosterUrl }));
  const style = { '--pv-from': palette.gradFrom, '--pv-via': palette.gradVia, '--pv-to': palette.gradTo } as CSSProperties;
  return (
    <span className={`theme-preview theme-preview--${props.theme}`} style={style} aria-hidden="true">
      {poster && <img src={poster} alt="" />}
      <span className="theme-preview__text">
        <strong>{ownText(s, 'heroTitle') || t('theme.yourName')}</strong>
        <span>{ownText(s, 'heroSubtitle') || t('theme.classOf')}</span>
      </span>
    </span>
  );
}

function ThemeStep(props: StepProps) {
  useSignals();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const current = settings.value.themeKey;
  const choose = async (theme: ThemeKey) => {
    setSaving(true);
    setFailure(undefined);
    try {
      // The theme's own palette comes with it (blank colours read as the theme's).
      await saveSetupSettings({ themeKey: theme, gradFrom: '', gradVia: '', gradTo: '', glassTint: '', auroraA: '', auroraB: '' });
    } catch (err) {
      setFailure(t('notSaved', { reason: errorMessage(err) }));
    } finally {
      setSaving(false);
    }
  };
  const save = async () => props.onDone();
  return (
    <StepForm lead={t('theme.lead')} save={save} nav={props.nav()} submitLabel={t('theme.finish')} disabled={saving}>
      <fieldset className="theme-choice">
        <legend className="field__label">{t('theme.legend')}</legend>
        {THEMES.map((theme) => (
          <label key={theme} className={`theme-choice__option ${current === theme ? 'is-chosen' : ''}`}>
            <input type="radio" name="theme" value={theme} checked={current === theme} onChange={() => void choose(theme)} className="sr-only" />
            <ThemePreview theme={theme} />
            <span className="theme-choice__label">
              <strong>{t(`theme.${theme}`)}</strong> <span className="muted">{t(`theme.${theme}.note`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ErrorNotice message={failure} />
    </StepForm>
  );
}

const STEP_VIEWS = { name: NameStep, class: ClassStep, photo: PhotoStep, prs: PrsStep, theme: ThemeStep } as const;

/** `/admin/setup`: the first-run setup, one short step at a time, resumed where it was left (on any device). */
export function SetupPage() {
  useSignals();
  usePageMeta(t('meta'));
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const [placeError, setPlaceError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    Promise.all([fetchSetupSettings(), loadSetupState()]).then(
      ([s]: [SetupSettings, unknown]) => {
        if (!alive) return;
        // Every step starts from what is saved now (Back shows what an earlier step saved).
        settings.value = withDefaults(s);
        setReady(true);
      },
      (err: unknown) => alive && setLoadError(errorMessage(err)),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);

  const state = setupState.value;
  const index = state ? stepIndexOf(state) : 0;
  // A new step moves focus to its title, so a screen reader hears where it is (not on first load).
  useEffect(() => {
    if (!ready) return;
    if (shownStep.current !== undefined && shownStep.current !== index) heading.current?.focus();
    shownStep.current = index;
  }, [ready, index]);

  if (loadError) {
    return (
      <ErrorState
        message={t('loadFailed', { reason: loadError })}
        onRetry={() => {
          setLoadError(undefined);
          setAttempt((a) => a + 1);
        }}
      />
    );
  }
  if (!ready || !state) return <Loading height={320} />;

  const last = SETUP_STEPS.length - 1;
  const step = SETUP_STEPS[index]!;
  // The place is shown at once and saved behind it; a failure says so and the admin carries on.
  const save = (patch: Parameters<typeof saveSetupState>[0]) => {
    setPlaceError(undefined);
    saveSetupState(patch).catch((err: unknown) => setPlaceError(t('placeNotSaved', { reason: errorMessage(err) })));
  };
  const goTo = (i: number) => save({ step: SETUP_STEPS[i]!.id });
  const finish = (patch: Parameters<typeof saveSetupState>[0] = {}) => {
    save({ ...patch, step: SETUP_STEPS[0]!.id, finished: true, checklist: true });
    navigate('/');
  };
  const next = () => (index >= last ? finish() : goTo(index + 1));
  const skip = async (keep?: () => Promise<unknown>) => {
    if (keep) {
      // What the step keeps is saved before moving on: a failure says so and the step stays.
      setPlaceError(undefined);
      try {
        await keep();
      } catch (err) {
        setPlaceError(t('notSaved', { reason: errorMessage(err) }));
        return;
      }
    }
    const skipped = skippedWith(state, step.id);
    if (index >= last) finish({ skipped });
    else save({ step: SETUP_STEPS[index + 1]!.id, skipped });
  };
  const leave = () => {
    save({ dismissed: true });
    navigate('/admin');
  };

  const View = STEP_VIEWS[step.id];
  const nav = (keep?: () => Promise<unknown>) => (
    <>
      {index > 0 && (
        <button type="button" className="btn btn--ghost" onClick={() => goTo(index - 1)}>
          {t('back')}
        </button>
      )}
      <button type="button" className="btn btn--ghost" onClick={() => void skip(keep)}>
        {index >= last ? t('skipLast') : t('skip')}
      </button>
    </>
  );
  return (
    <div className="setup">
      <header className="setup__head">
        <p className="eyebrow">{t('stepOf', { n: index + 1, total: SETUP_STEPS.length })}</p>
        <h1 ref={heading} tabIndex={-1}>
          {stepTitle(step.id)}
        </h1>
        <ol className="setup__steps" aria-label={t('steps')}>
          {state.steps.map((s, i) => (
            <li key={s.id} className={[i < index ? 'is-past' : i === index ? 'is-current' : '', s.done ? 'is-done' : s.skipped ? 'is-skipped' : ''].join(' ').trim()}>
              <button type="button" onClick={() => goTo(i)} aria-current={i === index ? 'step' : undefined}>
                <span aria-hidden="true">{s.done ? '\u2713' : i + 1}</span>
                <span className="sr-only">{t(s.done ? 'stepNameDone' : s.skipped ? 'stepNameSkipped' : 'stepName', { n: i + 1, title: stepName(s.id) })}</span>
              </button>
              <span className="setup__step-name" aria-hidden="true">
                {stepName(s.id)}
              </span>
            </li>
          ))}
        </ol>
        <ErrorNotice message={placeError} />
      </header>
      <View key={step.id} onDone={next} nav={nav} />
      <p className="setup__leave">
        <button type="button" className="link-button" onClick={leave}>
          {t('leave')}
        </button>{' '}
        <span className="muted">{t('leaveNote')}</span>
      </p>
    </div>
  );
}

