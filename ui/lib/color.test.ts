import { describe, expect, it } from 'vitest';
import { toColorInputValue } from './color';

describe('toColorInputValue', () => {
  it('gives #rrggbb: kept, expanded from #rgb, black for anything else', () => {
    expect(toColorInputValue('#AbC')).toBe('#aabbcc');
    expect(toColorInputValue(' #7C3AED ')).toBe('#7c3aed');
    expect(toColorInputValue('nope')).toBe('#000000');
  });
});
