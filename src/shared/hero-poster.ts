import { DEFAULT_SETTINGS } from './settings-defaults';

// The built-in poster comes in the two themes' colours; the server's page and the app's hero both
// pick it here, so the first paint and the app agree. An uploaded poster is used as is.
//
// The built-in posters are a drawing (hero-poster-art.ts): the hero draws one in place, with no
// request, so a site without a poster of its own paints its hero with its first paint.

/** The built-in poster of the fem theme (built beside /video/hero-poster.jpeg). */
const FEM_DEFAULT_POSTER = '/video/hero-poster-fem.jpeg';

/** The hero poster to show for these settings. */
export function heroPosterOf(s: { themeKey: string; heroVideoPosterUrl: string }): string {
  const url = s.heroVideoPosterUrl.trim();
  if ((!url || url === DEFAULT_SETTINGS.heroVideoPosterUrl) && s.themeKey === 'fem') return FEM_DEFAULT_POSTER;
  return url || DEFAULT_SETTINGS.heroVideoPosterUrl;
}
