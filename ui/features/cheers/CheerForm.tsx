import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { invalidate } from '../../lib/resource';
import { CHEER_EMOJIS, CHEER_LIMITS, postCheer } from './cheers.api';
import { t } from './cheers.messages';

type Outcome = { kind: 'published' | 'pending'; name: string } | { kind: 'error'; message: string } | undefined;

/** Characters as people see them (code points: an emoji counts once), as the server counts. */
const charCount = (v: string) => [...v.trim()].length;

/** The cheer length rules, as messages; undefined when the value is fine. Shown as typed. */
function cheerProblems(name: string, message: string): { name?: string; message?: string } {
  return {
    name: charCount(name) > CHEER_LIMITS.name ? t('form.nameTooLong', { n: CHEER_LIMITS.name }) : undefined,
    message: charCount(message) > CHEER_LIMITS.message ? t('form.messageTooLong', { n: CHEER_LIMITS.message }) : undefined,
  };
}

/** What is still empty; shown once Send was pressed (an empty form is not an error before that). */
function missingParts(name: string, message: string): { name?: string; message?: string } {
  return { name: name.trim() ? undefined : t('form.needName'), message: message.trim() ? undefined : t('form.needMessage') };
}

/**
 * Leave a Cheer: first name, message with a remaining-characters counter, an emoji, Send. Send
 * stays enabled (Enter in the name sends too): pressed with something missing or too long, it
 * says what beside each field and in a line by the button, and moves to the first one, as the
 * contact form does.
 */
export function CheerForm(props: { onPosted: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [emoji, setEmoji] = useState<(typeof CHEER_EMOJIS)[number]>(CHEER_EMOJIS[0]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const tooLong = cheerProblems(name, message);
  const missing = tried ? missingParts(name, message) : {};
  const problems = { name: tooLong.name ?? missing.name, message: tooLong.message ?? missing.message };
  const remaining = CHEER_LIMITS.message - charCount(message);
  const wrong = tried ? (['name', 'message'] as const).filter((f) => problems[f]) : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setTried(true);
    const empty = missingParts(name, message);
    const first = (['name', 'message'] as const).find((f) => tooLong[f] ?? empty[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    setOutcome(undefined);
    try {
      const cheer = await postCheer({ name: name.trim(), emoji, message: message.trim() });
      setMessage('');
      setTried(false);
      setOutcome({ kind: cheer.approved ? 'published' : 'pending', name: name.trim() });
      if (cheer.approved) {
        invalidate('cheers');
        props.onPosted();
      }
    } catch (err) {
      const first = err instanceof ApiError ? err.details?.[0]?.message : undefined;
      setOutcome({ kind: 'error', message: first || errorMessage(err, t('form.failed')) });
    } finally {
      setSending(false);
    }
  };

  // The server takes a cheer from the app only: with JavaScript off the form would send nothing, so a
  // sentence stands in its place.
  return (
    <>
    <p className="no-script-only notice cheer-form__no-script">{t('form.needsScript')}</p>
    <form ref={form} className="cheer-form needs-script" onSubmit={submit} aria-label={t('form.label')} noValidate>
      <div className={`field ${problems.name ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="given-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={!!problems.name}
          aria-describedby={`${id}-name-hint`}
          required
        />
        <span id={`${id}-name-hint`} className={problems.name ? 'field__error' : 'field__hint'} role={problems.name ? 'alert' : undefined}>
          {problems.name ?? t('form.nameHint', { n: CHEER_LIMITS.name })}
        </span>
      </div>
      <div className={`field ${problems.message ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-message`}>
          {t('form.message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={!!problems.message}
          aria-describedby={missing.message && !tooLong.message ? `${id}-message-error ${id}-counter` : `${id}-counter`}
          required
        />
        {missing.message && !tooLong.message && (
          <span id={`${id}-message-error`} className="field__error" role="alert">
            {missing.message}
          </span>
        )}
        <span id={`${id}-counter`} className={`counter ${remaining < 0 ? 'field__error' : remaining <= 20 ? 'counter--low' : 'field__hint'}`} aria-live={remaining <= 20 ? 'polite' : 'off'}>
          {remaining >= 0 ? t(`form.left.${plural(remaining)}`, { n: remaining }) : t('form.tooMany', { n: -remaining, problem: problems.message ?? '' })}
        </span>
      </div>
      <fieldset className="emoji-picker">
        <legend className="field__label">{t('form.emoji')}</legend>
        <div className="emoji-picker__options">
          {CHEER_EMOJIS.map((e) => (
            <label key={e} className={`emoji-option ${emoji === e ? 'is-active' : ''}`}>
              <input type="radio" name="emoji" value={e} checked={emoji === e} onChange={() => setEmoji(e)} className="sr-only" />
              <span aria-hidden="true">{e}</span>
              <span className="sr-only">{t(`emoji.${EMOJI_NAMES[e]}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="cheer-form__actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? t('form.sending') : t('form.send')}
        </button>
        <div aria-live="polite">{wrong.length > 0 && <p className="field__error">{t('form.missing', { fields: wrong.map((f) => t(`form.${f}`)).join(', ') })}</p>}</div>
      </div>
      <div aria-live="polite" className="cheer-form__outcome">
        {outcome?.kind === 'pending' && (
          <p className="notice notice--ok" role="status">
            {t('form.pending', { name: outcome.name })}
          </p>
        )}
        {outcome?.kind === 'published' && (
          <p className="notice notice--ok" role="status">
            {t('form.published', { name: outcome.name })}
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p className="notice notice--error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
    </>
  );
}

/** Each emoji's name for screen readers, by its message key (looked up at render, in the current language). */
const EMOJI_NAMES = {
  '👏': 'clap',
  '🔥': 'fire',
  '💪': 'muscle',
  '🌟': 'star',
  '🏆': 'trophy',
  '😎': 'sunglasses',
} as const satisfies Record<(typeof CHEER_EMOJIS)[number], string>;
