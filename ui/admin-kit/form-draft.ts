import { useEffect } from 'react';
import { currentTenantId } from '../lib/tenant';

// A form being typed survives a reload, a closed tab or a wander to another screen: its values
// are kept in local storage until the form is saved or cancelled. Keys name the tenant (one
// browser may edit several sites), the screen and the item ('new' for a create form).

const PREFIX = 'admin-draft';

/** The storage key of one open form's draft. */
export function draftKey(screen: string, itemId: number | 'new', tenant = currentTenantId()): string {
  return `${PREFIX}:${tenant}:${screen}:${itemId}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Blocked storage (private mode, a strict policy): forms simply keep no draft.
    return undefined;
  }
}

/**
 * The draft stored under `key`, laid over `blank` so a draft saved by an older form (a field
 * since added) still fills every field; undefined when there is none or it is not an object.
 */
export function readDraft<F extends object>(key: string, blank: F): F | undefined {
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return { ...blank, ...(value as Partial<F>) };
  } catch {
    return undefined;
  }
}

/** Stores a draft; a full or blocked storage only loses the draft, never the typing. */
export function writeDraft(key: string, form: object): void {
  try {
    storage()?.setItem(key, JSON.stringify(form));
  } catch {
    // Quota exceeded (an inline image in the form): the form still works, without a draft.
  }
}

/** Forgets a draft (after a save or a cancel). */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

/**
 * For a screen with one form of its own (settings, training profile): writes the form as the
 * draft while it differs from what was last loaded or saved, and forgets it once they agree.
 */
export function useKeepDraft<F extends object>(key: string, form: F | null, saved: F | null): void {
  useEffect(() => {
    if (!form || !saved) return;
    if (JSON.stringify(form) === JSON.stringify(saved)) clearDraft(key);
    else writeDraft(key, form);
  }, [key, form, saved]);
}
