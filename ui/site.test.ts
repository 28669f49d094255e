import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../src/shared/settings-defaults';
import { loadAdminParts, orderScreens } from './admin/admin-area';
import { UI_FEATURES } from './features';
import { coachFeature } from './features/coach';
import { racesFeature } from './features/races';
import { loadLocale, setLocale } from './lib/i18n/i18n';
import { ownText, partOfHref } from './lib/sections';
import { sectionsOf } from './home/home-groups';
import { NAV_ANCHORS, NAV_PAGES, PUBLIC_PAGES, registerFeatures } from './site';

// French is loaded on demand (each manifest's `french`), as the app does before it speaks it.
beforeAll(() => {
  registerFeatures();
  return loadLocale('fr');
});

const parts = UI_FEATURES.flatMap((f) => f.parts ?? []);
const prompt = (key: string) => parts.find((p) => p.key === key)!.prompt;

describe('the part a link leads to', () => {
  it('knows home anchors and pages that can be empty, and nothing else', () => {
    expect(partOfHref('#prs')).toBe('prs');
    expect(partOfHref('/#recent')).toBe('races');
    expect(partOfHref('/courses')).toBe('races');
    expect(partOfHref('/coach/')).toBe('coach');
    expect(partOfHref('#support')).toBeUndefined();
    expect(partOfHref('/contact')).toBeUndefined();
    expect(partOfHref('https://example.org/#prs')).toBeUndefined();
  });

  it('sends the admin of every empty part to its own admin screen', async () => {
    const screens = orderScreens(await loadAdminParts()).map((s) => `/admin/${s.id}`);
    expect(parts.length).toBeGreaterThan(0);
    for (const p of parts) expect(screens).toContain(p.prompt.href);
  });

  it('words the prompt in the UI’s language when it is read', () => {
    expect(prompt('prs').action).toBe('Add your first PR');
    setLocale('fr');
    try {
      expect(prompt('prs').action).toBe('Ajoute ton premier record');
      expect(prompt('races').empty).toBe('Pas encore de course.');
    } finally {
      setLocale('en');
    }
  });
});

describe('the hero texts a visitor sees', () => {
  it('are the athlete’s own, never the built-in placeholders', () => {
    expect(ownText(DEFAULT_SETTINGS, 'heroTitle')).toBe('');
    expect(ownText(DEFAULT_SETTINGS, 'heroSubtitle')).toBe('');
    expect(ownText({ ...DEFAULT_SETTINGS, heroTitle: 'Maya Lindqvist' }, 'heroTitle')).toBe('Maya Lindqvist');
  });
});

describe('the site built from the manifests', () => {
  it('routes every public page of the features', () => {
    expect(PUBLIC_PAGES.map((p) => p.path).sort()).toEqual(['/coach', '/coach/invite/:token', '/contact', '/courses', '/courses/:id', '/follow/confirm', '/prs', '/socials', '/support', '/team', '/training', '/unsubscribe']);
    // The invite form is its own chunk: its manifest gives a loader, not the component.
    expect(coachFeature.pages?.find((p) => p.path === '/coach/invite/:token')).not.toHaveProperty('component');
  });

  it('puts the nav’s links in their order', () => {
    expect(NAV_ANCHORS.map((l) => l.href)).toEqual(['#prs', '#recent', '#press', '#coach', '#support']);
    expect(NAV_PAGES.map((l) => l.href)).toEqual(['/training', '/courses', '/prs', '/team', '/coach', '/socials', '/support', '/contact']);
  });

  it('groups the home page’s sections in their order', () => {
    const names = (group: Parameters<typeof sectionsOf>[0]) => sectionsOf(group).map((s) => s.component.name);
    expect(names('top')).toEqual(['ProfileCard']);
    expect(names('records')).toEqual(['PrSection', 'Upcoming', 'RecentRaces']);
    expect(names('training')).toEqual(['TrainingSection', 'TeamSection']);
    expect(names('support')).toEqual(['CheerSection', 'PressSection', 'FollowSection']);
    expect(names('coach')).toEqual(['CoachSection', 'Universities', 'FollowedAthletes', 'SocialsSection']);
    expect(racesFeature.home?.[0]?.title?.field).toBe('titleRaces');
  });
});
