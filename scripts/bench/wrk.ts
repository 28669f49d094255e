// wrk's report, read by scripts/bench/all.ts (wrk -t1 -cN -dS --latency URL).

/** What one run of a load generator answered. */
export interface LoadResult {
  /** Requests completed. */
  total: number;
  /** How long the run took, in seconds (wrk's runs end a little after the duration asked). */
  seconds: number;
  /** The 99th percentile of latency, in ms. */
  p99: number;
  /** Answers that were not 2xx or 3xx, and socket errors. */
  errors: number;
}

/** The figures of wrk's report (`--latency`): requests, the 99th percentile in ms, non-2xx/3xx answers and socket errors. */
export function parseWrk(report: string): LoadResult {
  const total = /^\s*(\d+) requests in ([\d.]+)(ms|s|m),/m.exec(report);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(report);
  if (!total || !p99) throw new Error(`wrk's report was not understood:\n${report}`);
  const unit = { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'];
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
  const seconds = Number(total[2]) * { ms: 0.001, s: 1, m: 60 }[total[3] as 'ms' | 's' | 'm'];
  return { total: Number(total[1]), seconds, p99: Number((Number(p99[1]) * unit).toFixed(2)), errors: non2xx + socketErrors };
}
