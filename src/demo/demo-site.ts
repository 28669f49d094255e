import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { insertCheer } from '../features/cheers/cheers.repository';
import { insertPress } from '../features/press/press.repository';
import { getSettingsRow, updateSettingsRow } from '../features/settings/settings.repository';
import { insertUniversity } from '../features/universities/universities.repository';
import { dayOffset } from './dates';

// Demo content for the site settings, press, cheers and universities of the `default` tenant: a
// fictional runner, Owen Hartley (5K XC 15:38, 3200m 9:42, as in the race demo). No real people,
// no contact details; links go to example.com.

const count = async (db: Kysely<DB>, table: 'press' | 'cheer' | 'university') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The hero and section texts, when the settings were never customised. */
export async function seedSettings(db: Kysely<DB>): Promise<void> {
  const row = await getSettingsRow(db);
  if (row.hero_title !== '') return;
  await updateSettingsRow(db, {
    // The demo shows what a finished site looks like, so it is published (search engines allowed).
    published: 1,
    hero_title: 'Owen Hartley',
    hero_subtitle: 'Class of 2027 · Distance runner',
    hero_cta_label: 'See my PRs',
    hero_cta_url: '#prs',
    hero_cta2_label: 'Race reports',
    hero_cta2_url: '#recent',
    title_pr: 'Personal Records',
    title_races: 'Recent Races',
    title_support: 'Cheer Owen On',
    desc_support: 'Leave a word of encouragement before the next start line.',
    title_press: 'In the News',
    desc_press: 'Results, interviews and features from the season.',
    title_coach_note: 'From the Coach',
    title_favorites: 'Universities on my list',
    title_socials: 'Follow the journey',
    subtitle_socials: 'Workouts, race days and the long runs in between.',
    title_training: 'Inside the Training',
    desc_training: 'Five to six runs a week, a long run on Sundays, strength twice a week.',
    title_upcoming: 'Next Start Lines',
  });
}

/** Seven articles across the season. */
export async function seedPress(db: Kysely<DB>, today: Date): Promise<void> {
  if ((await count(db, 'press')) > 0) return;
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
      date: dayOffset(today, a.days),
      url: `https://example.com/news/owen-hartley-${i + 1}`,
      excerpt: a.excerpt,
      tag: a.tag,
      thumb_url: `/demo/press-${a.thumb}.svg`,
      rank: 0,
      approved: 1,
    });
  }
}

/** Approved cheers (two with a reply) and one waiting for approval. */
export async function seedCheers(db: Kysely<DB>, today: Date): Promise<void> {
  if ((await count(db, 'cheer')) > 0) return;
  const hoursAgo = (h: number) => new Date(today.getTime() - h * 3_600_000).toISOString();
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

/** A monogram logo as an inline SVG image (no file to ship, renders at any size): initials in white on the dark colour, ringed by the second. */
export function monogramLogo(initials: string, colorA: string, colorB: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>` +
    `<circle cx='60' cy='60' r='58' fill='${colorB}'/><circle cx='60' cy='60' r='49' fill='${colorA}'/>` +
    `<circle cx='60' cy='60' r='44' fill='none' stroke='#fff' stroke-opacity='.35' stroke-width='1.5'/>` +
    `<text x='60' y='60' dy='.35em' text-anchor='middle' font-family='Georgia,serif' font-weight='700' font-size='${initials.length > 2 ? 30 : 40}' fill='#fff'>${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Seven fictional universities with their colours, monogram logos and some votes. */
export async function seedUniversities(db: Kysely<DB>): Promise<void> {
  if ((await count(db, 'university')) > 0) return;
  const universities = [
    { name: 'Northridge State University', short: 'NSU', a: '#1e3a8a', b: '#fbbf24', votes: 21 },
    { name: 'Cedar Valley College', short: 'CVC', a: '#065f46', b: '#a7f3d0', votes: 14 },
    { name: 'University of Lakeshore', short: 'UL', a: '#0e7490', b: '#f1f5f9', votes: 17 },
    { name: 'Pinecrest Institute of Technology', short: 'PIT', a: '#7f1d1d', b: '#9ca3af', votes: 9 },
    { name: 'Summit Ridge University', short: 'SRU', a: '#4c1d95', b: '#f59e0b', votes: 12 },
    { name: 'Bayview A&M', short: 'BAM', a: '#9a3412', b: '#fde68a', votes: 7 },
    { name: 'Granite Falls University', short: 'GFU', a: '#111827', b: '#10b981', votes: 5 },
  ];
  for (const [rank, u] of universities.entries()) {
    await insertUniversity(db, {
      name: u.name,
      short: u.short,
      site_url: `https://example.edu/${u.short.toLowerCase()}`,
      logo_url: monogramLogo(u.short, u.a, u.b),
      color_a: u.a,
      color_b: u.b,
      rank,
      vote_count: u.votes,
    });
  }
}
