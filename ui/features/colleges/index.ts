import type { UiFeature } from '../feature';

// The recruiting board: an admin screen only (nothing of it is ever public). The inbox files a
// message under a program through the calls below.

export const collegesFeature: UiFeature = {
  name: 'colleges',
  admin: () => import('./admin'),
};

export { fetchColleges, fetchMessageLinks, fileMessageUnder, unfileMessage } from './colleges.api';
