import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { ErrorResponses } from '../../http/openapi';
import { sendCachedJson, sendCachedText } from '../../http/public-cache';
import { TenantQuery } from '../../http/request-schemas';
import { progressionChartSvg, toProgressionList } from './charts.mapper';
import { loadProgressionSource } from './charts.repository';
import { CHARTS, ChartParams, ProgressionListSchema } from './charts.schema';

/** The chart named by `{event}.svg`; 404 when the event has no result. */
async function progressionChart(request: FastifyRequest, file: string): Promise<string> {
  const svg = progressionChartSvg(await loadProgressionSource(request.db, request.tenantId), file.slice(0, -'.svg'.length));
  if (svg === undefined) throw notFound('event_not_found', CHARTS.code.unknownEvent);
  return svg;
}

/** `GET /content/public/progression` (every event's results and season bests) and `GET /charts/progression/{event}.svg`. */
export async function publicChartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/content/public/progression', {
    schema: { tags: ['charts'], summary: 'PR progression: every result per event over time and the best of each school year', querystring: TenantQuery, response: { 200: ProgressionListSchema } },
    handler: (request, reply) => sendCachedJson(request, reply, ProgressionListSchema, async () => toProgressionList(await loadProgressionSource(request.db, request.tenantId))),
  });
  r.get('/charts/progression/:file', {
    schema: {
      tags: ['charts'],
      summary: "One event's progression as an SVG chart; the event is a PR's distance, URL-encoded (5K%20XC.svg)",
      params: ChartParams,
      querystring: TenantQuery,
      produces: ['image/svg+xml'],
      response: { 200: z.unknown().describe('the chart, image/svg+xml'), ...ErrorResponses },
    },
    handler: (request, reply) => {
      // Opened on its own, the file is a document of this origin: it may run nothing.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return sendCachedText(request, reply, 'image/svg+xml; charset=utf-8', () => progressionChart(request, request.params.file));
    },
  });
}
