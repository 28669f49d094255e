import { describe, expect, it } from 'vitest';
import { dateOfText, findDate } from './result-dates';

describe('dates of results pages and sheets', () => {
  it.each([
    ['2026-04-18', false, '2026-04-18'],
    ['4/18/2026', false, '2026-04-18'],
    ['05/04/2026', false, '2026-05-04'],
    ['05/04/2026', true, '2026-04-05'],
    ['18/04/2026', false, '2026-04-18'],
    ['18.04.26', true, '2026-04-18'],
    ['Saturday, April 18, 2026', false, '2026-04-18'],
    ['Apr 18 2026', false, '2026-04-18'],
    ['samedi 18 avril 2026', true, '2026-04-18'],
    ['1er févr. 2026', true, '2026-02-01'],
  ])('reads %s (day first: %s)', (text, dayFirst, iso) => {
    expect(dateOfText(text, dayFirst)).toBe(iso);
  });

  it('refuses what is no day, and finds a date inside a line', () => {
    expect(dateOfText('2026-02-30')).toBeUndefined();
    expect(dateOfText('last fall')).toBeUndefined();
    expect(dateOfText('4/18/2026 Spring Invitational')).toBeUndefined();
    expect(findDate('Spring Invitational - 4/18/2026')).toEqual({ iso: '2026-04-18', index: 22, text: '4/18/2026' });
  });
});
