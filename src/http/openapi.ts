import { z } from 'zod';

/** The error body every route may answer, for the OpenAPI document. */
export const ErrorSchema = z
  .object({
    error: z.string().describe('machine-readable code, snake_case'),
    message: z.string().describe('human-readable text, shown to the user'),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });

/** Error answers shared by every route's response schema. */
export const ErrorResponses = {
  400: ErrorSchema,
  404: ErrorSchema,
} as const;

/** Error answers of admin routes. */
export const AdminErrorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
} as const;

/** The security requirement of admin routes in the OpenAPI document. */
export const adminSecurity: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { apiKey: [] }];
