import { z } from 'zod';
import { FIELDS } from './fields';

// Paging parameters of list queries: they are clamped rather than refusing out-of-range values
// (`page` at least 1, `take` between 1 and a maximum); a value that is not an integer is a 400.

/** `page`, 1-based, default 1; values below 1 count as 1. */
export const pageParam = z.coerce
  .number({ error: FIELDS.code.page })
  .int(FIELDS.code.page)
  .default(1)
  .transform((v) => Math.max(1, v));

/** `take`, default `def`, clamped to 1..`max`. */
export const takeParam = (def: number, max = 200) =>
  z.coerce
    .number({ error: FIELDS.code.take })
    .int(FIELDS.code.take)
    .default(def)
    .transform((v) => Math.min(max, Math.max(1, v)));

/** The rows to skip for a page. */
export const offsetOf = (page: number, take: number): number => (page - 1) * take;
