import { Link } from 'wouter';
import { eventKey } from '../../../src/features/charts/progression';
import { formatDate } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { chartSrc, fetchProgression, type ProgressionAnswer } from './charts.api';

type Point = ProgressionAnswer['points'][number];

/** The progression answer, cached like the other public reads. */
export const useProgression = () => useResource('progression', fetchProgression);

/** A season's name: its grade when known, else its school year. */
export const seasonName = (s: { season: string; grade?: number }) => (s.grade ? `Grade ${s.grade} (${s.season})` : s.season);

/** The results of one event grouped by season, each season headed by its best: the chart's data as a table. */
export function ResultsBySeason(props: { progression: ProgressionAnswer; caption: string; seasons?: readonly string[]; captionHidden?: boolean }) {
  const p = props.progression;
  const shown = p.seasons.filter((s) => !props.seasons || props.seasons.includes(s.season));
  const mark = p.kind === 'time' ? 'Time' : 'Mark';
  const isBest = (pt: Point) => shown.some((s) => s.date === pt.date && s.value === pt.value && s.title === pt.title);
  return (
    <table className="results-table">
      <caption className={props.captionHidden ? 'sr-only' : undefined}>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Race</th>
          <th scope="col" className="results-table__mark">
            {mark}
          </th>
        </tr>
      </thead>
      {shown.toReversed().map((s) => (
        <tbody key={s.season}>
          <tr className="results-table__season">
            <th scope="rowgroup" colSpan={3}>
              {seasonName(s)} · season best <span className="mono">{s.display}</span>
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
                      {isBest(pt) && <abbr title="Season best">SB</abbr>}
                      {isBest(pt) && pt.record && ' '}
                      {pt.record && <abbr title="Personal record when it was run">PR</abbr>}
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
  const better = p.kind === 'time' ? 'faster times higher' : 'longer marks higher';
  const bests = p.seasons.map((s) => `${s.grade ? `grade ${s.grade}` : s.season} ${s.display}`).join(', ');
  return (
    <section className="progression" aria-labelledby="progression-title">
      <h3 id="progression-title">Progression</h3>
      <figure className="progression__figure">
        <img src={chartSrc(p)} width={420} height={280} alt={`${p.event} results over time, ${better}. Season bests: ${bests}.`} />
      </figure>
      <details className="progression__data">
        <summary>Results table ({p.points.length})</summary>
        <ResultsBySeason progression={p} caption={`${p.event} results by season`} captionHidden />
      </details>
    </section>
  );
}
