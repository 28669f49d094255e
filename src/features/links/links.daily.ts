import type { DailyTask } from '../feature';
import { notify } from '../notifications';
import { utcDay } from './links.mapper';
import { visitsOfDay } from './links.repository';

/** The daily round's part of the links: yesterday's visits (UTC day, as they are counted) through each link, when there were any. */
export const linkVisitsDaily: DailyTask = async (db, run) => {
  const day = utcDay(new Date(run.now.getTime() - 86_400_000));
  const links = await visitsOfDay(db, day);
  if (links.length) await notify(db, run, { kind: 'link_visits', day, links });
};
