import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { Page } from '../../components/Page';
import { usePageMeta } from '../../lib/page';
import { athleteFirstName } from '../cheers';
import { athleteName, mayLinkTo } from '../../lib/sections';
import { useResource } from '../../lib/resource';
import { fetchProfile } from '../profile';
import { ContactForm } from './ContactForm';
import { fetchContactStatus } from './contact.api';
import { t } from './contact.messages';

/** A contact the profile publishes (the family's, the coach's): name, e-mail and phone as links. */
function Person(props: { title: string; person: { name?: string; email?: string; phone?: string; role?: 'parent' | 'athlete' } }) {
  const p = props.person;
  return (
    <div className="contact-person">
      <h3>{props.title}</h3>
      {p.name && (
        <p>
          {p.name}
          {p.role && <span className="muted"> ({t(`direct.${p.role}`)})</span>}
        </p>
      )}
      {p.email && (
        <p>
          <a href={`mailto:${p.email}`}>{p.email}</a>
        </p>
      )}
      {p.phone && (
        <p>
          <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a>
        </p>
      )}
    </div>
  );
}

/**
 * `/contact`: how to reach the family the way the profile allows, never contradicting it. With the
 * contact form open (new sites and the demo), a coach writes to the family's inbox from here; the
 * contacts the family chose to publish are shown beside it; with neither, recruiters are sent
 * through the high-school coaching staff. Everyone else: results, socials, a cheer.
 */
export function ContactPage() {
  useSignals();
  const name = athleteName();
  const first = name ? athleteFirstName(name) : t('theAthlete');
  const profile = useResource('profile', fetchProfile, 60_000);
  const status = useResource('contact', fetchContactStatus, 60_000);
  usePageMeta([t('meta.title'), name].filter(Boolean).join(' · '), name ? t('meta.descNamed', { name }) : t('meta.desc'));
  const formOpen = status.status === 'loaded' && status.data.formOpen;
  const recruit = profile.status === 'loaded' ? profile.data.recruitContact : undefined;
  const coach = profile.status === 'loaded' ? profile.data.coachContact : undefined;
  const direct = !!(recruit || coach);
  const lead = direct ? (formOpen ? t('lead.direct', { first }) : t('lead.directOnly', { first })) : formOpen ? t('lead.form', { first }) : t('lead', { first });
  return (
    <Page eyebrow={t('eyebrow')} title={t('title')} lead={lead} narrow>
      {(formOpen || direct) && (
        <div className={`contact-top ${formOpen && direct ? 'contact-top--two' : ''}`}>
          {formOpen && (
            <section className="contact-card contact-card--primary contact-card--form" aria-labelledby="contact-form-title">
              <h2 id="contact-form-title">{t('form.title')}</h2>
              <p>{t('form.text')}</p>
              <ContactForm />
            </section>
          )}
          {direct && (
            <section className="contact-card contact-card--direct" aria-labelledby="contact-direct-title">
              <h2 id="contact-direct-title">{t('direct.title')}</h2>
              {recruit && <Person title={t('direct.recruit')} person={recruit} />}
              {coach && <Person title={t('direct.coach')} person={coach} />}
            </section>
          )}
        </div>
      )}
      <ul className="contact-grid" role="list">
        {!formOpen && !direct && (
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
        )}
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
