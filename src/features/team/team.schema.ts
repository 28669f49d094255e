import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { intField, requiredLink, optionalLink, optionalText, requiredText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const TEAM_THEMES = ['foil', 'xr', 'glass'] as const;
export type TeamTheme = (typeof TEAM_THEMES)[number];

export const TEAM = apiMessages('team', {
  name: { en: 'First name and Last name are required.', fr: 'Le prénom et le nom sont obligatoires.' },
  portrait: { en: 'Portrait is required. Please upload a portrait image.', fr: 'Le portrait est obligatoire. Envoyez une photo de portrait.' },
  portraitUrl: { en: 'Portrait must be a relative or http(s) URL.', fr: 'Le portrait doit être une URL relative ou http(s).' },
  actionUrl: { en: 'Please provide a valid http(s) URL.', fr: 'Indiquez une URL http(s) valide.' },
  theme: { en: `Theme must be one of ${TEAM_THEMES.join(', ')}.`, fr: `Le thème doit être l’un de : ${TEAM_THEMES.join(', ')}.` },
  order: { en: 'Order must be an integer.', fr: 'L’ordre doit être un nombre entier.' },
  records: { en: 'At most 20 records.', fr: '20 records au maximum.' },
  duplicate: { en: 'Each member may appear only once in the order.', fr: 'Chaque membre ne peut figurer qu’une fois dans l’ordre.' },
  notFound: { en: 'Team member not found.', fr: 'Membre de l’équipe introuvable.' },
  notFoundId: { en: 'Team member {id} not found.', fr: 'Membre de l’équipe {id} introuvable.' },
});
export const TEAM_MESSAGES = TEAM.en;

/** A record line of a member; meet and date are omitted when empty. */
const TeamRecordSchema = z.object({ distance: z.string(), time: z.string(), meet: z.string().optional(), date: z.string().optional() });
export type TeamRecord = z.infer<typeof TeamRecordSchema>;

/** A team member as visitors see it. */
export const TeamMemberSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    portraitUrl: z.string(),
    actionUrl: z.string().nullable(),
    theme: z.enum(TEAM_THEMES),
    quote: z.string().optional(),
    active: z.boolean(),
    records: z.array(TeamRecordSchema),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** A team member as the admin edits it. */
export const AdminTeamMemberSchema = TeamMemberSchema.extend({ order: z.number().int(), createdAt: z.string(), updatedAt: z.string() }).meta({ id: 'AdminTeamMember' });
export type AdminTeamMember = z.infer<typeof AdminTeamMemberSchema>;

const cell = (max: number) => z.union([z.string(), z.number()]).nullable().optional().transform((v) => (v === null || v === undefined ? '' : String(v).trim().slice(0, max)));

/** Records cleaned: trimmed, rows with neither distance nor time dropped, empty meet and date omitted. */
const TeamRecordsInput = z
  .array(z.object({ distance: cell(60), time: cell(60), meet: cell(120), date: cell(40) }))
  .nullable()
  .optional()
  .transform((rows) =>
    (rows ?? [])
      .filter((r) => r.distance || r.time)
      .map((r): TeamRecord => ({ distance: r.distance, time: r.time, ...(r.meet ? { meet: r.meet } : {}), ...(r.date ? { date: r.date } : {}) })),
  )
  .refine((rows) => rows.length <= 20, TEAM.code.records);

const fields = {
  firstName: requiredText(TEAM.code.name, 60),
  lastName: requiredText(TEAM.code.name, 60),
  quote: optionalText(300),
  portraitUrl: requiredLink(TEAM.code.portrait, TEAM.code.portraitUrl),
  actionUrl: optionalLink(TEAM.code.actionUrl),
  theme: z.enum(TEAM_THEMES, { error: TEAM.code.theme }),
  active: z.boolean(),
  order: intField(TEAM.code.order),
  records: TeamRecordsInput,
};

/** Drops ids and tenant ids that clients put in bodies; the path and the request say which. */
function withoutIds(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { id: _id, tenantId: _t, createdAt: _c, updatedAt: _u, ...rest } = input as Record<string, unknown>;
  return rest;
}

/** The body of `POST /content/admin/team-member`: theme defaults to foil, active to true, order to after the last. */
export const CreateTeamMemberBody = z.preprocess(
  withoutIds,
  z.object({ ...fields, theme: fields.theme.optional(), active: fields.active.optional(), order: fields.order.optional() }),
);
export type CreateTeamMemberInput = z.infer<typeof CreateTeamMemberBody>;

/** The body of `PUT /content/admin/team-member/{id}`: any of the fields. */
export const UpdateTeamMemberBody = z.preprocess(withoutIds, z.object(fields).partial());
export type UpdateTeamMemberInput = z.infer<typeof UpdateTeamMemberBody>;

/** The body of `PATCH /content/admin/team-member/reorder`: `[{ id, order }]`, or `{ items: [...] }`. */
export const ReorderTeamBody = z.preprocess(
  (v) => (Array.isArray(v) ? { items: v } : v),
  z
    .object({ items: z.array(z.object({ id: z.number().int().positive(), order: intField(TEAM.code.order) })).min(1).max(500) })
    .refine((b) => new Set(b.items.map((i) => i.id)).size === b.items.length, { message: TEAM.code.duplicate, path: ['items'] }),
);
