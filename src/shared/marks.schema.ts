import { z } from 'zod';
import { MARK_MESSAGE, parseDistance } from './marks';

// The zod side of marks, apart from marks.ts so that the public pages' charts do not bring zod.

/** The optional `mark` of a race or PR body: a jump or throw as typed, checked to be a distance; blank clears it. */
export const optionalMark = z
  .string()
  .trim()
  .max(20, MARK_MESSAGE)
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || parseDistance(v) !== undefined, MARK_MESSAGE);
