import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { ErrorResponses } from '../../http/openapi';
import { sendCachedText } from '../../http/public-cache';
import { IdParams, TenantQuery } from '../../http/request-schemas';
import { UPCOMING } from '../upcoming/upcoming.schema';
import { getSettingsRow, toPublicSettings } from '../settings';
import { findUpcomingById, listNextUpcoming } from '../upcoming';
import { siteAddressOf } from '../../http/site-address';
import { upcomingCalendar } from './calendar.mapper';


/** Calendars are UTF-8 text (RFC 5545 §8.1 registers text/calendar with a charset). */
const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The most races a subscribed calendar lists (the admin list is far shorter in practice). */
const FEED_SIZE = 50;

/** Where the calendar's links point and what its UIDs are scoped to: the site's address (site-address.ts), never the Host as sent. */
const siteOf = (request: FastifyRequest) => {
  const address = siteAddressOf(request.server.ctx, request, request.tenantId);
  return { origin: address.origin, host: address.hostname };
};

/** `GET /calendar.ics` (upcoming races, subscribable) and `GET /calendar/upcoming/{id}.ics` (one race to add). */
export async function publicCalendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['calendar'], querystring: TenantQuery, produces: [CALENDAR_CONTENT_TYPE], response: { 200: z.string().describe('an iCalendar document (RFC 5545)'), ...ErrorResponses } };
  r.get('/calendar.ics', {
    schema: { ...base, summary: 'The upcoming races as an iCalendar feed' },
    handler: (request, reply) =>
      sendCachedText(request, reply, CALENDAR_CONTENT_TYPE, async () => {
        const [settings, races] = await Promise.all([getSettingsRow(request.db), listNextUpcoming(request.db, new Date().toISOString(), FEED_SIZE)]);
        const site = toPublicSettings(settings, request.tenantId);
        return upcomingCalendar(site.heroTitle, races, siteOf(request), site.language);
      }),
  });
  r.get('/calendar/upcoming/:id.ics', {
    schema: { ...base, summary: 'One upcoming race as an iCalendar file', params: IdParams },
    handler: (request, reply) =>
      sendCachedText(request, reply, CALENDAR_CONTENT_TYPE, async () => {
        const [settings, race] = await Promise.all([getSettingsRow(request.db), findUpcomingById(request.db, request.params.id)]);
        if (!race) throw notFound('upcoming_not_found', UPCOMING.code.notFound);
        const site = toPublicSettings(settings, request.tenantId);
        return upcomingCalendar(site.heroTitle, [race], siteOf(request), site.language);
      }),
  });
}
