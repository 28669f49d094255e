import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage, varyOnLanguage } from '../../http/language';
import { AdminErrorResponses, adminSecurity } from '../../http/openapi';
import { TenantQuery } from '../../http/request-schemas';
import { ownSettingsText } from '../../shared/settings-defaults';
import { adminOnly } from '../auth';
import { getSettingsRow, toPublicSettings } from '../settings';
import { importRaces } from './race-import';
import { ImportRacesBody, ImportRacesResultSchema } from './races.schema';

/** `POST /content/admin/races/import`: races from a spreadsheet (CSV) or a results page, with a dry run for the preview. */
export async function adminRaceImportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(r);
  r.post('/content/admin/races/import', {
    // A spreadsheet of a few seasons or a results page with its markup left out: well under 2 MB.
    bodyLimit: 2_500_000,
    schema: {
      tags: ['races', 'admin'],
      security: adminSecurity,
      summary: 'Import races from a CSV file or a results page copied from a browser (all or nothing)',
      description:
        'csv: a header line names the columns in any order, English or French (date, meet, event, time, place, field size, venue, result URL); one bad line answers 400 naming the line, and nothing is written. results-text: the athlete’s line is found by name (the site’s title unless `athleteName` is given) with the meet’s name, date, event, time, place and the field size counted from the finishers. A race already on the site (same date, event and time) is reported in `problems`, not imported again. `dryRun` answers the preview and writes nothing.',
      querystring: TenantQuery,
      body: ImportRacesBody,
      response: { 200: ImportRacesResultSchema, ...AdminErrorResponses },
    },
    handler: async (request, reply) => {
      const settings = toPublicSettings(await getSettingsRow(request.db), request.tenantId);
      // The problems reported (duplicates left out) are said in the request's language.
      varyOnLanguage(reply);
      return importRaces(request.db, request.body, ownSettingsText(settings, 'heroTitle'), requestLanguage(request));
    },
  });
}
