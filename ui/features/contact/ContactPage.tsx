import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { Page } from '../../components/Page';
import { usePageMeta } from '../../lib/page';
import { athleteFirstName } from '../cheers/CheerWall';
import { athleteName, mayLinkTo } from '../home/sections';

/**
 * `/contact`: how to get in touch without any personal contact detail of the athlete (a minor):
 * recruiters go through the coaching staff, everyone else through socials or a cheer.
 */
export function ContactPage() {
  useSignals();
  const name = athleteName();
  const first = name ? athleteFirstName(name) : 'The athlete';
  usePageMeta(['Contact', name].filter(Boolean).join(' · '), `How college coaches, press and supporters can get in touch with ${name || 'the athlete'}.`);
  return (
    <Page eyebrow="Get in touch" title="Contact" lead={`${first} is a high-school student-athlete, so this site publishes no personal phone number, e-mail or address. Here is the right way to reach out.`} narrow>
      <ul className="contact-grid" role="list">
        <li className="contact-card contact-card--primary">
          <h2>College coaches and recruiters</h2>
          <p>
            Please make first contact through the high-school coaching staff, who coordinate recruiting conversations with {name ? `${first}'s` : 'the athlete’s'} family.
            {mayLinkTo('coach') && ` The coach's note says who coaches ${name ? first : 'the athlete'} and how they see the athlete.`}
          </p>
          {mayLinkTo('coach') && (
            <Link className="btn btn--primary" href="/coach">
              Read the coach's note
            </Link>
          )}
        </li>
        {mayLinkTo('races', 'prs') && (
          <li className="contact-card">
            <h2>Results and race history</h2>
            <p>Every race with its time, place and a short report, plus the personal records, are public.</p>
            <div className="contact-card__actions">
              {mayLinkTo('races') && (
                <Link className="btn btn--small" href="/courses">
                  Races
                </Link>
              )}
              {mayLinkTo('prs') && (
                <Link className="btn btn--small" href="/prs">
                  Personal records
                </Link>
              )}
            </div>
          </li>
        )}
        {mayLinkTo('socials', 'followed') && (
          <li className="contact-card">
            <h2>Follow along</h2>
            <p>Training, race days and behind the scenes, on the athlete's public social accounts.</p>
            <Link className="btn btn--small" href="/socials">
              Social links
            </Link>
          </li>
        )}
        <li className="contact-card">
          <h2>Send encouragement</h2>
          <p>Friends, family and fans can leave a short message on the cheer wall.</p>
          <Link className="btn btn--small" href="/support">
            Leave a cheer
          </Link>
        </li>
      </ul>
    </Page>
  );
}
