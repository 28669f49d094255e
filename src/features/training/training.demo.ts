import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sanitizeTrainingArticle } from '../../shared/sanitize';
import type { LEGACY_YEAR_FIELDS, TrainingProfile } from './training.schema';

// A magazine-style interview on how the demo runner trains (about 560 words; h2, h3, p, ul, li,
// em, strong only, as the training policy allows).
const ARTICLE = `
<h2>Inside the training log</h2>
<p><em>Owen Hartley runs six days a week, keeps a handwritten log and has not missed a scheduled session since his sophomore year. We asked him how a week really looks, what he has learned, and what he would tell a freshman.</em></p>

<h3>What does a normal week look like?</h3>
<p>In the base phase it is pretty simple. Monday is easy, Tuesday is a threshold session, Wednesday easy with strides, Thursday is a faster workout on the track or on grass, Friday is short and easy, Saturday is the long run and Sunday I rest or cycle. I run between 85 and 95 kilometres a week now. Two years ago it was about 55, so we built it slowly, maybe five or six percent a month, with a lighter week every fourth week.</p>

<h3>Your favourite workout?</h3>
<p>Mile repeats at threshold on the canal path. Four to five times a mile with a minute jog. It is not glamorous, but it is the session where I can feel the fitness coming. The other one I love is the <strong>Saturday long run</strong> with the team, because it is the only time we are all together without the clock being the point.</p>

<h3>And the toughest?</h3>
<p>Hill repeats in August. Ten times ninety seconds up the service road behind the school, jog down. By the seventh one nobody is talking. Coach Whitfield says that is where cross-country races are won, and after State this year I believe her.</p>

<h3>What do you do besides running?</h3>
<ul>
<li><strong>Strength:</strong> two sessions a week, 30 to 40 minutes: single-leg work, hip and core exercises, and some light lifting with a coach watching my form.</li>
<li><strong>Mobility:</strong> ten minutes after every run. Boring, but my calves have thanked me.</li>
<li><strong>Cycling:</strong> one easy hour on Sundays in the summer, with my dad. It counts as recovery and as time together.</li>
<li><strong>Sleep:</strong> nine hours on school nights, which means phone away at 9:45.</li>
</ul>

<h3>Who do you train with?</h3>
<p>Most sessions are with the team. The workouts are harder alone, so we pair up by pace and take turns leading. On weekends in the summer I do my long runs with my dad on the bike next to me carrying water. He started doing that when I was thirteen and refuses to stop.</p>

<h3>What have you learned about yourself?</h3>
<p>That patience works. In my first year I wanted every run to be fast, and I got shin splints twice. Now easy days are really easy, sometimes over six minutes per kilometre, and the hard days are better because of it. I also learned to write everything down. When a race goes badly, the answer is usually in the log two weeks earlier: a bad night of sleep, a skipped meal, a workout run too fast.</p>

<h3>The longest run so far?</h3>
<p>Twenty-two kilometres last July, on a trail loop around the reservoir. Coach wanted 20, I got lost for the last two. It was the happiest I have been on a run.</p>

<h3>Advice for a freshman?</h3>
<p>Run easy more than you think, do the boring strength work, and show up for your teammates. Nobody remembers your splits from a Tuesday in October. They remember who waited for them at the top of the hill.</p>
`;

/** The training profile: realistic mileage, key figures, illustrations and the interview article. */
export async function seedTraining(db: Kysely<DB>): Promise<void> {
  const existing = await db.selectFrom('training_profile').select('id').executeTakeFirst();
  if (existing) return;
  const thisYear = new Date().getFullYear();
  const profile: Omit<TrainingProfile, keyof typeof LEGACY_YEAR_FIELDS> = {
    weeklyMileage: '85–95 km',
    runsPerWeek: '6 runs + 1 rest or cycling day',
    strengthWork: 'Twice a week, 30–40 min: single-leg, hips, core, light lifting',
    cycling: 'One easy hour on Sundays in summer',
    // The two last full years and this one to date, whatever year the demo is made in.
    yearlyMileage: [
      { year: thisYear - 2, km: 2150 },
      { year: thisYear - 1, km: 3380 },
      { year: thisYear, km: 3120 },
    ],
    likes: 'Long runs with the team, threshold mile repeats on the canal path, racing in the mud.',
    toughest: 'August hill repeats: 10 × 90 seconds up the service road behind the school.',
    teamSessions: 'Tuesday threshold and Thursday intervals with the team, paired by pace; Saturday long run together.',
    fatherSessions: 'Summer long runs with his dad on the bike carrying water, and Sunday recovery rides.',
    favoriteWorkouts: '5 × 1 mile at threshold with 1 min jog; 12 × 400 m at mile pace with 200 m jog.',
    longestRun: '22 km on the reservoir trail loop',
    heroImageUrl: '/demo/training/hero.svg',
    gallery: ['/demo/training/gallery-1.svg', '/demo/training/gallery-2.svg', '/demo/training/gallery-3.svg', '/demo/training/gallery-4.svg'],
    sideImageUrl: '/demo/training/side.svg',
    sideTag1: 'Endurance',
    sideTag2: 'Consistency',
    sideTag3: 'Recovery',
    sideTitle: 'How I train',
    sideText: 'Six days a week, easy days easy, and a handwritten log of every run since freshman year.',
    articleHtml: sanitizeTrainingArticle(ARTICLE),
  };
  await db.insertInto('training_profile').values({ id: 1, data: JSON.stringify(profile) }).execute();
}
