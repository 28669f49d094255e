/** A date `days` from `today`, as `YYYY-MM-DD`. */
export function dayOffset(today: Date, days: number): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
