import { beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../test/french';
import { setLocale } from '../../lib/i18n/i18n';
import { pickSpotlight, type CoachNote } from './coach.api';
import { coachMagazine, noteArticleHtml } from './coach-content';

// A note as a coach sends it through an invite: headline, photo and answers, no article.
const fromInvite: CoachNote = { id: 7, author: 'Coach Reyes', headline: 'Relentless and kind', qTraining: 'Never misses a <session>.', qHopes: 'State finals & beyond', active: true, articleHtml: '' };

// French is loaded on demand (the loaders the manifests name), as the app does before it speaks it.
beforeAll(loadFrench);

describe('coach spotlight', () => {
  it('shows a published note without an article, from the coach’s own answers', () => {
    expect(pickSpotlight([fromInvite])).toBe(fromInvite);
  });

  it('skips drafts and notes with nothing to say', () => {
    expect(pickSpotlight([{ ...fromInvite, active: false }, { id: 8, active: true, headline: ' ', articleHtml: '<p> </p>' }])).toBeUndefined();
  });

  it('reads the answers as a Q&A when there is no article, escaped', () => {
    expect(noteArticleHtml(fromInvite)).toBe('<h3>On training</h3><p>Never misses a &lt;session&gt;.</p><h3>My hopes</h3><p>State finals &amp; beyond</p>');
    expect(coachMagazine(fromInvite, 'Coach Note').title).toBe('Relentless and kind');
  });

  it('titles the answers and the magazine in French on a French site', () => {
    setLocale('fr');
    try {
      expect(noteArticleHtml(fromInvite)).toBe('<h3>Sur l’entraînement</h3><p>Never misses a &lt;session&gt;.</p><h3>Mes espoirs</h3><p>State finals &amp; beyond</p>');
      const magazine = coachMagazine(fromInvite, 'Le mot du coach');
      expect(magazine.byline).toBe('Par Coach Reyes');
      expect(magazine.tags).toContain('Lycée');
    } finally {
      setLocale('en');
    }
    expect(coachMagazine(fromInvite, 'Coach Note').byline).toBe('By Coach Reyes');
  });

  it('keeps the article when there is one', () => {
    expect(noteArticleHtml({ ...fromInvite, articleHtml: '<p>The full story.</p>' })).toBe('<p>The full story.</p>');
  });
});
