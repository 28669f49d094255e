import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ErrorState, Loading } from '../../components/states';
import { badgesChanged } from '../../admin-kit/admin-badges';
import { useNotice } from '../../admin-kit/kit';
import { errorMessage } from '../../lib/api';
import { plural } from '../../lib/i18n/i18n';
import { formatDate, usePageMeta } from '../../lib/page';
import { NOTIFICATION_KINDS, NOTIFICATION_MODES, NOTIFICATION_SCREENS, type AdminNotificationList, type NotificationEvent, type NotificationKind, type NotificationMode, type NotificationPreferences } from '../../../src/features/notifications/notifications.schema';
import { fetchNotifications, fetchPreferences, markNotificationsSeen, savePreferences } from './notifications.api';
import { t } from './notifications-admin.messages';

const WITH_TIME = { year: 'numeric', month: 'short', day: 'numeric', time: true } as const;

/** A notification in words, in the admin's language (never a visitor's address: the event holds none). */
function eventText(e: NotificationEvent): string {
  switch (e.kind) {
    case 'contact':
      return e.school ? t('event.contactSchool', { name: e.name, school: e.school }) : t('event.contact', { name: e.name });
    case 'coach_note':
      return t('event.coach_note', { name: e.coachName });
    case 'link_first_visit':
      return t('event.link_first_visit', { label: e.label });
    case 'link_visits': {
      const n = e.links.reduce((sum, l) => sum + l.count, 0);
      return t(`event.link_visits.${plural(n)}`, { n, day: formatDate(e.day) });
    }
    case 'follow_ups':
      return t(`event.follow_ups.${plural(e.programs.length)}`, { n: e.programs.length });
    case 'new_device':
      return t('event.new_device', { device: e.device });
    case 'ops':
      return t(`event.ops.${e.alert}`, { detail: e.detail });
  }
}

/** Each admin's choice per kind: a select each, saved as it changes. */
function Preferences() {
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, notify] = useNotice();
  const load = () => {
    setLoadError(null);
    fetchPreferences().then(setPrefs, (err: unknown) => setLoadError(t('list.loadFailed', { reason: errorMessage(err) })));
  };
  useEffect(load, []);
  const change = async (kind: NotificationKind, mode: NotificationMode) => {
    try {
      setPrefs(await savePreferences({ [kind]: mode }));
      notify({ kind: 'ok', text: t('prefs.saved') });
    } catch (err) {
      notify({ kind: 'error', text: t('prefs.failed', { reason: errorMessage(err) }) });
    }
  };
  return (
    <section className="notification-prefs" aria-labelledby="notification-prefs-title">
      <h2 id="notification-prefs-title">{t('prefs.title')}</h2>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!prefs && !loadError && <Loading />}
      {prefs && (
        <>
          {!prefs.mailConfigured && <p className="notice">{t('prefs.noMail')}</p>}
          <div className="notification-prefs__grid">
            {NOTIFICATION_KINDS.map((kind) => (
              <label key={kind} className="field notification-prefs__row">
                <span className="field__label">{t(`kind.${kind}`)}</span>
                <select value={prefs.modes[kind]} onChange={(e) => void change(kind, e.target.value as NotificationMode)}>
                  {NOTIFICATION_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`mode.${mode}`)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** `/admin/notifications`: the latest events (opened, they count as seen), and this admin's choices. */
export function NotificationsAdminPage() {
  usePageMeta(t('meta.title'));
  const [list, setList] = useState<AdminNotificationList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = () => {
    setLoadError(null);
    fetchNotifications().then(
      (l) => {
        setList(l);
        // Shown is seen: the badge goes; the "New" marks stay until the next visit.
        const newest = l.items[0];
        if (newest && l.unread > 0) void markNotificationsSeen(newest.id).then(badgesChanged, () => undefined);
      },
      (err: unknown) => setLoadError(t('list.loadFailed', { reason: errorMessage(err) })),
    );
  };
  useEffect(load, []);
  return (
    <>
      <h1>{t('page.title')}</h1>
      <p className="page-lead">{t('page.lead')}</p>
      <h2>{t('list.title')}</h2>
      {loadError && <ErrorState message={loadError} onRetry={load} retryLabel={t('action.retry')} />}
      {!list && !loadError && <Loading label={t('list.loading')} />}
      {list && list.items.length === 0 && <p className="state state--empty">{t('list.empty')}</p>}
      {list && list.items.length > 0 && (
        <ul className="admin-list notification-list" role="list">
          {list.items.map((n) => (
            <li key={n.id} className={`admin-list__item notification${n.unread ? ' notification--unread' : ''}`}>
              <span>
                {n.unread && <span className="pill pill--warn">{t('row.new')}</span>} {eventText(n.event)} <span className="muted small">{formatDate(n.createdAt, WITH_TIME)}</span>
              </span>
              <Link href={`/admin/${NOTIFICATION_SCREENS[n.event.kind]}`} className="btn btn--small btn--ghost">
                {t('row.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Preferences />
    </>
  );
}
