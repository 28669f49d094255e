import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, setLocale } from '../../lib/i18n/i18n';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings-defaults';
import { ADD_PROMPTS, ownText, partOfHref } from './sections';

// French is loaded on demand (ui/lib/i18n/french.ts), as the app does before it speaks it.
beforeAll(() => loadLocale('fr'));

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

  it('sends the admin of every empty part to its own admin screen', () => {
    for (const p of Object.values(ADD_PROMPTS)) expect(p.href).toMatch(/^\/admin\/[a-z-]+$/);
  });

  it('words the prompt in the UI’s language when it is read', () => {
    expect(ADD_PROMPTS.prs.action).toBe('Add your first PR');
    setLocale('fr');
    try {
      expect(ADD_PROMPTS.prs.action).toBe('Ajoute ton premier record');
      expect(ADD_PROMPTS.races.empty).toBe('Pas encore de course.');
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
