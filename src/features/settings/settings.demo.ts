import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DEMO_TEXTS } from '../../shared/settings-defaults';
import { getSettingsRow, updateSettingsRow } from './settings.repository';

// The demo's hero and section texts, for its fictional runner, Owen Hartley (5K XC 15:38, 3200m
// 9:42, as in the races' demo).

/** The hero and section texts, when the settings were never customised (the ones DEMO_TEXTS translates: shown in the site's language). */
export async function seedSettings(db: Kysely<DB>): Promise<void> {
  const row = await getSettingsRow(db);
  if (row.hero_title !== '') return;
  await updateSettingsRow(db, {
    // The demo shows what a finished site looks like, so it is published (search engines allowed).
    published: 1,
    hero_title: 'Owen Hartley',
    hero_subtitle: DEMO_TEXTS.en.heroSubtitle,
    hero_cta_label: 'See my PRs',
    hero_cta_url: '#prs',
    hero_cta2_label: DEMO_TEXTS.en.heroCta2Label,
    hero_cta2_url: '#recent',
    title_pr: 'Personal Records',
    title_races: 'Recent Races',
    title_support: DEMO_TEXTS.en.titleSupport,
    desc_support: DEMO_TEXTS.en.descSupport,
    title_press: DEMO_TEXTS.en.titlePress,
    desc_press: DEMO_TEXTS.en.descPress,
    title_coach_note: DEMO_TEXTS.en.titleCoachNote,
    title_favorites: DEMO_TEXTS.en.titleFavorites,
    title_socials: 'Follow the journey',
    subtitle_socials: DEMO_TEXTS.en.subtitleSocials,
    title_training: DEMO_TEXTS.en.titleTraining,
    desc_training: DEMO_TEXTS.en.descTraining,
    title_upcoming: DEMO_TEXTS.en.titleUpcoming,
  });
}
