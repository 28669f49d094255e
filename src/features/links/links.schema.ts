import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { requiredText } from '../../shared/fields';
import { isLinkCode } from '../../shared/link-code';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const LINKS = apiMessages('links', {
  label: { en: 'Please give the link a label, e.g. "Stanford XC".', fr: 'Donnez un libellé au lien, par ex. « Stanford XC ».' },
  code: { en: 'A code is 3 to 32 lowercase letters, digits or dashes (not first or last), e.g. stanford-xc.', fr: 'Un code compte de 3 à 32 lettres minuscules, chiffres ou tirets (pas en premier ni en dernier), par ex. stanford-xc.' },
  codeTaken: { en: 'Another link already uses this code. Choose another one, or leave it blank for a generated one.', fr: 'Un autre lien utilise déjà ce code. Choisissez-en un autre, ou laissez le champ vide pour en générer un.' },
  notFound: { en: 'Link not found.', fr: 'Lien introuvable.' },
});
export const LINK_MESSAGES = LINKS.en;

/** How many days the admin's per-day series covers (the sparkline and "last 30 days"). */
export const LINK_STATS_DAYS = 30;

// A link's code and the parameter that carries it live in a zod-free module the public pages use.
export { isLinkCode, linkPath, VIA_PARAM } from '../../shared/link-code';

/** A code typed by the admin: trimmed and lowercased; blank means "generate one". */
const optionalCode = z
  .string({ error: LINKS.code.code })
  .trim()
  .toLowerCase()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isLinkCode(v), LINKS.code.code);

/** The body of `POST /content/admin/links`: a label and, optionally, the code (else generated). */
export const CreateLinkBody = z.object({
  label: requiredText(LINKS.code.label, 80),
  code: optionalCode,
});
export type CreateLinkInput = z.infer<typeof CreateLinkBody>;

/** The body of `PUT /content/admin/links/{id}`: a new label. The code stays: it is in links already sent. */
export const UpdateLinkBody = z.object({ label: requiredText(LINKS.code.label, 80) });
export type UpdateLinkInput = z.infer<typeof UpdateLinkBody>;

/** A link as the admin sees it, with its visit counts. */
export const AdminLinkSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    code: z.string(),
    path: z.string().describe('where the link points, e.g. /?via=stanford-xc (any public page accepts ?via=)'),
    total: z.number().int().describe('page loads through the link, ever'),
    last30: z.number().int().describe('page loads in the last 30 UTC days, today included'),
    daily: z.array(z.number().int()).describe('page loads per UTC day, the oldest of the 30 days first, today last'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminTrackedLink' });
export type AdminLink = z.infer<typeof AdminLinkSchema>;
