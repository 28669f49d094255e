import { type AdminUpcomingRace, type CreateUpcomingInput, type UpcomingRace, type UpdateUpcomingInput } from './upcoming.schema';
import type { NewUpcomingRaceRow, UpcomingRaceRow, UpcomingRaceRowUpdate } from './upcoming.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

/** A stored upcoming race as visitors see it. */
export function toPublicUpcoming(r: UpcomingRaceRow): UpcomingRace {
  return { id: r.id, title: r.title, location: r.location, eventAt: r.event_at };
}

/** A stored upcoming race as the admin edits it. */
export function toAdminUpcoming(r: UpcomingRaceRow): AdminUpcomingRace {
  return { ...toPublicUpcoming(r), createdAt: r.created_at, updatedAt: r.updated_at };
}

/** The row a create body inserts. */
export function toNewRow(input: CreateUpcomingInput): NewUpcomingRaceRow {
  return { title: input.title, location: input.location, event_at: input.eventAt };
}

/** The columns an update body changes (only the fields given). */
export function toRow(input: UpdateUpcomingInput): UpcomingRaceRowUpdate {
  const row: UpcomingRaceRowUpdate = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.location !== undefined) row.location = input.location;
  if (input.eventAt !== undefined) row.event_at = input.eventAt;
  return row;
}
