import { type AdminUpcomingRace, type UpcomingRace, type UpdateUpcomingInput } from './upcoming.schema';
import type { UpcomingRaceRow, UpcomingRaceRowUpdate } from './upcoming.table';

// Row ↔ API shapes of this feature (and the helpers they need): routes map with these; other
// modules import them from here, never from the routes file.

/** A stored upcoming race as visitors see it. */
export function toPublicUpcoming(r: UpcomingRaceRow): UpcomingRace {
  return { id: r.id, title: r.title, location: r.location, eventAt: r.event_at };
}

/** A stored upcoming race as the admin edits it. */
export function toAdminUpcoming(r: UpcomingRaceRow): AdminUpcomingRace {
  return { ...toPublicUpcoming(r), createdAt: r.created_at, updatedAt: r.updated_at };
}

export function toRow(input: UpdateUpcomingInput): UpcomingRaceRowUpdate {
  const row: UpcomingRaceRowUpdate = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.location !== undefined) row.location = input.location;
  if (input.eventAt !== undefined) row.event_at = input.eventAt;
  return row;
}
