import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../lib/api';
import { editMode } from '../lib/auth';
import { saveSettingsText, settings, type SettingsTextField } from '../lib/settings';
import { t } from './components.messages';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; message: string };

/** The text as it is saved: trimmed; a single-line field keeps no line breaks. */
function normaliseInlineText(raw: string, multiline: boolean): string {
  const text = raw.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  return (multiline ? text.replace(/[ \t]+\n/g, '\n') : text.replace(/\s*\n\s*/g, ' ')).trim();
}

/**
 * A settings text: plain text for visitors (the markup around it is the caller's, unchanged); in
 * edit mode the same text becomes editable in place. Enter saves, Shift+Enter
 * adds a line in a multiline field, Escape cancels, leaving the field saves only a changed value,
 * and an emptied field restores the default.
 */
export function InlineText(props: { field: SettingsTextField; label: string; multiline?: boolean }) {
  useSignals();
  const value = settings.value[props.field];
  if (!editMode.value) return <>{value}</>;
  return <EditableText field={props.field} label={props.label} multiline={!!props.multiline} value={value} />;
}

function EditableText(props: { field: SettingsTextField; label: string; multiline: boolean; value: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The text when editing began: leaving the field saves only when it differs.
  const startText = useRef('');
  const cancelled = useRef(false);
  const focused = useRef(false);

  // The text lives in the DOM while it is edited (React does not manage a contentEditable's
  // children); show the saved value whenever the admin is not typing and no typed text is being
  // saved or waits after a failed save.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || focused.current || status.kind !== 'idle') return;
    if (el.textContent !== props.value) el.textContent = props.value;
  }, [props.value, status.kind]);

  const read = () => normaliseInlineText(ref.current?.innerText ?? '', props.multiline);

  const save = async (text: string) => {
    setStatus({ kind: 'saving' });
    try {
      await saveSettingsText(props.field, text);
      setStatus({ kind: 'idle' });
    } catch (err) {
      // The typed text stays in place so a retry (Enter) sends it again.
      setStatus({ kind: 'failed', message: errorMessage(err) });
    }
  };

  const onFocus = () => {
    focused.current = true;
    cancelled.current = false;
    // After a failed save the typed text still differs from what is saved: leaving retries it.
    startText.current = status.kind === 'failed' ? props.value : read();
  };

  const onBlur = () => {
    focused.current = false;
    const el = ref.current;
    if (!el) return;
    if (cancelled.current) {
      cancelled.current = false;
      el.textContent = props.value;
      setStatus({ kind: 'idle' });
      return;
    }
    const text = read();
    if (text === startText.current || status.kind === 'saving') {
      if (status.kind !== 'failed' && el.textContent !== props.value) el.textContent = props.value;
      return;
    }
    el.textContent = text;
    void save(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key === 'Enter' && !(props.multiline && e.shiftKey)) {
      e.preventDefault();
      ref.current?.blur();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancelled.current = true;
      ref.current?.blur();
    }
  };

  // Pasted rich text arrives as plain text (older browsers ignore contentEditable="plaintext-only").
  const onPaste = (e: ClipboardEvent<HTMLSpanElement>) => {
    e.preventDefault();
    document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
  };

  const hint = t(props.multiline ? 'inline.hintMultiline' : 'inline.hint', { label: props.label.toLowerCase() });
  return (
    <span className={`inline-edit inline-edit--${status.kind}${props.multiline ? ' inline-edit--multiline' : ''}`}>
      <span
        ref={ref}
        className="inline-edit__text"
        role="textbox"
        aria-label={props.label}
        aria-multiline={props.multiline}
        aria-busy={status.kind === 'saving'}
        aria-invalid={status.kind === 'failed'}
        title={hint}
        tabIndex={0}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        spellCheck
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      {status.kind === 'saving' && (
        <span className="inline-edit__status" role="status">
          {t('inline.saving')}
        </span>
      )}
      {status.kind === 'failed' && (
        <span className="inline-edit__status inline-edit__status--error" role="alert">
          {t('inline.failed', { message: status.message })}
        </span>
      )}
    </span>
  );
}
