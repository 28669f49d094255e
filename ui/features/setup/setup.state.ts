import { signal } from '@preact/signals-react';
import type { Locale } from '../../lib/i18n/i18n';
import { currentTenantId } from '../../lib/tenant';
import { t } from './setup.messages';

// The first-run setup: its steps, where the admin left it (kept in this browser, per tenant), and
// the class line the setup writes into the hero subtitle.

/** The steps, in order: few fields each, every one saved as soon as it is left. */
export const SETUP_STEPS = [{ id: 'name' }, { id: 'class' }, { id: 'photo' }, { id: 'prs' }, { id: 'theme' }] as const;

/** The id of a step. */
export type SetupStepId = (typeof SETUP_STEPS)[number]['id'];

/** The short name of a step (under its number), in the current language. */
export const stepName = (id: SetupStepId): string => t(`step.${id}`);

/** The title of a step's page, in the current language. */
export const stepTitle = (id: SetupStepId): string => t(`title.${id}`);

/** Where the admin is in the setup. */
export interface SetupProgress {
  /** The index of the step to show next time. */
  step: number;
  /** True once the setup was finished or skipped: a fresh site no longer opens it by itself. */
  done: boolean;
  /** True while the checklist of what is still missing shows on the live page. */
  checklist: boolean;
}

const FRESH: SetupProgress = { step: 0, done: false, checklist: false };
const key = () => `athlete-setup:${currentTenantId()}`;

/** Reads a stored progress, keeping only what makes sense (a step in range, booleans). */
export function parseProgress(raw: string | null): SetupProgress {
  try {
    const v: unknown = raw ? JSON.parse(raw) : undefined;
    if (!v || typeof v !== 'object') return { ...FRESH };
    const o = v as Record<string, unknown>;
    const step = typeof o.step === 'number' && Number.isInteger(o.step) ? Math.min(Math.max(o.step, 0), SETUP_STEPS.length - 1) : 0;
    return { step, done: o.done === true, checklist: o.checklist === true };
  } catch {
    return { ...FRESH };
  }
}

/** The progress kept in this browser for the current tenant. */
export function readProgress(): SetupProgress {
  try {
    return parseProgress(localStorage.getItem(key()));
  } catch {
    return { ...FRESH };
  }
}

/** True while the checklist shows on the live page (follows saveProgress). */
export const checklistShown = signal<boolean>(typeof window !== 'undefined' && readProgress().checklist);

/** Records a change of progress (blocked storage only means the setup starts over next time). */
export function saveProgress(patch: Partial<SetupProgress>): SetupProgress {
  const next = { ...readProgress(), ...patch };
  try {
    localStorage.setItem(key(), JSON.stringify(next));
  } catch {
    // Private mode: nothing to keep.
  }
  checklistShown.value = next.checklist;
  return next;
}

/** What the class step asks: graduation year, school and events. */
export interface ClassLine {
  year: string;
  school: string;
  events: string;
}

const SEPARATOR = ' · ';

/**
 * The hero subtitle made of the class line, in the site's language (it is shown to visitors):
 * "Class of 2027 · Lincoln High · 800 m, 1600 m", in French "Promotion 2027 · …".
 */
export function composeClassLine(c: ClassLine, lang: Locale = 'en'): string {
  const year = c.year.trim();
  return [year ? t('classLine.year', { year }, lang) : '', c.school.trim(), c.events.trim()].filter(Boolean).join(SEPARATOR);
}

/** Reads the class line back from a subtitle the setup wrote (best effort: a hand-written one goes into events). */
export function parseClassLine(subtitle: string): ClassLine {
  const parts = subtitle.split(SEPARATOR).map((p) => p.trim()).filter(Boolean);
  // The year as either language writes it (the site's language may have changed since).
  const year = /^(?:Class of|Promotion) (\d{4})$/.exec(parts[0] ?? '')?.[1];
  if (year) parts.shift();
  if (parts.length === 0) return { year: year ?? '', school: '', events: '' };
  if (parts.length === 1) return { year: year ?? '', school: year ? parts[0]! : '', events: year ? '' : parts[0]! };
  return { year: year ?? '', school: parts[0]!, events: parts.slice(1).join(SEPARATOR) };
}

/** The graduation years offered: this year and the next six (a high-school athlete). */
export function graduationYears(now = new Date()): string[] {
  const y = now.getFullYear();
  return Array.from({ length: 7 }, (_, i) => String(y + i));
}
