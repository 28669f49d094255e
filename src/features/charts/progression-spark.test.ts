import { describe, expect, it } from 'vitest';
import { progressionSparkPath } from './progression-svg';

/** The points of a path made of M/L commands. */
const pointsOf = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

describe('progression sparkline', () => {
  it('draws oldest to latest, a faster time higher, inside its box', () => {
    const d = progressionSparkPath([{ date: '2026-11-11', value: 938_000 }, { date: '2024-10-01', value: 1_008_000 }, { date: '2025-10-20', value: 961_400 }], 'time', 96, 22)!;
    const pts = pointsOf(d);
    expect(pts.map((p) => p.x)).toEqual([...pts.map((p) => p.x)].sort((a, b) => a - b));
    expect(pts[0]!.y).toBeGreaterThan(pts[1]!.y);
    expect(pts[1]!.y).toBeGreaterThan(pts[2]!.y);
    expect(pts.every((p) => p.x >= 0 && p.x <= 96 && p.y >= 0 && p.y <= 22)).toBe(true);
  });

  it('puts a longer jump higher, and needs two results', () => {
    const pts = pointsOf(progressionSparkPath([{ date: '2026-04-01', value: 6.1 }, { date: '2026-05-01', value: 6.45 }], 'distance', 96, 22)!);
    expect(pts[1]!.y).toBeLessThan(pts[0]!.y);
    expect(progressionSparkPath([{ date: '2026-04-01', value: 6.1 }], 'distance', 96, 22)).toBeUndefined();
  });
});
