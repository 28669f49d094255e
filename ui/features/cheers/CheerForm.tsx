import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { invalidate } from '../../lib/resource';
import { CHEER_EMOJIS, CHEER_LIMITS, postCheer } from './cheers.api';

type Outcome = { kind: 'published' | 'pending'; name: string } | { kind: 'error'; message: string } | undefined;

/** Characters as people see them (code points: an emoji counts once), as the server counts. */
export const charCount = (v: string) => [...v.trim()].length;

/** The cheer length rules, as messages; undefined when the value is fine. */
export function cheerProblems(name: string, message: string): { name?: string; message?: string } {
  return {
    name: charCount(name) > CHEER_LIMITS.name ? `First name must be at most ${CHEER_LIMITS.name} characters.` : undefined,
    message: charCount(message) > CHEER_LIMITS.message ? `Message must be at most ${CHEER_LIMITS.message} characters.` : undefined,
  };
}

/** Leave a Cheer: first name, message with a remaining-characters counter, an emoji, Send. */
export function CheerForm(props: { onPosted: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [emoji, setEmoji] = useState<(typeof CHEER_EMOJIS)[number]>(CHEER_EMOJIS[0]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const problems = cheerProblems(name, message);
  const remaining = CHEER_LIMITS.message - charCount(message);
  const canSend = !!name.trim() && !!message.trim() && !sending && !problems.name && !problems.message;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    setSending(true);
    setOutcome(undefined);
    try {
      const cheer = await postCheer({ name: name.trim(), emoji, message: message.trim() });
      setMessage('');
      setOutcome({ kind: cheer.approved ? 'published' : 'pending', name: name.trim() });
      if (cheer.approved) {
        invalidate('cheers');
        props.onPosted();
      }
    } catch (err) {
      const first = err instanceof ApiError ? err.details?.[0]?.message : undefined;
      setOutcome({ kind: 'error', message: first ?? errorMessage(err, 'Your cheer could not be sent. Please try again.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="cheer-form" onSubmit={submit} aria-label="Leave a cheer" noValidate>
      <div className={`field ${problems.name ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-name`}>
          First name
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
          {problems.name ?? `Up to ${CHEER_LIMITS.name} characters.`}
        </span>
      </div>
      <div className={`field ${problems.message ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-message`}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={!!problems.message}
          aria-describedby={`${id}-counter`}
          required
        />
        <span id={`${id}-counter`} className={`counter ${remaining < 0 ? 'field__error' : remaining <= 20 ? 'counter--low' : 'field__hint'}`} aria-live={remaining <= 20 ? 'polite' : 'off'}>
          {remaining >= 0 ? `${remaining} ${remaining === 1 ? 'character' : 'characters'} left` : `${-remaining} too many. ${problems.message}`}
        </span>
      </div>
      <fieldset className="emoji-picker">
        <legend className="field__label">Pick an emoji</legend>
        <div className="emoji-picker__options">
          {CHEER_EMOJIS.map((e) => (
            <label key={e} className={`emoji-option ${emoji === e ? 'is-active' : ''}`}>
              <input type="radio" name="emoji" value={e} checked={emoji === e} onChange={() => setEmoji(e)} className="sr-only" />
              <span aria-hidden="true">{e}</span>
              <span className="sr-only">{EMOJI_NAMES[e]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="cheer-form__actions">
        <button type="submit" className="btn btn--primary" disabled={!canSend}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      <div aria-live="polite" className="cheer-form__outcome">
        {outcome?.kind === 'pending' && (
          <p className="notice notice--ok" role="status">
            Thanks, {outcome.name}! Your cheer was sent and is awaiting approval — it will appear once it has been reviewed.
          </p>
        )}
        {outcome?.kind === 'published' && (
          <p className="notice notice--ok" role="status">
            Thanks, {outcome.name}! Your cheer is on the wall.
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p className="notice notice--error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}

const EMOJI_NAMES: Record<string, string> = {
  '👏': 'Clapping hands',
  '🔥': 'Fire',
  '💪': 'Flexed biceps',
  '🌟': 'Glowing star',
  '🏆': 'Trophy',
  '😎': 'Smiling face with sunglasses',
};
