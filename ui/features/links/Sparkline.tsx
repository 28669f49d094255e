/** The polyline points of `values` drawn in a `width`×`height` box (a flat line at the bottom when all are 0). */
export function sparklinePoints(values: readonly number[], width: number, height: number, pad = 2): string {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  return values.map((v, i) => `${(pad + i * step).toFixed(1)},${(height - pad - (v / max) * (height - 2 * pad)).toFixed(1)}`).join(' ');
}

/** A small inline chart of visits per day, oldest first; its label says what it shows in words. */
export function Sparkline(props: { values: readonly number[]; label: string; width?: number; height?: number }) {
  const { values, width = 120, height = 28 } = props;
  const points = sparklinePoints(values, width, height);
  const last = points.split(' ').at(-1)?.split(',');
  return (
    <svg className="sparkline" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={props.label}>
      <polygon className="sparkline__area" points={`${points} ${width - 2},${height - 2} 2,${height - 2}`} />
      <polyline className="sparkline__line" points={points} fill="none" />
      {last && <circle className="sparkline__dot" cx={last[0]} cy={last[1]} r={2.5} />}
    </svg>
  );
}
