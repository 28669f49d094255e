import type { FeatureMeta } from '../feature';
import { findFollowedById } from './followed.repository';

// A followed athlete's dialog (`/?open=athlete-3`) has no head of its own: the home page's stays.
// Its value is checked, so a page with a real athlete's dialog is kept with it and a made-up value
// is served as the plain page.

/** The followed athlete's dialog. */
export const followedMeta: FeatureMeta = {
  dialogs: [{ kind: 'athlete', exists: async (page, value) => /^\d{1,9}$/.test(value) && (await findFollowedById(page.db, Number(value))) !== undefined }],
};
