/** A hex colour of 3 or 6 digits, `#` included (`#abc`, `#7c3aed`). */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** True for a hex colour of 3 or 6 digits. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}
