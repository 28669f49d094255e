import { signal } from '@preact/signals-react';
import { ownSettingsText, type OwnTextField, type SiteSettingsValues } from '../../src/shared/settings-defaults';
import { editMode } from './auth';
import { leadsToHiddenSection } from './home-layout';
import type { Translate } from './i18n/i18n';
import { onResource, readResource } from './resource';
import { settings } from './settings';

// Which parts of the site have content. A visitor never meets an empty section: the section, its
// nav entry and the links to it are left out. The admin meets the same place as a prompt to add
// the first item. Each feature declares its parts (`parts` in its manifest, ui/features/<x>/index.ts)
// and the app hands them here once (`addSectionParts`, ui/site.ts); the nav and the links ask here,
// each section decides from its own data.

/** The admin screen that adds the first item of an empty part, and the prompt's words. */
export interface AddPromptText {
  href: string;
  action: string;
  why: string;
  empty: string;
}

/** A part of the site that can be empty (`prs`, `races`…), as its feature declares it. */
export interface SectionPart<T = unknown> {
  /** Its name: what the nav, the links and the setup ask about. */
  key: string;
  /** The resource cache key the section itself reads, so a probe never costs a second request. */
  cacheKey: string;
  load: () => Promise<T>;
  staleMs?: number;
  /** True when the answer has something a visitor would see. */
  has: (data: T) => boolean;
  /** The home anchors (`#recent`) and the page addresses (`/courses`) that show it. */
  links: readonly string[];
  /** The signed-in admin's prompt in its place while it is empty. */
  prompt: AddPromptText;
}

/** A part, typed by its answer where it is declared and by nothing once listed with the others. */
export function sectionPart<T>(part: SectionPart<T>): SectionPart {
  return part as SectionPart;
}

/** True for a non-empty list. */
export const nonEmpty = (data: unknown): boolean => Array.isArray(data) && data.length > 0;

/** A part's prompt: its words (`prompt.action`, `prompt.why`, `prompt.empty`) are looked up when read, in the UI's language of the moment. */
export function addPrompt(href: string, t: Translate<'prompt.action' | 'prompt.why' | 'prompt.empty'>): AddPromptText {
  return {
    href,
    get action() {
      return t('prompt.action');
    },
    get why() {
      return t('prompt.why');
    },
    get empty() {
      return t('prompt.empty');
    },
  };
}

const parts = new Map<string, SectionPart>();
/** The part each home anchor (`#recent`) and page address (`/courses`) shows. */
const linkParts = new Map<string, string>();

/** What is known of each part: true (has content), false (empty), missing (not asked yet). */
export const sectionContent = signal<Partial<Record<string, boolean>>>({});

function record(key: string, data: unknown): void {
  const part = parts.get(key);
  if (!part) return;
  const has = part.has(data);
  if (sectionContent.value[key] !== has) sectionContent.value = { ...sectionContent.value, [key]: has };
}

/** Takes the parts the features declare (once, as the app starts; a part given again is kept once). */
export function addSectionParts(list: readonly SectionPart[]): void {
  for (const part of list) {
    const known = parts.has(part.key);
    parts.set(part.key, part);
    for (const link of part.links) linkParts.set(link, part.key);
    // A section's own read tells too: the nav learns a part is empty when the section loads it.
    if (!known && typeof window !== 'undefined') onResource(part.cacheKey, (data) => record(part.key, data));
  }
}

/**
 * Reads every part through `read` (a loader and its cache key) and answers which have content: the
 * server's render of a page, so its nav and footer link only where the app would. A failed read
 * leaves a part unknown (its links stay).
 */
export async function readSectionContent(read: (cacheKey: string, load: () => Promise<unknown>) => Promise<unknown>): Promise<Record<string, boolean>> {
  const known: Record<string, boolean> = {};
  await Promise.all(
    [...parts.values()].map((p) =>
      read(p.cacheKey, p.load).then(
        (data) => void (known[p.key] = p.has(data)),
        () => undefined,
      ),
    ),
  );
  return known;
}

/** Takes what the server's render knew of each part, so the browser's first render links to the same places. */
export function seedSectionContent(known: Record<string, boolean>): void {
  sectionContent.value = { ...known };
}

/** Asks (through the shared cache) whether these parts have content; a failed read leaves them unknown. */
export function probeSections(keys: readonly string[]): void {
  for (const key of keys) {
    const p = parts.get(key);
    if (!p) continue;
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
export function mayLinkTo(...keys: string[]): boolean {
  if (editMode.value) return true;
  return keys.some((k) => sectionContent.value[k] !== false);
}

/** The part a link leads to (`#prs`, `/#recent`, `/courses`…), if it leads to one that can be empty. */
export function partOfHref(href: string): string | undefined {
  const v = href.trim();
  const anchor = /^\/?#([a-z][a-z0-9-]*)$/.exec(v)?.[1];
  return anchor ? linkParts.get(`#${anchor}`) : linkParts.get(v.replace(/\/+$/, ''));
}

/** True when a link may be shown: it leads to no section the family hid, and nowhere that can be empty or there is content there. */
export function mayLinkToHref(href: string): boolean {
  if (leadsToHiddenSection(href)) return false;
  const part = partOfHref(href);
  return !part || mayLinkTo(part);
}

/** The parts whose content decides whether a nav link shows: the ones it names, else the part its address leads to. */
export function partsOfLink(link: { href: string; parts?: readonly string[] }): string[] {
  if (link.parts) return [...link.parts];
  const part = partOfHref(link.href);
  return part ? [part] : [];
}

/** True when a nav link may be shown: it leads to no section the family hid, and to no part that can be empty or one of its parts may have content. */
export function mayShowLink(link: { href: string; parts?: readonly string[] }): boolean {
  if (leadsToHiddenSection(link.href)) return false;
  const parts = partsOfLink(link);
  return !parts.length || mayLinkTo(...parts);
}

/** A hero text (name, class line), or '' while it is still the built-in placeholder. */
export function ownText(s: SiteSettingsValues, field: OwnTextField): string {
  return ownSettingsText(s, field);
}

/** The athlete's name as the site shows it ('' until the admin gave one). */
export function athleteName(): string {
  return ownText(settings.value, 'heroTitle');
}
