import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../../src/features/links/links.schema';
import { emptyLinkForm, linkFormErrors, linkFormToInput } from './link-form';
import { linkUrl } from './links-admin.api';
import { sparklinePoints } from './Sparkline';

describe('link form', () => {
  it('asks for a label; a blank code is fine (the server makes one up)', () => {
    expect(linkFormErrors(emptyLinkForm())).toEqual({ label: LINK_MESSAGES.label });
    expect(linkFormErrors({ label: 'Stanford XC', code: '' })).toEqual({});
    expect(linkFormToInput({ label: ' Stanford XC ', code: '' })).toEqual({ label: 'Stanford XC', code: undefined });
  });

  it("checks a typed code with the API's own rule and message", () => {
    expect(linkFormErrors({ label: 'Yale', code: 'Yale-XC' })).toEqual({});
    expect(linkFormToInput({ label: 'Yale', code: ' Yale-XC ' }).code).toBe('yale-xc');
    for (const code of ['ab', 'yale xc', '-yale', 'yale-', 'yale_xc', 'x'.repeat(33)]) expect(linkFormErrors({ label: 'Yale', code }), code).toEqual({ code: LINK_MESSAGES.code });
  });

  it('gives the full address of a link on this site', () => {
    expect(linkUrl('/?via=stanford-xc', 'https://owen.example.com')).toBe('https://owen.example.com/?via=stanford-xc');
  });
});

describe('sparkline', () => {
  it('spreads the days across the width and scales the busiest day to the top', () => {
    expect(sparklinePoints([0, 2, 1], 24, 12)).toBe('2.0,10.0 12.0,2.0 22.0,6.0');
  });

  it('draws a month without visits as a flat line at the bottom', () => {
    const ys = new Set(sparklinePoints(Array(30).fill(0), 120, 28).split(' ').map((p) => p.split(',')[1]));
    expect([...ys]).toEqual(['26.0']);
  });
});
