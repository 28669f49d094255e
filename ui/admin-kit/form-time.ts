import { parseTimeToMs } from '../../src/shared/fields';

/** The time of a form (races, PRs): none for a mark alone, NaN (refused by the schema) when it does not parse or is missing. */
export function formTimeMs(time: string, mark: string): number | undefined {
  if (!time.trim() && mark.trim()) return undefined;
  return parseTimeToMs(time) ?? Number.NaN;
}
