import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The `college` table: one college program on the family's recruiting board (private). */
interface CollegeTable {
  id: Generated<number>;
  name: string;
  division: Generated<string>;
  conference: Generated<string>;
  /** One of COLLEGE_STAGES (checked by the database too). */
  stage: Generated<string>;
  notes: Generated<string>;
  next_step: Generated<string>;
  /** `YYYY-MM-DD`, or null when the next step has no date. */
  next_step_date: string | null;
  /** The college link (`tracked_link`) handed to this program; null when none. */
  link_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type CollegeRow = Selectable<CollegeTable>;
export type NewCollegeRow = Insertable<CollegeTable>;
export type CollegeRowUpdate = Updateable<CollegeTable>;

/** The `college_coach` table: a coach of a program, in the order the family lists them. */
interface CollegeCoachTable {
  id: Generated<number>;
  college_id: number;
  position: Generated<number>;
  name: string;
  /** '' when unknown; compared without case to contact messages' senders. */
  email: Generated<string>;
  role: Generated<string>;
}
export type CollegeCoachRow = Selectable<CollegeCoachTable>;
export type NewCollegeCoachRow = Insertable<CollegeCoachTable>;

/** The `college_event` table: a note the family recorded, or a stage change the board recorded. */
interface CollegeEventTable {
  id: Generated<number>;
  college_id: number;
  /** One of COLLEGE_NOTE_KINDS, or 'stage'. */
  kind: string;
  text: Generated<string>;
  /** For a stage change: the stage before and after. */
  from_stage: string | null;
  to_stage: string | null;
  /** ISO date-time it happened (or is planned for). */
  at: string;
  created_at: Generated<string>;
}
export type CollegeEventRow = Selectable<CollegeEventTable>;
export type NewCollegeEventRow = Insertable<CollegeEventTable>;

/** The `college_message` table: a contact message the family filed under a college by hand. */
interface CollegeMessageTable {
  college_id: number;
  message_id: number;
}

/** The `college_calendar` table: the one secret key of the private follow-up feed. */
interface CollegeCalendarTable {
  /** Always 1 (one key per site); an INTEGER PRIMARY KEY, so the database could fill it in. */
  id: Generated<number>;
  key: string;
  updated_at: Generated<string>;
}

// This feature's tables, merged into the tenant database's type (see src/db/schema.ts).
declare module '../../db/schema' {
  interface DB {
    college: CollegeTable;
    college_coach: CollegeCoachTable;
    college_event: CollegeEventTable;
    college_message: CollegeMessageTable;
    college_calendar: CollegeCalendarTable;
  }
}
