import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation';
import * as m0010 from './0010_settings';
import * as m0011 from './0011_press';
import * as m0012 from './0012_cheers';
import * as m0013 from './0013_universities';

/**
 * Every migration, in order, listed by hand: a bundled executable has no folder to scan.
 * Names sort in the order they run; a landed migration never changes.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0010_settings': m0010,
  '0011_press': m0011,
  '0012_cheers': m0012,
  '0013_universities': m0013,
};
