import type { Feature } from '../feature';
import { adminNotificationRoutes } from './notifications.routes';

// What the family hears of, and how: the admin's list of notifications with its badge, each
// admin's choice per kind (an e-mail at once, the daily digest, never), the daily round, the
// server's alerts to its operator, and the e-mail screen. Features that cause events import
// `notify` from here (never the reverse).

/** Notifications, their preferences and the e-mail screen. */
export const notificationsFeature: Feature = { name: 'notifications', order: 260, routes: [adminNotificationRoutes] };

export { DailySchedule } from './daily-round';
export { mailDate } from './notifications.mail';
export { alertOperators, eventScopeOf, notify, notifyNewDevice } from './notify';
