import { CreateUniversityBody, UNIVERSITY_MESSAGES } from '../../../src/features/universities/universities.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
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

/** Field errors from the API's own schema: name and logo required, rank an integer of 0 or more, links and colours well formed. */
export function universityFormErrors(f: UniversityForm): Partial<Record<keyof UniversityForm, string>> {
  return schemaErrors<keyof UniversityForm>(CreateUniversityBody, universityFormToInput(f));
}

/** The body of a form (blank optional texts cleared; a rank that is not a number is sent as NaN, which the schema refuses). */
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
