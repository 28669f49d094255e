import type { ComponentType } from 'react';
import { CheersAdminPage } from '../cheers/CheersAdminPage';
import { CoachAdminPage } from '../coach/CoachAdminPage';
import { CollegesAdminPage } from '../colleges/CollegesAdminPage';
import { fetchAdminCoachNotes } from '../coach/coach-admin.api';
import { InboxAdminPage } from '../contact/InboxAdminPage';
import { EmailKitAdminPage } from '../links/EmailKitAdminPage';
import { LinksAdminPage } from '../links/LinksAdminPage';
import { fetchUnreadCount } from '../contact/contact-admin.api';
import { FollowedAdminPage } from '../followed/FollowedAdminPage';
import { PressAdminPage } from '../press/PressAdminPage';
import { ProfileAdminPage } from '../profile/ProfileAdminPage';
import { PrsAdminPage } from '../prs/PrsAdminPage';
import { RacesAdminPage } from '../races/RacesAdminPage';
import { SettingsPage } from '../settings/SettingsPage';
import { SetupPage } from '../setup/SetupPage';
import { SocialsAdminPage } from '../socials/SocialsAdminPage';
import { TeamAdminPage } from '../team/TeamAdminPage';
import { TrainingProfileAdminPage } from '../training/TrainingProfileAdminPage';
import { TrainingsPlaceholder } from '../training/TrainingsPlaceholder';
import { UniversitiesAdminPage } from '../universities/UniversitiesAdminPage';
import { UpcomingAdminPage } from '../upcoming/UpcomingAdminPage';
import { plural } from '../../lib/i18n/i18n';
import { t } from './admin.messages';
import { t as tColleges } from '../colleges/colleges-admin.messages';

/** The parts of the side menu and the dashboard, in order: a parent finds a screen by what it is for. */
export const ADMIN_GROUPS = [
  { id: 'site', label: () => t('group.site') },
  { id: 'results', label: () => t('group.results') },
  { id: 'recruiting', label: () => t('group.recruiting') },
  { id: 'community', label: () => t('group.community') },
] as const;

export type AdminGroupId = (typeof ADMIN_GROUPS)[number]['id'];

/** One editing screen of the admin: its route, its side-menu entry and its dashboard tile. */
export interface AdminScreen {
  /** The URL segment under /admin (kept stable: links, bookmarks and tests use these paths). */
  id: string;
  /** The name in the side menu and on the dashboard tile (in the current language). */
  label: () => string;
  component: ComponentType;
  /** The tile's one-line description (in the current language); a screen without one has no tile. */
  tile?: () => string;
  /** False for a screen reached only by link (work in progress). */
  menu: boolean;
  /** The part of the menu and the dashboard it is listed in. */
  group: AdminGroupId;
  /** What waits for the admin there (unread messages, notes to review), shown as a badge. */
  badge?: { count: () => Promise<number>; label: (n: number) => string };
}

/**
 * Every admin screen, in menu and dashboard order. Adding a screen is one entry here: the side
 * menu, the dashboard tiles and the routes are all drawn from this list.
 */
export const ADMIN_SCREENS = [
  { id: 'settings', label: () => t('screen.settings'), component: SettingsPage, tile: () => t('screen.settings.tile'), menu: true, group: 'site' },
  { id: 'profile', label: () => t('screen.profile'), component: ProfileAdminPage, tile: () => t('screen.profile.tile'), menu: true, group: 'site' },
  { id: 'press', label: () => t('screen.press'), component: PressAdminPage, tile: () => t('screen.press.tile'), menu: true, group: 'community' },
  { id: 'prs', label: () => t('screen.prs'), component: PrsAdminPage, tile: () => t('screen.prs.tile'), menu: true, group: 'results' },
  { id: 'courses', label: () => t('screen.courses'), component: RacesAdminPage, tile: () => t('screen.courses.tile'), menu: true, group: 'results' },
  { id: 'upcoming', label: () => t('screen.upcoming'), component: UpcomingAdminPage, tile: () => t('screen.upcoming.tile'), menu: true, group: 'results' },
  { id: 'training-profile', label: () => t('screen.trainingProfile'), component: TrainingProfileAdminPage, tile: () => t('screen.trainingProfile.tile'), menu: true, group: 'results' },
  {
    id: 'coach',
    label: () => t('screen.coach'),
    component: CoachAdminPage,
    tile: () => t('screen.coach.tile'),
    menu: true,
    group: 'recruiting',
    badge: { count: async () => (await fetchAdminCoachNotes()).items.filter((n) => n.source === 'invite' && !n.active).length, label: (n) => t(`badge.review.${plural(n)}`, { n }) },
  },
  { id: 'inbox', label: () => t('screen.inbox'), component: InboxAdminPage, tile: () => t('screen.inbox.tile'), menu: true, group: 'recruiting', badge: { count: fetchUnreadCount, label: (n) => t(`badge.unread.${plural(n)}`, { n }) } },
  { id: 'colleges', label: () => tColleges('screen.label'), component: CollegesAdminPage, tile: () => tColleges('screen.tile'), menu: true, group: 'recruiting' },
  { id: 'links', label: () => t('screen.links'), component: LinksAdminPage, tile: () => t('screen.links.tile'), menu: true, group: 'recruiting' },
  { id: 'email-kit', label: () => t('screen.emailKit'), component: EmailKitAdminPage, tile: () => t('screen.emailKit.tile'), menu: true, group: 'recruiting' },
  { id: 'universities', label: () => t('screen.universities'), component: UniversitiesAdminPage, tile: () => t('screen.universities.tile'), menu: true, group: 'recruiting' },
  { id: 'followed', label: () => t('screen.followed'), component: FollowedAdminPage, tile: () => t('screen.followed.tile'), menu: true, group: 'community' },
  { id: 'socials', label: () => t('screen.socials'), component: SocialsAdminPage, tile: () => t('screen.socials.tile'), menu: true, group: 'site' },
  { id: 'cheers', label: () => t('screen.cheers'), component: CheersAdminPage, tile: () => t('screen.cheers.tile'), menu: true, group: 'community' },
  { id: 'team', label: () => t('screen.team'), component: TeamAdminPage, tile: () => t('screen.team.tile'), menu: true, group: 'site' },
  { id: 'trainings', label: () => t('screen.trainings'), component: TrainingsPlaceholder, menu: false, group: 'results' },
  { id: 'setup', label: () => t('screen.setup'), component: SetupPage, menu: false, group: 'site' },
] as const satisfies readonly AdminScreen[];

/** The id of a known admin screen, so a link to one is checked by the compiler. */
export type AdminScreenId = (typeof ADMIN_SCREENS)[number]['id'];

/** The URL of an admin screen. */
export function adminPath(id: AdminScreenId): string {
  return `/admin/${id}`;
}
