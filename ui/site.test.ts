import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../src/features/settings/settings.defaults';
import { loadAdminParts, orderScreens } from './admin/admin-area';
import { UI_FEATURES } from './features';
import { loadLocale, setLocale } from './lib/i18n/i18n';
import { ownText, partOfHref } from './lib/sections';
import { registerFeatures } from './site';

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
