import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoContext } from '../feature';

/** The indoor season ahead: four meets in the coming weeks, relative to `today`. */
export async function seedUpcoming(db: Kysely<DB>, demo: DemoContext): Promise<void> {
  const count = await db.selectFrom('upcoming_race').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const at = (days: number, time: string) => `${demo.day(days)}T${time}:00.000Z`;
  await db
    .insertInto('upcoming_race')
    .values([
      { title: 'Holiday Classic — 3200m', location: 'Lakeview Fieldhouse', event_at: at(9, '15:30') },
      { title: 'Winter Invitational — Mile', location: 'Hillcrest Indoor Track', event_at: at(26, '17:10') },
      { title: 'County Indoor Championships — 3200m', location: 'Riverbend Sports Center', event_at: at(47, '14:45') },
      { title: 'State Indoor Qualifier — 1600m', location: 'Oak Valley Arena', event_at: at(68, '16:20') },
    ])
    .execute();
}
