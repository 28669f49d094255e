import { UpdateProfileBody, type AdminProfile } from '../../../src/features/profile/profile.schema';
import type { ProfileInput } from './profile-admin.api';
import { schemaErrors } from '../../admin-kit/form-errors';

/** The profile screen's fields as typed: texts, the events one per line, and the switches. */
export interface ProfileForm {
  graduationYear: string;
  highSchool: string;
  city: string;
  state: string;
  events: string;
  height: string;
  weight: string;
  gpa: string;
  testScores: string;
  intendedMajor: string;
  ncaaId: string;
  recruitRole: '' | 'parent' | 'athlete';
  recruitName: string;
  recruitEmail: string;
  recruitPhone: string;
  coachName: string;
  coachEmail: string;
  coachPhone: string;
  showWeight: boolean;
  showAcademics: boolean;
  showRecruitContact: boolean;
  showCoachContact: boolean;
  contactFormEnabled: boolean;
}

/** The form field each API path is typed in (the contacts are nested objects in the API). */
const FIELD_OF_PATH: Record<string, keyof ProfileForm> = {
  'recruitContact.role': 'recruitRole',
  'recruitContact.name': 'recruitName',
  'recruitContact.email': 'recruitEmail',
  'recruitContact.phone': 'recruitPhone',
  'coachContact.name': 'coachName',
  'coachContact.email': 'coachEmail',
  'coachContact.phone': 'coachPhone',
};

/** The form field a server issue's path is about. */
export function fieldOfPath(path: string): string {
  return FIELD_OF_PATH[path] ?? path;
}

/** The form of a loaded profile (missing facts blank, switches as stored). */
export function profileToForm(p: AdminProfile): ProfileForm {
  const s = (v: string | undefined) => v ?? '';
  return {
    graduationYear: p.graduationYear ? String(p.graduationYear) : '',
    highSchool: s(p.highSchool),
    city: s(p.city),
    state: s(p.state),
    events: p.events.join('\n'),
    height: s(p.height),
    weight: s(p.weight),
    gpa: s(p.gpa),
    testScores: s(p.testScores),
    intendedMajor: s(p.intendedMajor),
    ncaaId: s(p.ncaaId),
    recruitRole: p.recruitContact?.role ?? '',
    recruitName: s(p.recruitContact?.name),
    recruitEmail: s(p.recruitContact?.email),
    recruitPhone: s(p.recruitContact?.phone),
    coachName: s(p.coachContact?.name),
    coachEmail: s(p.coachContact?.email),
    coachPhone: s(p.coachContact?.phone),
    showWeight: p.showWeight,
    showAcademics: p.showAcademics,
    showRecruitContact: p.showRecruitContact,
    showCoachContact: p.showCoachContact,
    contactFormEnabled: p.contactFormEnabled,
  };
}

/** The body of a save: the whole profile (a blank field clears that fact), every switch explicit. */
export function profileFormToBody(f: ProfileForm): ProfileInput {
  const t = (v: string) => v.trim();
  return {
    graduationYear: t(f.graduationYear),
    highSchool: t(f.highSchool),
    city: t(f.city),
    state: t(f.state),
    events: f.events,
    height: t(f.height),
    weight: t(f.weight),
    gpa: t(f.gpa),
    testScores: t(f.testScores),
    intendedMajor: t(f.intendedMajor),
    ncaaId: t(f.ncaaId),
    recruitContact: { role: f.recruitRole || null, name: t(f.recruitName), email: t(f.recruitEmail), phone: t(f.recruitPhone) },
    coachContact: { name: t(f.coachName), email: t(f.coachEmail), phone: t(f.coachPhone) },
    showWeight: f.showWeight,
    showAcademics: f.showAcademics,
    showRecruitContact: f.showRecruitContact,
    showCoachContact: f.showCoachContact,
    contactFormEnabled: f.contactFormEnabled,
  };
}

/** The form's field errors, from the API's own body schema (its messages, under the field they are about). */
export function profileFormErrors(f: ProfileForm): Partial<Record<keyof ProfileForm, string>> {
  return schemaErrors<keyof ProfileForm>(UpdateProfileBody, profileFormToBody(f), fieldOfPath);
}

/** The API path a form field is sent under (the server's issues are keyed by it). */
export function pathOfField(field: keyof ProfileForm): string {
  return Object.entries(FIELD_OF_PATH).find(([, f]) => f === field)?.[0] ?? field;
}
