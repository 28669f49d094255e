import { describe, expect, it } from 'vitest';
import { apiBase } from './api';
import { focusStyle, imageUrl, srcSetOf as withBase } from './media';

// Outside a browser the API base is the local default (docs/api.md#the-browser-client); compare the paths.
const srcSetOf = (...args: Parameters<typeof withBase>) => withBase(...args)?.replaceAll(apiBase(), '');

describe('image variants', () => {
  it('derives the srcset of a stored upload from its master or any variant', () => {
    const expected = '/media/img/ab12-thumb.webp 320w, /media/img/ab12-md.webp 960w, /media/img/ab12-xl.webp 1920w';
    expect(srcSetOf('/media/img/ab12-master.jpg', 'webp')).toBe(expected);
    expect(srcSetOf('/media/img/ab12-orig.png', 'webp')).toBe(expected);
    expect(srcSetOf('/media/img/ab12-md.avif', 'avif')).toBe(expected.replace(/\.webp/g, '.avif'));
    // A focal point in the URL changes the crop, not the files.
    expect(srcSetOf('/media/img/ab12-master.jpg#focus=40,10', 'webp')).toBe(expected);
    expect(focusStyle('/media/img/ab12-master.jpg#focus=40,10')).toEqual({ objectPosition: '40% 10%' });
    expect(focusStyle('/media/img/ab12-master.jpg')).toBeUndefined();
  });
  it('uses any other URL as is', () => {
    expect(srcSetOf('/video/hero-poster.jpeg', 'webp')).toBeUndefined();
    expect(srcSetOf('https://cdn.example.org/a-md.webp', 'webp')).toBeUndefined();
  });
  it('takes an explicit variants object', () => {
    expect(srcSetOf(undefined, 'avif', { thumb: { webp: '/media/img/x-thumb.webp', avif: '/media/img/x-thumb.avif' } })).toBe('/media/img/x-thumb.avif 320w');
  });
  it('ignores unsafe image URLs', () => {
    expect(imageUrl('javascript:alert(1)')).toBeUndefined();
    expect(imageUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(imageUrl('data:text/html,x')).toBeUndefined();
    expect(imageUrl('/demo/a.svg')).toBe('/demo/a.svg');
  });
});
