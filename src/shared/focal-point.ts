// The focal point of an image shown cropped (the hero, race covers, press pictures, share cards):
// the point the family tapped, kept in view by every crop. It travels with the image's URL, as a
// fragment in the manner of the W3C media fragments (`…-master.jpg#focus=50,20`: per cent across,
// per cent down), so every field that holds an image holds its focal point too, with no column or
// API shape of its own; browsers never send a fragment, so the file served is the same.

/** A point in an image, in per cent of its width (x) and height (y), 0 to 100. */
export interface FocalPoint {
  x: number;
  y: number;
}

const FOCUS = /#focus=(\d{1,3}(?:\.\d+)?),(\d{1,3}(?:\.\d+)?)$/;

/** The URL without its focal point. */
export function withoutFocus(url: string): string {
  return url.replace(FOCUS, '');
}

/** The focal point a URL carries; undefined when it has none (the centre applies). */
export function focusOf(url: string | null | undefined): FocalPoint | undefined {
  const m = url ? FOCUS.exec(url) : null;
  if (!m) return undefined;
  const [x, y] = [Number(m[1]), Number(m[2])];
  return x <= 100 && y <= 100 ? { x, y } : undefined;
}

/** The URL carrying `point` (rounded to whole per cent, kept inside 0-100); the centre is written as no point. */
export function withFocus(url: string, point: FocalPoint | undefined): string {
  const bare = withoutFocus(url);
  if (!point || !bare) return bare;
  const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));
  const [x, y] = [clamp(point.x), clamp(point.y)];
  return x === 50 && y === 50 ? bare : `${bare}#focus=${x},${y}`;
}

/** The CSS `object-position` of an image's URL; undefined for the centre (the default). */
export function objectPositionOf(url: string | null | undefined): string | undefined {
  const p = focusOf(url);
  return p ? `${p.x}% ${p.y}%` : undefined;
}

/**
 * Where a `width`×`height` window cuts a picture of `srcWidth`×`srcHeight` scaled to cover it, as
 * CSS `object-fit: cover` with `object-position: x% y%` does (the point x% across the picture on
 * the point x% across the window), so a server's crop is the page's: the scaled size and the
 * window's top-left corner in it. The focal point is always inside the window.
 */
export function coverCrop(srcWidth: number, srcHeight: number, width: number, height: number, point: FocalPoint): { scaledWidth: number; scaledHeight: number; left: number; top: number } {
  const scale = Math.max(width / srcWidth, height / srcHeight);
  const scaledWidth = Math.max(width, Math.round(srcWidth * scale));
  const scaledHeight = Math.max(height, Math.round(srcHeight * scale));
  const place = (focus: number, scaled: number, window: number) => Math.round(((scaled - window) * focus) / 100);
  return { scaledWidth, scaledHeight, left: place(point.x, scaledWidth, width), top: place(point.y, scaledHeight, height) };
}
