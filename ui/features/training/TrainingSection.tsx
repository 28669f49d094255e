import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, type ReactNode } from 'react';
import { Img } from '../../components/Img';
import { Magazine, preloadMagazine } from '../../components/magazine/LazyMagazine';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { EmptySection } from '../../components/EmptySection';
import { athleteName } from '../../lib/sections';
import { useDialogItem } from '../../lib/dialog-url';
import { useCountUp, useSeen } from '../../lib/motion';
import { useResource } from '../../lib/resource';
import { settings } from '../../lib/settings';
import type { DistanceUnit } from '../../../src/shared/settings-defaults';
import { GAUGE_COUNT_MS, fetchTraining, type TrainingProfile } from './training.api';
import { gaugeMax, hasInterview, hasTraining, statTiles, textCards, trainingMagazine, yearlyVolumes } from './training-content';
import { t } from './training.messages';
import { TRAINING_PART } from './training-part';

/** The training profile, cached 30 s. */
export const useTraining = () => useResource('training', fetchTraining, 30_000);

const R = 80;
const ARC = Math.PI * R;

/** A half-circle gauge of this year's volume in the site's unit, counting up over ~1.5 s once visible (max 800 km or 500 mi). */
function Gauge(props: { km: number; year: string; toDate?: boolean; unit: DistanceUnit }) {
  const max = gaugeMax(props.unit);
  const ref = useRef<HTMLDivElement>(null);
  const gradId = `gauge-${useId().replace(/:/g, '')}`;
  const seen = useSeen(ref);
  const value = useCountUp(props.km, GAUGE_COUNT_MS, seen);
  const fraction = Math.min(1, Math.max(0, value / max));
  return (
    <div className="gauge" ref={ref} role="img" aria-label={t(props.toDate ? 'gauge.labelSoFar' : 'gauge.label', { value: Math.round(props.km), unit: props.unit, year: props.year, max })}>
      <svg viewBox="0 0 200 116" width="200" height="116" aria-hidden="true">
        <defs>
          <linearGradient id={gradId} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="var(--grad-from)" />
            <stop offset="0.5" stopColor="var(--grad-via)" />
            <stop offset="1" stopColor="var(--grad-to)" />
          </linearGradient>
        </defs>
        <path d={`M 20 100 A ${R} ${R} 0 0 1 180 100`} className="gauge__track" />
        <path d={`M 20 100 A ${R} ${R} 0 0 1 180 100`} className="gauge__bar" stroke={`url(#${gradId})`} strokeDasharray={`${ARC * fraction} ${ARC}`} />
      </svg>
      <p className="gauge__value" aria-hidden="true">
        <span className="mono">{Math.round(value)}</span> <span className="gauge__unit">{props.unit}</span>
      </p>
      <p className="gauge__label" aria-hidden="true">
        {props.toDate ? t('gauge.soFar', { year: props.year }) : props.year}
      </p>
    </div>
  );
}

/** Stat tiles, the gauge, text cards and the interview button. */
export function TrainingBody(props: { profile: TrainingProfile; full?: boolean }) {
  useSignals();
  const p = props.profile;
  const dialog = useDialogItem('interview');
  const tiles = statTiles(p);
  const cards = textCards(p);
  const years = yearlyVolumes(p);
  const unit = settings.value.distanceUnit;
  const current = years[years.length - 1];
  // On /training the cards sit right under the page's h1 (on the home page, under the section's h2).
  const CardHeading = props.full ? 'h2' : 'h3';
  // The bars compare the years with each other (the gauge shows the year against its 800 km scale).
  const longest = Math.max(1, ...years.map((y) => y.km));
  return (
    <div className="training">
      <div className="training__top">
        {current && (
          <div className="training__gauge card-surface">
            <Gauge km={current.km} year={current.year} toDate={current.toDate} unit={unit} />
            {years.length > 1 && (
              <ul className="year-bars" role="list" aria-label={t('yearly')}>
                {years.map((y) => (
                  <li key={y.year}>
                    <span className="year-bars__year">{y.year}</span>
                    <span className="year-bars__track" aria-hidden="true">
                      <span className="year-bars__fill" style={{ width: `${(y.km / longest) * 100}%` }} />
                    </span>
                    <span className="year-bars__km mono">
                      {Math.round(y.km)} {unit}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <ul className="stat-tiles" role="list">
          {tiles.map((tile) => (
            <li key={tile.label} className="stat-tile">
              <span className={`stat-tile__value ${tile.value.length > 16 ? 'stat-tile__value--long' : ''}`}>{tile.value}</span>
              <span className="stat-tile__label">{tile.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {props.full && p.heroImageUrl && <Img src={p.heroImageUrl} alt={t('heroAlt')} width={1600} height={900} className="training__hero" sizes="(min-width: 1200px) 1140px, 100vw" />}
      {cards.length > 0 && (
        <ul className={`text-cards ${props.full ? '' : 'text-cards--compact'}`} role="list">
          {(props.full ? cards : cards.slice(0, 3)).map((c) => (
            <li key={c.label} className="text-card">
              <CardHeading>{c.label}</CardHeading>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      )}
      {/* The magazine is the app's alone (the server draws only its backdrop): with JavaScript off there is nothing to open. */}
      {hasInterview(p) && (
        <div className="training__cta needs-script">
          <button type="button" className="btn btn--primary btn--lg" onClick={() => dialog.open('training')} onPointerEnter={preloadMagazine} onFocus={preloadMagazine}>
            {t('interview.open')}
          </button>
        </div>
      )}
      {dialog.id === 'training' && <Magazine content={trainingMagazine(p, athleteName())} onClose={dialog.close} href={dialog.href('training')} />}
    </div>
  );
}

/** Home section: the training profile at a glance. */
export function TrainingSection(props: { title: ReactNode; lead?: ReactNode; full?: boolean }) {
  const training = useTraining();
  if (training.status === 'loaded' && !hasTraining(training.data)) return <EmptySection part={TRAINING_PART} id="training" title={props.title} />;
  return (
    <Section id="training" title={props.title} lead={props.lead}>
      {training.status === 'loading' && <Loading height={360} />}
      {training.status === 'error' && <ErrorState message={t('failed')} onRetry={training.reload} />}
      {training.status === 'loaded' && hasTraining(training.data) && <TrainingBody profile={training.data} full={props.full} />}
    </Section>
  );
}
