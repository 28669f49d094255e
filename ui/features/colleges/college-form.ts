import { COLLEGE_STAGES, CreateCollegeBody, type AdminCollege, type CollegeStage, type CreateCollegeRequest } from '../../../src/features/colleges/colleges.schema';
import { schemaErrorsByPath } from '../../admin-kit/form-errors';

// The program form as typed, and the board's rules that are pure functions (tested without a browser).

/** One coach row as typed. */
export interface CoachForm {
  name: string;
  email: string;
  role: string;
}

/** The program form as typed: everything a string, the link as its id or ''. */
export interface CollegeForm {
  name: string;
  division: string;
  conference: string;
  stage: CollegeStage;
  nextStep: string;
  nextStepDate: string;
  linkId: string;
  notes: string;
  coaches: CoachForm[];
}

/** A new program's form: researching, no coach yet. */
export const emptyCollegeForm = (): CollegeForm => ({ name: '', division: '', conference: '', stage: 'researching', nextStep: '', nextStepDate: '', linkId: '', notes: '', coaches: [] });

/** The form of a program on the board. */
export function collegeToForm(c: AdminCollege): CollegeForm {
  return {
    name: c.name,
    division: c.division,
    conference: c.conference,
    stage: c.stage,
    nextStep: c.nextStep,
    nextStepDate: c.nextStepDate ?? '',
    linkId: c.linkId === null ? '' : String(c.linkId),
    notes: c.notes,
    coaches: c.coaches.map((x) => ({ ...x })),
  };
}

/** The API body of the form (a coach row left entirely blank is dropped). */
export function collegeFormToBody(f: CollegeForm): CreateCollegeRequest {
  return {
    name: f.name,
    division: f.division,
    conference: f.conference,
    stage: f.stage,
    nextStep: f.nextStep,
    nextStepDate: f.nextStepDate || null,
    linkId: f.linkId ? Number(f.linkId) : null,
    notes: f.notes,
    coaches: f.coaches.filter((c) => c.name.trim() || c.email.trim() || c.role.trim()),
  };
}

/** The form's errors by field path (`name`, `coaches.1.email`), from the API's own schema. */
export function collegeFormErrors(f: CollegeForm): Record<string, string> {
  return schemaErrorsByPath(CreateCollegeBody, collegeFormToBody(f));
}

/** Today's date where the family is (`YYYY-MM-DD`, local time): a follow-up is due on their day, not UTC's. */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The day `days` after a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Where a program's next step stands on `today`. */
export type FollowUp = 'overdue' | 'today' | 'soon' | 'later' | 'none';

/** A next step's standing: past its date, due today, within a week, later, or undated. Done stages (committed, declined) are never due. */
export function followUpOf(c: Pick<AdminCollege, 'nextStepDate' | 'stage'>, today: string): FollowUp {
  if (!c.nextStepDate || c.stage === 'committed' || c.stage === 'declined') return 'none';
  if (c.nextStepDate < today) return 'overdue';
  if (c.nextStepDate === today) return 'today';
  return c.nextStepDate <= addDays(today, 7) ? 'soon' : 'later';
}

/** The programs with a follow-up overdue or due today (the dashboard's and the menu badge's count). */
export function dueFollowUps(colleges: readonly AdminCollege[], today: string): AdminCollege[] {
  return colleges.filter((c) => ['overdue', 'today'].includes(followUpOf(c, today)));
}

/** The board's columns: each stage with its programs, soonest next step first (the API's order). */
export function columnsOf(colleges: readonly AdminCollege[]): Array<{ stage: CollegeStage; colleges: AdminCollege[] }> {
  return COLLEGE_STAGES.map((stage) => ({ stage, colleges: colleges.filter((c) => c.stage === stage) }));
}

/** The stage before or after `stage` (the board's keyboard moves), or undefined at an end. */
export function neighbourStage(stage: CollegeStage, step: -1 | 1): CollegeStage | undefined {
  return COLLEGE_STAGES[COLLEGE_STAGES.indexOf(stage) + step];
}

/** The list view's order: dated next steps soonest first (overdue on top), then undated, by name. */
export function byNextStep(colleges: readonly AdminCollege[]): AdminCollege[] {
  return [...colleges].sort((a, b) => {
    if (a.nextStepDate && b.nextStepDate && a.nextStepDate !== b.nextStepDate) return a.nextStepDate < b.nextStepDate ? -1 : 1;
    if (!!a.nextStepDate !== !!b.nextStepDate) return a.nextStepDate ? -1 : 1;
    return a.name.localeCompare(b.name);
  });
}

/** The header line of a CSV template a family can fill in. */
export const CSV_TEMPLATE = 'name,division,conference,stage,next_step,next_step_date,coaches,notes,link\r\nNorthridge State,D1,Summit League,contacted,Send the fall results,2026-12-01,Dana Reyes <dreyes@example.edu> (Head coach),,\r\n';
