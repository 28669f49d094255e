/** A colour as `<input type="color">` needs it: `#rrggbb` (a 3-digit colour is expanded; anything else gives black). */
export function toColorInputValue(value: string): string {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return '#000000';
}
