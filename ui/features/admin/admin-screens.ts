import type { ComponentType } from 'react';
import { CheersAdminPage } from '../cheers/CheersAdminPage';
import { CoachAdminPage } from '../coach/CoachAdminPage';
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

/** The parts of the side menu and the dashboard, in order: a parent finds a screen by what it is for. */
export const ADMIN_GROUPS = [
  { id: 'site', label: 'Your site' },
  { id: 'results', label: 'Results and training' },
  { id: 'recruiting', label: 'Recruiting' },
  { id: 'community', label: 'Press and community' },
] as const;

export type AdminGroupId = (typeof ADMIN_GROUPS)[number]['id'];

/** One editing screen of the admin: its route, its side-menu entry and its dashboard tile. */
export interface AdminScreen {
  /** The URL segment under /admin (kept stable: links, bookmarks and tests use these paths). */
  id: string;
  /** The name in the side menu and on the dashboard tile. */
  label: string;
  component: ComponentType;
  /** The tile's one-line description; a screen without one has no tile. */
  tile?: string;
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
  { id: 'settings', label: 'Settings', component: SettingsPage, tile: 'Hero, titles, palette and hero video', menu: true, group: 'site' },
  { id: 'profile', label: 'Athlete profile', component: ProfileAdminPage, tile: 'Facts for recruiters, academics and contacts', menu: true, group: 'site' },
  { id: 'press', label: 'Press', component: PressAdminPage, tile: 'Articles and interviews', menu: true, group: 'community' },
  { id: 'prs', label: 'PRs', component: PrsAdminPage, tile: 'Personal records, linked to races', menu: true, group: 'results' },
  { id: 'courses', label: 'Races', component: RacesAdminPage, tile: 'Results and race reports', menu: true, group: 'results' },
  { id: 'upcoming', label: 'Upcoming', component: UpcomingAdminPage, tile: 'Next races with countdown', menu: true, group: 'results' },
  { id: 'training-profile', label: 'Training profile', component: TrainingProfileAdminPage, tile: 'Mileage, interview and gallery', menu: true, group: 'results' },
  {
    id: 'coach',
    label: 'Coach note',
    component: CoachAdminPage,
    tile: 'Coach note and invite link',
    menu: true,
    group: 'recruiting',
    badge: { count: async () => (await fetchAdminCoachNotes()).items.filter((n) => n.source === 'invite' && !n.active).length, label: (n) => `${n} to review` },
  },
  { id: 'inbox', label: 'Inbox', component: InboxAdminPage, tile: 'Messages from the Contact page', menu: true, group: 'recruiting', badge: { count: fetchUnreadCount, label: (n) => `${n} unread` } },
  { id: 'links', label: 'College links', component: LinksAdminPage, tile: 'A link per program, with its visits', menu: true, group: 'recruiting' },
  { id: 'email-kit', label: 'Coach e-mail', component: EmailKitAdminPage, tile: 'A ready e-mail for college coaches', menu: true, group: 'recruiting' },
  { id: 'universities', label: 'Universities', component: UniversitiesAdminPage, tile: 'Favorite universities', menu: true, group: 'recruiting' },
  { id: 'followed', label: 'Followed athletes', component: FollowedAdminPage, tile: 'Athletes I follow', menu: true, group: 'community' },
  { id: 'socials', label: 'Socials', component: SocialsAdminPage, tile: 'Social links', menu: true, group: 'site' },
  { id: 'cheers', label: 'Cheers', component: CheersAdminPage, tile: 'Moderate messages', menu: true, group: 'community' },
  { id: 'team', label: 'Team', component: TeamAdminPage, tile: 'Team members carousel', menu: true, group: 'site' },
  { id: 'trainings', label: 'Trainings', component: TrainingsPlaceholder, menu: false, group: 'results' },
  { id: 'setup', label: 'Setup', component: SetupPage, menu: false, group: 'site' },
] as const satisfies readonly AdminScreen[];

/** The id of a known admin screen, so a link to one is checked by the compiler. */
export type AdminScreenId = (typeof ADMIN_SCREENS)[number]['id'];

/** The URL of an admin screen. */
export function adminPath(id: AdminScreenId): string {
  return `/admin/${id}`;
}
