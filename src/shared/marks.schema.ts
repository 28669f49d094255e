import { z } from 'zod';
import { apiMessages } from './api-messages';
import { MARK_MESSAGE, parseDistance } from './marks';

// The zod side of marks, apart from marks.ts so that the public pages' charts do not bring zod.

const MARKS = apiMessages('marks', {
  mark: { en: MARK_MESSAGE, fr: 'Une marque est une distance en mètres ou en pieds et pouces, par ex. 6.45m ou 21-02.5.' },
});

/** The optional `mark` of a race or PR body: a jump or throw as typed, checked to be a distance; blank clears it. */
export const optionalMark = z
  .string()
  .trim()
  .max(20, MARKS.code.mark)
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || parseDistance(v) !== undefined, MARKS.code.mark);
