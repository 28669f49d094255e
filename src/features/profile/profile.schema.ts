import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { intField, isEmailAddress, optionalText, textLines } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

const PROFILE = apiMessages('profile', {
  email: { en: 'Please enter a valid e-mail address.', fr: 'Indiquez une adresse e-mail valide.' },
  phone: { en: 'Please enter a valid phone number (digits, spaces, + ( ) - only).', fr: 'Indiquez un numéro de téléphone valide (chiffres, espaces, + ( ) - uniquement).' },
  graduationYear: { en: 'Graduation year must be a year between 2000 and 2100.', fr: 'L’année de fin de lycée doit être comprise entre 2000 et 2100.' },
  role: { en: 'The recruiting contact is either a parent or the athlete.', fr: 'Le contact pour le recrutement est soit un parent, soit l’athlète.' },
});
export const PROFILE_MESSAGES = PROFILE.en;

const PHONE = /^\+?[0-9 ().-]+$/;

/** An optional e-mail address; blank becomes undefined. */
const optionalEmail = optionalText(254).refine((v) => v === undefined || isEmailAddress(v), PROFILE.code.email);

/** An optional phone number: digits with the usual separators, 6 to 15 digits; blank becomes undefined. */
const optionalPhone = optionalText(30).refine((v) => {
  if (v === undefined) return true;
  const digits = v.replace(/\D/g, '').length;
  return PHONE.test(v) && digits >= 6 && digits <= 15;
}, PROFILE.code.phone);

/** A person to write to: a name and an e-mail address or phone number, each optional. */
const ContactPersonSchema = z
  .object({
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  })
  .meta({ id: 'ContactPerson' });
export type ContactPerson = z.infer<typeof ContactPersonSchema>;

/** The recruiting contact: the contact person and who they are. */
const RecruitContactSchema = ContactPersonSchema.extend({ role: z.enum(['parent', 'athlete']).optional() }).meta({ id: 'RecruitContact' });

/** The profile facts as visitors see them: only what is filled in and switched on. */
export const PublicProfileSchema = z
  .object({
    graduationYear: z.number().int().optional(),
    highSchool: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    events: z.array(z.string()).optional(),
    height: z.string().optional(),
    weight: z.string().optional().describe('only when the admin switches it on'),
    gpa: z.string().optional().describe('only when academics are switched on'),
    testScores: z.string().optional().describe('only when academics are switched on'),
    intendedMajor: z.string().optional(),
    ncaaId: z.string().optional().describe('NCAA Eligibility Center ID'),
    recruitContact: RecruitContactSchema.optional().describe('only when the admin switches it on'),
    coachContact: ContactPersonSchema.optional().describe('only when the admin switches it on'),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The profile as the admin edits it: every fact and the switches that publish the private ones. */
export const AdminProfileSchema = PublicProfileSchema.extend({
  events: z.array(z.string()),
  showWeight: z.boolean(),
  showAcademics: z.boolean(),
  showRecruitContact: z.boolean(),
  showCoachContact: z.boolean(),
  contactFormEnabled: z.boolean().describe('whether visitors may send a message through the Contact page'),
  updatedAt: z.string().nullable(),
}).meta({ id: 'AdminProfile' });
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

/** The stored document: the admin answer without its timestamp. */
export type ProfileFacts = Omit<AdminProfile, 'updatedAt'>;

/** The profile of a site that never saved one: nothing filled in, every private fact hidden, the form open. */
export const PROFILE_DEFAULTS: ProfileFacts = {
  events: [],
  showWeight: false,
  showAcademics: false,
  showRecruitContact: false,
  showCoachContact: false,
  contactFormEnabled: true,
};

const contactFields = { name: optionalText(120), email: optionalEmail, phone: optionalPhone };
const flag = z.boolean().optional().transform((v) => v ?? false);

/**
 * The body of `PUT /content/admin/profile`: the whole profile, as the admin screen sends it; a
 * field left out or blank is cleared, a switch left out is off (the contact form stays open).
 */
export const UpdateProfileBody = z.object({
  graduationYear: z.preprocess((v) => (v === '' || v === null ? undefined : v), intField(PROFILE.code.graduationYear, 2000, 2100).optional()),
  highSchool: optionalText(160),
  city: optionalText(120),
  state: optionalText(60),
  events: textLines,
  height: optionalText(40),
  weight: optionalText(40),
  gpa: optionalText(40),
  testScores: optionalText(200),
  intendedMajor: optionalText(120),
  ncaaId: optionalText(40),
  recruitContact: z
    .object({ ...contactFields, role: z.enum(['parent', 'athlete'], { error: PROFILE.code.role }).optional().nullable().transform((v) => v ?? undefined) })
    .optional()
    .nullable(),
  coachContact: z.object(contactFields).optional().nullable(),
  showWeight: flag,
  showAcademics: flag,
  showRecruitContact: flag,
  showCoachContact: flag,
  contactFormEnabled: z.boolean().optional().transform((v) => v ?? true),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileBody>;

/**
 * The body of `PATCH /content/admin/profile`: some of the facts, the others kept (the setup writes
 * the class, school and events it asks for). A field sent blank is cleared.
 */
export const PatchProfileBody = UpdateProfileBody.partial();
export type PatchProfileInput = z.infer<typeof PatchProfileBody>;
