import { z } from 'zod';

// Request-level shapes shared by every feature's routes: one home, imported from here.

/** The optional `?tenantId=` the existing client sends (the tenant is resolved from the header or host). */
export const TenantQuery = z.object({ tenantId: z.string().optional() });

/** A numeric path id. */
export const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** The answer of a delete. */
export const OkSchema = z.object({ ok: z.literal(true) });
