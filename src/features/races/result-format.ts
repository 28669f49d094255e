// How a finishing position reads, shared by the race and PR overlays (ui/) and the résumé (server).

/** An English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A finishing position as a recruiter reads it: "3rd of 120", or "3rd" without a field size. */
export function finishText(position: number | undefined, fieldSize: number | undefined): string | undefined {
  if (!position) return undefined;
  return fieldSize ? `${ordinal(position)} of ${fieldSize}` : ordinal(position);
}
