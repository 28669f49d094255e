import { describe, expect, it } from 'vitest';
import { eventKind, formatMark, isBetterMark, parseDistance, parseMark } from './marks';

describe('marks', () => {
  it('tells timed events from jumps and throws by name', () => {
    for (const e of ['5K XC', '3200m', '1600m', '400m hurdles', '4x400 relay', 'Half marathon']) expect(eventKind(e), e).toBe('time');
    for (const e of ['Long jump', 'Triple Jump', 'High jump', 'Pole vault', 'Shot put', 'Discus', 'Javelin throw', 'Hammer', 'Weight throw', 'LJ', 'PV']) expect(eventKind(e), e).toBe('distance');
  });

  it('parses times, including seconds alone for sprints', () => {
    expect(parseMark('15:38', 'time')).toEqual({ kind: 'time', value: 938_000 });
    expect(parseMark('9:42.50', 'time')).toEqual({ kind: 'time', value: 582_500 });
    expect(parseMark('52.34', 'time')).toEqual({ kind: 'time', value: 52_340 });
    expect(parseMark('11.2s', 'time')).toEqual({ kind: 'time', value: 11_200 });
    for (const bad of ['', 'fast', '9:60', '0', '6.45m']) expect(parseMark(bad, 'time'), bad).toBeUndefined();
  });

  it('parses distances in metres and in feet and inches, to metres', () => {
    expect(parseDistance('6.45')).toBe(6.45);
    expect(parseDistance('6.45m')).toBe(6.45);
    expect(parseDistance('6,45 m')).toBe(6.45);
    expect(parseDistance('21-02.5')).toBe(6.464);
    expect(parseDistance("21' 2.5\"")).toBe(6.464);
    expect(parseDistance('21ft 2.5in')).toBe(6.464);
    expect(parseDistance('21’ 2½')).toBeUndefined();
    expect(parseDistance("45'")).toBe(13.716);
    for (const bad of ['', 'far', '0', '21-12', '-3', '6.45 km']) expect(parseDistance(bad), bad).toBeUndefined();
    expect(parseMark('21-02.5', 'distance')).toEqual({ kind: 'distance', value: 6.464 });
  });

  it('compares by kind: a lower time, a longer distance', () => {
    expect(isBetterMark('time', 938_000, 947_200)).toBe(true);
    expect(isBetterMark('time', 947_200, 938_000)).toBe(false);
    expect(isBetterMark('distance', 6.45, 6.3)).toBe(true);
    expect(isBetterMark('distance', 6.3, 6.45)).toBe(false);
    expect(isBetterMark('time', 938_000, 938_000)).toBe(false);
  });

  it('formats both kinds', () => {
    expect(formatMark({ kind: 'time', value: 582_500 })).toBe('9:42.50');
    expect(formatMark({ kind: 'distance', value: 6.464 })).toBe('6.46 m');
  });
});
