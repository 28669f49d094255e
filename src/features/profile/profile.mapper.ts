import { PROFILE_DEFAULTS, type AdminProfile, type ContactPerson, type PatchProfileInput, type ProfileFacts, type PublicProfile, type UpdateProfileInput } from './profile.schema';
import type { AthleteProfileRow } from './profile.table';

// The stored document ↔ API shapes of the athlete profile. Weight, academics and both contacts
// are private until the admin switches them on: this is a minor's site, so the public answer is
// built field by field from what is allowed rather than by removing what is not.

/** A contact without its empty fields, or undefined when nothing is left. */
function compactContact<T extends ContactPerson>(c: T | null | undefined): T | undefined {
  if (!c) return undefined;
  const entries = Object.entries(c).filter(([, v]) => v !== undefined && v !== '');
  return entries.some(([k]) => k !== 'role') ? (Object.fromEntries(entries) as T) : undefined;
}

/** The stored document of a saved body (empty fields dropped). */
export function toProfileFacts(body: UpdateProfileInput): ProfileFacts {
  const { recruitContact, coachContact, ...rest } = body;
  const facts: ProfileFacts = { ...rest, recruitContact: compactContact(recruitContact), coachContact: compactContact(coachContact) };
  return JSON.parse(JSON.stringify(facts)) as ProfileFacts;
}

/** The stored document with some facts changed: the fields the patch names (blank ones cleared), the others as they were. */
export function patchedProfileFacts(stored: AdminProfile, patch: PatchProfileInput): ProfileFacts {
  const { updatedAt: _u, ...facts } = stored;
  const { recruitContact, coachContact, ...rest } = patch;
  const next: ProfileFacts = { ...facts, ...rest };
  if ('recruitContact' in patch) next.recruitContact = compactContact(recruitContact);
  if ('coachContact' in patch) next.coachContact = compactContact(coachContact);
  return JSON.parse(JSON.stringify(next)) as ProfileFacts;
}

/** A stored profile over the defaults: fields added after it was saved read as their defaults. */
export function toAdminProfile(row: AthleteProfileRow | undefined): AdminProfile {
  if (!row) return { ...PROFILE_DEFAULTS, updatedAt: null };
  let stored: Partial<ProfileFacts> = {};
  try {
    stored = JSON.parse(row.data) as Partial<ProfileFacts>;
  } catch {
    // A damaged document reads as an empty profile rather than failing every page.
  }
  return { ...PROFILE_DEFAULTS, ...stored, updatedAt: row.updated_at };
}

/** What visitors may see: filled-in facts, the private ones only when switched on. */
export function toPublicProfile(p: AdminProfile): PublicProfile {
  const out: PublicProfile = {
    graduationYear: p.graduationYear,
    highSchool: p.highSchool,
    city: p.city,
    state: p.state,
    events: p.events.length ? p.events : undefined,
    height: p.height,
    intendedMajor: p.intendedMajor,
    ncaaId: p.ncaaId,
  };
  if (p.showWeight) out.weight = p.weight;
  if (p.showAcademics) Object.assign(out, { gpa: p.gpa, testScores: p.testScores });
  if (p.showRecruitContact) out.recruitContact = compactContact(p.recruitContact);
  if (p.showCoachContact) out.coachContact = compactContact(p.coachContact);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as PublicProfile;
}
