import { z } from 'zod';
import { apiMessages } from '../../shared/api-messages';
import { FIELDS, isEmailAddress, requiredText } from '../../shared/fields';

// One schema per payload, shared by validation, the OpenAPI document and the UI.

export const CONTACT = apiMessages('contact', {
  name: { en: 'Please enter your name.', fr: 'Indiquez votre nom.' },
  email: { en: 'Please enter a valid e-mail address so the family can answer.', fr: 'Indiquez une adresse e-mail valide pour que la famille puisse vous répondre.' },
  message: { en: 'Please write a message.', fr: 'Écrivez un message.' },
  closed: { en: 'The contact form is switched off on this site.', fr: 'Le formulaire de contact est désactivé sur ce site.' },
  notFound: { en: 'Message not found.', fr: 'Message introuvable.' },
  sent: { en: 'Thank you! Your message was sent to the family.', fr: 'Merci ! Votre message a été envoyé à la famille.' },
  read: { en: 'read must be true or false.', fr: 'read doit valoir true ou false.' },
});
export const CONTACT_MESSAGES = CONTACT.en;

/**
 * Removes control characters (keeping line breaks and tabs) and runs of blank lines. Messages are
 * plain text everywhere: the UI renders them as text, never as HTML.
 */
function cleanMessageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The body of `POST /content/public/contact`. `website` is a honeypot: the form hides it, so a
 * value means a bot; the answer is the same but nothing is stored.
 */
export const ContactMessageBody = z.object({
  name: requiredText(CONTACT.code.name, 120).transform(cleanMessageText).refine(Boolean, CONTACT.code.name),
  email: z.string({ error: CONTACT.code.email }).trim().max(254, CONTACT.code.email).refine(isEmailAddress, CONTACT.code.email),
  school: z.string().max(160, FIELDS.code.maxChars).optional().transform((v) => cleanMessageText(v ?? '')),
  message: requiredText(CONTACT.code.message, 5000).transform(cleanMessageText).refine(Boolean, CONTACT.code.message),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.infer<typeof ContactMessageBody>;

/** `GET /content/public/contact`: whether the page shows the form (the family may switch it off). */
export const ContactFormStatusSchema = z.object({ formOpen: z.boolean() }).meta({ id: 'ContactFormStatus' });
export type ContactFormStatus = z.infer<typeof ContactFormStatusSchema>;

/** The answer of a sent message. */
export const ContactSentSchema = z.object({ ok: z.literal(true), message: z.string() });

/** A message as the admin reads it. */
export const AdminContactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    school: z.string().describe('the school or program the sender wrote from; empty when not given'),
    message: z.string(),
    read: z.boolean(),
    readAt: z.string().optional(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminContactMessage' });
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

/** The inbox: newest first, and how many are unread (the badge). */
export const AdminInboxSchema = z.object({ items: z.array(AdminContactMessageSchema), unread: z.number().int() });

/** The badge's count alone. */
export const UnreadCountSchema = z.object({ unread: z.number().int() });

/** The body of `PUT /content/admin/messages/{id}`. */
export const UpdateContactMessageBody = z.object({ read: z.boolean({ error: CONTACT.code.read }) });
