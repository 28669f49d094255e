import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoContext } from '../feature';
import { insertPress } from './press.repository';

// Articles about the demo's fictional runner in fictional papers; their links go to example.com.

/** Seven articles across the season. */
export async function seedPress(db: Kysely<DB>, demo: DemoContext): Promise<void> {
  const count = await db.selectFrom('press').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const articles = [
    { title: 'Hartley runs 15:38 to take sixth at State', source: 'Valley Gazette', days: -13, tag: 'Results', thumb: 'results', excerpt: 'The junior moved from 14th to 6th over the last mile on a hilly Hillcrest Park course, a nine-second personal best.' },
    { title: 'Regional qualifier: Lincoln boys punch their ticket to State', source: 'County Sports Weekly', days: -27, tag: 'Results', thumb: 'results', excerpt: 'Hartley led the team home in 15:47 with a six-second negative split.' },
    { title: '“Patient for two miles, then everything I had”', source: 'Runner Notes', days: -10, tag: 'Interview', thumb: 'interview', excerpt: 'Owen Hartley on race plans, hill repeats and learning to trust the last mile.' },
    { title: 'Five juniors to watch this track season', source: 'Prep Track Review', days: -5, tag: 'Feature', thumb: 'feature', excerpt: 'A 9:42 3200m last spring put Hartley on the list; his cross-country season says there is more to come.' },
    { title: 'Conference championship: a first medal for Hartley', source: 'Valley Gazette', days: -41, tag: 'Results', thumb: 'results', excerpt: 'Third overall on a windy day at Oak Valley Park.' },
    { title: 'How a high-school runner builds a base', source: 'Endurance Weekly', days: -70, tag: 'Feature', thumb: 'feature', excerpt: 'Easy miles, patience and a coach who says no: a summer of training explained.' },
    { title: 'Spring Invitational: sub-9:45 at last', source: 'County Sports Weekly', days: -189, tag: 'Results', thumb: 'results', excerpt: 'Even 72-second laps, then a 66-second last lap.' },
  ];
  for (const [i, a] of articles.entries()) {
    await insertPress(db, {
      title: a.title,
      source: a.source,
      date: demo.day(a.days),
      url: `https://example.com/news/owen-hartley-${i + 1}`,
      excerpt: a.excerpt,
      tag: a.tag,
      thumb_url: `/demo/press-${a.thumb}.svg`,
      rank: 0,
      approved: 1,
    });
  }
}
