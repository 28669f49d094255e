import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../auth';
import { AppError, notFound } from '../../http/errors';
import { AdminErrorResponses, ErrorResponses, ErrorSchema, adminSecurity } from '../../http/openapi';
import { sayToRequest } from '../../http/language';
import { publicWriteLimit } from '../../http/rate-limit';
import { IdParams, OkSchema, TenantQuery } from '../../http/request-schemas';
import { findAthleteProfile, toAdminProfile } from '../profile';
import { toAdminContactMessage, toNewRow } from './contact.mapper';
import { countUnreadMessages, deleteContactMessage, insertContactMessage, listContactMessages, setMessageRead } from './contact.repository';
import { sendCachedJson } from '../../http/public-cache';
import { AdminContactMessageSchema, AdminInboxSchema, CONTACT, ContactFormStatusSchema, ContactMessageBody, ContactSentSchema, UnreadCountSchema, UpdateContactMessageBody } from './contact.schema';

const messageNotFound = () => notFound('message_not_found', CONTACT.code.notFound);

/** `GET /content/public/contact` (is the form open?) and `POST` (a visitor's message to the family, rate limited per client address). */
export async function publicContactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/content/public/contact', {
    schema: { tags: ['contact'], summary: 'Whether the contact form is open (the Contact page shows it, or says how else to reach the family)', querystring: TenantQuery, response: { 200: ContactFormStatusSchema } },
    handler: (request, reply) => sendCachedJson(request, reply, ContactFormStatusSchema, async () => ({ formOpen: toAdminProfile(await findAthleteProfile(request.db)).contactFormEnabled })),
  });
  app.withTypeProvider<ZodTypeProvider>().post('/content/public/contact', {
    // A handful an hour is plenty for a person and little for a spammer.
    config: publicWriteLimit(app, { max: 5, timeWindow: '1 hour' }),
    schema: {
      tags: ['contact'],
      summary: 'Send a message to the family; it lands in the admin inbox',
      description: 'Plain text; control characters are removed. `website` is a honeypot: when filled, the answer is the same and nothing is stored. 403 `contact_form_closed` when the admin switched the form off.',
      querystring: TenantQuery,
      body: ContactMessageBody,
      response: { 201: ContactSentSchema, ...ErrorResponses, 403: ErrorSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      if (!toAdminProfile(await findAthleteProfile(request.db)).contactFormEnabled) throw new AppError(403, 'contact_form_closed', CONTACT.code.closed);
      // A filled honeypot is a robot: it is told the message was sent, and nothing is stored.
      if (!request.body.website) await insertContactMessage(request.db, toNewRow(request.body));
      return reply.code(201).send({ ok: true as const, message: sayToRequest(request, reply, CONTACT.code.sent) });
    },
  });
}

/** The admin inbox: list with the unread count, the count alone, mark read or unread, delete. */
export async function adminContactRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  const base = { tags: ['contact', 'admin'], security: adminSecurity };
  r.get('/content/admin/messages', {
    schema: { ...base, summary: 'Every contact message, newest first, and the unread count', querystring: TenantQuery, response: { 200: AdminInboxSchema, ...AdminErrorResponses } },
    handler: async (request) => ({ items: (await listContactMessages(request.db)).map(toAdminContactMessage), unread: await countUnreadMessages(request.db) }),
  });
  r.get('/content/admin/messages/unread-count', {
    schema: { ...base, summary: 'How many contact messages are unread (the menu badge)', querystring: TenantQuery, response: { 200: UnreadCountSchema, ...AdminErrorResponses } },
    handler: async (request) => ({ unread: await countUnreadMessages(request.db) }),
  });
  r.put('/content/admin/messages/:id', {
    schema: { ...base, summary: 'Mark a message read or unread', params: IdParams, querystring: TenantQuery, body: UpdateContactMessageBody, response: { 200: AdminContactMessageSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      const row = await setMessageRead(request.db, request.params.id, request.body.read);
      if (!row) throw messageNotFound();
      return toAdminContactMessage(row);
    },
  });
  r.delete('/content/admin/messages/:id', {
    schema: { ...base, summary: 'Delete a message', params: IdParams, querystring: TenantQuery, response: { 200: OkSchema, ...AdminErrorResponses } },
    handler: async (request) => {
      if (!(await deleteContactMessage(request.db, request.params.id))) throw messageNotFound();
      return { ok: true as const };
    },
  });
}
