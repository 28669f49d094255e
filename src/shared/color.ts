import { z } from 'zod';

/** A hex colour of 3 or 6 digits, `#` included (`#abc`, `#7c3aed`). */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** True for a hex colour of 3 or 6 digits. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** A required hex colour, trimmed and lower-cased. */
export const hexColor = (message = 'Use a hex colour such as #7c3aed or #abc.') =>
  z.string({ error: message }).trim().regex(HEX_COLOR, message).transform((v) => v.toLowerCase());
