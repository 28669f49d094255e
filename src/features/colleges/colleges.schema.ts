import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { FIELDS, isIsoDate, requiredText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI. The board is the
// family's private record of each college program: none of it is ever in a public read.

export const COLLEGES = apiMessages('colleges', {
  name: { en: 'Please give the program a name, e.g. "Stanford Cross Country".', fr: 'Donnez un nom au programme, par ex. « Stanford Cross Country ».' },
  stage: { en: 'Choose one of the board’s stages.', fr: 'Choisissez l’une des étapes du tableau.' },
  date: { en: 'A date looks like 2026-12-01.', fr: 'Une date s’écrit 2026-12-01.' },
  coachName: { en: 'Each coach needs a name.', fr: 'Chaque entraîneur a besoin d’un nom.' },
  coachEmail: { en: 'Please enter a valid e-mail address for the coach, or leave it blank.', fr: 'Saisissez une adresse e-mail valide pour l’entraîneur, ou laissez vide.' },
  coaches: { en: 'At most 10 coaches per program.', fr: 'Au plus 10 entraîneurs par programme.' },
  noteText: { en: 'Please write what happened.', fr: 'Écrivez ce qui s’est passé.' },
  noteKind: { en: 'Choose what kind of note this is.', fr: 'Choisissez le type de note.' },
  notFound: { en: 'College not found.', fr: 'Université introuvable.' },
  noteNotFound: { en: 'Note not found.', fr: 'Note introuvable.' },
  linkNotFound: { en: 'That college link does not exist any more. Choose another one.', fr: 'Ce lien université n’existe plus. Choisissez-en un autre.' },
  messageNotFound: { en: 'Message not found.', fr: 'Message introuvable.' },
  feedNotFound: { en: 'No calendar at this address. The family may have changed its link.', fr: 'Aucun agenda à cette adresse. La famille a peut-être changé son lien.' },
  csvEmpty: { en: 'The file has no lines after its header.', fr: 'Le fichier n’a aucune ligne après son en-tête.' },
  csvHeader: {
    en: 'The first line must name the columns, and one of them must be the program’s name (e.g. "name" or "school").',
    fr: 'La première ligne doit nommer les colonnes, dont celle du nom du programme (par ex. « nom » ou « université »).',
  },
  csvLine: { en: 'Line {line}: {problem}', fr: 'Ligne {line} : {problem}' },
  csvTooMany: { en: 'At most 500 programs in one file.', fr: 'Au plus 500 programmes par fichier.' },
  csvUnreadable: { en: 'The file could not be read as CSV: {reason}', fr: 'Le fichier n’a pas pu être lu comme un CSV : {reason}' },
  csvStage: {
    en: '"{value}" is not a stage. Use one of: researching, contacted, talking, visit, offer, committed, declined.',
    fr: '« {value} » n’est pas une étape. Utilisez l’une de : researching, contacted, talking, visit, offer, committed, declined.',
  },
  csvDate: { en: '"{value}" is not a date. A date looks like 2026-12-01.', fr: '« {value} » n’est pas une date. Une date s’écrit 2026-12-01.' },
  csvName: { en: 'the program’s name is empty.', fr: 'le nom du programme est vide.' },
  csvLinkCode: { en: 'no college link has the code "{code}".', fr: 'aucun lien université n’a le code « {code} ».' },
});
export const COLLEGE_MESSAGES = COLLEGES.en;

/** The board's columns, in order: where a program is in the family's recruiting. */
export const COLLEGE_STAGES = ['researching', 'contacted', 'talking', 'visit', 'offer', 'committed', 'declined'] as const;
export type CollegeStage = (typeof COLLEGE_STAGES)[number];

/** What a note the family adds records. `email` is also written when the e-mail kit composes a message for the program. */
export const COLLEGE_NOTE_KINDS = ['note', 'call', 'camp', 'visit', 'questionnaire', 'offer', 'email'] as const;
export type CollegeNoteKind = (typeof COLLEGE_NOTE_KINDS)[number];

/** The most coaches a program lists. */
const MAX_COLLEGE_COACHES = 10;

/** A strict e-mail address: no spaces, quotes, parentheses, angle brackets or control characters. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True for an e-mail address the board accepts for a coach. */
function isCoachEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

const stage = z.enum(COLLEGE_STAGES, { error: COLLEGES.code.stage });

/** A `YYYY-MM-DD` date; blank or null clears it (null), absent leaves it (undefined). */
const optionalDate = z
  .string({ error: COLLEGES.code.date })
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))
  .refine((v) => !v || isIsoDate(v), COLLEGES.code.date);

/** A short optional text: trimmed, blank is ''. */
const shortText = (max: number) => z.string().trim().max(max, FIELDS.code.maxChars).nullable().optional().transform((v) => v ?? '');

/** A short text of an update: trimmed, null or blank is '' (cleared), absent is undefined (unchanged). */
const changedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELDS.code.maxChars)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));

/** One coach of a program as the family types it. */
const CollegeCoachInput = z.object({
  name: requiredText(COLLEGES.code.coachName, 120),
  email: z
    .string({ error: COLLEGES.code.coachEmail })
    .trim()
    .nullable()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || isCoachEmail(v), COLLEGES.code.coachEmail),
  role: shortText(80),
});
export type CollegeCoachInputValue = z.infer<typeof CollegeCoachInput>;

const coaches = z.array(CollegeCoachInput, { error: COLLEGES.code.coachName }).max(MAX_COLLEGE_COACHES, COLLEGES.code.coaches);

/** The body of `POST /content/admin/colleges`. */
export const CreateCollegeBody = z.object({
  name: requiredText(COLLEGES.code.name, 120),
  division: shortText(40),
  conference: shortText(80),
  stage: stage.optional().transform((v) => v ?? 'researching'),
  coaches: coaches.optional().transform((v) => v ?? []),
  notes: shortText(5000),
  nextStep: shortText(200),
  nextStepDate: optionalDate.transform((v) => v ?? null),
  linkId: z.number({ error: COLLEGES.code.linkNotFound }).int().positive().nullable().optional().transform((v) => v ?? null),
});
export type CreateCollegeInput = z.infer<typeof CreateCollegeBody>;
/** A create body as a client sends it (before defaults). */
export type CreateCollegeRequest = z.input<typeof CreateCollegeBody>;

/** The body of `PUT /content/admin/colleges/{id}`: any of the fields; `coaches` replaces the list when sent. */
export const UpdateCollegeBody = z.object({
  name: requiredText(COLLEGES.code.name, 120).optional(),
  division: changedText(40),
  conference: changedText(80),
  stage: stage.optional(),
  coaches: coaches.optional(),
  notes: changedText(5000),
  nextStep: changedText(200),
  nextStepDate: optionalDate,
  linkId: z.number({ error: COLLEGES.code.linkNotFound }).int().positive().nullable().optional(),
});
export type UpdateCollegeInput = z.infer<typeof UpdateCollegeBody>;
/** An update body as a client sends it. */
export type UpdateCollegeRequest = z.input<typeof UpdateCollegeBody>;

/** A coach as the admin reads it. */
const CollegeCoachSchema = z.object({ name: z.string(), email: z.string(), role: z.string() }).meta({ id: 'CollegeCoach' });

/** A program as the admin's board shows it. */
export const AdminCollegeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    division: z.string(),
    conference: z.string(),
    stage: z.enum(COLLEGE_STAGES),
    coaches: z.array(CollegeCoachSchema),
    notes: z.string(),
    nextStep: z.string(),
    nextStepDate: z.string().nullable().describe('YYYY-MM-DD, or null when the next step has no date'),
    linkId: z.number().int().nullable(),
    link: z
      .object({ id: z.number().int(), code: z.string(), label: z.string(), path: z.string(), visits: z.number().int().describe('page loads through the link, ever') })
      .nullable()
      .describe('the college link handed to this program, with its visits'),
    lastActivityAt: z.string().nullable().describe('the newest note, stage change, message or link visit'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminCollege' });
export type AdminCollege = z.infer<typeof AdminCollegeSchema>;

/** The body of `POST /content/admin/colleges/{id}/notes`. `at` defaults to now; a date alone is that day. */
export const CreateCollegeNoteBody = z.object({
  kind: z.enum(COLLEGE_NOTE_KINDS, { error: COLLEGES.code.noteKind }),
  text: requiredText(COLLEGES.code.noteText, 2000),
  at: z
    .string({ error: COLLEGES.code.date })
    .trim()
    .optional()
    .refine((v) => v === undefined || v === '' || isIsoDate(v) || !Number.isNaN(Date.parse(v)), COLLEGES.code.date)
    .transform((v) => (!v ? undefined : isIsoDate(v) ? `${v}T12:00:00.000Z` : new Date(v).toISOString())),
});
/** A note's body as a client sends it (`at` a date or a date-time; absent is now). */
export type CreateCollegeNoteRequest = z.input<typeof CreateCollegeNoteBody>;

/** One entry of a program's timeline, newest first. */
export const CollegeTimelineItemSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('visits'), id: z.string(), at: z.string(), day: z.string().describe('UTC day, YYYY-MM-DD'), count: z.number().int().describe('page loads through the college link that day') }),
    z.object({
      kind: z.literal('message'),
      id: z.string(),
      at: z.string(),
      messageId: z.number().int(),
      name: z.string(),
      email: z.string(),
      school: z.string(),
      excerpt: z.string(),
      read: z.boolean(),
      filed: z.boolean().describe('true when the family filed it here; false when its sender is one of the coaches'),
    }),
    z.object({ kind: z.literal('stage'), id: z.string(), at: z.string(), from: z.enum(COLLEGE_STAGES).nullable(), to: z.enum(COLLEGE_STAGES) }),
    z.object({ kind: z.literal('note'), id: z.string(), at: z.string(), noteId: z.number().int(), noteKind: z.enum(COLLEGE_NOTE_KINDS), text: z.string() }),
  ])
  .meta({ id: 'CollegeTimelineItem' });
export type CollegeTimelineItem = z.infer<typeof CollegeTimelineItemSchema>;

/** The answer of `GET /content/admin/colleges/{id}/timeline`. */
export const CollegeTimelineSchema = z.object({ college: AdminCollegeSchema, items: z.array(CollegeTimelineItemSchema) });
export type CollegeTimeline = z.infer<typeof CollegeTimelineSchema>;

/** The answer of a CSV import: what was created and updated (matched by name). */
export const CollegeImportSchema = z.object({ created: z.number().int(), updated: z.number().int(), colleges: z.array(AdminCollegeSchema) });
export type CollegeImport = z.infer<typeof CollegeImportSchema>;

/** Which contact messages belong to which programs (the inbox shows it): filed by hand, or sent from a coach's address. */
export const CollegeMessageLinksSchema = z.object({
  items: z.array(z.object({ messageId: z.number().int(), collegeId: z.number().int(), collegeName: z.string(), filed: z.boolean() })),
});
export type CollegeMessageLinks = z.infer<typeof CollegeMessageLinksSchema>;

/** The private follow-up calendar's address. */
export const CollegeCalendarSchema = z.object({ url: z.string().describe('the feed, with its secret key; anyone with it reads the next steps and visits') });
export type CollegeCalendar = z.infer<typeof CollegeCalendarSchema>;

/** The path of the follow-up feed for a key. */
export function followupFeedPath(key: string): string {
  return `/calendar/followups.ics?key=${encodeURIComponent(key)}`;
}
