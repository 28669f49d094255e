import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { isIsoDate, requiredText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const UPCOMING = apiMessages('upcoming', {
  required: { en: 'Please fill in Title, Date, Time, and Location.', fr: 'Remplissez le titre, la date, l’heure et le lieu.' },
  eventAt: { en: 'Date and time must be an ISO date-time, e.g. 2026-05-02T09:30:00Z.', fr: 'La date et l’heure doivent être une date-heure ISO, par ex. 2026-05-02T09:30:00Z.' },
  take: { en: 'take must be an integer from 1 to 50.', fr: 'take doit être un nombre entier de 1 à 50.' },
  notFound: { en: 'Upcoming race not found.', fr: 'Course à venir introuvable.' },
});
export const UPCOMING_MESSAGES = UPCOMING.en;

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/**
 * True for an ISO date-time with a real calendar date: `YYYY-MM-DDTHH:mm`, optional seconds and
 * milliseconds, optional `Z` or `±HH:mm` (none means UTC).
 */
export function isIsoDateTime(value: string): boolean {
  const m = ISO_DATE_TIME.exec(value);
  return !!m && isIsoDate(m[1]!);
}

/** An ISO date-time as stored: UTC, `YYYY-MM-DDTHH:mm:ss.sssZ` (sorts and compares as text). */
export function toUtcIso(value: string): string {
  const m = ISO_DATE_TIME.exec(value);
  return new Date(m && !m[5] ? `${value}Z` : value).toISOString();
}

/** An upcoming race as visitors see it. */
export const UpcomingRaceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    location: z.string(),
    eventAt: z.string().describe('UTC ISO date-time, e.g. 2026-05-02T09:30:00.000Z'),
  })
  .meta({ id: 'UpcomingRace' });
export type UpcomingRace = z.infer<typeof UpcomingRaceSchema>;

/** An upcoming race as the admin edits it. */
export const AdminUpcomingRaceSchema = UpcomingRaceSchema.extend({ createdAt: z.string(), updatedAt: z.string() }).meta({ id: 'AdminUpcomingRace' });
export type AdminUpcomingRace = z.infer<typeof AdminUpcomingRaceSchema>;

const eventAt = z
  .string({ error: UPCOMING.code.required })
  .trim()
  .min(1, UPCOMING.code.required)
  .refine(isIsoDateTime, UPCOMING.code.eventAt)
  .transform(toUtcIso);

const fields = {
  title: requiredText(UPCOMING.code.required, 160),
  location: requiredText(UPCOMING.code.required, 160),
  eventAt,
};

/** The body of `POST /content/admin/upcoming`. */
export const CreateUpcomingBody = z.object(fields);
export type CreateUpcomingInput = z.infer<typeof CreateUpcomingBody>;

/** The body of `PUT /content/admin/upcoming/{id}`: any of the fields. */
export const UpdateUpcomingBody = z.object(fields).partial();
export type UpdateUpcomingInput = z.infer<typeof UpdateUpcomingBody>;

/** The query of `GET /content/public/upcoming`. */
export const PublicUpcomingQuery = z.object({
  take: z.coerce.number({ error: UPCOMING.code.take }).int(UPCOMING.code.take).min(1, UPCOMING.code.take).max(50, UPCOMING.code.take).default(3),
  tenantId: z.string().optional(),
});
