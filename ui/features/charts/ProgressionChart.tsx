import { Link } from 'wouter';
import { eventKey } from '../../../src/shared/progression';
import type { Locale } from '../../lib/i18n/i18n';
import { formatDate } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { chartSrc, fetchProgression, type ProgressionAnswer } from './charts.api';
import { t } from './charts.messages';

type Point = ProgressionAnswer['points'][number];

/** The progression answer, cached like the other public reads. */
export const useProgression = () => useResource('progression', fetchProgression);

/** A season's name: its grade when known, else its school year ("Grade 11 (2025–26)", in French "11e année (2025–26)"). */
export const seasonName = (s: { season: string; grade?: number }, lang?: Locale) => (s.grade ? t('season.grade', { grade: s.grade, season: s.season }, lang) : s.season);

/** The results of one event grouped by season, each season headed by its best: the chart's data as a table. */
export function ResultsBySeason(props: { progression: ProgressionAnswer; caption: string; seasons?: readonly string[]; captionHidden?: boolean }) {
  const p = props.progression;
  const shown = p.seasons.filter((s) => !props.seasons || props.seasons.includes(s.season));
  const mark = p.kind === 'time' ? t('table.time') : t('table.mark');
  const isBest = (pt: Point) => shown.some((s) => s.date === pt.date && s.value === pt.value && s.title === pt.title);
  return (
    <table className="results-table">
      <caption className={props.captionHidden ? 'sr-only' : undefined}>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.date')}</th>
          <th scope="col">{t('table.race')}</th>
          <th scope="col" className="results-table__mark">
            {mark}
          </th>
        </tr>
      </thead>
      {shown.toReversed().map((s) => (
        <tbody key={s.season}>
          <tr className="results-table__season">
            <th scope="rowgroup" colSpan={3}>
              {seasonName(s)} · {t('season.best')} <span className="mono">{s.display}</span>
            </th>
          </tr>
          {p.points
            .filter((pt) => pt.season === s.season)
            .toReversed()
            .map((pt, i) => (
              <tr key={`${pt.date}-${i}`}>
                <td className="results-table__date">{formatDate(pt.date, { year: 'numeric', month: 'short', day: 'numeric' })}</td>
                <td>{pt.raceId ? <Link href={`/courses/${pt.raceId}`}>{pt.title}</Link> : pt.title}</td>
                <td className="results-table__mark mono">
                  {pt.display}
                  {(isBest(pt) || pt.record) && (
                    <span className="results-table__tags">
                      {isBest(pt) && <abbr title={t('tag.sbTitle')}>{t('tag.sb')}</abbr>}
                      {isBest(pt) && pt.record && ' '}
                      {pt.record && <abbr title={t('tag.prTitle')}>{t('tag.pr')}</abbr>}
                    </span>
                  )}
                </td>
              </tr>
            ))}
        </tbody>
      ))}
    </table>
  );
}

/** The chart of one event (drawn by the server) with its data table in a collapsible part; nothing while it loads or when the event has no results. */
export function ProgressionChart(props: { event: string }) {
  const all = useProgression();
  if (all.status !== 'loaded') return null;
  const p = all.data.events.find((e) => eventKey(e.event) === eventKey(props.event));
  if (!p) return null;
  const better = p.kind === 'time' ? t('chart.fasterHigher') : t('chart.longerHigher');
  const bests = p.seasons.map((s) => `${s.grade ? t('chart.bestGrade', { grade: s.grade }) : s.season} ${s.display}`).join(', ');
  return (
    <section className="progression" aria-labelledby="progression-title">
      <h3 id="progression-title">{t('chart.title')}</h3>
      <figure className="progression__figure">
        <img src={chartSrc(p)} width={420} height={280} alt={t('chart.alt', { event: p.event, better, bests })} />
      </figure>
      <details className="progression__data">
        <summary>{t('chart.table', { n: p.points.length })}</summary>
        <ResultsBySeason progression={p} caption={t('chart.caption', { event: p.event })} captionHidden />
      </details>
    </section>
  );
}
