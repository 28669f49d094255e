import { describe, expect, it } from 'vitest';
import { keyOf } from './resource';

describe('keyOf', () => {
  it('matches a resource and its qualified keys, never a longer name', () => {
    expect(keyOf('race', 'race')).toBe(true);
    expect(keyOf('race', 'race:12')).toBe(true);
    expect(keyOf('race', 'races')).toBe(false);
    expect(keyOf('upcoming', 'upcoming:3')).toBe(true);
    expect(keyOf('coach-notes', 'coach')).toBe(false);
  });
});
