import { describe, expect, it } from 'vitest';
import { absoluteInviteUrl, articleFromAnswers, coachFormProblems, coachFormToInput, countSentences, emptyCoachForm, isEmail } from './coach-form';

const valid = { ...emptyCoachForm(), author: 'Coach Dana', headline: 'Maya works hard. She leads by example.', photoUrl: '/media/c.webp', articleHtml: '<p>Text</p>' };

describe('coach note editor', () => {
  it('counts sentences', () => {
    expect(countSentences('One. Two! Three?')).toBe(3);
    expect(countSentences('Only one sentence here')).toBe(1);
    expect(countSentences('  ')).toBe(0);
    expect(countSentences('She ran 4:58.10 at state. Then she won.')).toBe(2);
  });

  it('lists every problem for "Cannot save"', () => {
    expect(coachFormProblems(emptyCoachForm())).toEqual(['Coach name is required.', 'Headline is required.', 'Coach photo is required.', 'Article is required.']);
    expect(coachFormProblems({ ...valid, headline: 'Just one.' })).toEqual(['Headline should be 2 to 3 sentences. It has 1.']);
    expect(coachFormProblems({ ...valid, headline: 'A. B. C. D.' })).toEqual(['Headline should be 2 to 3 sentences. It has 4.']);
    expect(coachFormProblems({ ...valid, headline: 'Just one.' }, 'fr')).toEqual(['L’accroche doit faire 2 à 3 phrases. Elle en a 1.']);
    expect(coachFormProblems({ ...valid, articleHtml: '<p> </p>' })).toEqual(['Article is required.']);
    expect(coachFormProblems(valid)).toEqual([]);
    expect(coachFormProblems({ ...valid, photoUrl: 'javascript:alert(1)', gallery: ['data:x', '', '', ''] })).toEqual(['Images must be relative or http(s) URLs.']);
    expect(coachFormProblems({ ...valid, photoUrl: 'cdn.example.org/coach.jpg' })).toEqual([]);
  });

  it('sends trimmed fields, blank gallery slots removed, empty hero and contact cleared', () => {
    const input = coachFormToInput({ ...valid, gallery: ['/media/1.webp', '', ' ', '/media/4.webp'], contact: ' ' });
    expect(input.gallery).toEqual(['/media/1.webp', '/media/4.webp']);
    expect(input.contact).toBeNull();
    expect(input.heroImageUrl).toBeNull();
    expect(input.active).toBe(true);
  });

  it('starts an article from the answers, escaped', () => {
    const html = articleFromAnswers({ about: 'Head coach <b>since</b> 2022.', qTraining: 'Never misses.\n\nAlways early.', qHopes: '' });
    expect(html).toBe('<p>Head coach &lt;b&gt;since&lt;/b&gt; 2022.</p>\n<h3>Training</h3>\n<p>Never misses.</p>\n<p>Always early.</p>');
  });

  it('checks e-mails and makes invite links absolute', () => {
    expect(isEmail('coach@example.org')).toBe(true);
    expect(isEmail('coach@')).toBe(false);
    expect(absoluteInviteUrl('/coach/invite/abc', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/coach/invite/abc');
    expect(absoluteInviteUrl('https://site.example/coach/invite/abc', 'http://127.0.0.1')).toBe('https://site.example/coach/invite/abc');
  });
});
