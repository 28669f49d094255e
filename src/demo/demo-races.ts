import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { dayOffset } from './dates';

/** A season of races (cross-country in the autumn, track in the spring) and PRs linked to them. */
export async function seedRacesAndPrs(db: Kysely<DB>, today: Date): Promise<void> {
  const count = await db.selectFrom('race').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const races = [
    {
      title: 'State XC Championships',
      distance: '5K XC',
      date: dayOffset(today, -14),
      place: 'Hillcrest Park',
      time_ms: 15 * 60_000 + 38_000,
      finishing_position: 6,
      field_size: 182,
      quote: 'Patient for two miles, then everything I had.',
      analysis: 'Went out in 4:58 with the lead pack, held position through the hills and moved from 14th to 6th over the last mile. A 9-second PR on a hilly course.',
      positives: ['Even first two miles', 'Strong on the uphills', 'Kicked past four runners'],
      learns: ['Stay closer to the front on the first turn', 'Drink earlier the day before'],
      next: ['Two weeks of easy mileage', 'Start the indoor base block'],
      splits: JSON.stringify([{ label: '1 mile', time: '4:58' }, { label: '2 miles', time: '10:06' }, { label: '3 miles', time: '15:07' }]),
      milesplit_url: 'https://www.milesplit.com/',
      rank: 0,
      published: 1,
    },
    {
      title: 'Regional XC Qualifier',
      distance: '5K XC',
      date: dayOffset(today, -28),
      place: 'Riverbend Golf Course',
      time_ms: 15 * 60_000 + 47_200,
      finishing_position: 4,
      field_size: 146,
      quote: 'Ran my race, not theirs.',
      analysis: 'Controlled effort to qualify: top 10 with something left. Negative split by 6 seconds.',
      positives: ['Negative split', 'Calm in traffic'],
      learns: ['Surge earlier on the long straight'],
      next: ['Sharpen with 400 m repeats'],
      milesplit_url: null,
      rank: 0,
      published: 1,
    },
    {
      title: 'Conference Championship',
      distance: '5K XC',
      date: dayOffset(today, -42),
      place: 'Oak Valley Park',
      time_ms: 15 * 60_000 + 59_900,
      finishing_position: 3,
      field_size: 64,
      quote: 'First conference medal.',
      analysis: 'Windy day. Sat in the chase pack and finished 3rd overall.',
      positives: ['Tactical patience', 'Good pack running'],
      learns: ['Tuck in behind others in the wind'],
      next: ['Qualifier in two weeks'],
      milesplit_url: null,
      rank: 0,
      published: 1,
    },
    {
      title: 'Spring Invitational 3200m',
      distance: '3200m',
      date: dayOffset(today, -190),
      place: 'Lincoln High Stadium',
      time_ms: 9 * 60_000 + 42_000,
      finishing_position: 5,
      field_size: 24,
      quote: 'Sub-9:45 at last.',
      analysis: 'Even 72-second laps, a 66-second last lap. Broke 9:45 for the first time.',
      positives: ['Metronome pacing', 'Fast last lap'],
      learns: ['Move up with 600 m to go, not 300 m'],
      next: ['Try the 1600m at the league meet'],
      milesplit_url: 'https://www.milesplit.com/',
      rank: 0,
      published: 1,
    },
    {
      title: 'League Finals 1600m',
      distance: '1600m',
      date: dayOffset(today, -176),
      place: 'Lincoln High Stadium',
      time_ms: 4 * 60_000 + 21_350,
      finishing_position: 2,
      field_size: 12,
      quote: 'Learned to hurt in the third lap.',
      analysis: 'Out in 64, through 800 m in 2:10, held on for 2nd place.',
      positives: ['Aggressive start', 'Held form when tired'],
      learns: ['Third lap focus'],
      next: ['Summer base'],
      milesplit_url: null,
      rank: 0,
      published: 1,
    },
    {
      title: 'State XC Championships (junior year)',
      distance: '5K XC',
      date: dayOffset(today, -378),
      place: 'Hillcrest Park',
      time_ms: 16 * 60_000 + 1_400,
      quote: 'Top 20 at State for the first time.',
      analysis: 'Started too far back and spent the first mile passing people. Finished 18th.',
      positives: ['Strong last mile'],
      learns: ['Get out faster on the first turn'],
      next: ['Track season: 1600m and 3200m'],
      milesplit_url: null,
      rank: 0,
      published: 1,
    },
    {
      title: 'District XC (sophomore year)',
      distance: '5K XC',
      date: dayOffset(today, -750),
      place: 'Riverbend Golf Course',
      time_ms: 16 * 60_000 + 48_000,
      quote: null,
      analysis: 'First varsity season. Even effort on a muddy course.',
      positives: ['Even effort'],
      learns: ['Run the hills with the arms'],
      next: ['Summer base of 40 miles a week'],
      milesplit_url: null,
      rank: 0,
      published: 1,
    },
    {
      title: 'Time trial (private)',
      distance: '3000m',
      date: dayOffset(today, -60),
      place: 'Home track',
      time_ms: 9 * 60_000 + 5_000,
      quote: null,
      analysis: 'Unpublished workout kept for the log.',
      positives: [],
      learns: [],
      next: [],
      milesplit_url: null,
      rank: 0,
      published: 0,
    },
  ];
  const ids: number[] = [];
  for (const r of races) {
    const row = await db
      .insertInto('race')
      .values({ ...r, positives: JSON.stringify(r.positives), learns: JSON.stringify(r.learns), next: JSON.stringify(r.next) })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const prs = [
    { distance: '5K XC', time_ms: races[0]!.time_ms, date: races[0]!.date, place: races[0]!.place, featured: 1, race_id: ids[0]! },
    { distance: '3200m', time_ms: races[3]!.time_ms, date: races[3]!.date, place: races[3]!.place, featured: 1, race_id: ids[3]! },
    { distance: '1600m', time_ms: races[4]!.time_ms, date: races[4]!.date, place: races[4]!.place, featured: 1, race_id: ids[4]! },
    { distance: '800m', time_ms: 2 * 60_000 + 1_870, date: dayOffset(today, -200), place: 'County Relays', featured: 0, race_id: null },
  ];
  await db.insertInto('pr').values(prs).execute();
}
