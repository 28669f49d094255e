import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk.ts';

// Reports as wrk 4.1 (Debian) printed them here, on loopback.
const OK = `Running 1s test @ http://127.0.0.1:39201/content/public/races
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.67ms    1.27ms  24.68ms   94.92%
    Req/Sec    32.38k     5.37k   39.71k    80.00%
  Latency Distribution
     50%    1.37ms
     75%    1.67ms
     90%    2.30ms
     99%    7.14ms
  32142 requests in 1.00s, 133.31MB read
Requests/sec:  32100.17
Transfer/sec:    133.14MB
`;
const NOT_FOUND = `Running 1s test @ http://127.0.0.1:39201/content/public/nope
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   222.09us  170.82us   3.42ms   94.93%
    Req/Sec    23.87k     2.07k   28.15k    72.73%
  Latency Distribution
     50%  170.00us
     75%  248.00us
     90%  330.00us
     99%  814.00us
  26086 requests in 1.10s, 24.36MB read
  Non-2xx or 3xx responses: 26086
Requests/sec:  23723.34
Transfer/sec:     22.15MB
`;

describe('parseWrk', () => {
  it('reads the requests, the run’s length and the 99th percentile in ms', () => {
    expect(parseWrk(OK)).toEqual({ total: 32142, seconds: 1, p99: 7.14, errors: 0 });
  });

  it('counts answers that are not 2xx or 3xx as errors, and reads a percentile given in µs', () => {
    expect(parseWrk(NOT_FOUND)).toEqual({ total: 26086, seconds: 1.1, p99: 0.81, errors: 26086 });
  });

  it('counts socket errors, and reads seconds', () => {
    const report = OK.replace('     99%    7.14ms', '     99%    1.20s').replace('Requests/sec', '  Socket errors: connect 0, read 3, write 1, timeout 2\nRequests/sec');
    expect(parseWrk(report)).toMatchObject({ p99: 1200, errors: 6 });
  });

  it('refuses a report it does not understand', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/not understood/);
  });
});
