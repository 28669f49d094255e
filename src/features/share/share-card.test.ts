import { describe, expect, it } from 'vitest';
import { progressionSparkPath } from '../charts';
import { renderShareCardSvg, shareCardHash, SPARK, type ShareCardInput } from './share-card';

const pr: ShareCardInput = { kind: 'pr', name: 'Owen Hartley', eyebrow: 'Class of 2027', event: '5K XC personal record', mark: '15:38', details: 'Hillcrest Park', host: 'owen.test', colors: { from: '#7c3aed', via: '#2563eb', to: '#10b981' } };

describe('PR share card', () => {
  it('draws the progression beside the mark, and a new card name when it changes', () => {
    const spark = progressionSparkPath([{ date: '2025-10-01', value: 961_400 }, { date: '2026-11-11', value: 938_000 }], 'time', SPARK.width, SPARK.height, 14)!;
    const svg = renderShareCardSvg({ ...pr, spark }, false);
    expect(svg).toContain('PROGRESSION');
    expect(svg).toContain(`d="${spark}"`);
    expect(renderShareCardSvg(pr, false)).not.toContain('PROGRESSION');
    expect(shareCardHash({ ...pr, spark })).not.toBe(shareCardHash(pr));
  });
});
