import type { z } from 'zod';
import type { ImportRacesBody, ImportRacesResult, ImportedRace } from '../../../src/features/races/races.schema';
import { request } from '../../lib/api';

export type { ImportRacesResult, ImportedRace };

/** Imports races from a CSV file or a pasted results page; with `dryRun`, answers the preview and writes nothing. */
export const importRaces = (body: z.input<typeof ImportRacesBody>) => request<ImportRacesResult>('/content/admin/races/import', { method: 'POST', body, timeoutMs: 30_000 });
