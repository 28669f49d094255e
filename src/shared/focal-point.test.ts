import { describe, expect, it } from 'vitest';
import { coverCrop, focusOf, objectPositionOf, withFocus, withoutFocus } from './focal-point';

describe('focal points in image URLs', () => {
  it('reads, writes and removes the point a URL carries', () => {
    const url = '/media/img/abc-master.jpg';
    expect(focusOf(url)).toBeUndefined();
    expect(withFocus(url, { x: 30.4, y: 12.6 })).toBe('/media/img/abc-master.jpg#focus=30,13');
    expect(focusOf('/media/img/abc-master.jpg#focus=30,13')).toEqual({ x: 30, y: 13 });
    expect(withFocus('/media/img/abc-master.jpg#focus=30,13', { x: 120, y: -4 })).toBe('/media/img/abc-master.jpg#focus=100,0');
    // The centre is the default: no fragment for it, and none left when the point is removed.
    expect(withFocus('/media/img/abc-master.jpg#focus=30,13', { x: 50, y: 50 })).toBe(url);
    expect(withFocus('/media/img/abc-master.jpg#focus=30,13', undefined)).toBe(url);
    expect(withoutFocus('/media/img/abc-master.jpg#focus=30,13')).toBe(url);
    expect(withFocus('', { x: 10, y: 10 })).toBe('');
    expect(focusOf('/media/img/abc-master.jpg#focus=300,13')).toBeUndefined();
    expect(focusOf(null)).toBeUndefined();
  });

  it('gives the CSS object-position, none for the centre', () => {
    expect(objectPositionOf('/media/img/abc-master.jpg#focus=30,13')).toBe('30% 13%');
    expect(objectPositionOf('/media/img/abc-master.jpg')).toBeUndefined();
  });

  it('crops as object-fit: cover with that object-position does, the point always inside', () => {
    // A portrait 1000×1500 in a 1200×630 card: scaled to 1200×1800, a face at 20% down stays in.
    const crop = coverCrop(1000, 1500, 1200, 630, { x: 50, y: 20 });
    expect(crop).toEqual({ scaledWidth: 1200, scaledHeight: 1800, left: 0, top: 234 });
    const faceY = 0.2 * 1800;
    expect(faceY).toBeGreaterThanOrEqual(crop.top);
    expect(faceY).toBeLessThanOrEqual(crop.top + 630);
    expect(coverCrop(1000, 1500, 1200, 630, { x: 50, y: 0 }).top).toBe(0);
    expect(coverCrop(1000, 1500, 1200, 630, { x: 50, y: 100 }).top).toBe(1170);
    expect(coverCrop(3000, 1000, 1200, 630, { x: 100, y: 50 })).toEqual({ scaledWidth: 1890, scaledHeight: 630, left: 690, top: 0 });
  });
});
