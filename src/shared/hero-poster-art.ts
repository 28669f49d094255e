// The built-in hero posters' drawing: a gradient, a glow and a runner's track lines, in the two
// themes' colours. The hero draws it in place as inline SVG (ui/home/Hero.tsx); the build
// renders it to JPEG for what needs a file (scripts/build.ts). No imports: the build loads it as is.

/** The colours of a built-in poster: its gradient's three stops, then its glow. */
export type PosterColours = readonly [from: string, via: string, to: string, glow: string];

/** The built-in posters by URL, with their colours. */
export const BUILT_IN_POSTERS: Readonly<Record<string, PosterColours>> = {
  '/video/hero-poster.jpeg': ['#2e1065', '#1e3a8a', '#064e3b', '#10b981'],
  '/video/hero-poster-fem.jpeg': ['#500724', '#6b21a8', '#9d174d', '#f9a8d4'],
};

/** The colours of this poster URL when it is a built-in one; undefined for any other. */
export function builtInPosterColours(url: string): PosterColours | undefined {
  return Object.hasOwn(BUILT_IN_POSTERS, url) ? BUILT_IN_POSTERS[url] : undefined;
}

/** The poster's size; it is drawn to cover the hero, as a picture would be. */
const POSTER_WIDTH = 1920;
const POSTER_HEIGHT = 1080;

/** The track lines: ellipses centred below the picture, each wider and fainter than the last. */
const TRACKS = [0, 1, 2, 3, 4, 5].map((i) => ({ rx: 1300 + i * 110, ry: 760 + i * 70, opacity: Number((0.1 - i * 0.012).toFixed(3)) }));

/**
 * What a built-in poster's <svg> holds. Its two gradients are named `<id>g` and `<id>r`: an id
 * unique in the page when it is drawn inline. The colours come from BUILT_IN_POSTERS only.
 */
export function posterSvgContent([from, via, to, glow]: PosterColours, id = ''): string {
  return [
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset=".5" stop-color="${via}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="${id}r" cx=".75" cy=".25" r=".6"><stop offset="0" stop-color="${glow}" stop-opacity=".35"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#${id}g)"/><rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#${id}r)"/>`,
    ...TRACKS.map((t) => `<ellipse cx="960" cy="1500" rx="${t.rx}" ry="${t.ry}" fill="none" stroke="#ffffff" stroke-opacity="${t.opacity}" stroke-width="6"/>`),
  ].join('');
}

/** The attributes of an inline poster's <svg>: it covers the hero as a picture would (object-fit: cover). */
export const INLINE_POSTER_VIEWBOX = `0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}`;

/** A built-in poster drawn inline in a page's HTML, as the hero of the app draws it. */
export function inlinePosterSvg(colours: PosterColours, id: string): string {
  return `<svg class="hero__poster" viewBox="${INLINE_POSTER_VIEWBOX}" preserveAspectRatio="xMidYMid slice" focusable="false">${posterSvgContent(colours, id)}</svg>`;
}

/** A built-in poster as an SVG document (the build renders it to JPEG). */
export function posterSvg(colours: PosterColours): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="${INLINE_POSTER_VIEWBOX}">${posterSvgContent(colours)}</svg>`;
}
