import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sanitizeCoachArticle } from '../../shared/sanitize';
import type { DemoContext } from '../feature';
import { hashInviteToken, newInviteNonce } from './coach.repository';

// The head coach's published note (about 520 words, h3 subheadings) and a summer-club coach's
// answers submitted through an invite, waiting for review. Fictional people, no contact details.

const ARTICLE = `
<h3>The first practice</h3>
<p>The first time I saw Owen run, he was a freshman in borrowed spikes at the back of our summer group, and he finished every interval exactly where he started it: last, but never falling further behind. That is a rare thing in a fourteen-year-old. Most young runners go out too hard, fade, and learn nothing. Owen ran what he could hold, listened after each rep, and came back the next morning asking what he should do differently. Three seasons later he is our number one runner, and he still asks that question after every workout.</p>

<h3>How he trains</h3>
<p>Owen's training is not exotic. He runs six days a week, with one long run, one threshold session and one session of faster intervals, and he does the strength and mobility work that most high school runners skip. What sets him apart is <strong>consistency</strong>. He has missed three days of training in two years, and two of those were because I told him to stay home. He keeps a training log that is more detailed than mine, with sleep, how his legs felt and what he ate before races.</p>
<p>He is also honest with himself. When a workout goes badly he does not invent excuses; he writes down what happened and we adjust. That honesty is why his progress has been steady instead of spectacular and then injured.</p>

<h3>What he brings to the team</h3>
<p>Our team is young, and Owen has become the runner the freshmen follow. He leads the warm-up, he waits at the finish for the last runner in every workout, and he organised the Sunday long runs on his own this summer. At the conference championship he could have run for an individual medal from the gun; instead he stayed with our second and third runners for two miles, talked them through the hills, and then moved up. We won the team title by four points. He finished third anyway.</p>
<blockquote>He waits at the finish for the last runner in every workout. The freshmen notice that more than any time he runs.</blockquote>

<h3>Racing</h3>
<p>Owen races with his head. At the state meet this fall he went out with the leaders, sat in the pack through the hills where others surged, and moved from fourteenth to sixth over the last mile. His 15:38 was a nine-second personal best on a hilly course. He is still learning to be aggressive earlier, and I expect his best races are ahead of him: he has only had two years of real mileage.</p>

<h3>Why he is ready for the next level</h3>
<p>College coaches ask me three questions: will he keep improving, will he stay healthy, and will he make the team better? I can answer yes to all three. He improves because he is curious and patient. He stays healthy because he does the unglamorous work and tells the truth about how he feels. And he makes a team better because he cares about the people around him as much as his own results.</p>
<p>I have coached for nineteen years. Owen is one of a handful of athletes I would recommend without a single reservation. Whoever coaches him next will get a runner who shows up, works, listens, and lifts everyone around him.</p>
`;

/** The head coach's published note and one pending draft submitted through an invite. */
export async function seedCoach(db: Kysely<DB>, demo: DemoContext): Promise<void> {
  const count = await db.selectFrom('coach_note').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const publishedAt = `${demo.day(-10)}T18:00:00.000Z`;
  await db
    .insertInto('coach_note')
    .values({
      author: 'Coach Dana Whitfield',
      headline: 'Owen is the most consistent runner I have coached in nineteen years. He shows up, he listens, and he makes everyone around him better.',
      about: 'Head cross-country and distance coach at Lincoln High School since 2007.',
      q_training: 'Six days a week, one long run, one threshold and one faster session, plus strength work he never skips.',
      q_team: 'He leads the warm-up, waits for the last runner and organised the summer long runs himself.',
      q_surprised: 'How calm he is in a crowded first mile. He races like a senior in college.',
      q_hopes: 'A strong indoor season and a sub-9:30 3200m in the spring.',
      q_future: 'A college programme that values patience and team culture. He will thrive there.',
      contact: null,
      photo_url: '/demo/coach/dana-whitfield.svg',
      hero_image_url: '/demo/training/hero.svg',
      gallery: JSON.stringify(['/demo/training/gallery-1.svg', '/demo/training/gallery-2.svg', '/demo/training/gallery-3.svg', '/demo/training/gallery-4.svg']),
      article_html: sanitizeCoachArticle(ARTICLE),
      side_title: 'From the coach',
      side_text: 'Nineteen years of coaching distance runners at Lincoln High, three conference team titles.',
      side_image_url: '/demo/training/side.svg',
      side_tag1: 'Training',
      side_tag2: 'High-School',
      side_tag3: 'Discipline',
      active: 1,
      source: 'admin',
      published_at: publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
    })
    .execute();

  // A used invite (its token was never kept: only a hash of a random one) and the draft it produced.
  const invite = await db
    .insertInto('coach_invite')
    .values({
      token_hash: hashInviteToken(newInviteNonce()),
      coach_name: 'Sam Ortiz',
      coach_email: 'coach.ortiz@example.org',
      expires_at: `${demo.day(11)}T00:00:00.000Z`,
      used_at: `${demo.day(-2)}T20:15:00.000Z`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('coach_note')
    .values({
      author: 'Coach Sam Ortiz',
      headline: 'Owen trained with our summer club for two seasons. He is the rare athlete who asks for feedback and then actually uses it.',
      about: 'Summer track club coach for twelve years, specialising in middle-distance runners.',
      q_training: 'Disciplined about easy days, which most teenagers are not. He never turned an easy run into a race.',
      q_team: 'He partnered with our youngest runners on strides and drills without being asked.',
      q_surprised: 'His 1600m improved by eleven seconds in one summer, with no extra mileage, only better pacing.',
      q_hopes: 'That he keeps the joy in it. He clearly loves running, and it shows in how he trains.',
      q_future: 'I see him as a 1500m and 5000m runner in college, with his best years still ahead.',
      contact: 'Through the summer club office',
      photo_url: '/demo/coach/sam-ortiz.svg',
      active: 0,
      source: 'invite',
      invite_id: invite.id,
    })
    .execute();
}
