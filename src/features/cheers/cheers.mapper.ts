import { type AdminCheer, type Cheer, type CreateCheerInput, type UpdateCheerInput } from './cheers.schema';
import type { CheerRow, CheerRowUpdate, VisitorCheerRow } from './cheers.table';

// Row ↔ API shapes of this feature (and the helpers they need): the routes map with these; other
// features reach the ones they use through the feature's index.

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

/** The row of a visitor's cheer, published at once or waiting for approval. */
export function toNewRow(input: CreateCheerInput, approved: boolean): VisitorCheerRow {
  return { name: input.name, emoji: input.emoji, message: input.message, approved: approved ? 1 : 0 };
}

/** The columns an admin's update changes (only the fields given). */
export function toRow(input: UpdateCheerInput): CheerRowUpdate {
  const row: CheerRowUpdate = {};
  if (input.approved !== undefined) row.approved = input.approved ? 1 : 0;
  if (input.reply !== undefined) row.reply = input.reply;
  return row;
}
