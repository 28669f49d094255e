import { signal } from '@preact/signals-react';
import { editMode } from '../../lib/auth';
import { onResource, readResource } from '../../lib/resource';
import { settings } from '../../lib/settings';
import { ownSettingsText, type OwnTextField, type SiteSettingsValues } from '../../../src/shared/settings-defaults';
import { fetchCoachNotes, pickSpotlight, type CoachNote } from '../coach/coach.api';
import { fetchFollowed } from '../followed/followed.api';
import { fetchPress } from '../press/press.api';
import { fetchPrs } from '../prs/prs.api';
import { fetchRaces } from '../races/races.api';
import { fetchSocials, type SocialLink } from '../socials/socials.api';
import { fetchTeam, type TeamMember } from '../team/team.api';
import { fetchTraining } from '../training/training.api';
import { hasTraining } from '../training/training-content';
import { fetchUniversities } from '../universities/universities.api';
import { fetchUpcoming } from '../upcoming/upcoming.api';
import { t } from './home.messages';

// Which parts of the site have content. A visitor never meets an empty section: the section, its
// nav entry and the links to it are left out. The admin meets the same place as a prompt to add
// the first item. Nav and links ask here; each section decides from its own data.

/** A part of the site that can be empty. */
export type SectionKey = 'prs' | 'races' | 'upcoming' | 'training' | 'team' | 'press' | 'coach' | 'universities' | 'followed' | 'socials';

interface Probe {
  /** The resource cache key the section itself reads, so a probe never costs a second request. */
  cacheKey: string;
  load: () => Promise<unknown>;
  staleMs?: number;
  has: (data: unknown) => boolean;
}

const nonEmpty = (data: unknown) => Array.isArray(data) && data.length > 0;

/** True when a social link would be shown (active, an http(s) address). */
export const isShownSocial = (l: SocialLink) => l.active !== false && /^https?:\/\//i.test(l.url.trim());
/** The team members shown to visitors. */
export const activeMembers = (team: TeamMember[]) => team.filter((m) => m.active !== false);

const PROBES: Record<SectionKey, Probe> = {
  prs: { cacheKey: 'prs', load: fetchPrs, has: nonEmpty },
  races: { cacheKey: 'races', load: fetchRaces, has: nonEmpty },
  upcoming: { cacheKey: 'upcoming:3', load: () => fetchUpcoming(3), staleMs: 60_000, has: nonEmpty },
  training: { cacheKey: 'training', load: fetchTraining, has: (d) => hasTraining(d as Parameters<typeof hasTraining>[0]) },
  team: { cacheKey: 'team', load: fetchTeam, has: (d) => Array.isArray(d) && activeMembers(d as TeamMember[]).length > 0 },
  press: { cacheKey: 'press', load: fetchPress, has: nonEmpty },
  coach: { cacheKey: 'coach-notes', load: fetchCoachNotes, has: (d) => Array.isArray(d) && !!pickSpotlight(d as CoachNote[]) },
  universities: { cacheKey: 'universities', load: fetchUniversities, has: nonEmpty },
  followed: { cacheKey: 'followed', load: fetchFollowed, has: nonEmpty },
  socials: { cacheKey: 'socials', load: fetchSocials, has: (d) => Array.isArray(d) && (d as SocialLink[]).some(isShownSocial) },
};

/** What is known of each part: true (has content), false (empty), missing (not asked yet). */
export const sectionContent = signal<Partial<Record<SectionKey, boolean>>>({});

function record(key: SectionKey, data: unknown): void {
  const has = PROBES[key].has(data);
  if (sectionContent.value[key] !== has) sectionContent.value = { ...sectionContent.value, [key]: has };
}

if (typeof window !== 'undefined') {
  for (const key of Object.keys(PROBES) as SectionKey[]) onResource(PROBES[key].cacheKey, (data) => record(key, data));
}

/** Asks (through the shared cache) whether these parts have content; a failed read leaves them unknown. */
export function probeSections(keys: readonly SectionKey[]): void {
  for (const key of keys) {
    const p = PROBES[key];
    readResource(p.cacheKey, p.load, p.staleMs).then(
      (data) => record(key, data),
      () => undefined,
    );
  }
}

/**
 * True when a link to these parts may be shown: always to the admin (it leads to the prompt), and to
 * a visitor unless every one of them is known to be empty. Unknown counts as content, so a site
 * with content never sees its nav change while the answers arrive.
 */
export function mayLinkTo(...keys: SectionKey[]): boolean {
  if (editMode.value) return true;
  return keys.some((k) => sectionContent.value[k] !== false);
}

/** The admin screen that adds the first item of an empty part, and the prompt's words. */
export interface AddPromptText {
  href: string;
  action: string;
  why: string;
  empty: string;
}

/** A part's prompt: its words are looked up when read, in the UI's language of the moment. */
function addPrompt(part: SectionKey, href: string): AddPromptText {
  return {
    href,
    get action() {
      return t(`prompt.${part}.action`);
    },
    get why() {
      return t(`prompt.${part}.why`);
    },
    get empty() {
      return t(`prompt.${part}.empty`);
    },
  };
}

/**
 * The admin's prompt for each empty part: the original client's empty-state line (`empty`, which
 * visitors no longer see: an empty part is left out for them), why it matters, and the editor.
 */
export const ADD_PROMPTS: Record<SectionKey, AddPromptText> = {
  prs: addPrompt('prs', '/admin/prs'),
  races: addPrompt('races', '/admin/courses'),
  upcoming: addPrompt('upcoming', '/admin/upcoming'),
  training: addPrompt('training', '/admin/training-profile'),
  team: addPrompt('team', '/admin/team'),
  press: addPrompt('press', '/admin/press'),
  coach: addPrompt('coach', '/admin/coach'),
  universities: addPrompt('universities', '/admin/universities'),
  followed: addPrompt('followed', '/admin/followed'),
  socials: addPrompt('socials', '/admin/socials'),
};

/** A hero text (name, class line), or '' while it is still the built-in placeholder. */
export function ownText(s: SiteSettingsValues, field: OwnTextField): string {
  return ownSettingsText(s, field);
}

/** The athlete's name as the site shows it ('' until the admin gave one). */
export function athleteName(): string {
  return ownText(settings.value, 'heroTitle');
}

/** The part each home anchor and page address shows. */
const LINK_PARTS: Record<string, SectionKey> = {
  prs: 'prs',
  recent: 'races',
  upcoming: 'upcoming',
  training: 'training',
  team: 'team',
  press: 'press',
  coach: 'coach',
  universities: 'universities',
  followed: 'followed',
  socials: 'socials',
  '/prs': 'prs',
  '/courses': 'races',
  '/training': 'training',
  '/team': 'team',
  '/coach': 'coach',
};

/** The part a link leads to (`#prs`, `/#recent`, `/courses`…), if it leads to one that can be empty. */
export function partOfHref(href: string): SectionKey | undefined {
  const v = href.trim();
  const anchor = /^\/?#([a-z][a-z0-9-]*)$/.exec(v)?.[1];
  return anchor ? LINK_PARTS[anchor] : LINK_PARTS[v.replace(/\/+$/, '')];
}

/** True when a link may be shown: it leads nowhere that can be empty, or there is content there. */
export function mayLinkToHref(href: string): boolean {
  const part = partOfHref(href);
  return !part || mayLinkTo(part);
}
