import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

interface DemoFollowed {
  name: string;
  school: string;
  schoolShort: string;
  intro: string;
  bio: string;
  body: string;
  instagram?: string;
  tiktok?: string;
  otherUrl?: string;
  likes: number;
}

// Fictional runners at fictional schools: the older athletes the demo runner looks up to.
const ATHLETES: DemoFollowed[] = [
  {
    name: 'Mara Okafor',
    school: 'Northwood State University, OR',
    schoolShort: 'NSU',
    intro: 'A two-time conference 5000m champion who walked on as a freshman and earned a scholarship by her second season. Known for front-running from the gun and never looking back.',
    bio: 'Distance runner, biology major, early-morning long-run evangelist.',
    body: 'Mara started running to keep up with her older brother and never stopped. She walked on at Northwood State with a 5:12 mile and a notebook full of training logs, and by her sophomore year she was leading the cross-country team through the pre-season. Her coaches talk about her consistency more than her speed: she has not missed a scheduled run in three years, and she still writes every session by hand. What I take from her: the boring work is the work. She also answers every younger runner who messages her, which says a lot.',
    instagram: 'mara.demo.runs',
    likes: 14,
  },
  {
    name: 'Jonah Whitaker',
    school: 'Bayside College, CA',
    schoolShort: 'Bayside',
    intro: 'Steeplechaser with a background in gymnastics who made nationals in his first season over the barriers. Smooth over the water jump and fearless in the last lap.',
    bio: 'Steeple and 5K. Former gymnast. Coffee critic.',
    body: 'Jonah came to running late, after a wrist injury ended his gymnastics career in tenth grade. He brought the body control with him: his hurdle technique is the cleanest I have seen on video, and he practises barrier drills even in the off-season. At Bayside he trains in a small group that shares long runs with the triathlon club, which is why his aerobic base is so big. I watch his race videos to learn how to stay relaxed when the pace changes.',
    tiktok: 'jonah.demo.steeple',
    likes: 9,
  },
  {
    name: 'Ines Carvalho',
    school: 'Pine Ridge University, CO',
    schoolShort: 'PRU',
    intro: 'Altitude-trained 1500m specialist with a devastating kick, who balances an engineering degree with a full racing calendar and still finds time to coach middle schoolers.',
    bio: '1500m / mile. Mechanical engineering. Volunteer coach.',
    body: 'Ines grew up near the coast and moved to Pine Ridge for the mountains and the engineering programme. Her first month at altitude was humbling, she says, and she wrote a long post about learning to run by effort instead of pace. That post is the reason I started using heart rate on easy days. She runs the last 300 metres of a 1500m faster than most people run an open 400, and she credits it to strength work twice a week, every week, all year.',
    instagram: 'ines.demo.miles',
    otherUrl: 'https://example.org/athletes/ines-carvalho',
    likes: 18,
  },
  {
    name: 'Tobias Lindgren',
    school: 'Summit Lake College, MN',
    schoolShort: 'SLC',
    intro: 'A cross-country specialist who thrives in mud, snow and wind, and the reason his team went from unranked to the regional podium in two seasons.',
    bio: 'XC first, track second. Cold-weather runner.',
    body: 'Tobias is the runner every coach wants on a bad-weather day. He grew up skiing, and he runs hills like he is still on skis: short steps, hips forward, no wasted motion. Summit Lake was not a known programme when he arrived, but he recruited his friends, organised Sunday long runs and built the pack running culture that carried them to the regional podium. I like that his success is shared: his training group posts their workouts together, not just his.',
    instagram: 'tobias.demo.xc',
    likes: 7,
  },
  {
    name: 'Priya Raman',
    school: 'Redfield University, TX',
    schoolShort: 'Redfield',
    intro: 'A 10,000m runner and team captain who came back from a stress fracture stronger, and who talks openly about fuelling, sleep and patience in a sport that rewards all three.',
    bio: '10K and half marathon. Team captain. Comeback story.',
    body: 'Priya missed most of her freshman year with a stress fracture, and the way she talks about it changed how I think about recovery. She rebuilt slowly with pool running and cycling, learned to eat enough on hard days, and set a personal best by nine months later. As captain she runs the team’s nutrition workshop for first-year athletes. Her advice that I wrote on my wall: the best training plan is the one you can still follow in March.',
    tiktok: 'priya.demo.10k',
    likes: 21,
  },
  {
    name: 'Samuel Adeyemi',
    school: 'Coastal Plains University, NC',
    schoolShort: 'CPU',
    intro: 'An 800m and 1500m runner who went from a late-blooming high school career to the conference final, proof that the timeline does not have to be fast to be good.',
    bio: '800 / 1500. Late bloomer. Teacher in training.',
    body: 'Samuel ran 2:04 for 800m as a high school senior and almost did not get a roster spot. Four years later he made the conference final in both the 800 and the 1500. He says the difference was simple: three years of the same, unspectacular training, and a coach who let him grow into it. He is studying to become a teacher and already helps run a youth track club. His story is the one I think about when a race goes badly.',
    instagram: 'samuel.demo.800',
    likes: 12,
  },
];

/** Six followed athletes, with a few likes each (like rows and counters kept equal). */
export async function seedFollowed(db: Kysely<DB>): Promise<void> {
  const count = await db.selectFrom('followed_athlete').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  for (const [i, a] of ATHLETES.entries()) {
    const row = await db
      .insertInto('followed_athlete')
      .values({
        name: a.name,
        school: a.school,
        school_short: a.schoolShort,
        intro: a.intro,
        bio: a.bio,
        body: a.body,
        photos: '[]',
        instagram: a.instagram ?? null,
        tiktok: a.tiktok ?? null,
        other_url: a.otherUrl ?? null,
        rank: i,
        active: 1,
        like_count: a.likes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('followed_like')
      .values(Array.from({ length: a.likes }, (_, n) => ({ athlete_id: row.id, visitor_id: `demo-seed-visitor-${String(n).padStart(4, '0')}` })))
      .execute();
  }
}
