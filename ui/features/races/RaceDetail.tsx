import { Link } from 'wouter';
import { AdminEditLink } from '../../components/AdminEditLink';
import { ShareButton } from '../../components/ShareButton';
import { finishText } from './result-format';
import { mediaUrl } from '../../lib/api';
import { focusStyle } from '../../lib/media';
import { formatDate, isSafeHref } from '../../lib/page';
import type { Race } from './races.api';
import { t } from './races.messages';

function Feedback(props: { title: string; items: string[]; heading: 'h2' | 'h3' }) {
  if (!props.items.length) return null;
  const H = props.heading;
  return (
    <div className="feedback">
      <H>{props.title}</H>
      <ul>
        {props.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The facts of a race: date, distance, place, time, then the analysis and feedback lists. */
export function RaceFacts(props: { race: Race; headingId?: string; showCourseLink?: boolean; headingLevel?: 1 | 2 }) {
  const r = props.race;
  const H = props.headingLevel === 1 ? 'h1' : 'h2';
  // The parts' titles sit one level under the race's, so no level is skipped.
  const Sub = props.headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="race-detail">
      {r.photoUrl && isSafeHref(r.photoUrl) && <img className="race-detail__photo" src={mediaUrl(r.photoUrl)} alt="" width={960} height={540} style={focusStyle(r.photoUrl)} />}
      <H id={props.headingId} className="race-detail__title">
        {r.title}
      </H>
      <dl className="facts">
        <div>
          <dt>{t('facts.date')}</dt>
          <dd>{formatDate(r.date)}</dd>
        </div>
        <div>
          <dt>{t('facts.distance')}</dt>
          <dd>{r.distance}</dd>
        </div>
        <div>
          <dt>{t('facts.venue')}</dt>
          <dd>{r.place}</dd>
        </div>
        {finishText(r.position, r.fieldSize) && (
          <div>
            <dt>{t('facts.finish')}</dt>
            <dd>{finishText(r.position, r.fieldSize)}</dd>
          </div>
        )}
        <div>
          <dt>{t('facts.time')}</dt>
          <dd className="mono">{r.timeStr}</dd>
        </div>
      </dl>
      {r.splits && r.splits.length > 0 && (
        <div className="race-detail__splits">
          <Sub>{t('facts.splits')}</Sub>
          <ol className="splits">
            {r.splits.map((split, i) => (
              <li key={i}>
                <span>{split.label}</span> <span className="mono">{split.time}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {r.quote && <blockquote className="race-detail__quote">{t('facts.quote', { quote: r.quote })}</blockquote>}
      {r.analysis && <p className="race-detail__analysis">{r.analysis}</p>}
      <div className="feedback-grid">
        <Feedback title={t('feedback.positives')} items={r.positives} heading={Sub} />
        <Feedback title={t('feedback.learns')} items={r.learns} heading={Sub} />
        <Feedback title={t('feedback.next')} items={r.next} heading={Sub} />
      </div>
      <div className="race-detail__actions">
        {props.showCourseLink && (
          <Link className="btn" href={`/courses/${r.id}`}>
            {t('action.open')}
          </Link>
        )}
        {r.milesplit && isSafeHref(r.milesplit) && (
          <a className="btn btn--ghost" href={r.milesplit} target="_blank" rel="noopener noreferrer">
            {r.resultSource ? t('action.resultsFrom', { source: r.resultSource }) : t('action.results')} ↗
          </a>
        )}
        <ShareButton path={`/courses/${r.id}`} title={r.title} />
        <AdminEditLink screen="courses" id={r.id} name={r.title} />
      </div>
    </article>
  );
}
