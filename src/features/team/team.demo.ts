import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

interface DemoMember {
  first: string;
  last: string;
  slug: string;
  theme: 'foil' | 'xr' | 'glass';
  quote: string;
  records: Array<{ distance: string; time: string; meet?: string; date?: string }>;
}

const MEMBERS: DemoMember[] = [
  { first: 'Marcus', last: 'Bell', slug: 'marcus-bell', theme: 'foil', quote: 'Captain’s rule: nobody finishes a workout alone.', records: [{ distance: '1600m', time: '4:24.80', meet: 'League Finals' }, { distance: '5K XC', time: '15:51' }] },
  { first: 'Theo', last: 'Nakamura', slug: 'theo-nakamura', theme: 'xr', quote: 'Hills are just tempo runs with a view.', records: [{ distance: '3200m', time: '9:48.30', meet: 'Spring Invitational' }, { distance: '5K XC', time: '16:02' }] },
  { first: 'Diego', last: 'Alvarez', slug: 'diego-alvarez', theme: 'glass', quote: 'Last 200 metres? That’s where I live.', records: [{ distance: '800m', time: '1:58.91', meet: 'County Relays' }, { distance: '1600m', time: '4:29.50' }] },
  { first: 'Caleb', last: 'Osei', slug: 'caleb-osei', theme: 'foil', quote: 'Easy days easy, hard days together.', records: [{ distance: '5K XC', time: '16:10', meet: 'Conference Championship' }] },
  { first: 'Julian', last: 'Park', slug: 'julian-park', theme: 'xr', quote: 'Freshman legs, senior lungs.', records: [{ distance: '3200m', time: '10:05.40' }, { distance: '1600m', time: '4:41.20', meet: 'Frosh-Soph Meet' }] },
  { first: 'Nate', last: 'Brennan', slug: 'nate-brennan', theme: 'glass', quote: 'I count strides so coach doesn’t have to.', records: [{ distance: '5K XC', time: '16:24' }, { distance: '3200m', time: '10:01.75', meet: 'League Finals' }] },
  { first: 'Eli', last: 'Foster', slug: 'eli-foster', theme: 'foil', quote: 'Steeple next spring. Don’t tell my mom.', records: [{ distance: '1600m', time: '4:33.00' }, { distance: '800m', time: '2:03.40', meet: 'Twilight Meet' }] },
];

/** The cross-country team: seven teammates with placeholder portraits and a record or two each. */
export async function seedTeam(db: Kysely<DB>): Promise<void> {
  const count = await db.selectFrom('team_member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  await db
    .insertInto('team_member')
    .values(
      MEMBERS.map((m, i) => ({
        first_name: m.first,
        last_name: m.last,
        quote: m.quote,
        portrait_url: `/demo/team/${m.slug}.svg`,
        action_url: null,
        theme: m.theme,
        active: 1,
        sort_order: i,
        records: JSON.stringify(m.records),
      })),
    )
    .execute();
}
