import type { Locale } from '../../lib/i18n/i18n';
import { t } from './setup.messages';
import type { DistanceUnit, SiteLanguage } from '../../../src/shared/settings-defaults';
import type { SetupStepId } from './setup.progress';

// The first-run setup's words: its steps' names and titles, and the class line the setup writes
// into the hero subtitle. Where the admin left it is in setup.progress.ts.

/** The short name of a step (under its number), in the current language. */
export const stepName = (id: SetupStepId): string => t(`step.${id}`);

/** The title of a step's page, in the current language. */
export const stepTitle = (id: SetupStepId): string => t(`title.${id}`);

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

/** The profile facts the class step fills (the Athlete profile, which the résumé reads). */
export interface ClassFacts {
  graduationYear?: number;
  highSchool?: string;
  events: string[];
}

/**
 * The class step's line from the profile when it has those facts (the profile form may have
 * changed them since), else from the subtitle the setup wrote.
 */
export function classLineOf(profile: ClassFacts | undefined, subtitle: string): ClassLine {
  const fromSubtitle = parseClassLine(subtitle);
  if (!profile) return fromSubtitle;
  return {
    year: profile.graduationYear ? String(profile.graduationYear) : fromSubtitle.year,
    school: profile.highSchool ?? fromSubtitle.school,
    events: profile.events.length ? profile.events.join(', ') : fromSubtitle.events,
  };
}

/** The profile facts of a class line: the year, the school, the events one a line (typed with commas). */
export function profilePatchOf(c: ClassLine): { graduationYear: string; highSchool: string; events: string } {
  return { graduationYear: c.year.trim(), highSchool: c.school.trim(), events: c.events.split(/[,;\n]/).map((e) => e.trim()).filter(Boolean).join('\n') };
}

/** Countries whose runners count in miles (a race's distance on a US or UK team sheet). */
const MILE_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM']);

/**
 * The distance unit a family most likely counts in, offered before they answer: miles for an
 * English site, kilometres for a French one; an English site whose admin's browser names a
 * country that counts in kilometres (en-CA, en-AU…) gets kilometres.
 */
export function guessDistanceUnit(language: SiteLanguage, browserLocales: readonly string[] = []): DistanceUnit {
  if (language !== 'en') return 'km';
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(browserLocales[0] ?? '')?.[1]?.toUpperCase();
  return region && !MILE_COUNTRIES.has(region) ? 'km' : 'mi';
}
