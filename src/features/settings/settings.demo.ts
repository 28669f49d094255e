import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { getSettingsRow, updateSettingsRow } from './settings.repository';

// The demo's hero and section texts, for its fictional runner, Owen Hartley (5K XC 15:38, 3200m
// 9:42, as in the races' demo).

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
