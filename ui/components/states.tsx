import type { ReactNode } from 'react';
import { t } from './components.messages';

/** A loading placeholder that keeps the section's height (no layout shift). */
export function Loading(props: { label?: string; height?: number }) {
  return (
    <div className="state state--loading" style={{ minHeight: props.height ?? 120 }} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{props.label ?? t('state.loading')}</span>
    </div>
  );
}

/** An error line with an optional retry. */
export function ErrorState(props: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className="state state--error" role="alert">
      <p>{props.message}</p>
      {props.onRetry && (
        <button type="button" className="btn btn--ghost" onClick={props.onRetry}>
          {props.retryLabel ?? t('state.retry')}
        </button>
      )}
    </div>
  );
}

/** A form's or an action's failure, announced when it appears; nothing while there is none. */
export function ErrorNotice(props: { message: string | null | undefined }) {
  if (!props.message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {props.message}
    </p>
  );
}

/** An empty state. */
export function Empty(props: { children: ReactNode }) {
  return <p className="state state--empty">{props.children}</p>;
}
