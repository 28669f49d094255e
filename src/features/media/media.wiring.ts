import { findValidInvite } from '../coach/coach.repository';
import { clearHeroVideo, getSettingsRow, setHeroVideo } from '../settings/settings.repository';
import type { MediaRouteOptions } from './media.routes';

/** How the media routes reach other features: the site settings' hero URLs and coach invites. */
export const mediaWiring: MediaRouteOptions = {
  hero: {
    read: async (db) => {
      const row = await getSettingsRow(db);
      return { videoUrl: row.hero_video_url, posterUrl: row.hero_video_poster_url };
    },
    set: async (db, value) => {
      await setHeroVideo(db, value);
    },
    clear: async (db) => {
      await clearHeroVideo(db);
    },
  },
  findValidInvite: (db, token) => findValidInvite(db, token),
};
