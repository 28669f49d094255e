import { AppError } from '../../http/errors';
import type { MediaRouteOptions } from './media.routes';

// How the media routes reach other features. Until the settings and coach features land, the
// hero cannot be set and no invite is valid.

const unavailable = () => new AppError(503, 'settings_unavailable', 'Site settings are not available yet.');

/** The options `mediaRoutes` is registered with in buildApp. */
export const mediaWiring: MediaRouteOptions = {
  hero: {
    read: async () => ({ videoUrl: '', posterUrl: '' }),
    set: async () => {
      throw unavailable();
    },
    clear: async () => {
      throw unavailable();
    },
  },
  findValidInvite: async () => undefined,
};
