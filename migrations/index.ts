import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation';
import * as m0030 from './0030_media';

/**
 * Every migration, in order, listed by hand: a bundled executable has no folder to scan.
 * Names sort in the order they run; a landed migration never changes.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0030_media': m0030,
};
