import { type AdminCheer, type Cheer, type UpdateCheerInput } from './cheers.schema';
import type { CheerRow, CheerRowUpdate } from './cheers.table';

// Row ↔ API shapes of this feature (and the helpers they need): routes map with these; other
// modules import them from here, never from the routes file.

/** A stored cheer as visitors see it. */
export function toPublicCheer(c: CheerRow): Cheer {
  return {
    id: c.id,
    name: c.name,
    emoji: c.emoji,
    message: c.message,
    likes: c.likes,
    createdAt: c.created_at,
    reply: c.reply ?? undefined,
    approved: c.approved === 1,
  };
}

/** A stored cheer as the admin moderates it. */
export function toAdminCheer(c: CheerRow): AdminCheer {
  return { ...toPublicCheer(c), updatedAt: c.updated_at };
}

export function toRow(input: UpdateCheerInput): CheerRowUpdate {
  const row: CheerRowUpdate = {};
  if (input.approved !== undefined) row.approved = input.approved ? 1 : 0;
  if (input.reply !== undefined) row.reply = input.reply;
  return row;
}
