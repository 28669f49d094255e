import type { Generated, Selectable, Updateable } from 'kysely';

/** The `setup_state` table: one row (id 1), written the first time the family moves in the setup. */
interface SetupStateTable {
  /** Always 1, the one row (the repository writes it). */
  id: Generated<number>;
  step: Generated<string>;
  /** A JSON array of step ids. */
  skipped: Generated<string>;
  finished: Generated<number>;
  dismissed: Generated<number>;
  checklist: Generated<number>;
  updated_at: Generated<string>;
}
export type SetupStateRow = Selectable<SetupStateTable>;
export type SetupStateUpdate = Omit<Updateable<SetupStateTable>, 'id' | 'updated_at'>;

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    setup_state: SetupStateTable;
  }
}
