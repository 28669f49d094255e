import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { collegePath, NextStep } from './CollegesAdminPage';
import { followUpOf, localToday } from './college-form';
import { fetchColleges, type AdminCollege } from './colleges.api';
import { t } from './colleges-admin.messages';

/**
 * The dashboard's follow-ups: the programs whose next step is overdue or due within a week, soonest
 * first (the family's local date). Nothing is drawn while the board is empty or nothing is due
 * soon; a failed read draws nothing either (the board itself says what went wrong).
 */
export function FollowUpsCard() {
  const [colleges, setColleges] = useState<AdminCollege[] | null>(null);
  useEffect(() => {
    fetchColleges().then(setColleges, () => setColleges([]));
  }, []);
  if (!colleges?.length) return null;
  const today = localToday();
  const due = colleges.filter((c) => ['overdue', 'today', 'soon'].includes(followUpOf(c, today))).sort((a, b) => (a.nextStepDate ?? '').localeCompare(b.nextStepDate ?? ''));
  const overdue = due.filter((c) => followUpOf(c, today) === 'overdue');
  const soon = due.filter((c) => followUpOf(c, today) !== 'overdue');
  return (
    <section className="panel followups" aria-labelledby="followups-title">
      <div className="panel__head">
        <h2 id="followups-title">{t('dashboard.title')}</h2>
        <Link href="/admin/colleges" className="btn btn--small btn--ghost">
          {t('dashboard.open')}
        </Link>
      </div>
      {!due.length && <p className="muted">{t('dashboard.none')}</p>}
      {[
        { key: 'overdue', title: t('dashboard.overdue'), list: overdue },
        { key: 'soon', title: t('dashboard.soon'), list: soon },
      ]
        .filter((g) => g.list.length)
        .map((g) => (
          <div key={g.key} className="followups__group">
            <h3>{g.title}</h3>
            <ul role="list">
              {g.list.map((c) => (
                <li key={c.id}>
                  <Link href={collegePath(c.id)}>{c.name}</Link>
                  <NextStep college={c} today={today} />
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
