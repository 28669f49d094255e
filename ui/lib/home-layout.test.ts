import { describe, expect, it } from 'vitest';
import { arrangeSections } from './home-layout';

const sections = ['profile', 'prs', 'races', 'cheers', 'universities'].map((id) => ({ id }));
const ids = (list: Array<{ section: { id: string }; shown: boolean }>) => list.map((e) => (e.shown ? e.section.id : `(${e.section.id})`));

describe('arrangeSections', () => {
  it('keeps the built-in order, all shown, when the family never chose', () => {
    expect(ids(arrangeSections(sections, []))).toEqual(['profile', 'prs', 'races', 'cheers', 'universities']);
  });

  it("follows the family's order and marks the hidden ones", () => {
    const choices = [
      { id: 'prs', shown: true },
      { id: 'profile', shown: true },
      { id: 'universities', shown: false },
      { id: 'races', shown: true },
      { id: 'cheers', shown: true },
    ];
    expect(ids(arrangeSections(sections, choices))).toEqual(['prs', 'profile', '(universities)', 'races', 'cheers']);
  });

  it('puts a section the list does not name after the one before it in the built-in order, and drops unknown ids', () => {
    const choices = [
      { id: 'cheers', shown: true },
      { id: 'gone', shown: true },
      { id: 'profile', shown: false },
      { id: 'cheers', shown: false },
    ];
    // prs and races follow profile, universities follows cheers; the second cheers entry is ignored.
    expect(ids(arrangeSections(sections, choices))).toEqual(['cheers', 'universities', '(profile)', 'prs', 'races']);
  });

  it('puts an unnamed first section first', () => {
    expect(ids(arrangeSections(sections, [{ id: 'races', shown: true }]))).toEqual(['profile', 'prs', 'races', 'cheers', 'universities']);
  });
});
