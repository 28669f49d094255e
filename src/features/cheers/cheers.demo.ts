import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoContext } from '../feature';
import { insertCheer } from './cheers.repository';

// Cheers from the demo runner's fictional family and friends: first names only, no contact details.

/** Approved cheers (two with a reply) and one waiting for approval. */
export async function seedCheers(db: Kysely<DB>, demo: DemoContext): Promise<void> {
  const count = await db.selectFrom('cheer').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const hoursAgo = (h: number) => new Date(demo.today.getTime() - h * 3_600_000).toISOString();
  const cheers = [
    { name: 'Grandma Jo', emoji: '🌟', message: 'So proud of you, sweetheart. Watching the results from home every time!', likes: 14, hours: 300, reply: 'Thank you Grandma! See you at Thanksgiving 💙' },
    { name: 'Ethan', emoji: '🔥', message: 'That last mile at State was unreal. Six places in a mile!', likes: 9, hours: 290, reply: null },
    { name: 'Mia', emoji: '💪', message: 'Good luck this weekend! Stay patient for two miles like you always say.', likes: 6, hours: 200, reply: null },
    { name: 'Coach D.', emoji: '🏆', message: 'Proud of the work you put in this summer. It showed.', likes: 11, hours: 150, reply: 'Couldn’t have done it without the team. Thanks Coach!' },
    { name: 'Noah', emoji: '👏', message: 'Team dinner after the meet? Great race either way.', likes: 3, hours: 96, reply: null },
    { name: 'Aunt Claire', emoji: '😎', message: 'Framed the newspaper article. It is on the fridge now!', likes: 5, hours: 50, reply: null },
    { name: '', emoji: '👏', message: 'Saw you fly past at Regionals. Keep it up!', likes: 2, hours: 30, reply: null },
    { name: 'Sofia', emoji: '🌟', message: 'Sub-15 is coming. Believe it!', likes: 4, hours: 8, reply: null },
  ];
  for (const c of cheers) {
    await insertCheer(db, { name: c.name, emoji: c.emoji, message: c.message, likes: c.likes, reply: c.reply, approved: 1, created_at: hoursAgo(c.hours), updated_at: hoursAgo(c.hours) });
  }
  await insertCheer(db, { name: 'Liam', emoji: '🔥', message: 'Can you sign my spikes after the next meet?', approved: 0, created_at: hoursAgo(2), updated_at: hoursAgo(2) });
}
