import type { CSSProperties } from 'react';
import { useInBrowser } from '../lib/hydration';
import { imageUrl, srcSetOf, type MediaVariants } from '../lib/media';
import { objectPositionOf } from '../../src/shared/focal-point';

/**
 * An image with its intrinsic size (no layout shift), lazy unless `eager`, and a srcset of the
 * stored variants when there are some (AVIF first, then WebP), cropped around the URL's focal point
 * when it carries one. Renders nothing for an unsafe URL.
 */
export function Img(props: {
  src: string | undefined | null;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  variants?: MediaVariants;
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  // In the server's HTML every picture waits to come near the viewport: an eager one (a carousel's
  // next card) would load with the page and compete with the hero, the largest paint. Once the app
  // runs, `eager` applies again.
  const inBrowser = useInBrowser();
  const src = imageUrl(props.src);
  if (!src) return null;
  const avif = srcSetOf(props.src ?? undefined, 'avif', props.variants);
  const webp = srcSetOf(props.src ?? undefined, 'webp', props.variants);
  // A cropped picture keeps the family's focal point in view (src/shared/focal-point.ts).
  const position = objectPositionOf(props.src);
  const img = (
    <img
      src={src}
      srcSet={webp}
      sizes={webp ? (props.sizes ?? '100vw') : undefined}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.eager && inBrowser ? 'eager' : 'lazy'}
      decoding="async"
      className={props.className}
      style={position ? { objectPosition: position, ...props.style } : props.style}
    />
  );
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={props.sizes ?? '100vw'} />
      {img}
    </picture>
  );
}
