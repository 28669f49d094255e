import type { HomeSectionChoice } from '../../src/shared/settings-defaults';
import { settings } from './settings';

// The family's order of the home page's sections and the ones it hides (Settings → Home page),
// stored on the server with the settings (`homeSections`). The features declare their sections
// in their manifests; the app hands the list here once (ui/site.ts), in the built-in order, so the
// settings screen, the home page and the nav's anchors read one answer.

/** A home section as the family's list shows it: its id and its name in the UI's language. */
export interface HomeSectionEntry {
  id: string;
  name: () => string;
  /** The id of its element, the anchor of links to it (`recent`). */
  anchor: string;
}

let entries: readonly HomeSectionEntry[] = [];

/** Takes the home sections in their built-in order (once, as the app starts). */
export function setHomeSections(list: readonly HomeSectionEntry[]): void {
  entries = list;
}

/** Every home section in the built-in order. */
export function homeSectionEntries(): readonly HomeSectionEntry[] {
  return entries;
}

/**
 * The sections in the family's order, each with whether visitors see it. A section the stored list
 * does not name (a feature added since, or a list never saved) keeps its built-in place: right after
 * the section that comes before it in the built-in order. Ids the app does not know are dropped.
 */
export function arrangeSections<T extends { id: string }>(sections: readonly T[], choices: readonly HomeSectionChoice[]): Array<{ section: T; shown: boolean }> {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const out: Array<{ section: T; shown: boolean }> = [];
  const placed = new Set<string>();
  for (const c of choices) {
    const section = byId.get(c.id);
    if (!section || placed.has(c.id)) continue;
    placed.add(c.id);
    out.push({ section, shown: c.shown });
  }
  sections.forEach((section, i) => {
    if (placed.has(section.id)) return;
    const before = sections.slice(0, i).findLast((s) => placed.has(s.id));
    const at = before ? out.findIndex((e) => e.section.id === before.id) + 1 : 0;
    out.splice(at, 0, { section, shown: true });
    placed.add(section.id);
  });
  return out;
}

/** True when the family hid this home section. */
function isHomeSectionHidden(id: string): boolean {
  return settings.value.homeSections.some((c) => c.id === id && !c.shown);
}

/** True for a link into a home section the family hid (`#recent`, `/#recent`): it would lead nowhere. */
export function leadsToHiddenSection(href: string): boolean {
  const anchor = /^\/?#([a-z][a-z0-9-]*)$/.exec(href.trim())?.[1];
  return !!anchor && entries.some((e) => e.anchor === anchor && isHomeSectionHidden(e.id));
}
