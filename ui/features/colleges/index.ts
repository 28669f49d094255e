import type { UiFeature } from '../feature';

// The recruiting board: an admin screen only (nothing of it is ever public). The inbox files a
// message under a program, and the e-mail kit notes an e-mail on a program's timeline, through the calls below.

export const collegesFeature: UiFeature = {
  name: 'colleges',
  order: 130,
  admin: () => import('./admin'),
};

export { addCollegeNote, fetchColleges, fetchMessageLinks, fileMessageUnder, unfileMessage, type AdminCollege } from './colleges.api';
