// The French of the public site's messages, one part per feature by namespace: loaded on demand
// (`loadLocale` in i18n.ts), so an English page's code carries English only.

import chartsFr from '../../features/charts/charts.messages.fr';
import cheersFr from '../../features/cheers/cheers.messages.fr';
import coachFr from '../../features/coach/coach.messages.fr';
import commonFr from './common.messages.fr';
import componentsFr from '../../components/components.messages.fr';
import contactFr from '../../features/contact/contact.messages.fr';
import followedFr from '../../features/followed/followed.messages.fr';
import homeFr from '../../features/home/home.messages.fr';
import libFr from '../lib.messages.fr';
import pressFr from '../../features/press/press.messages.fr';
import profileFr from '../../features/profile/profile.messages.fr';
import prsFr from '../../features/prs/prs.messages.fr';
import racesFr from '../../features/races/races.messages.fr';
import settings_loadFr from '../settings-load.messages.fr';
import socialsFr from '../../features/socials/socials.messages.fr';
import teamFr from '../../features/team/team.messages.fr';
import trainingFr from '../../features/training/training.messages.fr';
import universitiesFr from '../../features/universities/universities.messages.fr';
import upcomingFr from '../../features/upcoming/upcoming.messages.fr';

export const FRENCH: Record<string, Record<string, string>> = {
  charts: chartsFr,
  cheers: cheersFr,
  coach: coachFr,
  common: commonFr,
  components: componentsFr,
  contact: contactFr,
  followed: followedFr,
  home: homeFr,
  lib: libFr,
  press: pressFr,
  profile: profileFr,
  prs: prsFr,
  races: racesFr,
  'settings-load': settings_loadFr,
  socials: socialsFr,
  team: teamFr,
  training: trainingFr,
  universities: universitiesFr,
  upcoming: upcomingFr,
};
