import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { settings } from '../../lib/settings';
import { PublishSwitch, usePublishToggle } from './publish-toggle';
import { fetchSetupSettings } from './setup.api';
import { ensureSetupStyles } from './setup-styles';
import { t } from './setup.messages';
import { ErrorNotice } from '../../components/states';

ensureSetupStyles();

/** The site's address as a visitor types it: the admin is on the tenant's own host. */
const siteAddress = () => `${location.origin}/`;

/**
 * The top of the dashboard: whether the site is published (search engines may list it) or not yet
 * (a minor's site stays out of search until the family says so), with the switch right there.
 * The switch asks first, as the live page's checklist does (usePublishToggle).
 */
export function PublishCard() {
  useSignals();
  const id = useId();
  const publish = usePublishToggle();
  const { published, failure, confirmNode } = publish;
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
      <PublishSwitch toggle={publish} label={t('publish.switch')} describedBy={`${id}-why`} />
      {confirmNode}
    </section>
  );
}
