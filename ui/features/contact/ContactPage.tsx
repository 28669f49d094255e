import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { Page } from '../../components/Page';
import { usePageMeta } from '../../lib/page';
import { athleteFirstName } from '../cheers';
import { athleteName, mayLinkTo } from '../../lib/sections';
import { t } from './contact.messages';

/**
 * `/contact`: how to get in touch without any personal contact detail of the athlete (a minor):
 * recruiters go through the coaching staff, everyone else through socials or a cheer.
 */
export function ContactPage() {
  useSignals();
  const name = athleteName();
  const first = name ? athleteFirstName(name) : t('theAthlete');
  usePageMeta([t('meta.title'), name].filter(Boolean).join(' · '), name ? t('meta.descNamed', { name }) : t('meta.desc'));
  return (
    <Page eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { first })} narrow>
      <ul className="contact-grid" role="list">
        <li className="contact-card contact-card--primary">
          <h2>{t('recruit.title')}</h2>
          <p>
            {name ? t('recruit.textNamed', { first }) : t('recruit.text')}
            {mayLinkTo('coach') && ` ${name ? t('recruit.coachNamed', { first }) : t('recruit.coach')}`}
          </p>
          {mayLinkTo('coach') && (
            <Link className="btn btn--primary" href="/coach">
              {t('recruit.readNote')}
            </Link>
          )}
        </li>
        {mayLinkTo('races', 'prs') && (
          <li className="contact-card">
            <h2>{t('results.title')}</h2>
            <p>{t('results.text')}</p>
            <div className="contact-card__actions">
              {mayLinkTo('races') && (
                <Link className="btn btn--small" href="/courses">
                  {t('results.races')}
                </Link>
              )}
              {mayLinkTo('prs') && (
                <Link className="btn btn--small" href="/prs">
                  {t('results.prs')}
                </Link>
              )}
            </div>
          </li>
        )}
        {mayLinkTo('socials', 'followed') && (
          <li className="contact-card">
            <h2>{t('follow.title')}</h2>
            <p>{t('follow.text')}</p>
            <Link className="btn btn--small" href="/socials">
              {t('follow.link')}
            </Link>
          </li>
        )}
        <li className="contact-card">
          <h2>{t('cheer.title')}</h2>
          <p>{t('cheer.text')}</p>
          <Link className="btn btn--small" href="/support">
            {t('cheer.link')}
          </Link>
        </li>
      </ul>
    </Page>
  );
}
