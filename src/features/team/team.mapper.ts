import { opt, parseJsonArray } from '../../shared/fields';
import { TEAM_THEMES, type AdminTeamMember, type CreateTeamMemberInput, type TeamMember, type TeamRecord, type TeamTheme, type UpdateTeamMemberInput } from './team.schema';
import type { NewTeamMemberRow, TeamMemberRow, TeamMemberRowUpdate } from './team.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A stored member as visitors see it. */
export function toPublicTeamMember(r: TeamMemberRow): TeamMember {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    portraitUrl: r.portrait_url,
    actionUrl: r.action_url || null,
    theme: (TEAM_THEMES as readonly string[]).includes(r.theme) ? (r.theme as TeamTheme) : 'foil',
    quote: opt(r.quote),
    active: r.active === 1,
    records: parseJsonArray<TeamRecord>(r.records),
  };
}

/** A stored member as the admin edits it. */
export function toAdminTeamMember(r: TeamMemberRow): AdminTeamMember {
  return { ...toPublicTeamMember(r), order: r.sort_order, createdAt: r.created_at, updatedAt: r.updated_at };
}

/** The row a create body inserts at `order` (its own, else after the last member): theme foil and active unless it says otherwise. */
export function toNewRow(input: CreateTeamMemberInput, order: number): NewTeamMemberRow {
  return {
    ...toRow(input),
    first_name: input.firstName,
    last_name: input.lastName,
    portrait_url: input.portraitUrl,
    theme: input.theme ?? 'foil',
    active: input.active === false ? 0 : 1,
    sort_order: order,
  };
}

/** The columns a create or update body sets (only the fields given). */
export function toRow(input: UpdateTeamMemberInput): TeamMemberRowUpdate {
  const row: TeamMemberRowUpdate = {};
  if (input.firstName !== undefined) row.first_name = input.firstName;
  if (input.lastName !== undefined) row.last_name = input.lastName;
  if ('quote' in input) row.quote = input.quote ?? null;
  if (input.portraitUrl !== undefined) row.portrait_url = input.portraitUrl;
  if ('actionUrl' in input) row.action_url = input.actionUrl ?? null;
  if (input.theme !== undefined) row.theme = input.theme;
  if (input.active !== undefined) row.active = input.active ? 1 : 0;
  if (input.order !== undefined) row.sort_order = input.order;
  if ('records' in input) row.records = JSON.stringify(input.records ?? []);
  return row;
}
