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
  /** What waits for the admin there (unread messages, notes to review), shown as a badge. */
  badge?: { count: () => Promise<number>; label: (n: number) => string };
}

/**
 * Every admin screen, in menu and dashboard order. Adding a screen is one entry here: the side
 * menu, the dashboard tiles and the routes are all drawn from this list.
 */
export const ADMIN_SCREENS = [
  { id: 'settings', label: 'Settings', component: SettingsPage, tile: 'Hero, titles, palette and hero video', menu: true },
  { id: 'profile', label: 'Athlete profile', component: ProfileAdminPage, tile: 'Facts for recruiters, academics and contacts', menu: true },
  { id: 'press', label: 'Press', component: PressAdminPage, tile: 'Articles and interviews', menu: true },
  { id: 'prs', label: 'PRs', component: PrsAdminPage, tile: 'Personal records, linked to races', menu: true },
  { id: 'courses', label: 'Races', component: RacesAdminPage, tile: 'Results and race reports', menu: true },
  { id: 'upcoming', label: 'Upcoming', component: UpcomingAdminPage, tile: 'Next races with countdown', menu: true },
  { id: 'training-profile', label: 'Training profile', component: TrainingProfileAdminPage, tile: 'Mileage, interview and gallery', menu: true },
  {
    id: 'coach',
    label: 'Coach note',
    component: CoachAdminPage,
    tile: 'Coach note and invite link',
    menu: true,
    badge: { count: async () => (await fetchAdminCoachNotes()).items.filter((n) => n.source === 'invite' && !n.active).length, label: (n) => `${n} to review` },
  },
  { id: 'inbox', label: 'Inbox', component: InboxAdminPage, tile: 'Messages from the Contact page', menu: true, badge: { count: fetchUnreadCount, label: (n) => `${n} unread` } },
  { id: 'links', label: 'College links', component: LinksAdminPage, tile: 'A link per program, with its visits', menu: true },
  { id: 'email-kit', label: 'Coach e-mail', component: EmailKitAdminPage, tile: 'A ready e-mail for college coaches', menu: true },
  { id: 'universities', label: 'Universities', component: UniversitiesAdminPage, tile: 'Favorite universities', menu: true },
  { id: 'followed', label: 'Followed athletes', component: FollowedAdminPage, tile: 'Athletes I follow', menu: true },
  { id: 'socials', label: 'Socials', component: SocialsAdminPage, tile: 'Social links', menu: true },
  { id: 'cheers', label: 'Cheers', component: CheersAdminPage, tile: 'Moderate messages', menu: true },
  { id: 'team', label: 'Team', component: TeamAdminPage, tile: 'Team members carousel', menu: true },
  { id: 'trainings', label: 'Trainings', component: TrainingsPlaceholder, menu: false },
  { id: 'setup', label: 'Setup', component: SetupPage, menu: false },
] as const satisfies readonly AdminScreen[];

/** The id of a known admin screen, so a link to one is checked by the compiler. */
export type AdminScreenId = (typeof ADMIN_SCREENS)[number]['id'];

/** The URL of an admin screen. */
export function adminPath(id: AdminScreenId): string {
  return `/admin/${id}`;
}
