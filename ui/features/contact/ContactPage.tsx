import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { Page } from '../../components/Page';
import { usePageMeta } from '../../lib/page';
import { settings } from '../../lib/settings';
import { athleteFirstName } from '../cheers/CheerWall';

/**
 * `/contact`: how to get in touch without any personal contact detail of the athlete (a minor):
 * recruiters go through the coaching staff, everyone else through socials or a cheer.
 */
export function ContactPage() {
  useSignals();
  const s = settings.value;
  const first = athleteFirstName(s.heroTitle);
  usePageMeta(`Contact · ${s.heroTitle}`, `How college coaches, press and supporters can get in touch with ${s.heroTitle}.`);
  return (
    <Page eyebrow="Get in touch" title="Contact" lead={`${first} is a high-school student-athlete, so this site publishes no personal phone number, e-mail or address. Here is the right way to reach out.`} narrow>
      <ul className="contact-grid" role="list">
        <li className="contact-card contact-card--primary">
          <h2>College coaches and recruiters</h2>
          <p>Please make first contact through the high-school coaching staff, who coordinate recruiting conversations with {first}'s family. The coach's note says who coaches {first} and how they see the athlete.</p>
          <Link className="btn btn--primary" href="/coach">
            Read the coach's note
          </Link>
        </li>
        <li className="contact-card">
          <h2>Results and race history</h2>
          <p>Every race with its time, place and a short report, plus the personal records, are public.</p>
          <div className="contact-card__actions">
            <Link className="btn btn--small" href="/courses">
              Races
            </Link>
            <Link className="btn btn--small" href="/prs">
              Personal records
            </Link>
          </div>
        </li>
        <li className="contact-card">
          <h2>Follow along</h2>
          <p>Training, race days and behind the scenes, on the athlete's public social accounts.</p>
          <Link className="btn btn--small" href="/socials">
            Social links
          </Link>
        </li>
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
