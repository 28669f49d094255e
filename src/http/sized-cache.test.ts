import { describe, expect, it } from 'vitest';
import { SizedCache } from './sized-cache';

const cache = () => new SizedCache<string>({ maxBytes: 100, maxBytesPerTenant: 60 }, (v) => v.length);

describe('a cache bounded in bytes, overall and per tenant', () => {
  it('keeps entries until a tenant is over its share, then forgets that tenant’s least recently used', () => {
    const c = cache();
    c.set('a', 'a1', 'x'.repeat(20));
    c.set('a', 'a2', 'x'.repeat(20));
    c.set('b', 'b1', 'x'.repeat(30));
    expect(c.get('a1')).toBeDefined();
    // 'a' is at 40 of 60: 30 more pushes out its oldest unread entry, a2, not b's.
    c.set('a', 'a3', 'x'.repeat(30));
    expect(c.get('a2')).toBeUndefined();
    expect(c.get('a1')).toBeDefined();
    expect(c.get('b1')).toBeDefined();
    expect(c.bytes('a')).toBe(50);
    expect(c.bytes()).toBe(80);
  });

  it('forgets the least recently used of all when the whole is full', () => {
    const c = cache();
    c.set('a', 'a1', 'x'.repeat(40));
    c.set('b', 'b1', 'x'.repeat(40));
    c.get('a1');
    c.set('c', 'c1', 'x'.repeat(40));
    expect(c.get('b1')).toBeUndefined();
    expect(c.get('a1')).toBeDefined();
    expect(c.bytes()).toBe(80);
  });

  it('never lets one tenant’s flood of entries push out another’s', () => {
    const c = cache();
    c.set('real', 'home', 'x'.repeat(30));
    for (let i = 0; i < 1000; i++) c.set('flood', `f${i}`, 'x'.repeat(10));
    expect(c.get('home')).toBe('x'.repeat(30));
    expect(c.bytes('flood')).toBeLessThanOrEqual(60);
    expect(c.bytes()).toBeLessThanOrEqual(100);
  });

  it('replaces an entry under the same key, and keeps none larger than a tenant’s share', () => {
    const c = cache();
    c.set('a', 'k', 'x'.repeat(10));
    c.set('a', 'k', 'y'.repeat(20));
    expect(c.get('k')).toBe('y'.repeat(20));
    expect(c.bytes()).toBe(20);
    c.set('a', 'huge', 'x'.repeat(61));
    expect(c.get('huge')).toBeUndefined();
    c.delete('k');
    expect(c.size).toBe(0);
    expect(c.bytes('a')).toBe(0);
  });

  it('never holds more than its budgets, in all and per tenant, whatever is stored, read and replaced', () => {
    const c = new SizedCache<string>({ maxBytes: 1000, maxBytesPerTenant: 400 }, (v) => v.length);
    // A fixed sequence (a linear congruential generator): the same run every time.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n);
    for (let i = 0; i < 5000; i++) {
      const tenant = `t${next(5)}`;
      const key = `${tenant}:${next(40)}`;
      if (next(4) === 0) c.get(key);
      else c.set(tenant, key, 'x'.repeat(1 + next(450)));
      expect(c.bytes()).toBeLessThanOrEqual(1000);
      for (let t = 0; t < 5; t++) expect(c.bytes(`t${t}`)).toBeLessThanOrEqual(400);
    }
  });

  it('forgets a whole tenant at once', () => {
    const c = cache();
    c.set('a', 'a1', 'x'.repeat(20));
    c.set('a', 'a2', 'x'.repeat(20));
    c.set('b', 'b1', 'x'.repeat(30));
    c.dropTenant('a');
    expect(c.get('a1')).toBeUndefined();
    expect(c.bytes('a')).toBe(0);
    expect(c.bytes()).toBe(30);
    expect(c.tenantIds()).toEqual(['b']);
  });
});
