import { describe, expect, it } from 'vitest';
import { FIELDS, formatTimeMs, isEmailAddress, isIsoDate, isSafeLinkUrl, linkList, normalizeLink, optionalHttpUrl, optionalLink, parseTimeToMs, requiredLink } from './fields';

describe('parseTimeToMs', () => {
  it.each([
    ['15:38', 938_000],
    ['9:42', 582_000],
    ['9:42.50', 582_500],
    ['9:42,50', 582_500],
    ['9:42.5', 582_500],
    ['4:21.35', 261_350],
    [' 0:59.99 ', 59_990],
    ['65:00', 3_900_000],
    ['1:02:03', 3_723_000],
    ['1:02:03.40', 3_723_400],
  ])('%s is %d ms', (input, ms) => {
    expect(parseTimeToMs(input)).toBe(ms);
  });

  it.each(['', '15', '15:3', '15:60', '9:42.', '9:42.123', 'abc', '0:00', '0:00.00', '-1:00', '1:60:00', '9:42:', '9.42', '15:38 PM'])('%j is invalid', (input) => {
    expect(parseTimeToMs(input)).toBeUndefined();
  });
});

describe('formatTimeMs', () => {
  it.each([
    [938_000, '15:38'],
    [582_500, '9:42.50'],
    [261_350, '4:21.35'],
    [59_990, '0:59.99'],
    [3_723_400, '1:02:03.40'],
    [582_504, '9:42.50'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatTimeMs(ms)).toBe(text);
  });

  it('round-trips every centisecond of a minute', () => {
    for (let cs = 1; cs < 6000; cs += 7) {
      const ms = 9 * 60_000 + cs * 10;
      expect(parseTimeToMs(formatTimeMs(ms))).toBe(ms);
    }
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('2026/01/01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
  });
});

describe('isSafeLinkUrl', () => {
  it.each(['https://example.com/a', 'http://example.com', '/courses/1', '#prs', './x', '?q=1'])('accepts %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', '/\\evil.example', 'ftp://x.example', 'vbscript:x', '', '   ', 'http://', '/a b'])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe('normalizeLink and the link fields', () => {
  it.each([
    ['instagram.com/name', 'https://instagram.com/name'],
    ['  www.strava.com/athletes/1 ', 'https://www.strava.com/athletes/1'],
    ['example.org', 'https://example.org'],
    ['example.org:8443/x?y=1#z', 'https://example.org:8443/x?y=1#z'],
    ['https://instagram.com/name', 'https://instagram.com/name'],
    ['http://old.example.com', 'http://old.example.com'],
    ['/media/a.jpg', '/media/a.jpg'],
    ['#top', '#top'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['JavaScript:alert(1)', 'JavaScript:alert(1)'],
    ['data:text/html,hi', 'data:text/html,hi'],
    ['//evil.example', '//evil.example'],
    ['mailto:coach@example.org', 'mailto:coach@example.org'],
    ['not a link', 'not a link'],
    ['localhost', 'localhost'],
  ])('%j becomes %j', (input, out) => {
    expect(normalizeLink(input)).toBe(out);
  });

  it('fixes a bare host in every kind of link field, and still refuses javascript:', () => {
    for (const schema of [optionalLink(), optionalHttpUrl(), requiredLink(FIELDS.code.httpUrl)]) {
      expect(schema.parse('instagram.com/name')).toBe('https://instagram.com/name');
      expect(schema.safeParse('javascript:alert(1)').success).toBe(false);
    }
    expect(linkList(FIELDS.code.httpUrl, 3).parse(['example.org/a.jpg', '/media/b.jpg'])).toEqual(['https://example.org/a.jpg', '/media/b.jpg']);
    expect(linkList(FIELDS.code.httpUrl, 3).safeParse(['javascript:alert(1)']).success).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it.each(['pat@example.org', 'o\'brien+xc@mail.example.co.uk', 'jose.garcia@exemple.fr', 'zoë@exemple.fr', 'a_b-c@x-y.example'])('accepts %s', (v) => {
    expect(isEmailAddress(v)).toBe(true);
  });

  it.each([
    'a)/S/JavaScript/JS(app.alert(1)//@x.co',
    '(comment)pat@example.org',
    'pat @example.org',
    '"pat"@example.org',
    'pat<x>@example.org',
    'pat@exa\u0000mple.org',
    'pat@example.org\n',
    'pat\\@example.org',
    'pat@example',
    '.pat@example.org',
    'pat..doe@example.org',
    'pat@-example.org',
    'pat@example..org',
    'pat@@example.org',
    'pat;x@example.org',
    'pat@example.org\u202e',
  ])('refuses %j', (v) => {
    expect(isEmailAddress(v)).toBe(false);
  });
});
