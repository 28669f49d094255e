import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useConfirm } from '../../admin-kit/kit';
import { errorMessage } from '../../lib/api';
import { settings } from '../../lib/settings';
import { fetchSetupSettings, savePublished } from './setup.api';
import { ensureSetupStyles } from './setup-styles';
import { t } from './setup.messages';
import { ErrorNotice } from '../../components/states';

ensureSetupStyles();

/** The site's address as a visitor types it: the admin is on the tenant's own host. */
const siteAddress = () => `${location.origin}/`;

/**
 * The top of the dashboard: whether the site is published (search engines may list it) or not yet
 * (a minor's site stays out of search until the family says so), with the switch right there.
 * The change shows at once; a failure puts the state back and says why.
 */
export function PublishCard() {
  useSignals();
  const id = useId();
  const [confirmNode, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    // The stored value, not a cached public read: another device may have flipped it.
    let alive = true;
    fetchSetupSettings().then(
      (s) => {
        if (alive) settings.value = { ...settings.value, published: s.published };
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  const published = settings.value.published;
  const toggle = async () => {
    const next = !published;
    if (!(await confirm(next ? t('publish.confirmOn') : t('publish.confirmOff'), next ? t('publish.doOn') : t('publish.doOff')))) return;
    setBusy(true);
    setFailure(undefined);
    settings.value = { ...settings.value, published: next };
    try {
      await savePublished(next);
    } catch (err) {
      settings.value = { ...settings.value, published: !next };
      setFailure(t('notSaved', { reason: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  };
  const address = siteAddress();
  return (
    <section className={published ? 'publish-card is-published' : 'publish-card'} aria-labelledby={`${id}-state`}>
      <div className="publish-card__text">
        <h2 id={`${id}-state`} className="tile__title">
          <span className="publish-card__dot" aria-hidden="true" />
          {published ? t('publish.stateOn') : t('publish.stateOff')}
        </h2>
        <p className="muted" id={`${id}-why`}>
          {published ? t('publish.leadOn') : t('publish.leadOff')}{' '}
          <a href={address} className="publish-card__address">
            {address.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </a>
        </p>
        <ErrorNotice message={failure} />
      </div>
      <label className="publish-card__switch">
        <input type="checkbox" role="switch" checked={published} disabled={busy} onChange={() => void toggle()} aria-describedby={`${id}-why`} />
        <span>{t('publish.switch')}</span>
      </label>
      {confirmNode}
    </section>
  );
}
