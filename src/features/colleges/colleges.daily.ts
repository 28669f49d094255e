import type { DailyTask } from '../feature';
import { notify } from '../notifications';
import { listFollowUpsDue } from './colleges.repository';

/** The daily round's part of the colleges board: the programs whose next step is due today or overdue (not committed, not declined). */
export const followUpsDaily: DailyTask = async (db, run) => {
  const due = await listFollowUpsDue(db, run.day);
  if (!due.length) return;
  await notify(db, run, { kind: 'follow_ups', day: run.day, programs: due.map((c) => ({ id: c.id, name: c.name, nextStep: c.next_step, date: c.next_step_date ?? run.day })) });
};
