import { CreateTeamMemberBody, TEAM_MESSAGES as SERVER_MESSAGES } from '../../../src/features/team/team.schema';
import { schemaErrors } from '../../admin-kit/form-errors';
import type { AdminTeamMember, TeamMemberInput, TeamTheme } from './team-admin.api';
import { t } from './team-admin.messages';

/** The messages the existing client shows: the server's, and the upload failures of this screen (in the current language, looked up when read). */
export const TEAM_MESSAGES = {
  name: SERVER_MESSAGES.name,
  portrait: SERVER_MESSAGES.portrait,
  get portraitUpload(): string {
    return t('upload.portraitFailed');
  },
  get actionUpload(): string {
    return t('upload.actionFailed');
  },
} as const;

/** A records row as typed. */
export interface RecordRow {
  distance: string;
  time: string;
  meet: string;
  date: string;
}

/** The member edit panel, as typed. */
export interface TeamForm {
  firstName: string;
  lastName: string;
  quote: string;
  portraitUrl: string;
  actionUrl: string;
  theme: TeamTheme;
  active: boolean;
  records: RecordRow[];
}

/** A blank records row. */
export const emptyRecordRow = (): RecordRow => ({ distance: '', time: '', meet: '', date: '' });

/** A new member: theme foil, active, one empty record row. */
export const emptyTeamForm = (): TeamForm => ({ firstName: '', lastName: '', quote: '', portraitUrl: '', actionUrl: '', theme: 'foil', active: true, records: [emptyRecordRow()] });

/** The form of an existing member. */
export function memberToForm(m: AdminTeamMember): TeamForm {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    quote: m.quote ?? '',
    portraitUrl: m.portraitUrl,
    actionUrl: m.actionUrl ?? '',
    theme: m.theme,
    active: m.active,
    records: m.records.length ? m.records.map((r) => ({ distance: r.distance, time: r.time, meet: r.meet ?? '', date: r.date ?? '' })) : [emptyRecordRow()],
  };
}

/** Field errors of the member form (empty when it may be saved), from the API's own body schema. */
export function teamFormErrors(f: TeamForm): Partial<Record<keyof TeamForm, string>> {
  return schemaErrors<keyof TeamForm>(CreateTeamMemberBody, teamFormToInput(f));
}

/** The body of a valid form: records trimmed, rows with neither distance nor time dropped, empty meet and date omitted, actionUrl null when empty. */
export function teamFormToInput(f: TeamForm): TeamMemberInput {
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    quote: f.quote.trim() || null,
    portraitUrl: f.portraitUrl.trim(),
    actionUrl: f.actionUrl.trim() || null,
    theme: f.theme,
    active: f.active,
    records: f.records
      .map((r) => ({ distance: r.distance.trim(), time: r.time.trim(), meet: r.meet.trim(), date: r.date.trim() }))
      .filter((r) => r.distance || r.time)
      .map((r) => ({ distance: r.distance, time: r.time, ...(r.meet ? { meet: r.meet } : {}), ...(r.date ? { date: r.date } : {}) })),
  };
}

/** Moves member `i` one place (`delta` ±1): the two members swap places and their order values. */
export function moveMember<T extends { order: number }>(list: T[], i: number, delta: -1 | 1): T[] {
  const j = i + delta;
  if (i < 0 || j < 0 || i >= list.length || j >= list.length) return list;
  // Duplicate or unsorted order values would make a swap change nothing: renumber first.
  const ordered = list.every((m, k) => k === 0 || list[k - 1]!.order < m.order);
  const next = ordered ? [...list] : list.map((m, k) => ({ ...m, order: k }));
  const a = next[i]!;
  const b = next[j]!;
  next[i] = { ...b, order: a.order };
  next[j] = { ...a, order: b.order };
  return next;
}

/** True when the shown order differs from the saved one. */
export function orderChanged(list: Array<{ id: number; order: number }>, saved: Array<{ id: number; order: number }>): boolean {
  return list.length !== saved.length || list.some((m, k) => m.id !== saved[k]?.id || m.order !== saved[k]?.order);
}
