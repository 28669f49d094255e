import { mediaUrl } from './api';
import { isSafeHref } from './page';
import type { CSSProperties } from 'react';
import { objectPositionOf, withoutFocus } from '../../src/shared/focal-point';

// An uploaded image is stored as a master (`<name>-master.jpg|webp` or `<name>-orig.<ext>`) and
// the variants `thumb`, `md` and `xl`, each in WebP and AVIF (`<name>-<variant>.<format>`), under
// /media/. An entity keeps one of those URLs; from it the browser gets the sibling sizes as a
// srcset and picks what the screen needs. Any other URL (the default poster, an http(s) image)
// is used as is.

/** The width, in pixels, of each stored variant (src/media/images.ts IMAGE_VARIANTS; never upscaled). */
const VARIANT_WIDTHS = { thumb: 320, md: 960, xl: 1920 } as const;
const STORED = /^(.*\/media\/.+)-(thumb|md|xl|master|orig)\.(webp|avif|jpe?g|png|gif)$/i;

/** An optional list of variants an answer may carry beside an image URL. */
export type MediaVariants = Partial<Record<keyof typeof VARIANT_WIDTHS, { webp?: string; avif?: string } | string>>;

/** The srcset of one format, from a variant URL or an explicit variants object; undefined otherwise. */
export function srcSetOf(url: string | undefined, format: 'webp' | 'avif', variants?: MediaVariants): string | undefined {
  if (variants) {
    const parts = (Object.keys(VARIANT_WIDTHS) as Array<keyof typeof VARIANT_WIDTHS>).flatMap((k) => {
      const v = variants[k];
      const u = typeof v === 'string' ? (v.endsWith(`.${format}`) ? v : undefined) : v?.[format];
      return u && isSafeHref(u) ? [`${mediaUrl(u)} ${VARIANT_WIDTHS[k]}w`] : [];
    });
    return parts.length ? parts.join(', ') : undefined;
  }
  const m = url ? STORED.exec(withoutFocus(url)) : null;
  if (!m) return undefined;
  return (Object.keys(VARIANT_WIDTHS) as Array<keyof typeof VARIANT_WIDTHS>).map((k) => `${mediaUrl(`${m[1]}-${k}.${format}`)} ${VARIANT_WIDTHS[k]}w`).join(', ');
}

/** The URL to show for an image field: safe (relative, http(s), data, blob) and API-prefixed, else undefined. */
export function imageUrl(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  const v = url.trim();
  if (/^(data:image\/|blob:)/i.test(v)) return v;
  return isSafeHref(v) && !v.startsWith('#') ? mediaUrl(v) : undefined;
}

/** The style that crops an image around the focal point its URL carries; undefined for the centre. */
export function focusStyle(url: string | undefined | null): CSSProperties | undefined {
  const position = objectPositionOf(url);
  return position ? { objectPosition: position } : undefined;
}
