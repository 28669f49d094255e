import { isHttpUrl } from '../../../src/features/shared/fields';
import { isLogoUrl, UNIVERSITY_MESSAGES } from '../../../src/features/universities/universities.schema';
import type { AdminUniversity, UniversityInput } from './universities-admin.api';

/** The message. */
export const UNIVERSITY_REQUIRED = UNIVERSITY_MESSAGES.required;

/** The university form, as typed. */
export interface UniversityForm {
  name: string;
  short: string;
  siteUrl: string;
  logoUrl: string;
  colorA: string;
  colorB: string;
  rank: string;
}

/** A new university's form (the server's default colours). */
export const emptyUniversityForm = (): UniversityForm => ({ name: '', short: '', siteUrl: '', logoUrl: '', colorA: '#334155', colorB: '#94a3b8', rank: '0' });

/** The form of an existing university. */
export function universityToForm(u: AdminUniversity): UniversityForm {
  return { name: u.name, short: u.short ?? '', siteUrl: u.siteUrl ?? '', logoUrl: u.logoUrl, colorA: u.colorA ?? '#334155', colorB: u.colorB ?? '#94a3b8', rank: String(u.rank) };
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Field errors: name and logo required, rank an integer of 0 or more, links and colours well formed. */
export function universityFormErrors(f: UniversityForm): Partial<Record<keyof UniversityForm, string>> {
  const e: Partial<Record<keyof UniversityForm, string>> = {};
  if (!f.name.trim()) e.name = UNIVERSITY_REQUIRED;
  if (!f.logoUrl.trim()) e.logoUrl = UNIVERSITY_REQUIRED;
  else if (!isLogoUrl(f.logoUrl.trim())) e.logoUrl = UNIVERSITY_MESSAGES.logo;
  if (f.siteUrl.trim() && !isHttpUrl(f.siteUrl)) e.siteUrl = UNIVERSITY_MESSAGES.siteUrl;
  if (!/^\d{1,7}$/.test(f.rank.trim() || '0')) e.rank = UNIVERSITY_MESSAGES.rank;
  if (f.colorA.trim() && !HEX.test(f.colorA.trim())) e.colorA = UNIVERSITY_MESSAGES.color;
  if (f.colorB.trim() && !HEX.test(f.colorB.trim())) e.colorB = UNIVERSITY_MESSAGES.color;
  return e;
}

/** The body of a valid form (blank optional texts cleared). */
export function universityFormToInput(f: UniversityForm): UniversityInput {
  return {
    name: f.name.trim(),
    short: f.short.trim() || null,
    siteUrl: f.siteUrl.trim() || null,
    logoUrl: f.logoUrl.trim(),
    colorA: f.colorA.trim() || undefined,
    colorB: f.colorB.trim() || undefined,
    rank: Number(f.rank.trim() || '0'),
  };
}
