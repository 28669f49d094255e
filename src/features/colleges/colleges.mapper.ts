import { COLLEGE_STAGES, type AdminCollege, type CollegeStage, type CollegeTimelineItem, type CollegeNoteKind, type CreateCollegeInput, type UpdateCollegeInput } from './colleges.schema';
import type { CollegeCoachRow, CollegeEventRow, CollegeRow, CollegeRowUpdate, NewCollegeRow } from './colleges.table';

// Row ↔ API shapes of the board: routes map with these; other modules import them from here.

/** The college link of a program as the board shows it. */
export interface CollegeLinkInfo {
  id: number;
  code: string;
  label: string;
  path: string;
  visits: number;
}

/** A stage read from the database: one of the board's (the database checks it too). */
function asStage(value: string | null): CollegeStage | null {
  return value !== null && (COLLEGE_STAGES as readonly string[]).includes(value) ? (value as CollegeStage) : null;
}

/** A stored program as the admin reads it, with its coaches, its link and its newest activity. */
export function toAdminCollege(row: CollegeRow, coaches: readonly CollegeCoachRow[], link: CollegeLinkInfo | undefined, lastActivityAt: string | undefined): AdminCollege {
  return {
    id: row.id,
    name: row.name,
    division: row.division,
    conference: row.conference,
    stage: asStage(row.stage) ?? 'researching',
    coaches: coaches.filter((c) => c.college_id === row.id).map((c) => ({ name: c.name, email: c.email, role: c.role })),
    notes: row.notes,
    nextStep: row.next_step,
    nextStepDate: row.next_step_date,
    linkId: row.link_id,
    link: link ?? null,
    lastActivityAt: lastActivityAt ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns an update changes (only the fields it sent; `coaches` are stored apart). */
export function toRow(input: UpdateCollegeInput): CollegeRowUpdate {
  const row: CollegeRowUpdate = {};
  if (input.name !== undefined) row.name = input.name;
  if (input.division !== undefined) row.division = input.division;
  if (input.conference !== undefined) row.conference = input.conference;
  if (input.stage !== undefined) row.stage = input.stage;
  if (input.notes !== undefined) row.notes = input.notes;
  if (input.nextStep !== undefined) row.next_step = input.nextStep;
  if (input.nextStepDate !== undefined) row.next_step_date = input.nextStepDate;
  if (input.linkId !== undefined) row.link_id = input.linkId;
  return row;
}

/** The row of a new program (its coaches are stored apart). */
export function toNewRow(input: CreateCollegeInput): NewCollegeRow {
  return {
    name: input.name,
    division: input.division,
    conference: input.conference,
    stage: input.stage,
    notes: input.notes,
    next_step: input.nextStep,
    next_step_date: input.nextStepDate,
    link_id: input.linkId,
  };
}

/** A note or a stage change as a timeline entry. */
export function eventItem(e: CollegeEventRow): CollegeTimelineItem {
  if (e.kind === 'stage') return { kind: 'stage', id: `stage-${e.id}`, at: e.at, from: asStage(e.from_stage), to: asStage(e.to_stage) ?? 'researching' };
  return { kind: 'note', id: `note-${e.id}`, at: e.at, noteId: e.id, noteKind: e.kind as CollegeNoteKind, text: e.text };
}

/** The first characters of a message, on one line, for the timeline. */
export function excerptOf(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
